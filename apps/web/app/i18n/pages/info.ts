import type { TContentBlock } from '@app/contract';

/**
 * Vietnamese copy of the info pages. Placeholders ({brand}, {refund}, {cap100}, {cap50},
 * {code}, {appBonus}, {sportsRefund}) are filled from the brand's data on the
 * server, so every brand shows its own name and figures; {promise} from the cashier's settings.
 */
export interface InfoPage {
  intro: string;
  body: TContentBlock[];
  faq?: { question: string; answer: string }[];
}

export const INFO_PAGES_COPY: Record<string, InfoPage> = {
  'gioi-thieu': {
    intro:
      '{brand} là cổng giải trí trực tuyến dành cho người chơi Việt Nam, gom thể thao, live casino, lô đề, đá gà và cổng game vào một tài khoản duy nhất.',
    body: [
      { type: 'h2', text: 'Chúng tôi là ai' },
      {
        type: 'p',
        text: '{brand} được xây dựng với một mục tiêu: mang đến trải nghiệm giải trí trực tuyến minh bạch, nhanh và an toàn bằng tiếng Việt. Mọi giao dịch được ghi sổ kép, mọi khoản tiền của bạn đều có thể tra soát, và đội ngũ hỗ trợ luôn sẵn sàng trong giờ làm việc đã công bố ở trang Liên hệ.',
      },
      { type: 'h2', text: 'Sản phẩm' },
      {
        type: 'ul',
        items: [
          'Thể thao: bóng đá các giải lớn với kèo châu Á, tài xỉu, 1X2, cược xiên, và bóng đá ảo với trận đấu khoảng 3 phút.',
          'Live casino: bàn baccarat chung giờ, rồng hổ, xóc đĩa, tài xỉu, sic bo, roulette, blackjack, poker; mỗi ván kiểm chứng được.',
          'Lô đề: xổ số 3 miền, lô đề siêu tốc, Mega 6/45 và Power 6/55.',
          'Cổng game: slot, nổ hũ, bắn cá, game bài, keno và game nhanh.',
          'Đá gà trên điện thoại, kết quả kiểm chứng được.',
        ],
      },
      { type: 'h2', text: 'Cam kết của {brand}' },
      {
        type: 'ul',
        items: [
          'Nạp rút nhanh: {promise}.',
          'Bảo mật: mật khẩu được mã hóa, phiên đăng nhập chỉ tồn tại trên một thiết bị tại một thời điểm.',
          'Minh bạch: lịch sử cược, giao dịch và gift code luôn hiển thị trong tài khoản.',
          'Hoàn trả không giới hạn {refund}% tổng cược hợp lệ theo điều kiện khuyến mãi.',
          'Chơi có trách nhiệm: chỉ dành cho người từ 18 tuổi, có giới hạn nạp, giới hạn thua, giới hạn cược và tự loại trừ.',
        ],
      },
      { type: 'h2', text: 'Hỗ trợ khách hàng' },
      {
        type: 'p',
        text: 'Các kênh liên hệ bộ phận chăm sóc khách hàng của {brand} và giờ hỗ trợ được ghi tại trang Liên hệ. Chúng tôi không bao giờ hỏi mật khẩu hoặc mã OTP của bạn.',
      },
    ],
  },

  'dieu-khoan-dieu-kien': {
    intro:
      'Khi mở tài khoản và sử dụng dịch vụ của {brand}, bạn đồng ý với các điều khoản dưới đây. Vui lòng đọc kỹ trước khi tham gia.',
    body: [
      { type: 'h2', text: '1. Điều kiện tham gia' },
      {
        type: 'ul',
        items: [
          'Bạn phải đủ 18 tuổi trở lên và có đầy đủ năng lực hành vi dân sự.',
          'Mỗi người chỉ được sở hữu một tài khoản. Tài khoản trùng lặp có thể bị khóa và hủy các khoản thưởng liên quan.',
          'Bạn chịu trách nhiệm tuân thủ quy định pháp luật nơi bạn cư trú khi sử dụng dịch vụ.',
        ],
      },
      { type: 'h2', text: '2. Tài khoản và bảo mật' },
      {
        type: 'ul',
        items: [
          'Tên đăng nhập từ 6 đến 29 ký tự, không dấu và không khoảng trắng; mật khẩu tối thiểu 6 ký tự.',
          'Bạn có trách nhiệm giữ bí mật mật khẩu và mã OTP. Mọi giao dịch thực hiện bằng thông tin đăng nhập của bạn được coi là do bạn thực hiện.',
          'Một tài khoản chỉ đăng nhập trên một thiết bị tại một thời điểm; đăng nhập mới sẽ kết thúc phiên cũ.',
        ],
      },
      { type: 'h2', text: '3. Nạp tiền và rút tiền' },
      {
        type: 'ul',
        items: [
          'Tiền tệ sử dụng là đồng Việt Nam (VND).',
          'Tiền chỉ được rút về tài khoản ngân hàng đã xác minh, đứng tên chính chủ và trùng với người nạp.',
          'Mã chuyển khoản chỉ dùng một lần và có thời hạn; chuyển khoản sai nội dung hoặc vào mã đã hết hạn có thể cần thêm thời gian đối soát.',
          'Chúng tôi có quyền yêu cầu xác minh danh tính trước khi xử lý giao dịch rút tiền.',
        ],
      },
      { type: 'h2', text: '4. Khuyến mãi' },
      {
        type: 'p',
        text: 'Mỗi khuyến mãi có điều kiện riêng (vòng cược, thời hạn, phương thức nạp áp dụng) được hiển thị trên trang khuyến mãi. Khuyến mãi nạp đầu không áp dụng cho nạp bằng tiền điện tử, ví MoMo và thẻ cào. Hành vi lạm dụng khuyến mãi sẽ dẫn đến việc hủy thưởng.',
      },
      { type: 'h2', text: '5. Cá cược' },
      {
        type: 'ul',
        items: [
          'Cược đã được xác nhận không thể hủy, trừ khi sảnh cược hủy trận hoặc có lỗi kỹ thuật rõ ràng.',
          'Kết quả được xác định theo dữ liệu chính thức của nhà cung cấp trò chơi hoặc đơn vị tổ chức.',
          'Trong trường hợp lỗi hệ thống, cược bị ảnh hưởng sẽ được hoàn tiền theo ghi nhận của hệ thống.',
        ],
      },
      { type: 'h2', text: '6. Chơi có trách nhiệm' },
      {
        type: 'p',
        text: 'Bạn có thể đặt giới hạn nạp, giới hạn thua, giới hạn cược, nhắc nhở thời gian và tự loại trừ bất kỳ lúc nào trong mục Tài khoản > Chơi có trách nhiệm. Giới hạn nạp được kiểm tra khi tạo lệnh nạp và khi tiền về; giới hạn thua và giới hạn cược được kiểm tra chính xác ở mỗi lượt cược, kể cả khi nhiều lượt cược đến cùng lúc.',
      },
      { type: 'h2', text: '7. Thay đổi điều khoản' },
      {
        type: 'p',
        text: '{brand} có thể cập nhật điều khoản khi cần thiết. Thay đổi quan trọng sẽ được thông báo trên trang web trước khi có hiệu lực.',
      },
    ],
  },

  'chinh-sach-bao-mat': {
    intro:
      '{brand} tôn trọng quyền riêng tư của bạn. Chính sách này giải thích chúng tôi thu thập thông tin gì, dùng vào việc gì và bảo vệ như thế nào.',
    body: [
      { type: 'h2', text: 'Thông tin chúng tôi thu thập' },
      {
        type: 'ul',
        items: [
          'Thông tin đăng ký: tên đăng nhập, số điện thoại, email (nếu bạn cung cấp).',
          'Thông tin giao dịch: lịch sử nạp, rút, cược và tài khoản ngân hàng bạn đăng ký.',
          'Thông tin kỹ thuật: mã nhận diện thiết bị và cookie cần thiết để giữ phiên đăng nhập và phòng chống gian lận.',
        ],
      },
      { type: 'h2', text: 'Chúng tôi dùng thông tin để' },
      {
        type: 'ul',
        items: [
          'Mở và duy trì tài khoản, xử lý nạp rút và trả thưởng.',
          'Xác minh danh tính, phòng chống gian lận và rửa tiền.',
          'Gửi mã OTP và thông báo quan trọng về tài khoản.',
          'Thực thi các giới hạn chơi có trách nhiệm mà bạn đã đặt.',
        ],
      },
      { type: 'h2', text: 'Bảo vệ thông tin' },
      {
        type: 'ul',
        items: [
          'Mật khẩu được băm bằng thuật toán argon2id; không ai, kể cả nhân viên, xem được mật khẩu của bạn.',
          'Phiên đăng nhập dùng cookie HttpOnly, trình duyệt không cho mã JavaScript đọc được.',
          'Kết nối được mã hóa và quyền truy cập dữ liệu của nhân viên được phân quyền, ghi nhật ký.',
        ],
      },
      { type: 'h2', text: 'Cookie' },
      {
        type: 'p',
        text: 'Chúng tôi dùng cookie để giữ phiên đăng nhập, ghi nhớ thiết bị (tối đa 1 năm) và ghi nhận nguồn giới thiệu (tối đa 12 giờ). Bạn có thể xóa cookie trong trình duyệt bất kỳ lúc nào; khi đó bạn cần đăng nhập lại.',
      },
      { type: 'h2', text: 'Quyền của bạn' },
      {
        type: 'p',
        text: 'Bạn có quyền yêu cầu xem, sửa hoặc xóa thông tin cá nhân, trừ những dữ liệu giao dịch chúng tôi phải lưu giữ theo quy định. Liên hệ bộ phận hỗ trợ để được giúp đỡ.',
      },
    ],
  },

  'huong-dan-nap-tien': {
    intro: '{brand} hỗ trợ nhiều cách nạp tiền. {promise}.',
    body: [
      { type: 'h2', text: 'QR Codepay (khuyên dùng)' },
      {
        type: 'ol',
        items: [
          'Đăng nhập, vào Tài khoản → Nạp tiền → QR Codepay.',
          'Nhập số tiền, tối thiểu 50,000 VND, rồi bấm Tạo mã.',
          'Mở ứng dụng ngân hàng, quét mã QR; số tiền và nội dung đã được điền sẵn.',
          'Xác nhận chuyển khoản. Tiền thường về sau khoảng 1 phút.',
        ],
      },
      {
        type: 'note',
        text: 'Mỗi mã chỉ dùng một lần và có thời hạn. Tạo mã mới sẽ hủy mã đang chờ sau khi bạn xác nhận.',
      },
      { type: 'h2', text: 'Ví MoMo' },
      {
        type: 'p',
        text: 'Chọn Ví MoMo, nhập số tiền và làm theo hướng dẫn trên màn hình. Giao dịch thường được xác nhận trong khoảng 30 giây; nếu sau 3 phút chưa nhận được, vui lòng liên hệ hỗ trợ.',
      },
      { type: 'h2', text: 'Tiền điện tử' },
      {
        type: 'p',
        text: 'Chọn đồng tiền (USDT hoặc KDG), chuyển đúng loại tiền tới địa chỉ ví hiển thị. Giao dịch được xác nhận sau 2 đến 5 phút tùy mạng lưới. Gửi sai loại tiền có thể khiến khoản nạp không được ghi nhận.',
      },
      { type: 'h2', text: 'Thẻ cào điện thoại' },
      {
        type: 'p',
        text: 'Chọn nhà mạng, mệnh giá, nhập mã thẻ và số seri. Phí đổi thẻ: Viettel 13%, Vinaphone 11%, Mobifone 13%.',
      },
      { type: 'h2', text: 'Lưu ý' },
      {
        type: 'ul',
        items: [
          'Khuyến mãi nạp đầu không áp dụng cho nạp bằng tiền điện tử, ví MoMo và thẻ cào.',
          'Giới hạn nạp bạn đặt trong mục Chơi có trách nhiệm được kiểm tra ở mỗi lần nạp.',
        ],
      },
    ],
  },

  'huong-dan-rut-tien': {
    intro: 'Bạn có thể rút tiền về tài khoản ngân hàng, thẻ cào hoặc ví tiền điện tử ngay trong mục Tài khoản.',
    body: [
      { type: 'h2', text: 'Trước khi rút' },
      {
        type: 'ul',
        items: [
          'Thêm tài khoản ngân hàng chính chủ; tên chủ tài khoản viết hoa, không dấu.',
          'Chờ bộ phận kiểm duyệt xác minh tài khoản ngân hàng (trạng thái chuyển từ “đang xác minh” sang “đã xác minh”).',
          'Hoàn thành vòng cược của khuyến mãi hoặc gift code đang áp dụng (nếu có).',
        ],
      },
      { type: 'h2', text: 'Rút về ngân hàng' },
      {
        type: 'ol',
        items: [
          'Vào Tài khoản → Rút tiền → Ngân hàng.',
          'Chọn tài khoản đã xác minh và nhập số tiền.',
          'Xác nhận. Số tiền được tạm giữ ngay và chuyển tới bạn sau khi giao dịch được duyệt.',
        ],
      },
      { type: 'h2', text: 'Rút bằng thẻ cào' },
      {
        type: 'p',
        text: 'Chọn nhà mạng, mệnh giá và số lượng thẻ (từ 1 đến 5), nhập 5 số cuối điện thoại để xác nhận.',
      },
      { type: 'h2', text: 'Rút tiền điện tử' },
      {
        type: 'p',
        text: 'Chọn đồng tiền, nhập địa chỉ ví nhận, số tiền và 5 số cuối điện thoại. Mức rút tối thiểu: 100,000 VND với KDG và 400,000 VND với USDT.',
      },
      {
        type: 'note',
        text: 'Nếu giao dịch bị từ chối, số tiền tạm giữ được hoàn lại ngay vào số dư của bạn.',
      },
    ],
  },

  'huong-dan-dang-ky': {
    intro: 'Đăng ký tài khoản {brand} chỉ mất khoảng một phút và hoàn toàn miễn phí.',
    body: [
      { type: 'h2', text: 'Các bước đăng ký' },
      {
        type: 'ol',
        items: [
          'Bấm nút Đăng ký ở góc trên màn hình.',
          'Nhập tên đăng nhập: từ 6 đến 29 ký tự, không dấu, không khoảng trắng.',
          'Nhập mật khẩu: tối thiểu 6 ký tự, không dấu. Nên kết hợp chữ và số.',
          'Nhập số điện thoại của bạn và bấm Đăng ký.',
        ],
      },
      { type: 'h2', text: 'Sau khi đăng ký' },
      {
        type: 'ul',
        items: [
          'Xác minh số điện thoại bằng mã OTP để dùng gift code và nhận nhiệm vụ.',
          'Thêm tài khoản ngân hàng chính chủ để rút tiền.',
          'Đặt giới hạn nạp và nhắc nhở thời gian trong mục Chơi có trách nhiệm.',
        ],
      },
      {
        type: 'note',
        text: 'Bằng việc đăng ký, bạn xác nhận mình đủ 18 tuổi và đồng ý với Điều khoản và điều kiện của {brand}.',
      },
    ],
  },

  'code-tan-thu': {
    intro: 'Thành viên mới của {brand} có thể nhận code tân thủ trị giá {code} sau khi hoàn tất các bước xác minh.',
    body: [
      { type: 'h2', text: 'Điều kiện nhận' },
      {
        type: 'ul',
        items: [
          'Tài khoản mới, chưa từng nhận code tân thủ.',
          'Đã xác minh số điện thoại thuộc nhà mạng Viettel, Mobifone hoặc Vinaphone.',
          'Đã thêm và được xác minh tài khoản ngân hàng chính chủ.',
        ],
      },
      { type: 'h2', text: 'Cách sử dụng' },
      {
        type: 'ol',
        items: [
          'Nhận code qua kênh chính thức của {brand}.',
          'Vào Tài khoản, chọn Gift code và nhập mã (tối đa 20 ký tự, chỉ gồm chữ và số).',
          'Giá trị code được cộng vào số dư kèm yêu cầu tổng cược trước khi rút.',
        ],
      },
      {
        type: 'note',
        text: 'Khi một gift code đang chờ hoàn thành tổng cược, bạn chưa thể nhập code mới. Hệ thống luôn hiển thị tổng cược cần đạt và tổng cược hiện tại.',
      },
    ],
  },

  'huong-dan-nhan-gift-code': {
    intro:
      'Gift code là mã quà tặng {brand} phát trong các sự kiện. Dưới đây là cách nhận, nhập và rút tiền từ gift code.',
    body: [
      { type: 'h2', text: 'Nhận gift code ở đâu' },
      {
        type: 'ul',
        items: [
          'Trang Sự kiện và thông báo chính thức của {brand}.',
          'Phần thưởng nhiệm vụ và các chương trình dành cho thành viên.',
        ],
      },
      { type: 'h2', text: 'Nhập gift code' },
      {
        type: 'ol',
        items: [
          'Xác minh số điện thoại (bắt buộc để dùng gift code).',
          'Vào Tài khoản → Gift code, nhập mã và bấm Xác nhận.',
          'Mã phải có tối đa 20 ký tự và chỉ gồm chữ, số; không nhập ký tự đặc biệt.',
        ],
      },
      { type: 'h2', text: 'Khi nào rút được' },
      {
        type: 'p',
        text: 'Mỗi gift code có yêu cầu tổng cược. Trong Lịch sử gift code bạn xem được ngày nhập, tổng cược cần đạt, tổng cược hiện tại, giá trị nhận và trạng thái đủ điều kiện rút hay chưa.',
      },
      {
        type: 'note',
        text: 'Mã không hợp lệ, đã được sử dụng hoặc hết hạn sẽ báo “Giftcode không hợp lệ”.',
      },
    ],
  },

  'cau-hoi-thuong-gap': {
    intro:
      'Những câu hỏi người chơi {brand} hay hỏi nhất. Không tìm thấy câu trả lời? Hãy liên hệ bộ phận hỗ trợ ({support}).',
    body: [],
    faq: [
      {
        question: 'Ai được phép tham gia {brand}?',
        answer: 'Chỉ người từ 18 tuổi trở lên. Mỗi người chỉ được sở hữu một tài khoản.',
      },
      {
        question: 'Nạp tiền bao lâu thì vào tài khoản?',
        answer: 'QR Codepay khoảng 1 phút, ví MoMo khoảng 30 giây, tiền điện tử 2 đến 5 phút tùy mạng lưới. {promise}.',
      },
      {
        question: 'Số tiền nạp tối thiểu là bao nhiêu?',
        answer:
          'Nạp qua QR Codepay tối thiểu 50,000 VND. Các phương thức khác hiển thị mức tối thiểu ngay trên màn hình nạp.',
      },
      {
        question: 'Vì sao tôi chưa rút được tiền?',
        answer:
          'Tiền chỉ được rút về tài khoản ngân hàng chính chủ đã được xác minh. Nếu bạn đang dùng khuyến mãi hoặc gift code, hãy hoàn thành tổng cược yêu cầu trước. Một lệnh rút đang chờ kiểm tra cho biết lý do và thời hạn trả lời ngay trên màn hình rút tiền và trong Lịch sử giao dịch; mọi điều kiện giữ tiền được ghi tại trang Hướng dẫn rút tiền.',
      },
      {
        question: 'Tôi bị báo đã đăng nhập trên thiết bị khác?',
        answer:
          'Mỗi tài khoản chỉ đăng nhập trên một thiết bị tại một thời điểm. Nếu không phải bạn đăng nhập, hãy đổi mật khẩu ngay và liên hệ hỗ trợ.',
      },
      {
        question: 'Hoàn trả không giới hạn hoạt động thế nào?',
        answer:
          '{brand} hoàn trả {refund}% tổng cược hợp lệ, không giới hạn số tiền. Các cược có tỷ lệ thấp hơn ngưỡng quy định không được tính.',
      },
      {
        question: 'Tôi quên mật khẩu thì làm sao?',
        answer:
          'Bấm Quên mật khẩu ở màn hình đăng nhập, tìm tài khoản, nhập mã OTP gửi tới điện thoại hoặc email và đặt mật khẩu mới.',
      },
      {
        question: 'Làm sao để đặt giới hạn hoặc tạm ngừng chơi?',
        answer:
          'Trong mục Tài khoản > Chơi có trách nhiệm bạn có thể đặt giới hạn nạp, giới hạn thua, giới hạn cược, nhắc nhở thời gian hoặc tự loại trừ trong một khoảng thời gian hoặc vĩnh viễn. Xem trang Chơi có trách nhiệm.',
      },
    ],
  },

  'choi-co-trach-nhiem': {
    intro:
      'Cá cược là giải trí, không phải cách kiếm tiền. {brand} cam kết giúp bạn giữ cuộc chơi trong tầm kiểm soát.',
    body: [
      { type: 'h2', text: 'Chỉ dành cho người từ 18 tuổi' },
      {
        type: 'p',
        text: 'Người dưới 18 tuổi không được phép mở tài khoản. Chúng tôi có thể yêu cầu xác minh tuổi bất kỳ lúc nào và đóng tài khoản vi phạm. Nếu trẻ em dùng chung thiết bị với bạn, hãy đăng xuất sau khi chơi và dùng phần mềm quản lý của phụ huynh.',
      },
      { type: 'h2', text: 'Công cụ giới hạn' },
      {
        type: 'ul',
        items: [
          'Giới hạn nạp theo ngày, tuần, tháng (giờ Việt Nam): hệ thống từ chối tạo lệnh nạp làm vượt giới hạn, tính cả các khoản đã nạp và lệnh nạp đang chờ trong kỳ. Nếu số tiền chuyển đến vượt giới hạn, phần vượt không được cộng vào số dư để chơi mà được giữ lại và hoàn trả về tài khoản nguồn; bạn thấy lý do trong lịch sử giao dịch.',
          'Giới hạn thua theo ngày, tuần, tháng: lượt cược làm số thua ròng (tiền cược trừ tiền thắng) trong kỳ vượt mức bạn đặt sẽ bị từ chối cho tới kỳ sau.',
          'Nhắc nhở thời gian: cứ mỗi 30, 60 hoặc 120 phút, trang web cho bạn biết đã chơi bao lâu và kết quả thắng thua của phiên, để bạn chọn chơi tiếp hay đăng xuất.',
          'Đặt mới hoặc giảm giới hạn có hiệu lực ngay; tăng hoặc bỏ giới hạn chỉ có hiệu lực sau 24 giờ để bạn có thời gian cân nhắc.',
        ],
      },
      { type: 'h2', text: 'Tự loại trừ' },
      {
        type: 'p',
        text: 'Nếu bạn cần nghỉ, hãy chọn tự loại trừ trong mục Tài khoản > Chơi có trách nhiệm: 24 giờ, 7 ngày, 30 ngày, 6 tháng hoặc vĩnh viễn, xác nhận bằng mật khẩu. Bạn bị đăng xuất ngay; trong thời gian này bạn không thể đăng nhập, nạp tiền hay đặt cược, nên cũng không nhận khuyến mãi, nhiệm vụ hay quà tặng, và bạn không thể tự rút ngắn thời gian này. Khoản nạp nào chuyển đến trong thời gian này (kể cả theo phiếu nạp tạo trước đó) không được cộng vào số dư mà được giữ lại và hoàn trả về tài khoản nguồn. Hãy rút số dư về tài khoản ngân hàng đã xác minh trước khi tự loại trừ: lệnh rút đã tạo vẫn được xử lý trong thời gian loại trừ; với số dư còn lại, bộ phận hỗ trợ sẽ giúp bạn rút về tài khoản ngân hàng đã xác minh.',
      },
      { type: 'h2', text: 'Dấu hiệu cần chú ý' },
      {
        type: 'ul',
        items: [
          'Chơi nhiều hơn hoặc lâu hơn dự định, khó dừng lại.',
          'Tăng tiền cược để gỡ lại khoản đã thua.',
          'Vay mượn, bán tài sản hoặc dùng tiền sinh hoạt để chơi.',
          'Giấu gia đình, lo âu, mất ngủ hoặc cáu gắt vì chuyện cá cược.',
        ],
      },
      { type: 'h2', text: 'Tìm trợ giúp ở đâu' },
      {
        type: 'ul',
        items: [
          'Bộ phận hỗ trợ {brand} ({support}): chúng tôi có thể kích hoạt tự loại trừ cho bạn ngay khi nhận được yêu cầu.',
          'Nói chuyện với người thân hoặc bạn bè bạn tin tưởng.',
          'Liên hệ bác sĩ hoặc chuyên gia tâm lý tại bệnh viện, trung tâm y tế gần nhất; các bệnh viện tâm thần tuyến tỉnh và trung ương đều có khoa tư vấn về hành vi nghiện.',
          'Tổ chức quốc tế Gamblers Anonymous (gamblersanonymous.org) có tài liệu và nhóm hỗ trợ trực tuyến.',
          'Nếu bạn có ý định làm hại bản thân, hãy gọi ngay 115 (cấp cứu).',
        ],
      },
    ],
  },
};
