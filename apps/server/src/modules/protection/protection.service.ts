import {
  LIMIT_INCREASE_DELAY_HOURS,
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  type TPlaySession,
  type TProtection,
  type TProtectionLimit,
  type TProtectionLimitRequest,
  type TProtectionPeriod,
  type TSelfExclusionDuration,
} from '@app/contract';
import type { Db, Queryable } from '../../db/client';
import { texts } from '../../http/locale';
import { type LimitRow, ProtectionRepository, type Q, type SettingsRow } from './protection.repository';

/** What protection needs of the auth module. */
export interface ProtectionAuthPort {
  /** Throws 400 WRONG_PASSWORD (throttled) unless the password is the player's. */
  confirmPassword(playerId: number, password: string): Promise<void>;
  /** Sets self_excluded until the date (null = permanent) and ends every session. */
  setPlayerStatus(playerId: number, status: 'self_excluded', until: Date | null): Promise<void>;
  /** Shortens the player's open sessions to end `minutes` after their login, in the caller's transaction. */
  capOpenSessions(playerId: number, minutes: number, on: Queryable): Promise<void>;
  /**
   * When a session began, when it ends at the latest and when the player last closed a reality
   * check, by the database's clock.
   */
  sessionTimes(
    sessionId: string,
  ): Promise<{ startedAt: Date; endsAt: Date; reminderSeenAt: Date | null; now: Date } | null>;
  /** The player closed the reality check now. */
  markReminderSeen(sessionId: string): Promise<void>;
}

/** What protection needs of the ledger, which enforces the loss and wager limits itself. */
export interface ProtectionWalletPort {
  /** From the caller's commit on, the player's stakes are checked and counted by the ledger. */
  countPlay(playerId: number, on: Queryable): Promise<boolean>;
  countProviderPlay(
    playerId: number,
    usage: { period: TProtectionPeriod; loss: number; wager: number }[],
    on: Queryable,
  ): Promise<void>;
  /** Loss and wager of the player in the current day, week and month. */
  playUsage(playerId: number): Promise<{ kind: 'loss' | 'wager'; period: TProtectionPeriod; used: number }[]>;
  /** Stakes and wins of the player's game postings since `since`. */
  playSince(playerId: number, since: Date): Promise<{ bets: number; wins: number }>;
}

export interface DepositLimitInput {
  playerId: number;
  method: string;
  amount: number | null;
}

const VN_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;
const EXCLUSION_MS: Record<Exclude<TSelfExclusionDuration, 'permanent' | '6m'>, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
};

/** The Vietnam (UTC+7, no daylight saving) day, week (from Monday) and month holding `now`. */
export function vietnamPeriod(period: TProtectionPeriod, now: Date): { start: Date; end: Date } {
  const vn = new Date(now.getTime() + VN_OFFSET_MS);
  const dayStart = Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth(), vn.getUTCDate()) - VN_OFFSET_MS;
  if (period === 'day') return { start: new Date(dayStart), end: new Date(dayStart + DAY_MS) };
  if (period === 'week') {
    const start = dayStart - ((vn.getUTCDay() + 6) % 7) * DAY_MS;
    return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
  }
  return {
    start: new Date(Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth(), 1) - VN_OFFSET_MS),
    end: new Date(Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth() + 1, 1) - VN_OFFSET_MS),
  };
}

/** The session limit in force at `now` (0: none): a due pending change counts as applied. */
function effectiveSessionMinutes(s: SettingsRow, now: Date): number {
  if (s.pending_session_at && s.pending_session_at.getTime() <= now.getTime()) return s.pending_session_minutes ?? 0;
  return s.session_minutes;
}

/** The amount in force at `now`: a due pending change counts as applied. */
function effective(row: LimitRow, now: Date): number | null {
  if (row.pending_at && row.pending_at.getTime() <= now.getTime()) return row.pending_amount;
  return row.amount;
}

/**
 * Player protection (decision 025): deposit limits checked where orders are made; loss and wager
 * limits enforced by the ledger in the stake's own statement (this module sets them and turns
 * the ledger's counting on); self-exclusion through the auth status; the reality-check interval.
 */
export class ProtectionService {
  private readonly repo: ProtectionRepository;

