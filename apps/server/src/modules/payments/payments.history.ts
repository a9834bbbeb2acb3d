import { HISTORY_DAYS } from '@app/contract';
import { AppError } from '../../http/errors';
import type { PaymentsCore } from './payments.core';
import type { PaymentsRepository } from './payments.repository';
import { HISTORY_OWN_KINDS, movementRow, transactionRow, withdrawalCode } from './payments.views';

/** The player's transaction history, and the cashier's periodic housekeeping. */
export class PaymentHistory {
  private readonly repo: PaymentsRepository;

  constructor(private readonly core: PaymentsCore) {
    this.repo = core.repo;
  }

  // ─── history ─────────────────────────────────────────────────────────────────────────

  /**
   * The cashier's own rows (deposits, withdrawals, gift codes, mission rewards) and, under "all",
   * every other movement of the player's balance the ledger holds (bonuses, refunds, prizes,
   * adjustments; decision 125), merged newest first. Both sources are read up to the page's end
   * and cut together, so a page never skips or repeats a row.
   */
  async history(playerId: number, q: { page: number; perPage: number; type: 'all' | 'deposit' | 'withdraw' }) {
    const offset = (q.page - 1) * q.perPage;
    const end = offset + q.perPage;
    const own = await this.repo.history(playerId, { days: HISTORY_DAYS, type: q.type, limit: end, offset: 0 });
    const reviewHours = (await this.core.settings.get()).autoApprove.reviewHours;
    const rows = own.rows.map((r) => transactionRow(r, { reviewHours }));
    let total = own.total;
    if (q.type === 'all') {
      const moves = await this.core.deps.ledger.playerMovements({
        playerId,
        days: HISTORY_DAYS,
        exceptKinds: HISTORY_OWN_KINDS,
        limit: end,
      });
      rows.push(...moves.rows.map(movementRow));
      total += moves.total;
    }
    rows.sort((a, b) => b.date.localeCompare(a.date) || b.code.localeCompare(a.code));
    return { rows: rows.slice(offset, end), total };
  }

  async recent(playerId: number, limit: number) {
    return (await this.history(playerId, { page: 1, perPage: limit, type: 'all' })).rows;
  }

  // ─── housekeeping ────────────────────────────────────────────────────────────────────

  /** Expires stale intents and finishes withdrawals whose reservation outcome was lost. */
  async runMaintenance(): Promise<{ expired: number; recovered: number }> {
    const expired = await this.repo.expireDue();
    let recovered = 0;
    for (const w of await this.repo.unreservedWithdrawals(60)) {
      try {
        const res = await this.core.deps.ledger.reserve({
          scope: 'withdrawal',
          externalId: `withdrawal:${w.id}`,
          playerId: w.player_id,
          amount: w.amount,
          meta: { withdrawalId: w.id, method: w.method, code: withdrawalCode(w.id) },
        });
        await this.repo.setReservation(this.repo.pool, w.id, res.journalId);
        recovered += 1;
      } catch (err) {
        if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') {
          await this.repo.deleteUnreservedWithdrawal(this.repo.pool, w.id);
        } else {
          this.core.log.warn({ err, withdrawalId: w.id }, 'reservation recovery failed');
        }
      }
    }
    return { expired, recovered };
  }
}
