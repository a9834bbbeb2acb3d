import { inTransaction } from '../../db/client';
import type { Log } from '../../log';
import type { WalletService } from '../wallet/wallet.service';
import type { ProviderBet } from './transfers.client';
import { heldAccount, type ProviderLink, resultAccount, transferScope } from './transfers.engine';
import type { TransfersRepository } from './transfers.repository';

export interface ImportReport {
  seen: number;
  stored: number;
  /** tickets of a player we never registered there */
  unknownPlayers: string[];
  /** đồng moved between the provider's held and result accounts by this import (+: players won) */
  moved: number;
}

/**
 * The provider's bet log into our books (decision 134). Each ticket is kept for bet history, and
 * a settled ticket's result moves, once, between the provider's held account (money at the
 * provider for its players) and its result account, so that `held` follows what the provider
 * holds. A re-settled or cancelled ticket moves only the difference, under a new key.
 */
export class BetLogImport {
  /** per provider: the import asked for and not yet started, and the last one asked for */
  private readonly asked = new Map<string, { waiting: Promise<void> | null; last: Promise<void> }>();

  constructor(
    private readonly repo: TransfersRepository,
    private readonly wallet: () => WalletService,
    private readonly log: Log,
  ) {}

  /**
   * An import of the provider's last `windowMs`, started after every import of it already
   * running: a player who has just left sees their tickets at once, not at the next scheduled
   * import. Leaves that come together share one import that starts after all of them, so a busy
   * provider's log is read once at a time, not once a player. Never fails: the schedule reads
   * the same tickets again.
   */
  recent(link: ProviderLink, windowMs: number): Promise<void> {
    const asked = this.asked.get(link.code) ?? { waiting: null, last: Promise.resolve() };
    this.asked.set(link.code, asked);
    if (asked.waiting) return asked.waiting;
    const run = asked.last.then(async () => {
      asked.waiting = null;
      try {
        await this.run(link, new Date(Date.now() - windowMs), new Date(Date.now() + 1000));
      } catch (err) {
        this.log.warn({ err, provider: link.code }, 'recent bet log not imported');
      }
    });
    asked.waiting = run;
    asked.last = run;
    return run;
  }

  async run(link: ProviderLink, from: Date, to: Date): Promise<ImportReport> {
    const report: ImportReport = { seen: 0, stored: 0, unknownPlayers: [], moved: 0 };
    for (let page = 1, pages = 1; page <= pages && page <= 200; page++) {
      const res = await link.client.bets(from, to, page);
      pages = res.pages;
      for (const bet of res.bets) {
        report.seen++;
        const moved = await this.store(link.code, bet);
        if (moved === null) {
          if (!report.unknownPlayers.includes(bet.providerPlayer)) report.unknownPlayers.push(bet.providerPlayer);
          continue;
        }
        report.stored++;
        report.moved += moved;
      }
    }
    return report;
  }

  /** One ticket; the đồng its result moved now, or null when its player is not ours. */
  async store(code: string, bet: ProviderBet): Promise<number | null> {
    return inTransaction(this.repo.pool, async (c) => {
      const playerId = await this.repo.playerByProviderId(code, bet.providerPlayer, c);
      if (playerId === null) return null;
      const before = (
        await c.query<{ status: string }>(
          'SELECT status FROM transfer_bets WHERE account = $1 AND bet_id = $2 FOR UPDATE',
          [code, bet.betId],
        )
      ).rows[0]?.status;
      await c.query(
        `INSERT INTO transfer_bets (account, bet_id, player_id, stake, status, detail, bet_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [code, bet.betId, playerId, bet.stake, bet.status, JSON.stringify(bet.detail), bet.betAt],
      );
      const row = (
        await c.query<{ posted: number; postings: number }>(
          `SELECT posted::float8 AS posted, postings::float8 AS postings FROM transfer_bets
            WHERE account = $1 AND bet_id = $2 FOR UPDATE`,
          [code, bet.betId],
        )
      ).rows[0]!;
      const target = bet.status === 'settled' ? (bet.net ?? 0) : 0;
      const delta = target - row.posted;
      if (delta !== 0) {
        const postings = row.postings + 1;
        await this.wallet().transfer(
          {
            scope: transferScope(code),
            externalId: `bet:${bet.betId}:${postings}`,
            kind: delta > 0 ? 'provider_bet_won' : 'provider_bet_lost',
            amount: Math.abs(delta),
            from: delta > 0 ? resultAccount(code) : heldAccount(code),
            to: delta > 0 ? heldAccount(code) : resultAccount(code),
            meta: { bet: bet.betId, provider: code, playerId },
          },
          c,
        );
        await this.repo.addHeld(c, code, playerId, delta);
        await c.query(`UPDATE transfer_bets SET posted = $3, postings = $4 WHERE account = $1 AND bet_id = $2`, [
          code,
          bet.betId,
          target,
          postings,
        ]);
      }
      // the player's loss and wager limits count what was played there (decision 146): the loss
      // by each change of the posted result, the stake once, when the ticket is first settled
      const wager = bet.status === 'settled' && before !== 'settled' ? bet.stake : 0;
      if (delta !== 0 || wager !== 0) {
        const usage = (['day', 'week', 'month'] as const).map((period) => ({ period, loss: -delta, wager }));
        await this.wallet().countProviderPlay(playerId, usage, c);
      }
      await c.query(
        `UPDATE transfer_bets SET stake = $3, net = $4, status = $5, detail = $6, settled_at = $7, imported_at = now()
          WHERE account = $1 AND bet_id = $2`,
        [code, bet.betId, bet.stake, bet.net, bet.status, JSON.stringify(bet.detail), bet.settledAt],
      );
      return delta;
    });
  }
}
