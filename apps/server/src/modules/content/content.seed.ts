import type { TContentBlock, TNewsCategory } from '@app/contract';
import { ARTICLE_COVERS, articleCoverPath } from './content.covers';
import { SEED_ARTICLES_EN, SEED_PAGES_EN } from './content.seed-en';
import type { ContentService } from './content.service';

interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
  category: TNewsCategory;
  daysAgo: number;
  body: TContentBlock[];
}

/** An article's own picture (content.covers.ts), or its category's. */
const cover = (a: SeedArticle) =>
  a.slug in ARTICLE_COVERS ? articleCoverPath(a.slug) : `/images/news/${a.category}.svg`;

/** Demo articles in Vietnamese, some with English (content.seed-en.ts); the site fills {brand} per brand. */
export const SEED_ARTICLES: SeedArticle[] = [
  {
    slug: 'nam-nguyen-tac-choi-co-trach-nhiem',
    title: '5 nguyên tắc chơi có trách nhiệm mà người chơi nào cũng nên biết',
    summary:
      'Giải trí chỉ vui khi bạn kiểm soát được thời gian và tiền bạc. Đây là năm nguyên tắc đơn giản giúp bạn luôn làm chủ cuộc chơi.',
    category: 'huong-dan',
    daysAgo: 1,
    body: [
      {
        type: 'p',
        text: 'Cá cược và trò chơi trực tuyến là một hình thức giải trí dành cho người từ 18 tuổi trở lên. Giống như mọi thú vui khác, nó chỉ thật sự vui khi bạn đặt ra giới hạn và tuân thủ chúng. {brand} khuyến khích mọi thành viên áp dụng năm nguyên tắc dưới đây.',
      },
      { type: 'h2', text: '1. Chỉ dùng số tiền bạn sẵn sàng mất' },
      {
        type: 'p',
        text: 'Hãy coi khoản tiền dành cho giải trí như tiền mua vé xem phim: đã chi là xong. Không dùng tiền sinh hoạt, tiền học phí hay tiền vay để đặt cược.',
      },
      { type: 'h2', text: '2. Đặt giới hạn trước khi bắt đầu' },
      {
        type: 'p',
        text: 'Trong mục Tài khoản, bạn có thể đặt giới hạn nạp tiền theo ngày, tuần hoặc tháng và giới hạn số tiền thua. Hệ thống kiểm tra giới hạn ngay tại thời điểm giao dịch, nên một phút bốc đồng không thể vượt qua quyết định bạn đã đưa ra lúc tỉnh táo.',
      },
      { type: 'h2', text: '3. Không đuổi theo khoản đã thua' },
      {
        type: 'p',
        text: 'Tăng mức cược để “gỡ lại” là sai lầm phổ biến nhất. Mỗi ván là độc lập; kết quả trước không làm tăng cơ hội thắng ván sau.',
      },
      { type: 'h2', text: '4. Nghỉ giải lao thường xuyên' },
      {
        type: 'p',
        text: 'Bật nhắc nhở thời gian chơi để được thông báo sau mỗi khoảng thời gian bạn chọn. Đứng dậy, uống nước, và chỉ quay lại khi bạn thật sự muốn.',
      },
      { type: 'h2', text: '5. Biết khi nào cần dừng' },
      {
        type: 'ul',
        items: [
          'Bạn chơi lâu hơn dự định hoặc giấu người thân việc chơi.',
          'Bạn vay tiền hoặc bán đồ để có tiền đặt cược.',
          'Việc chơi ảnh hưởng tới công việc, học tập hoặc giấc ngủ.',
        ],
      },
      {
        type: 'note',
        text: 'Nếu bạn nhận ra một trong các dấu hiệu trên, hãy dùng chức năng tự loại trừ trong mục Tài khoản hoặc liên hệ bộ phận hỗ trợ ({support}). Xem thêm tại trang Chơi có trách nhiệm.',
      },
    ],
  },
  {
    slug: 'cach-doc-keo-chau-a-cho-nguoi-moi',
    title: 'Cách đọc kèo châu Á cho người mới bắt đầu',
    summary:
      'Kèo châu Á (handicap) cân bằng hai đội bằng một mức chấp. Bài viết giải thích các mức chấp 0, 0.25, 0.5, 1 và cách tính thắng thua.',
    category: 'the-thao',
    daysAgo: 2,
    body: [
      {
        type: 'p',
        text: 'Kèo châu Á ra đời để trận đấu giữa một đội mạnh và một đội yếu trở nên cân bằng hơn. Đội được đánh giá cao hơn sẽ “chấp” đội kia một số bàn thắng ảo; kết quả cược được tính sau khi cộng hoặc trừ mức chấp này.',
      },
      { type: 'h2', text: 'Các mức chấp thường gặp' },
      {
        type: 'ul',
        items: [
          'Chấp 0 (đồng banh): đội nào thắng thì cửa đó thắng; hòa thì hoàn tiền.',
          'Chấp 0.25 (đồng nửa): đội chấp hòa thì thua nửa tiền; thắng thì thắng đủ.',
          'Chấp 0.5 (nửa trái): đội chấp phải thắng mới ăn đủ; hòa là thua.',
          'Chấp 1 (một trái): đội chấp thắng cách biệt 1 bàn thì hoàn tiền, từ 2 bàn trở lên thì thắng.',
        ],
      },
      { type: 'h2', text: 'Ví dụ' },
      {
        type: 'p',
        text: 'Đội A chấp đội B 0.5 trái. Bạn chọn đội A với 100,000 VND, tỷ lệ 0.95. Nếu A thắng với bất kỳ cách biệt nào, bạn nhận lại 195,000 VND (gồm tiền gốc). Nếu hai đội hòa hoặc B thắng, bạn thua 100,000 VND.',
      },
      { type: 'h2', text: 'Lời khuyên' },
      {
        type: 'p',
        text: 'Hãy đọc kỹ luật tính của từng sảnh (K Sport, SABA, BTI, IM) trước khi đặt cược, đặc biệt với kèo phạt góc và kèo hiệp một. Và luôn chơi trong giới hạn bạn đã đặt.',
      },
    ],
  },
  {
    slug: 'luat-choi-baccarat-co-ban',
    title: 'Luật chơi Baccarat cơ bản và cách tính điểm',
    summary:
      'Baccarat chỉ có ba cửa cược: Nhà cái, Người chơi và Hòa. Tìm hiểu cách tính điểm, luật rút lá thứ ba và tỷ lệ trả thưởng.',
    category: 'casino',
    daysAgo: 4,
    body: [
      {
        type: 'p',
        text: 'Baccarat là trò chơi bài được yêu thích nhất tại các sảnh live casino nhờ luật đơn giản và tốc độ nhanh. Bạn không cần quyết định rút bài: mọi thứ đều theo luật cố định, việc của bạn là chọn cửa.',
      },
      { type: 'h2', text: 'Cách tính điểm' },
      {
        type: 'ul',
        items: [
          'Lá từ 2 đến 9 tính đúng số điểm.',
          'Lá 10, J, Q, K tính 0 điểm; lá A tính 1 điểm.',
          'Tổng điểm chỉ lấy hàng đơn vị: 7 + 8 = 15 tính là 5 điểm.',
        ],
      },
      { type: 'h2', text: 'Tỷ lệ trả thưởng' },
      {
        type: 'ul',
        items: [
          'Người chơi (Player): 1 ăn 1.',
          'Nhà cái (Banker): 1 ăn 0,95 (trừ 5% hoa hồng).',
          'Hòa (Tie): 1 ăn 8; khi hòa, cược Player và Banker được hoàn tiền.',
        ],
      },
      { type: 'h2', text: 'Luật rút lá thứ ba' },
      {
        type: 'p',
        text: 'Nếu một bên có 8 hoặc 9 điểm ở hai lá đầu (“natural”), ván kết thúc. Người chơi có từ 0 đến 5 điểm sẽ rút thêm lá thứ ba; Nhà cái rút theo bảng luật dựa trên điểm của mình và lá thứ ba của Người chơi. Dealer thực hiện tự động, bạn chỉ cần theo dõi.',
      },
    ],
  },
  {
    slug: 'nap-tien-bang-ma-qr-codepay',
    title: 'Nạp tiền bằng mã QR Codepay: nhanh, không cần gõ nội dung',
    summary:
      'Quét mã QR bằng ứng dụng ngân hàng, số tiền và nội dung chuyển khoản được điền sẵn. Tiền thường về tài khoản trong khoảng 1 phút.',
    category: 'huong-dan',
    daysAgo: 6,
    body: [
      {
        type: 'p',
        text: 'Codepay là cách nạp tiền được nhiều thành viên {brand} lựa chọn nhất. Mã QR theo chuẩn VietQR của NAPAS chứa sẵn số tài khoản, số tiền và mã giao dịch, nên bạn không phải gõ tay và không lo sai nội dung.',
      },
      { type: 'h2', text: 'Các bước nạp tiền' },
      {
        type: 'ol',
        items: [
          'Đăng nhập, chọn Nạp tiền rồi chọn Codepay.',
          'Nhập số tiền muốn nạp (tối thiểu 50,000 VND) và bấm Tạo mã.',
          'Mở ứng dụng ngân hàng, chọn Quét QR và quét mã hiển thị trên màn hình.',
          'Kiểm tra thông tin rồi xác nhận chuyển khoản.',
        ],
      },
      {
        type: 'note',
        text: 'Mỗi mã QR chỉ dùng một lần và có thời hạn. Tạo mã mới sẽ hủy mã đang chờ, vì vậy đừng chuyển khoản vào mã cũ.',
      },
      { type: 'h2', text: 'Bao lâu thì tiền về?' },
      {
        type: 'p',
        text: 'Thông thường khoảng 1 phút sau khi ngân hàng xác nhận giao dịch. Nếu sau 5 phút số dư chưa thay đổi, hãy liên hệ bộ phận hỗ trợ kèm ảnh chụp biên lai chuyển khoản.',
      },
    ],
  },
  {
    slug: 'xo-so-3-mien-khac-nhau-the-nao',
    title: 'Xổ số 3 miền khác nhau thế nào: lịch quay và cơ cấu giải',
    summary:
      'Miền Bắc quay mỗi ngày lúc 18 giờ 15, miền Trung lúc 17 giờ 15, miền Nam lúc 16 giờ 15. Cùng tìm hiểu sự khác nhau về số giải và cách đặt cược.',
    category: 'xo-so',
    daysAgo: 8,
    body: [
      {
        type: 'p',
        text: 'Xổ số kiến thiết ở Việt Nam được tổ chức theo ba khu vực. Mỗi khu vực có lịch quay và cơ cấu giải riêng, ảnh hưởng trực tiếp đến cách chơi lô đề.',
      },
      { type: 'h2', text: 'Lịch quay thưởng' },
      {
        type: 'ul',
        items: [
          'Miền Bắc: quay hằng ngày lúc 18:15, một đài mỗi ngày, 27 giải.',
          'Miền Trung: quay lúc 17:15, hai đến ba đài mỗi ngày, 18 giải mỗi đài.',
          'Miền Nam: quay lúc 16:15, ba đến bốn đài mỗi ngày, 18 giải mỗi đài.',
        ],
      },
      { type: 'h2', text: 'Lô và đề khác nhau ra sao?' },
      {
        type: 'p',
        text: 'Đề dựa trên hai số cuối của giải đặc biệt, nên xác suất thấp và tỷ lệ trả thưởng cao (1 ăn 99). Lô tính theo hai số cuối của tất cả các giải, nên một con lô có thể về nhiều lần trong một kỳ.',
      },
      {
        type: 'note',
        text: 'Tại {brand}, kết quả được lấy theo kết quả xổ số chính thức của từng đài. Lô đề chỉ mở trên điện thoại để bảo đảm trải nghiệm tốt nhất.',
      },
    ],
  },
  {
    slug: 'canh-bao-lua-dao-bao-ve-tai-khoan',
    title: 'Cảnh báo lừa đảo: 6 cách bảo vệ tài khoản của bạn',
    summary:
      '{brand} không bao giờ hỏi mật khẩu hay mã OTP của bạn. Đây là sáu thói quen giúp tài khoản và số dư luôn an toàn.',
    category: 'thong-bao',
    daysAgo: 10,
    body: [
      {
        type: 'p',
        text: 'Gần đây xuất hiện nhiều trang giả mạo và tài khoản mạng xã hội mạo danh nhân viên hỗ trợ. Hãy ghi nhớ: nhân viên {brand} không bao giờ yêu cầu bạn cung cấp mật khẩu, mã OTP hay chuyển tiền vào tài khoản cá nhân.',
      },
      {
        type: 'ol',
        items: [
          'Chỉ truy cập qua đường dẫn chính thức hoặc ứng dụng cài từ trang Tải ứng dụng.',
          'Đặt mật khẩu riêng, không dùng lại mật khẩu của email hay mạng xã hội.',
          'Xác minh số điện thoại và email để nhận mã OTP khi đổi mật khẩu.',
          'Không chia sẻ mã OTP với bất kỳ ai, kể cả người tự xưng là nhân viên.',
          'Chỉ chuyển khoản theo thông tin hiển thị trong mục Nạp tiền của tài khoản.',
          'Đăng xuất khi dùng máy tính công cộng.',
        ],
      },
      {
        type: 'p',
        text: 'Mỗi tài khoản chỉ đăng nhập được trên một thiết bị tại một thời điểm. Nếu bạn nhận thông báo đã đăng nhập ở nơi khác mà không phải do bạn, hãy đổi mật khẩu ngay và liên hệ hỗ trợ.',
      },
    ],
  },
  {
    slug: 'tai-xiu-sic-bo-luat-choi-va-ty-le',
    title: 'Tài xỉu (Sic Bo): luật chơi và tỷ lệ trả thưởng',
    summary:
      'Ba viên xúc xắc, tổng từ 4 đến 10 là Xỉu, từ 11 đến 17 là Tài. Tìm hiểu các cửa cược phổ biến và tỷ lệ trả thưởng của từng cửa.',
    category: 'casino',
    daysAgo: 12,
    body: [
      {
        type: 'p',
        text: 'Tài xỉu, còn gọi là Sic Bo, dùng ba viên xúc xắc được lắc trong bát. Bạn dự đoán tổng điểm hoặc tổ hợp mặt xúc xắc sẽ xuất hiện.',
      },
      { type: 'h2', text: 'Các cửa cược chính' },
      {
        type: 'ul',
        items: [
          'Tài (tổng 11–17) và Xỉu (tổng 4–10): 1 ăn 1; thua nếu ra bộ ba đồng nhất.',
          'Chẵn / Lẻ theo tổng điểm: 1 ăn 1.',
          'Bộ ba bất kỳ: 1 ăn 30. Bộ ba chỉ định: 1 ăn 180.',
          'Tổng điểm cụ thể: tỷ lệ từ 1 ăn 6 đến 1 ăn 60 tùy tổng.',
        ],
      },
      {
        type: 'p',
        text: 'Tỷ lệ cụ thể có thể khác nhau giữa các bàn; hãy xem bảng trả thưởng hiển thị ngay trên bàn chơi trước khi đặt cược.',
      },
    ],
  },
  {
    slug: 'the-thao-ao-la-gi',
    title: 'Thể thao ảo là gì? Trận đấu 3 phút hoạt động ra sao',
    summary:
      'Thể thao ảo mô phỏng trận đấu bằng máy tính với kết quả ngẫu nhiên được kiểm định. Mỗi trận chỉ khoảng 3 phút và diễn ra suốt ngày đêm.',
    category: 'the-thao',
    daysAgo: 15,
    body: [
      {
        type: 'p',
        text: 'Khác với thể thao thật phụ thuộc lịch thi đấu, thể thao ảo diễn ra liên tục. Mỗi trận được dựng bằng đồ họa 3D và có kết quả do bộ sinh số ngẫu nhiên quyết định, nên không thể bị dàn xếp.',
      },
      { type: 'h2', text: 'Có những môn nào?' },
      {
        type: 'p',
        text: 'Bóng đá ảo là phổ biến nhất, ngoài ra còn đua ngựa, đua chó, quần vợt và bóng rổ. Tại {brand}, bạn có thể chọn các sảnh thể thao ảo PP, SABA, IM và K Sport.',
      },
      { type: 'h2', text: 'Lưu ý khi chơi' },
      {
        type: 'p',
        text: 'Vì trận đấu diễn ra rất nhanh, hãy đặt giới hạn thời gian và số tiền trước khi chơi. Kết quả mỗi trận là độc lập, không có “quy luật” nào giúp dự đoán trận tiếp theo.',
      },
    ],
  },
  {
    slug: 'cai-ung-dung-len-dien-thoai',
    title: 'Cài ứng dụng {brand} lên điện thoại trong 30 giây',
    summary:
      'Thêm {brand} vào màn hình chính để mở nhanh như một ứng dụng, nhận thông báo và chơi mượt hơn trên Android lẫn iPhone.',
    category: 'huong-dan',
    daysAgo: 18,
    body: [
      {
        type: 'p',
        text: 'Ứng dụng {brand} là ứng dụng web (PWA): bạn cài trực tiếp từ trình duyệt, không cần tải tệp APK từ nguồn lạ và luôn được cập nhật phiên bản mới nhất.',
      },
      { type: 'h2', text: 'Trên Android (Chrome)' },
      {
        type: 'ol',
        items: [
          'Mở trang chủ bằng Chrome.',
          'Bấm nút Cài đặt ứng dụng ở cuối màn hình, hoặc mở menu ⋮ và chọn Cài đặt ứng dụng.',
          'Xác nhận; biểu tượng {brand} sẽ xuất hiện trên màn hình chính.',
        ],
      },
      { type: 'h2', text: 'Trên iPhone (Safari)' },
      {
        type: 'ol',
        items: [
          'Mở trang chủ bằng Safari.',
          'Bấm nút Chia sẻ, chọn Thêm vào MH chính.',
          'Bấm Thêm ở góc trên bên phải.',
        ],
      },
    ],
  },
  {
    slug: 'mega-645-va-power-655',
    title: 'Mega 6/45 và Power 6/55: cách chơi và lịch quay',
    summary:
      'Mega 6/45 quay vào thứ Tư, thứ Sáu, Chủ nhật; Power 6/55 quay vào thứ Ba, thứ Năm, thứ Bảy. Cùng tìm hiểu cách chọn số và cơ cấu giải.',
    category: 'xo-so',
    daysAgo: 21,
    body: [
      {
        type: 'p',
        text: 'Mega 6/45 và Power 6/55 là hai loại xổ số tự chọn phổ biến. Người chơi chọn 6 số; càng trùng nhiều số với kết quả quay thưởng, giải càng lớn.',
      },
      { type: 'h2', text: 'Mega 6/45' },
      {
        type: 'ul',
        items: [
          'Chọn 6 số từ 01 đến 45.',
          'Quay thưởng lúc 18:00 thứ Tư, thứ Sáu và Chủ nhật.',
          'Trùng cả 6 số: giải Jackpot.',
        ],
      },
      { type: 'h2', text: 'Power 6/55' },
      {
        type: 'ul',
        items: [
          'Chọn 6 số từ 01 đến 55.',
          'Quay thưởng lúc 18:00 thứ Ba, thứ Năm và thứ Bảy.',
          'Có thêm một số đặc biệt dùng cho giải Jackpot 2.',
        ],
      },
    ],
  },
  {
    slug: 'rong-ho-luat-choi-nhanh',
    title: 'Rồng Hổ: trò chơi bài nhanh nhất sảnh live casino',
    summary: 'Mỗi bên chỉ nhận một lá bài, lá cao hơn thắng. Một ván Rồng Hổ có kết quả chỉ sau khoảng 30 giây.',
    category: 'casino',
    daysAgo: 25,
    body: [
      {
        type: 'p',
        text: 'Rồng Hổ (Dragon Tiger) là phiên bản rút gọn của Baccarat: dealer chia một lá cho Rồng và một lá cho Hổ, lá cao hơn thắng. A là lá nhỏ nhất, K là lá lớn nhất.',
      },
      {
        type: 'ul',
        items: ['Cược Rồng hoặc Hổ: 1 ăn 1.', 'Cược Hòa: 1 ăn 8; khi hòa, cược Rồng và Hổ thường bị trả lại một nửa.'],
      },
      {
        type: 'p',
        text: 'Vì tốc độ rất nhanh, bạn nên đặt trước số ván hoặc số tiền tối đa cho mỗi phiên chơi.',
      },
    ],
  },
];

