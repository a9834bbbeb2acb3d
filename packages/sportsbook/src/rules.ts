/**
 * The settlement rules as configured: the code enforces them (legs.ts, window.ts, settlement.ts)
 * and the rules page players read is written from the same values (`rulesSections`), so the two
 * cannot say different things.
 */

import { formatNumber } from '@app/provider-kit/number-format';
export interface SettlementRules {
  /**
   * How long after its first announced kick-off a match that was postponed, suspended or never
   * reported as over may still be played and settled on its result; after that its open
   * selections are void.
   */
  windowHours: number;
  /** the share kept from a cash-out's fair value, in thousandths (50 = 5%) */
  cashoutMarginPermille: number;
}

export const DEFAULT_WINDOW_HOURS = 48;
export const DEFAULT_CASHOUT_MARGIN_PERMILLE = 50;

/**
 * `SPORTS_SETTLEMENT_WINDOW_HOURS` (1-720, default 48), `SPORTS_CASHOUT_MARGIN_PCT` (0-30 in
 * steps of 0.1, default 5).
 */
export function settlementRules(env: Record<string, string | undefined> = process.env): SettlementRules {
  const raw = Number(env.SPORTS_SETTLEMENT_WINDOW_HOURS ?? DEFAULT_WINDOW_HOURS);
  const windowHours = Number.isInteger(raw) && raw >= 1 && raw <= 720 ? raw : DEFAULT_WINDOW_HOURS;
  const pct = Number(env.SPORTS_CASHOUT_MARGIN_PCT ?? DEFAULT_CASHOUT_MARGIN_PERMILLE / 10);
  const permille = Math.round(pct * 10);
  const cashoutMarginPermille =
    Number.isFinite(pct) && permille >= 0 && permille <= 300 ? permille : DEFAULT_CASHOUT_MARGIN_PERMILLE;
  return { windowHours, cashoutMarginPermille };
}

/** How long a cash-out price is held (server/cashout.ts). */
export const CASHOUT_QUOTE_SECONDS = 5;

export const windowMs = (rules: SettlementRules) => rules.windowHours * 3_600_000;

export interface RulesSection {
  title: string;
  items: string[];
}

