import { z } from 'zod';
import { type TAmlRule, type TWithdrawalHoldReason, WITHDRAWAL_HOLD_REASONS } from './aml';
import { ZSuccessSchema } from './envelope';
import { formatDateTime, formatVnd } from './format';

/*
 * What can hold a player's money, with the operator's figures (decision 125): the withdrawal
 * guide, the terms and the home page are written from these, and a held withdrawal tells its
 * player which of them holds it, what they can do and by when staff answer. The figures come from
 * the settings that enforce them (cashier settings, AML thresholds, the KYC threshold), so a
 * page never promises what the server does not do.
 */

/** The figures behind every rule that can hold money, as the server enforces them now. */
export const ZMoneyRulesSchema = z.object({
  /** the time the site promises for a deposit or an approved withdrawal to arrive */
  promisedMinutes: z.object({ min: z.number().int(), max: z.number().int() }),
  /** staff answer a held withdrawal within this many hours */
  reviewHours: z.number().int(),
  autoApprove: z.object({
    enabled: z.boolean(),
    maxAmount: z.number().int(),
    maxDailyPerPlayer: z.number().int(),
    requireVerifiedKyc: z.boolean(),
    holdFirstWithdrawal: z.boolean(),
  }),
  withdraw: z.object({
    bank: z.object({ enabled: z.boolean(), min: z.number().int(), max: z.number().int() }),
    card: z.object({ enabled: z.boolean(), min: z.number().int(), max: z.number().int() }),
    crypto: z.object({ enabled: z.boolean(), min: z.number().int(), max: z.number().int() }),
  }),
  /** withdrawals above this need a verified identity at all (not only for auto-approval) */
  kycThresholdVnd: z.number().int(),
  aml: z.object({
    largeDepositVnd: z.number().int(),
    rapidWindowHours: z.number().int(),
    rapidMinTurnoverPct: z.number().int(),
    accountsPerDevice: z.number().int(),
    accountsPerAddress: z.number().int(),
  }),
});
export type TMoneyRules = z.infer<typeof ZMoneyRulesSchema>;
export const ZMoneyRulesResponseSchema = ZSuccessSchema(ZMoneyRulesSchema);

/** Whether a withdrawal can wait for a check at all: then the promise says "sau khi xác minh". */
export function withdrawalsMayWait(r: TMoneyRules): boolean {
  const a = r.autoApprove;
  return !a.enabled || a.requireVerifiedKyc || a.holdFirstWithdrawal || r.aml.rapidMinTurnoverPct > 0;
}

/** "1 – 3 phút" from the operator's setting. */
export function promisedTime(r: TMoneyRules): string {
  const { min, max } = r.promisedMinutes;
  return min === max ? `${min} phút` : `${min} – ${max} phút`;
}

/** The promise of the home page and the site's copy: deposits, and withdrawals once checked. */
export function moneyPromise(r: TMoneyRules): { short: string; sentence: string } {
  const t = promisedTime(r);
  return withdrawalsMayWait(r)
    ? { short: `Nạp rút ${t} sau khi xác minh`, sentence: `Nạp tiền trong ${t}, rút tiền trong ${t} sau khi xác minh` }
    : { short: `Nạp rút ${t}`, sentence: `Nạp rút trong ${t}` };
}