  constructor(
    db: Db,
    private readonly deps: {
      auth: () => ProtectionAuthPort;
      wallet: () => ProtectionWalletPort;
      /** the transfer-wallet providers' settled play (their bet logs), counted with the limits */
      providerPlay?: () => {
        settledPlay(
          playerId: number,
          on: Queryable,
        ): Promise<{ period: TProtectionPeriod; loss: number; wager: number }[]>;
      };
      /** the exclusion registry every brand shares (decision 158): a self-exclusion here holds on all of them */
      registry?: () => {
        recordForPlayer(playerId: number, kind: 'self_exclusion' | 'cool_off', until: Date | null): Promise<unknown>;
      };
      now?: () => Date;
    },
  ) {
    this.repo = new ProtectionRepository(db.pool);
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** The moment each of these players first self-excluded (an agent's commission on them stops there). */
  selfExclusionStarts(playerIds: number[]): Promise<Map<number, Date>> {
    return playerIds.length ? this.repo.selfExclusionStarts(playerIds) : Promise.resolve(new Map());
  }

  // ─── player calls ─────────────────────────────────────────────────────────────────────

  async get(playerId: number): Promise<TProtection> {
    const now = this.now();
    const [settings, rows, history, play] = await Promise.all([
      this.repo.settings(this.repo.pool, playerId),
      this.repo.limits(this.repo.pool, playerId),
      this.repo.history(playerId),
      this.deps.wallet().playUsage(playerId),
    ]);
    const limits: TProtectionLimit[] = [];
    for (const kind of PROTECTION_LIMIT_KINDS) {
      for (const period of PROTECTION_PERIODS) {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        const { start, end } = vietnamPeriod(period, now);
        const used =
          kind === 'deposit'
            ? await this.repo.depositsSince(this.repo.pool, playerId, start, now)
            : (play.find((u) => u.kind === kind && u.period === period)?.used ?? 0);
        const amount = row ? effective(row, now) : null;
        const pendingOpen = row?.pending_at && row.pending_at.getTime() > now.getTime();
        limits.push({
          kind,
          period,
          amount,
          used,
          remaining: amount === null ? null : Math.max(0, amount - used),
          periodStartsAt: start.toISOString(),
          periodEndsAt: end.toISOString(),
          pending: pendingOpen ? { amount: row.pending_amount, effectiveAt: row.pending_at!.toISOString() } : null,
        });
      }
    }
    const pendingSession =
      settings?.pending_session_at && settings.pending_session_at.getTime() > now.getTime()
        ? { minutes: settings.pending_session_minutes ?? 0, effectiveAt: settings.pending_session_at.toISOString() }
        : null;
    return {
      limits,
      reminderMinutes: settings?.reminder_minutes ?? 0,
      sessionLimit: { minutes: settings ? effectiveSessionMinutes(settings, now) : 0, pending: pendingSession },
      history: history.map((h) => ({
        action: h.action,
        kind: h.kind,
        period: h.period,
        oldAmount: h.old_amount,
        newAmount: h.new_amount,
        effectiveAt: h.effective_at.toISOString(),
        createdAt: h.created_at.toISOString(),
      })),
    };
  }

  /**
   * Sets, lowers, raises or removes one limit. Tighter (new, or lower) applies at once; looser
   * (higher, or removed) waits 24 h, so a limit cannot be lifted in the heat of a session.
   */
  async setLimit(playerId: number, req: TProtectionLimitRequest): Promise<TProtection> {
    const now = this.now();
    await this.repo.tx(async (c) => {
      await this.repo.lockOrCreate(c, playerId);
      const [existing] = (await this.repo.limits(c, playerId, req.kind)).filter((r) => r.period === req.period);
      const row: LimitRow = existing
        ? await this.applyDue(c, existing, now)
        : {
            player_id: playerId,
            kind: req.kind,
            period: req.period,
            amount: null,
            pending_amount: null,
            pending_at: null,
          };
      const current = row.amount;
      const base = { playerId, kind: req.kind, period: req.period, oldAmount: current, newAmount: req.amount };
      if (req.amount !== null && (current === null || req.amount <= current)) {
        if (req.amount === current && row.pending_at === null) return;
        row.amount = req.amount;
        row.pending_amount = null;
        row.pending_at = null;
        const action = current === null ? 'limit_set' : req.amount < current ? 'limit_decreased' : 'pending_cancelled';
        await this.repo.audit(c, { ...base, action, effectiveAt: now });
      } else if (current === null) {
        // Removing a limit that is not in force: nothing to wait for; any pending change lapses.
        if (row.pending_at === null) return;
        row.pending_amount = null;
        row.pending_at = null;
        await this.repo.audit(c, { ...base, action: 'pending_cancelled', effectiveAt: now });
      } else {
        const effectiveAt = new Date(now.getTime() + LIMIT_INCREASE_DELAY_HOURS * 3600_000);
        row.pending_amount = req.amount;
        row.pending_at = effectiveAt;
        const action = req.amount === null ? 'limit_removal_scheduled' : 'limit_increase_scheduled';
        await this.repo.audit(c, { ...base, action, effectiveAt });
      }
      await this.repo.saveLimit(c, row);
      // The ledger checks and counts this player's stakes from this commit on.
      if (req.kind !== 'deposit' && (await this.deps.wallet().countPlay(playerId, c))) {
        // counting starts from the game postings; what was played at transfer providers is added (decision 146)
        const played = (await this.deps.providerPlay?.().settledPlay(playerId, c)) ?? [];
        await this.deps.wallet().countProviderPlay(playerId, played, c);
      }
    });
    return this.get(playerId);
  }

  /** Makes a pending change whose time has come the limit in force, with its audit row. */
  private async applyDue(c: Q, row: LimitRow, now: Date): Promise<LimitRow> {
    if (!row.pending_at || row.pending_at.getTime() > now.getTime()) return row;
    const applied: LimitRow = { ...row, amount: row.pending_amount, pending_amount: null, pending_at: null };
    await this.repo.audit(c, {
      playerId: row.player_id,
      action: 'pending_applied',
      kind: row.kind,
      period: row.period,
      oldAmount: row.amount,
      newAmount: row.pending_amount,
      effectiveAt: row.pending_at,
    });
    await this.repo.saveLimit(c, applied);
    return applied;
  }

  async setReminder(playerId: number, minutes: number): Promise<TProtection> {
    await this.repo.tx(async (c) => {
      const current = await this.repo.lockOrCreate(c, playerId);
      if (current.reminder_minutes === minutes) return;
      await this.repo.setReminder(c, playerId, minutes);
      await this.repo.audit(c, {
        playerId,
        action: 'reminder_set',
        oldAmount: current.reminder_minutes,
        newAmount: minutes,
        effectiveAt: this.now(),
      });
    });
    return this.get(playerId);
  }

  /**
   * Self-exclusion chosen by the player: confirmed by password, in force at once through the
   * auth status (which ends every session and refuses login, deposits and bets until it ends).
   */
  async selfExclude(
    playerId: number,
    req: { duration: TSelfExclusionDuration; password: string },
  ): Promise<{ until: string | null }> {
    await this.deps.auth().confirmPassword(playerId, req.password);
    const now = this.now();
    let until: Date | null = null;
    if (req.duration === '6m') {
      until = new Date(now);
      until.setUTCMonth(until.getUTCMonth() + 6);
    } else if (req.duration !== 'permanent') {
      until = new Date(now.getTime() + EXCLUSION_MS[req.duration]);
    }
    await this.repo.tx(async (c) => {
      await this.repo.lockOrCreate(c, playerId);
      await this.repo.audit(c, {
        playerId,
        action: 'self_exclusion',
        effectiveAt: now,
        details: { duration: req.duration, until: until?.toISOString() ?? null },
      });
    });
    await this.deps.auth().setPlayerStatus(playerId, 'self_excluded', until);
    // a break of up to a week is a cool-off; both hold on every brand of the operator
    const kind = req.duration === '24h' || req.duration === '7d' ? 'cool_off' : 'self_exclusion';
    await this.deps.registry?.()?.recordForPlayer(playerId, kind, until);
    return { until: until?.toISOString() ?? null };
  }

  /**
   * The longest a login session may last: tighter (a first limit, or a shorter one) applies at
   * once and shortens the open session too, so its stakes stop when the time is used (the ledger
   * refuses stakes of an expired session, decision 068); longer or none waits 24 h.
   */
  async setSessionLimit(playerId: number, minutes: number): Promise<TProtection> {
    const now = this.now();
    await this.repo.tx(async (c) => {
      const settings = await this.repo.lockOrCreate(c, playerId);
      const current = effectiveSessionMinutes(settings, now);
      const base = { playerId, kind: 'session', oldAmount: current, newAmount: minutes };
      const tighter = minutes > 0 && (current === 0 || minutes < current);
      if (tighter || (minutes === current && settings.pending_session_at !== null)) {
        await this.repo.setSessionLimit(c, playerId, { minutes, pendingMinutes: null, pendingAt: null });
        await this.repo.audit(c, {
          ...base,
          action: minutes === current ? 'pending_cancelled' : current === 0 ? 'limit_set' : 'limit_decreased',
          effectiveAt: now,
        });
        await this.deps.auth().capOpenSessions(playerId, minutes, c);
      } else if (minutes !== current) {
        const effectiveAt = new Date(now.getTime() + LIMIT_INCREASE_DELAY_HOURS * 3600_000);
        await this.repo.setSessionLimit(c, playerId, {
          minutes: current,
          pendingMinutes: minutes,
          pendingAt: effectiveAt,
        });
        const action = minutes === 0 ? 'limit_removal_scheduled' : 'limit_increase_scheduled';
        await this.repo.audit(c, { ...base, action, effectiveAt });
      }
    });
    return this.get(playerId);
  }

  /** The player's session limit in force, in minutes (0: none); auth caps a new session with it. */
  async sessionLimitMinutes(playerId: number): Promise<number> {
    const settings = await this.repo.settings(this.repo.pool, playerId);
    return settings ? effectiveSessionMinutes(settings, this.now()) : 0;
  }

  /**
   * The login session as the server times it: its start and end, the next reality check at the
   * player's interval counted from login, and the play since login from the ledger. A reminder
   * that fell due while no page was open to show it (a reload, a game in the same window, a
   * closed tab) is still owed until the player closes one: `nextReminderAt` is then in the past
   * and the page shows it at once.
   */
  async playSession(player: { id: number; sessionId: string }): Promise<TPlaySession> {
    const [times, settings] = await Promise.all([
      this.deps.auth().sessionTimes(player.sessionId),
      this.repo.settings(this.repo.pool, player.id),
    ]);
    if (!times) throw new Error(`session ${player.sessionId} not found`);
    const { bets, wins } = await this.deps.wallet().playSince(player.id, times.startedAt);
    const reminderMinutes = settings?.reminder_minutes ?? 0;
    const every = reminderMinutes * 60_000;
    const elapsed = times.now.getTime() - times.startedAt.getTime();
    const passed = every > 0 ? Math.floor(elapsed / every) : 0;
    const lastDue = times.startedAt.getTime() + passed * every;
    const owed = passed > 0 && lastDue > (times.reminderSeenAt?.getTime() ?? 0);
    const nextReminderAt = every > 0 ? new Date(owed ? lastDue : lastDue + every).toISOString() : null;
    return {
      now: times.now.toISOString(),
      startedAt: times.startedAt.toISOString(),
      endsAt: times.endsAt.toISOString(),
      sessionLimitMinutes: settings ? effectiveSessionMinutes(settings, times.now) : 0,
      reminderMinutes,
      nextReminderAt,
      bets,
      wins,
      net: wins - bets,
    };
  }

  /** The player closed the reality check: what is due so far is given; the session's next comes. */
  async reminderSeen(player: { id: number; sessionId: string }): Promise<TPlaySession> {
    await this.deps.auth().markReminderSeen(player.sessionId);
    return this.playSession(player);
  }

  // ─── enforcement ──────────────────────────────────────────────────────────────────────

  /**
   * The cashier's check, run inside the transaction that inserts the deposit order: the lock on
   * the player's protection row is held until that insert commits, so concurrent orders of one
   * player are counted one after the other and cannot jointly pass a limit.
   */
  async checkDeposit(
    c: Q,
    input: DepositLimitInput,
  ): Promise<{ code: string; message: string; worded?: boolean } | null> {
    if (!(await this.repo.lockIfAny(c, input.playerId))) return null;
    const now = this.now();
    const rows = await this.repo.limits(c, input.playerId, 'deposit');
    for (const stored of rows) {
      const row = await this.applyDue(c, stored, now);
      if (row.amount === null) continue;
      const { start, end } = vietnamPeriod(row.period, now);
      const used = await this.repo.depositsSince(c, input.playerId, start, now);
      const remaining = Math.max(0, row.amount - used);
      const label = texts()(`protection.period.${row.period}`);
      if (input.amount === null) {
        // A crypto intent has no amount until the transfer arrives, so it cannot be held to a limit.
        return {
          code: 'DEPOSIT_LIMIT_REACHED',
          message: texts()('protection.depositCrypto', { period: label, limit: row.amount }),
          worded: true,
        };
      }
      if (used + input.amount > row.amount) {
        return {
          code: 'DEPOSIT_LIMIT_REACHED',
          message: texts()('protection.deposit', { period: label, limit: row.amount, remaining, resets: end }),
          worded: true,
        };
      }
    }
    return null;
  }

  /**
   * The cashier's split when money arrives (decision 073), in the crediting transaction: how
   * much of it still fits the deposit limits in force. For each limit, room = limit - deposits
   * credited in its period - other orders still open (the deposit being credited excluded);
   * the tightest limit wins. Null when no deposit limit is in force (everything fits). Locks
   * the player's protection row like checkDeposit, so deposits of one player are counted one
   * after the other and cannot jointly pass a limit.
   */
  async depositRoom(
    c: Q,
    input: { playerId: number; depositId: number },
  ): Promise<{ room: number; period: TProtectionPeriod; limit: number } | null> {
    if (!(await this.repo.lockIfAny(c, input.playerId))) return null;
    const now = this.now();
    let tightest: { room: number; period: TProtectionPeriod; limit: number } | null = null;
    for (const stored of await this.repo.limits(c, input.playerId, 'deposit')) {
      const row = await this.applyDue(c, stored, now);
      if (row.amount === null) continue;
      const { start } = vietnamPeriod(row.period, now);
      const used = await this.repo.depositsSince(c, input.playerId, start, now, input.depositId);
      const room = Math.max(0, row.amount - used);
      if (tightest === null || room < tightest.room) tightest = { room, period: row.period, limit: row.amount };
    }
    return tightest;
  }
}
