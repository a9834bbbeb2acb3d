import {
  NO_FIRST_DEPOSIT_PROMOTION_METHODS,
  type TDepositMethod,
  type TFirstDepositRule,
  type TPromotionRule,
  type TRefundRule,
} from '@app/contract';
import { formatNumber, formatPercent, formatVnd } from '@app/contract/format';

/*
 * Player-facing copy generated from the rule the server enforces: no figure here is typed by
 * hand, so changing a rule changes its page, and a page can never promise what is not enforced.
 */

// Amounts and percentages use the site's one number format (product.md section 9, decision 062:
// '10,000,000 VND', '1.5%'), so a sentence and the figures beside it on a page read the same.

const METHOD_NAMES: Record<TDepositMethod, string> = {
  codepay: 'Codepay',
  bank: 'chuyển khoản ngân hàng',
  momo: 'MoMo',
  crypto: 'tiền điện tử',
  card: 'thẻ cào',
};

function listVi(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} và ${items.at(-1)}`;
}

export interface PromotionTexts {
  title: string;
  summary: string;
  terms: string[];
}

function firstDepositTexts(r: TFirstDepositRule): PromotionTexts {
  const excluded = listVi(NO_FIRST_DEPOSIT_PROMOTION_METHODS.map((m) => METHOD_NAMES[m]));
  const terms = [
    `Áp dụng cho lần nạp tiền đầu tiên; không áp dụng cho nạp ${excluded}.`,
    r.minDeposit > 0 ? `Số tiền nạp tối thiểu để nhận thưởng: ${formatVnd(r.minDeposit)}.` : null,
    `Tiền thưởng bằng ${formatPercent(r.percent)} số tiền nạp, tối đa ${formatVnd(r.maxBonus)}, được cộng vào tài khoản khuyến mãi.`,
    `Yêu cầu tổng cược ${r.turnover} vòng của (tiền nạp + tiền thưởng) trong ${r.validDays} ngày; chỉ tính các cược đã có kết quả.`,
    ...weightTerms(r.weights),
    'Khi đạt đủ vòng cược, tiền thưởng được chuyển vào tài khoản chính và có thể rút.',
    'Trong thời gian khuyến mãi chưa hoàn thành vòng cược, không thể rút tiền.',
    `Hết ${r.validDays} ngày mà chưa đạt vòng cược, hoặc khi bạn hủy khuyến mãi, tiền thưởng bị thu hồi; tiền nạp và tiền thắng cược trong tài khoản chính vẫn giữ nguyên.`,
    'Mỗi người chơi chỉ tham gia một khuyến mãi tại một thời điểm.',
  ];
  return {
    title: `Thưởng nạp đầu ${formatPercent(r.percent)}`,
    summary: `Nhận thêm ${formatPercent(r.percent)} cho lần nạp đầu tiên, tối đa ${formatVnd(r.maxBonus)}, vòng cược x${r.turnover} trong ${r.validDays} ngày.`,
    terms: terms.filter((t): t is string => t !== null),
  };
}

function weightTerms(weights: Record<string, number>): string[] {
  const def = weights.default ?? 100;
  const others = Object.entries(weights).filter(([k, w]) => k !== 'default' && w !== def);
  const lines = [
    def === 0
      ? `Cược không được tính vào vòng cược${others.length ? ', trừ các sảnh sau' : ''}.`
      : `Cược được tính ${formatPercent(def)} vào vòng cược${others.length ? ', trừ các sảnh sau' : ''}.`,
  ];
  for (const [provider, w] of others) {
    lines.push(
      w === 0 ? `Sảnh ${provider}: không tính vào vòng cược.` : `Sảnh ${provider}: tính ${formatPercent(w)} tiền cược.`,
    );
  }
  return lines;
}

/** What counts toward a bonus's wagering, for the player's promotion page. */
export function wageringTexts(r: TFirstDepositRule): string[] {
  return [
    `Vòng cược x${r.turnover} của (tiền nạp + tiền thưởng); chỉ tính các cược đã có kết quả sau khi nhận thưởng.`,
    ...weightTerms(r.weights),
  ];
}

/**
 * What cancelling a running bonus forfeits, for the cancelPromotion modal. The bonus is never
 * staked (decision 060), so the forfeit is exactly the bonus; cash is never touched.
 */
export function forfeitTexts(b: { bonusAmount: number; wagerProgress: number; wagerRequired: number }): string[] {
  return [
    `Tiền thưởng ${formatVnd(b.bonusAmount)} trong tài khoản khuyến mãi bị thu hồi.`,
    `Vòng cược đã thực hiện (${formatVnd(b.wagerProgress)} / ${formatVnd(b.wagerRequired)}) không được bảo lưu.`,
    'Tiền nạp và tiền thắng cược trong tài khoản chính giữ nguyên; khuyến mãi này không còn giữ lệnh rút tiền của bạn.',
    'Khuyến mãi nạp đầu không thể nhận lại sau khi hủy.',
  ];
}

function refundTexts(r: TRefundRule): PromotionTexts {
  const terms = [
    `Hoàn trả ${formatPercent(r.ratePercent)} tổng tiền cược đã có kết quả, không giới hạn.`,
    r.sportsRatePercent && r.sportsProviders.length > 0
      ? `Thể thao: hoàn trả ${formatPercent(r.sportsRatePercent)}.`
      : null,
    `Không tính các cược có tỷ lệ cược dưới ${formatNumber(r.minOdds)}.`,
    'Tiền hoàn trả của mỗi ngày được cộng vào tài khoản chính từ 02:00 ngày hôm sau, không yêu cầu vòng cược.',
  ];
  return {
    title: `Hoàn trả không giới hạn ${formatPercent(r.ratePercent)}`,
    summary: `Hoàn trả ${formatPercent(r.ratePercent)} mọi khoản cược mỗi ngày, không giới hạn.`,
    terms: terms.filter((t): t is string => t !== null),
  };
}

export function promotionTexts(rule: TPromotionRule): PromotionTexts {
  return rule.kind === 'first_deposit' ? firstDepositTexts(rule) : refundTexts(rule);
}

/** "Bạn cần cược thêm ..." for the withdrawal refusal: what is left, and where the player stands. */
export function wageringRemainingText(b: { wagerProgress: number; wagerRequired: number }): string {
  const remaining = Math.max(0, b.wagerRequired - b.wagerProgress);
  return `Bạn cần cược thêm ${formatVnd(remaining)} (đã cược ${formatVnd(b.wagerProgress)} / ${formatVnd(b.wagerRequired)}) để hoàn thành vòng cược khuyến mãi trước khi rút tiền`;
}