/** The rules page, in Vietnamese, from the rules in force. */
export function rulesSections(rules: SettlementRules): RulesSection[] {
  const h = rules.windowHours;
  return [
    {
      title: 'Kết quả dùng để tính cược',
      items: [
        'Mọi kèo cả trận được tính theo tỷ số sau 90 phút thi đấu chính thức (kể cả bù giờ), không tính hiệp phụ và loạt sút luân lưu.',
        'Kèo hiệp 1 được tính theo tỷ số hết hiệp 1. Nếu nguồn kết quả báo trận đã kết thúc nhưng chưa có tỷ số hiệp 1, kèo cả trận được trả ngay, kèo hiệp 1 chờ đến khi có tỷ số hiệp 1.',
        'Kèo chấp và tài xỉu có đường kèo 1/4 (ví dụ 0.25, 0.75) được tính như hai cược bằng nhau trên hai đường kèo liền kề, nên có thể thắng nửa hoặc thua nửa.',
      ],
    },
    {
      title: 'Trận hoãn, tạm dừng hoặc không có kết quả',
      items: [
        `Trận bị hoãn hoặc tạm dừng vẫn giữ cược trong ${h} giờ kể từ giờ bóng lăn ban đầu. Nếu trận được đá (hoặc đá tiếp) và có kết quả trong thời gian đó, cược được tính theo kết quả ấy.`,
        `Quá ${h} giờ kể từ giờ bóng lăn ban đầu mà trận chưa có kết quả cuối cùng, mọi lựa chọn chưa có kết quả của trận bị hủy và hoàn tiền (tính hệ số 1.00 trong cược xiên).`,
        `Kèo hiệp 1 của trận đã kết thúc mà sau ${h} giờ vẫn chưa có tỷ số hiệp 1 cũng bị hủy và hoàn tiền.`,
        'Trận của giải thật do máy chủ mô phỏng (không có nguồn dữ liệu thật) và bóng đá ảo không được đá lại: trận hoãn bị hủy ngay.',
      ],
    },
    {
      title: 'Trận bị bỏ dở',
      items: [
        'Trận bị bỏ dở giữa chừng: các lựa chọn đã có kết quả chắc chắn được tính, bất kể phần còn lại của trận ra sao (ví dụ Tài 2.5 khi đã có 3 bàn thắng là thắng, Xỉu 2.5 là thua; tỷ số chính xác 1-0 khi đang 2-0 là thua). Các lựa chọn còn lại bị hủy và hoàn tiền.',
        'Nếu trận bị bỏ dở sau khi hiệp 1 kết thúc, mọi kèo hiệp 1 được tính theo tỷ số hiệp 1. Nếu bỏ dở trong hiệp 1, kèo hiệp 1 chỉ được tính khi kết quả đã chắc chắn, còn lại hoàn tiền.',
      ],
    },
    {
      title: 'Trận được xử thắng',
      items: [
        'Trận được ban tổ chức xử thắng (ví dụ 3-0) được tính theo tỷ số xử thắng cho mọi kèo cả trận. Kèo hiệp 1 của trận đó bị hủy và hoàn tiền.',
      ],
    },
    {
      title: 'Điều chỉnh kết quả',
      items: [
        'Nếu kết quả chính thức thay đổi sau khi cược đã được trả (ví dụ 1-0 được sửa thành 1-1), mọi cược liên quan được tính lại và số dư của bạn được cộng hoặc trừ đúng phần chênh lệch, một lần, với ghi chú "điều chỉnh kết quả" dưới cược đó trong lịch sử cược.',
        'Nếu số dư không đủ cho khoản trừ, phần còn thiếu được ghi thành khoản nợ của bạn với sảnh thể thao; tiền thắng các cược thể thao sau đó được dùng để trả khoản nợ này trước. Số dư không bao giờ bị âm.',
        'Khoản điều chỉnh cũng hiện trong lịch sử giao dịch của tài khoản với nội dung "Điều chỉnh kết quả".',
      ],
    },
    {
      title: 'Tạm ngưng và hủy kèo',
      items: [
        'Bộ phận giao dịch có thể tạm ngưng nhận cược một kèo hoặc cả trận bất cứ lúc nào (ví dụ khi có sự cố về tỷ lệ hoặc thông tin trận đấu); kèo tạm ngưng không nhận cược và không rút tiền sớm cho đến khi mở lại.',
        'Một kèo hoặc một phiếu cược được chào với tỷ lệ sai rõ ràng có thể bị hủy kèm lý do: lựa chọn bị hủy tính hệ số 1.00 (hoàn tiền cược đơn), và nếu cược đã được trả, số dư được điều chỉnh đúng phần chênh lệch như trên.',
      ],
    },
    {
      title: 'Rút tiền sớm (cash-out)',
      items: [
        `Cược đơn hoặc cược xiên chưa có kết quả có thể được rút tiền sớm khi mọi trận còn mở của phiếu đang nhận cược. Giá rút = tiền cược × (tỷ lệ lúc đặt ÷ tỷ lệ hiện tại) của từng lựa chọn còn mở × hệ số của các lựa chọn đã có kết quả, trừ ${formatNumber(rules.cashoutMarginPermille / 10)}% phí, làm tròn xuống đến đồng.`,
        `Giá rút được giữ trong ${CASHOUT_QUOTE_SECONDS} giây. Nếu tỷ lệ thay đổi trước khi bạn xác nhận, yêu cầu bị từ chối và giá mới được hiển thị để bạn xác nhận lại; không có khoản rút nào được trả theo giá cũ.`,
        'Cược đã rút tiền sớm được đóng với số tiền đã nhận; kết quả trận đấu sau đó (kể cả khi kết quả được điều chỉnh) không làm thay đổi số tiền này.',
      ],
    },
  ];
}