/** Every rule that can hold a withdrawal or a deposit, as sentences with the operator's figures. */
export function moneyRuleSections(r: TMoneyRules): { title: string; items: string[] }[] {
  const a = r.autoApprove;
  const waits: string[] = [];
  if (!a.enabled) waits.push('Hiện mọi lệnh rút đều được nhân viên duyệt thủ công trước khi chuyển tiền.');
  else {
    waits.push(
      `Lệnh rút được duyệt tự động và chuyển trong ${promisedTime(r)} khi không có điều kiện nào dưới đây; nếu có, lệnh rút chờ nhân viên kiểm tra.`,
    );
    if (a.holdFirstWithdrawal) waits.push('Lần rút tiền đầu tiên của mỗi tài khoản luôn được nhân viên kiểm tra.');
    if (a.requireVerifiedKyc)
      waits.push(
        'Tài khoản chưa xác minh danh tính (CCCD hai mặt và ảnh chân dung, tại Tài khoản > Xác minh danh tính): lệnh rút chờ kiểm tra.',
      );
    waits.push(`Lệnh rút trên ${formatVnd(a.maxAmount)} chờ nhân viên duyệt.`);
    waits.push(`Tổng rút được duyệt tự động mỗi ngày tối đa ${formatVnd(a.maxDailyPerPlayer)}; phần vượt chờ duyệt.`);
  }
  waits.push(
    `Rút tiền trong ${r.aml.rapidWindowHours} giờ sau khi nạp mà tổng cược kể từ lần nạp đầu trong khoảng đó chưa đạt ${r.aml.rapidMinTurnoverPct}% số tiền nạp: lệnh rút chờ bộ phận tuân thủ kiểm tra.`,
  );
  waits.push(
    `Một khoản nạp từ ${formatVnd(r.aml.largeDepositVnd)} trở lên, từ ${r.aml.accountsPerDevice} tài khoản trở lên trên cùng một thiết bị, hoặc từ ${r.aml.accountsPerAddress} tài khoản trở lên trên cùng một địa chỉ IP: các lệnh rút chờ bộ phận tuân thủ kết luận.`,
  );
  waits.push(
    `Nhân viên trả lời lệnh rút đang chờ kiểm tra trong vòng ${r.reviewHours} giờ: duyệt và chuyển tiền, hoặc từ chối kèm lý do và hoàn tiền về số dư.`,
  );
  const refused = [
    'Chỉ rút về tài khoản ngân hàng đã xác minh, đứng tên chính chủ.',
    `Lệnh rút trên ${formatVnd(r.kycThresholdVnd)} cần xác minh danh tính trước khi tạo.`,
    'Khi đang có khuyến mãi nạp đầu hoặc gift code chưa đủ vòng cược, số dư chưa rút được cho đến khi đủ vòng cược (điều kiện ghi trên trang của từng khuyến mãi).',
    ...(['bank', 'card', 'crypto'] as const)
      .filter((m) => r.withdraw[m].enabled)
      .map(
        (m) =>
          `${{ bank: 'Rút về ngân hàng', card: 'Rút thẻ cào', crypto: 'Rút tiền điện tử' }[m]}: từ ${formatVnd(r.withdraw[m].min)} đến ${formatVnd(r.withdraw[m].max)} mỗi lệnh.`,
      ),
  ];
  const deposits = [
    'Khoản nạp vượt giới hạn nạp bạn tự đặt, hoặc đến khi tài khoản đang tự loại trừ hay bị khóa, được giữ lại (không dùng để cược) và hoàn trả về tài khoản nguồn.',
  ];
  return [
    { title: 'Khi nào lệnh rút chờ kiểm tra', items: waits },
    { title: 'Điều kiện để tạo lệnh rút', items: refused },
    { title: 'Khoản nạp được giữ lại', items: deposits },
  ];
}

// ─── a held withdrawal, as its player sees it ────────────────────────────────────────────

/** What holds a withdrawal now, beyond the stored reasons (decision 125). */
export interface WithdrawalReviewFacts {
  kycVerified: boolean;
  /** the rules of the player's open AML flags */
  openFlags: TAmlRule[];
  /** stakes still needed before a withdrawal goes without review; null when none */
  turnover: { needed: number; deposits: number; stakes: number; minPct: number } | null;
}

/**
 * The reasons that hold a waiting withdrawal now: an identity verified since, or a flag
 * compliance has closed, no longer holds it; a flag raised since does.
 */
export function currentHoldReasons(
  stored: readonly TWithdrawalHoldReason[],
  facts: WithdrawalReviewFacts,
): TWithdrawalHoldReason[] {
  const out = stored.filter(
    (r) => !(r === 'kyc_not_verified' && facts.kycVerified) && !(r === 'aml_flag' && facts.openFlags.length === 0),
  );
  if (facts.openFlags.length > 0 && !out.includes('aml_flag')) out.push('aml_flag');
  return out;
}

/** For staff: what clears each reason a withdrawal waits. */
export const WithdrawalHoldClearedBy: Record<TWithdrawalHoldReason, string> = {
  auto_off: 'Tài chính duyệt (tự duyệt đang tắt)',
  over_threshold: 'Tài chính duyệt (số tiền trên ngưỡng tự duyệt)',
  daily_limit: 'Tài chính duyệt (vượt tổng tự duyệt trong ngày)',
  first_withdrawal: 'Tài chính kiểm tra và duyệt lần rút đầu',
  kyc_not_verified: 'Người chơi gửi giấy tờ, tuân thủ duyệt hồ sơ KYC',
  aml_flag: 'Tuân thủ kết luận cảnh báo AML (trang AML)',
  staff_payout: 'Tài chính duyệt chi trả',
};

/** For the player: each reason in a few words (the history's line of a waiting withdrawal). */
export const WithdrawalHoldPlayerLabel: Record<TWithdrawalHoldReason, string> = {
  auto_off: 'duyệt thủ công',
  over_threshold: 'số tiền trên ngưỡng tự duyệt',
  daily_limit: 'vượt tổng tự duyệt trong ngày',
  first_withdrawal: 'lần rút đầu tiên',
  kyc_not_verified: 'chưa xác minh danh tính',
  aml_flag: 'kiểm tra tuân thủ',
  staff_payout: 'chi trả do bộ phận hỗ trợ tạo',
};

