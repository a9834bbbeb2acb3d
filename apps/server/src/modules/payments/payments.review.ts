import {
  currentHoldReasons,
  type TAdminWithdrawal,
  type TMoneyRules,
  type TWithdrawal,
  type TWithdrawalHoldReason,
  WithdrawalHoldClearedBy,
  type WithdrawalReviewFacts,
  withdrawalReview,
} from '@app/contract';
import { requestLocale } from '../../http/locale';
import type { PaymentsCore } from './payments.core';
import type { WithdrawalRow } from './payments.repository';
import { adminWithdrawalView, withdrawalView } from './payments.views';

const NO_FACTS: WithdrawalReviewFacts = { kycVerified: true, openFlags: [], turnover: null };

/**
 * Why a withdrawal waits, told to the player and to staff from the same facts (decision 125):
 * the reasons stored at the request, less those that no longer hold (identity verified since, a
 * flag compliance closed), plus a flag raised since; what the player can do (verify, the stakes
 * still needed) and by when staff answer; for staff, what clears each reason. Also the figures
 * of every rule that can hold money, for the pages that write them out.
 */
export class PaymentReview {
  constructor(private readonly core: PaymentsCore) {}

  async moneyRules(): Promise<TMoneyRules> {
    const s = await this.core.settings.get();
    const other = (await this.core.deps.review?.().otherRules()) ?? {
      kycThresholdVnd: 0,
      aml: {
        largeDepositVnd: 0,
        rapidWindowHours: 0,
        rapidMinTurnoverPct: 0,
        accountsPerDevice: 0,
        accountsPerAddress: 0,
      },
    };
    const { reviewHours, promisedMinutes, ...autoApprove } = s.autoApprove;
    const limit = (l: { enabled: boolean; min: number; max: number }) => ({
      enabled: l.enabled,
      min: l.min,
      max: l.max,
    });
    return {
      promisedMinutes,
      reviewHours,
      autoApprove,
      withdraw: { bank: limit(s.withdraw.bank), card: limit(s.withdraw.card), crypto: limit(s.withdraw.crypto) },
      ...other,
    };
  }

  private async factsOf(rows: WithdrawalRow[]): Promise<Map<number, WithdrawalReviewFacts>> {
    const waiting = rows.filter((r) => r.status === 'pending');
    if (!waiting.length) return new Map();
    return (await this.core.deps.review?.().facts(waiting.map((r) => r.player_id))) ?? new Map();
  }

  /** The reasons a waiting row waits now; none once it left the queue. */
  private reasonsNow(row: WithdrawalRow, facts: WithdrawalReviewFacts | undefined): TWithdrawalHoldReason[] {
    if (row.status !== 'pending') return [];
    return currentHoldReasons((row.hold_reasons ?? []) as TWithdrawalHoldReason[], facts ?? NO_FACTS);
  }

  /** The player's view: a waiting withdrawal carries its explanation. */
  async forPlayer(row: WithdrawalRow): Promise<TWithdrawal> {
    const view = withdrawalView(row);
    if (row.status !== 'pending' || !(row.hold_reasons ?? []).length) return { ...view, review: null };
    const facts = (await this.factsOf([row])).get(row.player_id) ?? NO_FACTS;
    const rules = (await this.core.settings.get()).autoApprove;
    return {
      ...view,
      review: withdrawalReview({
        reasons: this.reasonsNow(row, facts),
        createdAt: row.created_at,
        rules: { reviewHours: rules.reviewHours, autoApprove: rules },
        facts,
        locale: requestLocale(),
      }),
    };
  }

  /** The staff queue's rows: who, the reasons that hold each now and what clears them, who reviewed. */
  async forStaff(rows: WithdrawalRow[]): Promise<TAdminWithdrawal[]> {
    const facts = await this.factsOf(rows);
    const port = this.core.deps.review?.();
    const names = (await port?.usernames([...new Set(rows.map((r) => r.player_id))])) ?? new Map<number, string>();
    const reviewers = [...new Set(rows.map((r) => r.reviewed_by).filter((id): id is number => id !== null))];
    const staff = reviewers.length ? await this.core.deps.admin.staffNames(reviewers) : new Map<number, string>();
    return rows.map((r) => {
      const reasons = this.reasonsNow(r, facts.get(r.player_id));
      return {
        ...adminWithdrawalView(r),
        holdReasons: reasons,
        clearedBy: reasons.map((reason) => WithdrawalHoldClearedBy[reason]),
        username: names.get(r.player_id),
        reviewerName: r.reviewed_by !== null ? (staff.get(r.reviewed_by) ?? `#${r.reviewed_by}`) : null,
      };
    });
  }
}
