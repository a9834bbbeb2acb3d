import {
  NO_FIRST_DEPOSIT_PROMOTION_METHODS,
  type TDepositMethod,
  type TFirstDepositRule,
  type TPromotionRule,
  type TRefundRule,
} from '@app/contract';

/*
 * Player-facing copy generated from the rule the server enforces: no figure here is typed by
 * hand, so changing a rule changes its page, and a page can never promise what is not enforced.
 */

const vnd = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)} VND`;
const pct = (n: number) => `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }).format(n)}%`;

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
    r.minDeposit > 0 ? `Số tiền nạp tối thiểu để nhận thưởng: ${vnd(r.minDeposit)}.` : null,
    `Tiền thưởng bằng ${pct(r.percent)} số tiền nạp, tối đa ${vnd(r.maxBonus)}, được cộng vào tài khoản khuyến mãi.`,
    `Yêu cầu tổng cược ${r.turnover} vòng của (tiền nạp + tiền thưởng) trong ${r.validDays} ngày; chỉ tính các cược đã có kết quả.`,
    ...weightTerms(r.weights),
    'Khi đạt đủ vòng cược, tiền thưởng được chuyển vào tài khoản chính và có thể rút.',
    'Trong thời gian khuyến mãi chưa hoàn thành vòng cược, không thể rút tiền.',
    `Hết ${r.validDays} ngày mà chưa đạt vòng cược, hoặc khi bạn hủy khuyến mãi, tiền thưởng bị thu hồi; tiền nạp và tiền thắng cược trong tài khoản chính vẫn giữ nguyên.`,
    'Mỗi người chơi chỉ tham gia một khuyến mãi tại một thời điểm.',
  ];
  return {
    title: `Thưởng nạp đầu ${pct(r.percent)}`,
    summary: `Nhận thêm ${pct(r.percent)} cho lần nạp đầu tiên, tối đa ${vnd(r.maxBonus)}, vòng cược x${r.turnover} trong ${r.validDays} ngày.`,
    terms: terms.filter((t): t is string => t !== null),
  };
}

function weightTerms(weights: Record<string, number>): string[] {
  const def = weights.default ?? 100;
  const others = Object.entries(weights).filter(([k, w]) => k !== 'default' && w !== def);
  const lines = [`Cược được tính ${pct(def)} vào vòng cược${others.length ? ', trừ các sảnh sau' : ''}.`];
  for (const [provider, w] of others) lines.push(`Sảnh ${provider}: tính ${pct(w)} tiền cược.`);
  return lines;
}

function refundTexts(r: TRefundRule): PromotionTexts {
  const terms = [
    `Hoàn trả ${pct(r.ratePercent)} tổng tiền cược đã có kết quả, không giới hạn.`,
    r.sportsRatePercent && r.sportsProviders.length > 0 ? `Thể thao: hoàn trả ${pct(r.sportsRatePercent)}.` : null,
    `Không tính các cược có tỷ lệ cược dưới ${new Intl.NumberFormat('vi-VN').format(r.minOdds)}.`,
    'Tiền hoàn trả của mỗi ngày được cộng vào tài khoản chính vào ngày hôm sau, không yêu cầu vòng cược.',
  ];
  return {
    title: `Hoàn trả không giới hạn ${pct(r.ratePercent)}`,
    summary: `Hoàn trả ${pct(r.ratePercent)} mọi khoản cược mỗi ngày, không giới hạn.`,
    terms: terms.filter((t): t is string => t !== null),
  };
}

export function promotionTexts(rule: TPromotionRule): PromotionTexts {
  return rule.kind === 'first_deposit' ? firstDepositTexts(rule) : refundTexts(rule);
}

/** "Bạn cần cược thêm ..." for the withdrawal refusal. */
export function wageringRemainingText(remaining: number): string {
  return `Bạn cần cược thêm ${vnd(remaining)} để hoàn thành vòng cược khuyến mãi trước khi rút tiền`;
}