export const SEED_PAGES: { slug: string; title: string; summary: string; body: TContentBlock[] }[] = [
  {
    slug: 'lien-he',
    title: 'Liên hệ và hỗ trợ',
    summary: 'Các kênh liên hệ bộ phận chăm sóc khách hàng {brand} và giờ hỗ trợ.',
    body: [
      {
        type: 'p',
        text: 'Đội ngũ chăm sóc khách hàng {brand} trả lời qua các kênh dưới đây, trong giờ làm việc ghi kèm.',
      },
      // the channels themselves are the brand's settings, listed under this text (decision 125)
      {
        type: 'p',
        text: 'Trước khi liên hệ, hãy xem Lịch sử giao dịch trong mục Tài khoản để có mã giao dịch cần đối chiếu.',
      },
      {
        type: 'note',
        text: 'Nhân viên {brand} không bao giờ hỏi mật khẩu hoặc mã OTP và không yêu cầu chuyển tiền vào tài khoản cá nhân.',
      },
    ],
  },
  {
    slug: 'xac-minh-tai-khoan',
    title: 'Xác minh tài khoản',
    summary: 'Vì sao cần xác minh số điện thoại, email và tài khoản ngân hàng, và cách thực hiện.',
    body: [
      {
        type: 'p',
        text: 'Xác minh giúp bảo vệ tài khoản của bạn và là điều kiện để rút tiền, dùng gift code và tham gia một số khuyến mãi.',
      },
      { type: 'h2', text: 'Những gì cần xác minh' },
      {
        type: 'ul',
        items: [
          'Số điện thoại: nhận mã OTP qua SMS, bắt buộc để dùng gift code.',
          'Email: dùng để khôi phục mật khẩu.',
          'Tài khoản ngân hàng: tên chủ tài khoản phải trùng với tên đăng ký, viết hoa không dấu; bộ phận kiểm duyệt xác minh trong giờ làm việc.',
        ],
      },
      {
        type: 'p',
        text: 'Tiền chỉ được rút về tài khoản ngân hàng đã xác minh và đứng tên chính chủ.',
      },
    ],
  },
];

const DAY_MS = 86_400_000;

/** Inserts the demo articles and pages that are missing; never overwrites staff edits. */
export async function seedContent(content: ContentService, now = new Date()): Promise<number> {
  let added = 0;
  for (const article of SEED_ARTICLES) {
    const created = await content.addNews({
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      category: article.category,
      coverImage: cover(article),
      body: article.body,
      en: SEED_ARTICLES_EN[article.slug] ?? null,
      publishedAt: new Date(now.getTime() - article.daysAgo * DAY_MS),
    });
    if (created) added++;
  }
  for (const page of SEED_PAGES) {
    if (await content.addPage({ ...page, en: SEED_PAGES_EN[page.slug] ?? null })) added++;
  }
  return added;
}