export const WITHDRAWAL_REVIEW_ITEMS = [...WITHDRAWAL_HOLD_REASONS, 'turnover'] as const;
export const ZWithdrawalReviewSchema = z.object({
  /** the sentence the player reads first */
  message: z.string(),
  /** staff answer before this time (ISO) */
  answerBy: z.string(),
  items: z.array(
    z.object({
      reason: z.enum(WITHDRAWAL_REVIEW_ITEMS),
      /** why, in words the player can act on */
      text: z.string(),
      /** what the player can do, if anything */
      action: z.string().nullable(),
      /** where on the site to do it */
      link: z.string().nullable(),
    }),
  ),
});
export type TWithdrawalReview = z.infer<typeof ZWithdrawalReviewSchema>;

const AML_PLAYER_TEXT: Record<TAmlRule, string> = {
  large_deposit: 'Khoản nạp lớn được bộ phận tuân thủ kiểm tra theo quy định.',
  rapid_withdrawal: 'Bạn rút tiền ngay sau khi nạp mà chưa cược đủ: bộ phận tuân thủ kiểm tra theo quy định.',
  shared_device: 'Thiết bị của bạn được dùng cho nhiều tài khoản: bộ phận tuân thủ kiểm tra theo quy định.',
  shared_address: 'Địa chỉ mạng của bạn được dùng cho nhiều tài khoản: bộ phận tuân thủ kiểm tra theo quy định.',
  giftcode_abuse: 'Gift code được nhận qua các tài khoản liên kết: bộ phận tuân thủ kiểm tra theo quy định.',
};

/** The player's explanation of a withdrawal that waits for staff (null when it does not wait). */
export function withdrawalReview(input: {
  reasons: readonly TWithdrawalHoldReason[];
  createdAt: Date;
  rules: Pick<TMoneyRules, 'reviewHours' | 'autoApprove'>;
  facts: WithdrawalReviewFacts;
}): TWithdrawalReview | null {
  const { reasons, facts, rules } = input;
  if (reasons.length === 0) return null;
  const answerBy = new Date(input.createdAt.getTime() + rules.reviewHours * 3_600_000);
  const items: TWithdrawalReview['items'] = [];
  for (const reason of reasons) {
    switch (reason) {
      case 'first_withdrawal':
        items.push({
          reason,
          text: 'Đây là lần rút tiền đầu tiên của bạn: lần rút đầu luôn được nhân viên kiểm tra để bảo vệ tài khoản.',
          action: null,
          link: null,
        });
        break;
      case 'kyc_not_verified':
        items.push({
          reason,
          text: 'Bạn chưa xác minh danh tính.',
          action: 'Gửi CCCD hai mặt và ảnh chân dung để xác minh; các lần rút sau sẽ nhanh hơn.',
          link: '/account/kyc',
        });
        break;
      case 'aml_flag':
        for (const rule of facts.openFlags.length ? [...new Set(facts.openFlags)] : (['large_deposit'] as TAmlRule[]))
          items.push({ reason, text: AML_PLAYER_TEXT[rule], action: null, link: null });
        break;
      case 'over_threshold':
        items.push({
          reason,
          text: `Lệnh rút trên ${formatVnd(rules.autoApprove.maxAmount)} được nhân viên duyệt.`,
          action: `Lệnh rút từ ${formatVnd(rules.autoApprove.maxAmount)} trở xuống được duyệt tự động khi không có điều kiện khác.`,
          link: null,
        });
        break;
      case 'daily_limit':
        items.push({
          reason,
          text: `Tổng rút được duyệt tự động trong ngày tối đa ${formatVnd(rules.autoApprove.maxDailyPerPlayer)}.`,
          action: null,
          link: null,
        });
        break;
      case 'auto_off':
        items.push({ reason, text: 'Lệnh rút hiện được nhân viên duyệt thủ công.', action: null, link: null });
        break;
      case 'staff_payout':
        items.push({
          reason,
          text: 'Lệnh chi trả do bộ phận hỗ trợ tạo theo yêu cầu của bạn.',
          action: null,
          link: null,
        });
        break;
    }
  }
  if (facts.turnover && facts.turnover.needed > 0) {
    items.push({
      reason: 'turnover',
      text: `Từ lần nạp gần đây bạn đã cược ${formatVnd(facts.turnover.stakes)} trên ${formatVnd(facts.turnover.deposits)} đã nạp (cần tối thiểu ${facts.turnover.minPct}%).`,
      action: `Cược thêm ${formatVnd(facts.turnover.needed)} để lần rút sau không phải chờ kiểm tra vì lý do này.`,
      link: null,
    });
  }
  return {
    message: `Lệnh rút đang được kiểm tra. Số tiền đã được giữ an toàn cho lệnh rút này; nhân viên sẽ trả lời trước ${formatDateTime(answerBy)}. Nếu bị từ chối, tiền được hoàn về số dư kèm lý do.`,
    answerBy: answerBy.toISOString(),
    items,
  };
}
