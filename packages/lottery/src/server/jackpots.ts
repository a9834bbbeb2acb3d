import { inTransaction } from '@app/provider-kit/server';
import type pg from 'pg';
import { tierCounts } from '../core/bao';
import {
  fixJackpot,
  type JackpotFix,
  type JackpotTier,
  VIETLOTT,
  VIETLOTT_GAMES,
  type VietlottBet,
  type VietlottGame,
  type VietlottResult,
} from '../core/vietlott';

/** A draw's jackpot figures, per tier (kept on the draw; its winners are paid `each`). */
export type DrawJackpot = Partial<Record<JackpotTier, JackpotFix>>;

export interface JackpotView {
  tier: JackpotTier;
  name: string;
  /** what the pool holds now, with the share of the stakes of draws not yet settled */
  amount: number;
  minimum: number;
}

const tiersOf = (game: VietlottGame) =>
  Object.entries(VIETLOTT[game].jackpots) as [
    JackpotTier,
    NonNullable<(typeof VIETLOTT)[VietlottGame]['jackpots']['j1']>,
  ][];

/**
 * The Mega / Power jackpot pools, in the provider's own table. The pool a draw pays from is
 * fixed once, in one transaction under the pools' row locks, after the draw is drawn and none
 * of its tickets waits for the wallet: carried amount + the draw's share of its placed stakes,
 * shared equally by its winners (then reset to the minimum) or carried over. Draws of a game
 * are fixed in draw order, so every stake reaches exactly one draw's pool.
 */
export class JackpotPools {
  private seeded = false;

  constructor(private readonly pool: pg.Pool) {}

  /** Creates each pool at its minimum once (idempotent). */
  async seed(): Promise<void> {
    if (this.seeded) return;
    for (const game of VIETLOTT_GAMES) {
      for (const [tier, rule] of tiersOf(game)) {
        await this.pool.query(
          `INSERT INTO lottery_jackpots (game, tier, amount) VALUES ($1, $2, $3) ON CONFLICT (game, tier) DO NOTHING`,
          [game, tier, rule.minimum],
        );
      }
    }
    this.seeded = true;
  }

  /** The pools as a player sees them: carried amount plus the share of stakes on draws not yet fixed. */
  async view(game: VietlottGame): Promise<JackpotView[]> {
    await this.seed();
    const { rows: pools } = await this.pool.query<{ tier: JackpotTier; amount: string }>(
      'SELECT tier, amount FROM lottery_jackpots WHERE game = $1',
      [game],
    );
    const { rows: sales } = await this.pool.query<{ stakes: string }>(
      `SELECT COALESCE(SUM(t.cost), 0) AS stakes FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id
        WHERE d.game = $1 AND d.jackpot IS NULL AND d.status IN ('open', 'drawn') AND t.status IN ('placed', 'won', 'lost')
        GROUP BY d.id`,
      [game],
    );
    return tiersOf(game).map(([tier, rule]) => {
      const carried = Number(pools.find((p) => p.tier === tier)?.amount ?? rule.minimum);
      const added = sales.reduce((s, r) => s + Math.floor((Number(r.stakes) * rule.shareBp) / 10_000), 0);
      return { tier, name: rule.name, amount: carried + added, minimum: rule.minimum };
    });
  }

  /** Fixes the jackpots of every drawn Mega / Power draw that is ready, oldest first. */
  async fixReady(): Promise<void> {
    const { rows } = await this.pool.query<{ id: number }>(
      `SELECT id FROM lottery_draws WHERE status = 'drawn' AND jackpot IS NULL AND format = ANY($1)
        ORDER BY draw_at LIMIT 20`,
      [VIETLOTT_GAMES],
    );
    if (rows.length) await this.seed();
    for (const { id } of rows) await this.fix(Number(id));
  }

  private async fix(drawId: number): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{
        game: VietlottGame;
        draw_at: Date;
        status: string;
        result: VietlottResult;
        jackpot: unknown;
      }>('SELECT game, draw_at, status, result, jackpot FROM lottery_draws WHERE id = $1 FOR UPDATE', [drawId]);
      const d = rows[0];
      if (d?.status !== 'drawn' || d.jackpot !== null) return;
      // an earlier draw of the game not fixed yet goes first; a ticket still pending may yet count
      const { rows: blockers } = await client.query(
        `SELECT 1 FROM lottery_draws WHERE game = $1 AND draw_at < $2 AND jackpot IS NULL AND status IN ('open', 'drawn')
         UNION ALL SELECT 1 FROM lottery_tickets WHERE draw_id = $3 AND status = 'pending' LIMIT 1`,
        [d.game, d.draw_at, drawId],
      );
      if (blockers.length) return;
      const { rows: pools } = await client.query<{ tier: JackpotTier; amount: string }>(
        'SELECT tier, amount FROM lottery_jackpots WHERE game = $1 ORDER BY tier FOR UPDATE',
        [d.game],
      );
      const { rows: tickets } = await client.query<{ bet: VietlottBet; cost: string }>(
        `SELECT bet, cost FROM lottery_tickets WHERE draw_id = $1 AND status IN ('placed', 'won', 'lost')`,
        [drawId],
      );
      const stakes = tickets.reduce((s, t) => s + Number(t.cost), 0);
      const jackpot: DrawJackpot = {};
      for (const [tier, rule] of tiersOf(d.game)) {
        // every winning line is a winner: a bao ticket's lines share the pool like single tickets
        const winners = tickets.reduce((s, t) => s + (tierCounts(d.game, t.bet.numbers, d.result)[tier] ?? 0), 0);
        const carried = Number(pools.find((p) => p.tier === tier)?.amount ?? rule.minimum);
        const fixed = fixJackpot(rule, carried, stakes, winners);
        jackpot[tier] = fixed;
        await client.query(
          `UPDATE lottery_jackpots SET amount = $3, last_draw_id = $4, updated_at = now() WHERE game = $1 AND tier = $2`,
          [d.game, tier, fixed.next, drawId],
        );
      }
      await client.query('UPDATE lottery_draws SET jackpot = $2 WHERE id = $1', [drawId, JSON.stringify(jackpot)]);
    });
  }
}

/** What each jackpot winner of a fixed draw is paid, per tier. */
export const sharesOf = (jackpot: DrawJackpot | null): Partial<Record<JackpotTier, number>> =>
  Object.fromEntries(Object.entries(jackpot ?? {}).map(([tier, f]) => [tier, f.each]));
