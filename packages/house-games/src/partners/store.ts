import { createHmac } from 'node:crypto';
import { FairRandom } from '@app/provider-kit/fair-node';
import type { ProviderLang } from '@app/provider-kit/i18n';
import type pg from 'pg';
import { roundAt, type SandboxTable, type TableSchedule } from './tables';

/** A bet as the sandbox keeps it (sandbox_bets). */
export interface SandboxBet {
  id: number;
  provider: string;
  game: string;
  userId: string;
  roundId: string;
  reference: string;
  platform: string;
  stake: number;
  payout: number | null;
  status: string;
  /** `bonusCode`: a free round of the operator's grant (decision 164), staked at 0 */
  bet: { spot?: string; lineBet?: number; no?: number; bonusCode?: string };
  outcome: unknown;
  createdAt: Date;
  settledAt: Date | null;
}

const COLUMNS = `id::float8 AS id, provider, game, user_id AS "userId", round_id AS "roundId", reference, platform,
  stake::float8 AS stake, payout::float8 AS payout, status, bet, outcome, created_at AS "createdAt", settled_at AS "settledAt"`;

/** How long a claimed settlement may stay unfinished before another pass takes it again. */
const CLAIM_MS = 30_000;

/** The sandboxes' records of the bets they took (a separate party's own table). */
export class SandboxStore {
  constructor(readonly pool: pg.Pool) {}

  async insert(b: {
    provider: string;
    game: string;
    userId: string;
    roundId: string;
    reference: string;
    platform?: string;
    stake: number;
    bet: object;
    settlesAt?: Date;
  }): Promise<number> {
    const { rows } = await this.pool.query<{ id: number }>(
      `INSERT INTO sandbox_bets (provider, game, user_id, round_id, reference, platform, stake, status, bet, settles_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'placing', $8, COALESCE($9, now())) RETURNING id::float8 AS id`,
      [b.provider, b.game, b.userId, b.roundId, b.reference, b.platform ?? '', b.stake, b.bet, b.settlesAt ?? null],
    );
    return rows[0]!.id;
  }

  async mark(id: number, status: string, fields: { payout?: number; outcome?: unknown } = {}): Promise<void> {
    await this.pool.query(
      `UPDATE sandbox_bets SET status = $2, payout = COALESCE($3, payout), outcome = COALESCE($4, outcome),
              settled_at = CASE WHEN $2 IN ('settled', 'refunded') THEN now() ELSE settled_at END
        WHERE id = $1`,
      [id, status, fields.payout ?? null, fields.outcome === undefined ? null : JSON.stringify(fields.outcome)],
    );
  }

  /** A claimed bet whose result is not known yet goes back to waiting, to be looked at again at `at`. */
  async byId(id: number): Promise<SandboxBet | null> {
    const { rows } = await this.pool.query<SandboxBet>(`SELECT ${COLUMNS} FROM sandbox_bets WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async defer(id: number, at: Date): Promise<void> {
    await this.pool.query(
      `UPDATE sandbox_bets SET status = 'open', settles_at = $2 WHERE id = $1 AND status = 'settling'`,
      [id, at],
    );
  }

  /** Claims the open bets whose round is over (and claims left unfinished), for one settlement pass. */
  async claimDue(provider: string, limit = 200): Promise<SandboxBet[]> {
    const { rows } = await this.pool.query<SandboxBet>(
      `UPDATE sandbox_bets SET status = 'settling', claimed_at = now()
        WHERE id IN (SELECT id FROM sandbox_bets
                      WHERE provider = $1 AND settles_at <= now()
                        AND (status = 'open' OR (status = 'settling' AND claimed_at < now() - make_interval(secs => $3)))
                      ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`,
      [provider, limit, CLAIM_MS / 1000],
    );
    return rows;
  }

  /** The player's latest bets on one game (the screen shows its own game's). */
  async ofUser(provider: string, userId: string, game: string, limit = 20): Promise<SandboxBet[]> {
    const { rows } = await this.pool.query<SandboxBet>(
      `SELECT ${COLUMNS} FROM sandbox_bets WHERE provider = $1 AND user_id = $2 AND game = $3 AND status <> 'refused'
        ORDER BY id DESC LIMIT $4`,
      [provider, userId, game, limit],
    );
    return rows;
  }

  /** What the round feeds serve: the bets that moved money (taken, then settled or refunded) in a period. */
  async between(provider: string, from: Date, to: Date, limit = 5000): Promise<SandboxBet[]> {
    const { rows } = await this.pool.query<SandboxBet>(
      `SELECT ${COLUMNS} FROM sandbox_bets
        WHERE provider = $1 AND created_at >= $2 AND created_at < $3 AND status IN ('open', 'settling', 'settled', 'refunded')
        ORDER BY id LIMIT $4`,
      [provider, from, to, limit],
    );
    return rows;
  }
}

/**
 * A round's outcome, the same on every instance: drawn from a seed derived from the provider's
 * key, the table and the round number.
 */
export function tableOutcome(secret: string, table: SandboxTable, no: number): unknown {
  const seed = createHmac('sha256', secret).update(`sandbox-table:${table.game}`).digest('hex');
  return table.draw(new FairRandom(seed, table.game, no));
}

/** The table as a player sees it, in `lang`: the round open for bets and the last results. */
export function tableView(
  secret: string,
  table: SandboxTable,
  schedule: TableSchedule,
  now = Date.now(),
  lang: ProviderLang = 'vi',
) {
  const t = roundAt(now, schedule);
  const betting = now < t.closesAt;
  const history = [];
  for (let no = t.no - 1; no >= t.no - 8; no--) {
    history.push({ no, result: table.describe(tableOutcome(secret, table, no), lang) });
  }
  // the road: who won each of the last rounds, oldest first, as a table's board shows them
  const road = [];
  for (let no = t.no - ROAD_ROUNDS; no < t.no; no++) road.push(table.summary(tableOutcome(secret, table, no)).winner);
  // once bets are closed the coup is dealt on screen; while they are open nothing of it is shown
  const shown = (no: number) => {
    const s = table.summary(tableOutcome(secret, table, no));
    return { ...s, hands: s.hands.map((h) => ({ ...h, side: table.label(h.side, lang) })) };
  };
  const dealt = betting ? null : shown(t.no);
  const last = shown(t.no - 1);
  return {
    game: table.game,
    name: table.name(lang),
    round: t.no,
    phase: betting ? ('betting' as const) : ('dealing' as const),
    msLeft: Math.max(0, (betting ? t.closesAt : t.endsAt) - now),
    spots: table.spots.map((s) => ({ spot: s, label: table.label(s, lang) })),
    rules: table.rules(lang),
    history,
    road,
    deal: dealt ? { no: t.no, ...dealt } : { no: t.no - 1, ...last },
  };
}

/** Rounds the road shows: a bead plate of six rows, twelve columns. */
const ROAD_ROUNDS = 72;
