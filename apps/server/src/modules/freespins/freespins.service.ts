import { FreeSpinsMessage, type TFreeRoundGrant, type TFreeSpins } from '@app/contract';
import { ppSlotTitle } from '@app/house-games/partners';
import { type Db, inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import { type Log, silentLog } from '../../log';
import type { AdminService } from '../admin/admin.service';
import type { WalletService } from '../wallet/wallet.service';
import { systemAccount } from '../wallet/wallet.types';
import { FreeSpinsRepository, type GrantRow } from './freespins.repository';

/** The provider whose slots play free rounds: the PP sandbox's titles (decision 152). */
export const FREE_SPIN_PROVIDER = 'pp';
const DAY_MS = 86_400_000;

export interface FreeSpinsDeps {
  wallet: () => WalletService;
  admin: () => AdminService;
  /** the account's state: only an active account plays (a closed or self-excluded one does not) */
  playerStatus: (playerId: number) => Promise<string | null>;
  log?: Log;
}

/** Why a free round was not taken, in the provider adapter's terms. */
export type TakeRefusal = 'unknown' | 'player' | 'game' | 'expired' | 'none';

/** The title's name and the stake one of its rounds is played at, or null for a title we do not have. */
export function freeSpinTitle(game: string): { name: string; cost: number } | null {
  const t = ppSlotTitle(game);
  return t ? { name: t.name, cost: t.data.cost } : null;
}

/**
 * The nominal value of a free-spin prize: spins × line bet × the titles' cost (the stake a round
 * is played at). Titles of one prize must share that stake, so the value is one figure; an
 * unknown title or a mix is refused with the reason.
 */
export function freeSpinsValue(spec: TFreeSpins): number {
  const costs = new Set<number>();
  for (const g of spec.games) {
    const t = freeSpinTitle(g);
    if (!t) throw new AppError(400, 'FREE_SPINS_UNKNOWN_GAME', `${FreeSpinsMessage.FREE_SPINS_UNKNOWN_GAME}: ${g}`);
    costs.add(t.cost);
  }
  if (costs.size !== 1) throw new AppError(400, 'FREE_SPINS_MIXED_STAKE', FreeSpinsMessage.FREE_SPINS_MIXED_STAKE);
  return spec.spins * spec.lineBet * [...costs][0]!;
}

/**
 * Free rounds of a slot (decision 164). A prize makes a grant once (keyed by the prize's own key);
 * the game takes one round per bet reference under the grant's row lock, so retries and
 * concurrent spins never take more rounds than granted; the stake is never debited; each round's
 * win is paid to cash once from the promotions' expense (`freespins/win:<grant>:<reference>`).
 */
export class FreeSpinsService {
  readonly repo: FreeSpinsRepository;
  private readonly log: Log;

  constructor(
    db: Db,
    private readonly deps: FreeSpinsDeps,
  ) {
    this.repo = new FreeSpinsRepository(db.pool);
    this.log = deps.log ?? silentLog;
  }

  /** A free-spin prize's nominal value (spins × the stake of a round); refuses titles it cannot play. */
  value(spec: TFreeSpins): number {
    return freeSpinsValue(spec);
  }

  /**
   * Grants `spec` to the player once per `source`; a second call finds the first grant. The
   * expiry counts from `now`. Audited `freespins.grant` when made.
   */
  async grant(input: {
    playerId: number;
    source: string;
    origin: { origin: 'tournament' | 'vip'; name: string };
    spec: TFreeSpins;
    now?: Date;
  }): Promise<GrantRow> {
    freeSpinsValue(input.spec);
    const now = input.now ?? new Date();
    const { grant, created } = await this.repo.insertGrant({
      playerId: input.playerId,
      source: input.source,
      origin: input.origin,
      provider: FREE_SPIN_PROVIDER,
      games: input.spec.games,
      lineBet: input.spec.lineBet,
      rounds: input.spec.spins,
      expiresAt: new Date(now.getTime() + input.spec.days * DAY_MS),
    });
    if (grant.player_id !== input.playerId)
      throw new Error(`free-round grant ${input.source} belongs to another player`);
    if (created) {
      await this.deps.admin().auditSystem(
        'freespins.grant',
        { type: 'player', id: input.playerId },
        {
          grant: grant.id,
          source: input.source,
          rounds: grant.rounds,
          lineBet: grant.line_bet,
          games: grant.games,
          value: freeSpinsValue(input.spec),
        },
        null,
      );
    }
    return grant;
  }

  /** What the game offers the player on `game` now: the grants with rounds left, soonest expiry first. */
  async available(playerId: number, game: string, now = new Date()) {
    const rows = await this.repo.ofPlayer(playerId, 100);
    return rows
      .filter((g) => g.status === 'active' && g.expires_at > now && g.used < g.rounds && g.games.includes(game))
      .sort((a, b) => a.expires_at.getTime() - b.expires_at.getTime())
      .map((g) => ({
        bonusCode: String(g.id),
        roundsLeft: g.rounds - g.used,
        lineBet: g.line_bet,
        expiresAt: g.expires_at,
      }));
  }

  /**
   * The game takes one round of grant `bonusCode` for the bet `reference`: under the grant's
   * lock, a reference already taken answers as before (a retry takes nothing more), else one
   * round is counted when the grant is the player's, active, unexpired, has one left and lists
   * the game. Nothing is debited.
   */
  async take(
    t: { playerId: number; bonusCode: string; reference: string; round: string; game: string },
    now = new Date(),
  ): Promise<{ ok: true; left: number } | { ok: false; why: TakeRefusal }> {
    const id = grantIdOf(t.bonusCode);
    if (id === null) return { ok: false, why: 'unknown' };
    if ((await this.deps.playerStatus(t.playerId)) !== 'active') return { ok: false, why: 'player' };
    return inTransaction(this.repo.pool, async (c) => {
      const g = await this.repo.forUpdate(c, id);
      if (!g || g.player_id !== t.playerId) return { ok: false, why: 'unknown' } as const;
      const seen = await this.repo.spin(c, id, t.reference);
      if (seen) {
        return seen.status === 'refunded'
          ? ({ ok: false, why: 'none' } as const)
          : { ok: true as const, left: g.rounds - g.used };
      }
      if (!g.games.includes(t.game)) return { ok: false, why: 'game' } as const;
      if (g.status === 'expired' || g.expires_at <= now) return { ok: false, why: 'expired' } as const;
      if (g.used >= g.rounds) return { ok: false, why: 'none' } as const;
      await this.repo.insertSpin(c, {
        grantId: id,
        reference: t.reference,
        playerId: t.playerId,
        round: t.round,
        game: t.game,
      });
      await this.repo.setUsed(c, id, g.used + 1);
      return { ok: true as const, left: g.rounds - g.used - 1 };
    });
  }

  /**
   * The round's win, paid once: the spin of `round` is found under the grant's lock; a paid one
   * answers as before, a refunded (or missing) one is 'none'. A win above 0 is credited to cash
   * from `promotions_expense/freespins` in the same commit that marks the spin paid.
   */
  async payWin(p: {
    playerId: number;
    bonusCode: string;
    round: string;
    win: number;
  }): Promise<{ ok: true; journalId: number | null } | { ok: false; why: 'none' | 'unknown' }> {
    const id = grantIdOf(p.bonusCode);
    if (id === null || !Number.isSafeInteger(p.win) || p.win < 0) return { ok: false, why: 'unknown' };
    return inTransaction(this.repo.pool, async (c) => {
      const g = await this.repo.forUpdate(c, id);
      if (!g || g.player_id !== p.playerId) return { ok: false, why: 'unknown' } as const;
      const spin = await this.repo.spinOfRound(c, p.playerId, id, p.round);
      if (!spin) return { ok: false, why: 'none' } as const;
      if (spin.status === 'paid') return { ok: true as const, journalId: spin.journal_id };
      let journalId: number | null = null;
      if (p.win > 0) {
        const paid = await this.deps.wallet().credit(
          {
            scope: 'freespins',
            externalId: `win:${id}:${spin.reference}`,
            kind: 'free_spin_win',
            playerId: p.playerId,
            amount: p.win,
            from: systemAccount('promotions_expense', 'freespins'),
            meta: { grant: id, round: p.round, game: spin.game, source: g.source },
          },
          c,
        );
        journalId = paid.journalId;
      }
      await this.repo.markSpin(c, id, spin.reference, 'paid', { win: p.win, journalId });
      return { ok: true as const, journalId };
    });
  }

  /**
   * The game gives back the round of bet `reference` (its answer never came): the round returns
   * to the grant unless the round was paid ('paid': nothing changes) or never taken ('none').
   */
  async refund(r: { playerId: number; bonusCode: string; reference: string }): Promise<'ok' | 'paid' | 'none'> {
    const id = grantIdOf(r.bonusCode);
    if (id === null) return 'none';
    return inTransaction(this.repo.pool, async (c) => {
      const g = await this.repo.forUpdate(c, id);
      if (!g || g.player_id !== r.playerId) return 'none';
      const spin = await this.repo.spin(c, id, r.reference);
      if (!spin) return 'none';
      if (spin.status === 'paid') return 'paid';
      if (spin.status === 'taken') {
        await this.repo.markSpin(c, id, r.reference, 'refunded');
        await this.repo.setUsed(c, id, g.used - 1);
      }
      return 'ok';
    });
  }

  /** The player's grants, current and past, as the account and the game show them. */
  async ofPlayer(playerId: number, now = new Date()): Promise<TFreeRoundGrant[]> {
    return (await this.repo.ofPlayer(playerId)).map((g) => {
      // an expiry the job has not reached yet is shown as what it is
      const status = g.status === 'active' && g.expires_at <= now ? 'expired' : g.status;
      const cost = freeSpinTitle(g.games[0] ?? '')?.cost ?? 0;
      return {
        id: g.id,
        origin: g.origin.origin,
        originName: g.origin.name,
        games: g.games.map((code) => ({ code, name: freeSpinTitle(code)?.name ?? code })),
        lineBet: g.line_bet,
        stake: g.line_bet * cost,
        rounds: g.rounds,
        used: g.used,
        left: status === 'active' ? g.rounds - g.used : 0,
        won: g.won ?? 0,
        status,
        expiresAt: g.expires_at.toISOString(),
        endedAt: status === 'expired' && !g.ended_at ? g.expires_at.toISOString() : (g.ended_at?.toISOString() ?? null),
        createdAt: g.created_at.toISOString(),
      };
    });
  }

  /** Ends every grant whose time is up with rounds unplayed; each audited `freespins.expire`. */
  async runExpiry(now = new Date()): Promise<number> {
    const ended = await this.repo.expire(now);
    for (const g of ended) {
      await this.deps
        .admin()
        .auditSystem(
          'freespins.expire',
          { type: 'player', id: g.player_id },
          { grant: g.id, source: g.source, unplayed: g.rounds - g.used },
          null,
        );
    }
    return ended.length;
  }

  /** Expires grants every `intervalMs` on one instance per period (db/jobs.ts). */
  startJobs(every: (name: string, ms: number, job: () => Promise<unknown>) => () => void, intervalMs = 60_000) {
    return every('freespins.expire', intervalMs, async () => {
      try {
        await this.runExpiry();
      } catch (err) {
        this.log.error({ err }, 'free-round expiry failed');
        throw err;
      }
    });
  }
}

/** A grant's id as the provider carries it (PP's `bonusCode`). */
function grantIdOf(code: string): number | null {
  return /^[1-9]\d{0,14}$/.test(code) ? Number(code) : null;
}
