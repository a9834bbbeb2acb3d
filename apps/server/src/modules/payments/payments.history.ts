import { HISTORY_DAYS } from '@app/contract';
import { AppError } from '../../http/errors';
import type { PaymentsCore } from './payments.core';
import type { PaymentsRepository } from './payments.repository';
import { transactionRow, withdrawalCode } from './payments.views';

/** The player's transaction history, and the cashier's periodic housekeeping. */
export class PaymentHistory {
  private readonly repo: PaymentsRepository;

  constructor(private readonly core: PaymentsCore) {
    this.repo = core.repo;
  }

  // ─── history ─────────────────────────────────────────────────────────────────────────

  async history(playerId: number, q: { page: number; perPage: number; type: 'all' | 'deposit' | 'withdraw' }) {
    const { rows, total } = await this.repo.history(playerId, {
      days: HISTORY_DAYS,
      type: q.type,
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    return { rows: rows.map(transactionRow), total };
  }

  async recent(playerId: number, limit: number) {
    const { rows } = await this.repo.history(playerId, { days: HISTORY_DAYS, type: 'all', limit, offset: 0 });
    return rows.map(transactionRow);
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
