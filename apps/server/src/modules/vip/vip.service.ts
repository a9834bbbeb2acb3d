import {
  type TStaffVipPlayer,
  type TStaffVipRule,
  type TVipLevel,
  type TVipProgram,
  type TVipRule,
  type TVipStatus,
  VipMessage,
  ZVipRuleSchema,
} from '@app/contract';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/client';
import { Kept } from '../../db/kept';
import { AppError } from '../../http/errors';
import { localizeMessage, requestLocale, texts } from '../../http/locale';
import { type Log, silentLog } from '../../log';
import type { AdminService, StaffActor } from '../admin/admin.service';
import type { BetAdjustedEvent, BetSettledEvent } from '../providers/providers.service';
import type { WalletService } from '../wallet/wallet.service';
import { systemAccount } from '../wallet/wallet.types';
import { type NewVipPlay, VipRepository, type VipRuleRow } from './vip.repository';
import { levelGives, nameOf, vipTexts } from './vip.texts';

const RULE_CACHE_MS = 5_000;
const DAY_MS = 86_400_000;
const VN_OFFSET_MS = 7 * 3_600_000;

export interface VipDeps {
  wallet: () => WalletService;
  admin: () => AdminService;
  /** usernames and account states of players (auth) */
  players: (ids: number[]) => Promise<Map<number, { username: string; status: string }>>;
  /** a provider game's catalogue sections (games) */
  gameSections: (provider: string, gameCode: string) => Promise<{ title: string; sections: string[] } | null>;
  /** names of the catalogue's categories (games) */
  sectionNames: () => Promise<Map<string, string>>;
  /** what the player asked to withdraw since the Vietnam day began, refused ones aside (payments) */
  withdrawnToday: (playerId: number) => Promise<number>;
  /** players whose verified date of birth falls on one of the month-days `MM-DD` (kyc) */
  birthdaysOn?: (monthDays: string[]) => Promise<number[]>;
  log?: Log;
}

/** The Vietnam date's year and the month-days whose birthdays fall on it (29 Feb on 28 Feb of other years). */
export function vnBirthdayDays(at: Date): { year: number; monthDays: string[] } {
  const local = new Date(at.getTime() + VN_OFFSET_MS);
  const year = local.getUTCFullYear();
  const monthDay = local.toISOString().slice(5, 10);
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  return { year, monthDays: monthDay === '02-28' && !leap ? [monthDay, '02-29'] : [monthDay] };
}

/** The Monday (Vietnam time) of the week `at` falls in, as YYYY-MM-DD. */
export function vnWeek(at: Date): string {
  const local = new Date(at.getTime() + VN_OFFSET_MS);
  const back = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

/** The highest level whose points the player has (the first level needs 0). */
export function levelIndex(rule: TVipRule, points: number): number {
  let at = 0;
  rule.levels.forEach((l, i) => {
    if (points >= l.minPoints) at = i;
  });
  return at;
}

export function pointsOf(rule: TVipRule, weighted: number): number {
  return Math.floor(weighted / rule.pointValue);
}

/**
 * VIP levels (issue 37, decision 144). Staff publish a ladder as a rule; every settled round counts
 * its weighted stake once (a redelivered event adds nothing, a void removes it), a player's level
 * is what their points over the rolling period reach, and each level's bonus is paid through the
 * ledger once per player, keyed by (player, level). Weekly bonuses, the refund extra and the
 * withdrawal limit follow the level held; every text players read is generated from the rule.
 */
export class VipService {
  readonly repo: VipRepository;
  private readonly log: Log;
  private readonly published = new Kept(RULE_CACHE_MS, () => this.repo.published());

  constructor(
    db: Db,
    private readonly deps: VipDeps,
  ) {
    this.repo = new VipRepository(db.pool);
    this.log = deps.log ?? silentLog;
  }

  dropCaches(): void {
    this.published.drop();
  }

  private current(): Promise<VipRuleRow | null> {
    return this.published.get();
  }

  private async texts(rule: TVipRule) {
    return vipTexts(rule, rule.weights.length > 0 ? await this.deps.sectionNames() : new Map());
  }

  // ─── players ──────────────────────────────────────────────────────────────────────────────

  /** The published ladder and its generated texts; null before staff publish one. */
  async program(): Promise<TVipProgram | null> {
    const row = await this.current();
    if (!row) return null;
    return { rule: row.rule, texts: await this.texts(row.rule), publishedAt: row.published_at!.toISOString() };
  }

  private since(rule: TVipRule, now = new Date()): Date {
    return new Date(now.getTime() - rule.periodDays * DAY_MS);
  }

  /** The level a player holds: the one staff set, or the one their points reach. */
  private async standing(rule: TVipRule, playerId: number, now = new Date()) {
    const [weighted, held] = await Promise.all([
      this.repo.weighted(playerId, this.since(rule, now)),
      this.repo.override(playerId),
    ]);
    const points = pointsOf(rule, weighted);
    const byPoints = levelIndex(rule, points);
    const heldIndex = held ? rule.levels.findIndex((l) => l.code === held.level) : -1;
    return { points, byPoints, index: heldIndex >= 0 ? heldIndex : byPoints, heldByStaff: heldIndex >= 0 };
  }

  async status(playerId: number): Promise<TVipStatus | null> {
    const row = await this.current();
    if (!row) return null;
    const rule = row.rule;
    const s = await this.standing(rule, playerId);
    const level = rule.levels[s.index]!;
    const nextLevel = rule.levels[s.index + 1];
    return {
      level: { code: level.code, name: nameOf(level), index: s.index },
      points: s.points,
      heldByStaff: s.heldByStaff,
      next: nextLevel
        ? {
            code: nextLevel.code,
            name: nameOf(nextLevel),
            minPoints: nextLevel.minPoints,
            pointsLeft: Math.max(0, nextLevel.minPoints - s.points),
            gives: levelGives(nextLevel),
          }
        : null,
      gives: levelGives(level),
      periodDays: rule.periodDays,
    };
  }

  /** A level of the ladder in force by its code (a tournament's VIP-level entry). */
  async levelRank(code: string): Promise<{ index: number; name: string } | null> {
    const row = await this.current();
    const index = row ? row.rule.levels.findIndex((l) => l.code === code) : -1;
    return index >= 0 ? { index, name: nameOf(row!.rule.levels[index]!) } : null;
  }

  /** The index of the level the player holds in the ladder in force; null without a ladder. */
  async levelIndexOf(playerId: number): Promise<number | null> {
    const row = await this.current();
    return row ? (await this.standing(row.rule, playerId)).index : null;
  }

  /** The refund extra (percent) of each player's level, for the daily refund (promotions). */
  async refundExtras(playerIds: number[]): Promise<Map<number, number>> {
    const row = await this.current();
    const out = new Map<number, number>();
    if (!row?.rule.levels.some((l) => l.refundExtraPercent > 0)) return out;
    const levels = await this.levelsOf(row.rule, new Set(playerIds));
    for (const [id, level] of levels) if (level.refundExtraPercent > 0) out.set(id, level.refundExtraPercent);
    return out;
  }

  /** Levels of the given players (or of everyone with points or a staff level), by one query. */
  private async levelsOf(rule: TVipRule, only: Set<number> | null, now = new Date()): Promise<Map<number, TVipLevel>> {
    const [weighted, held] = await Promise.all([this.repo.weightedAll(this.since(rule, now)), this.repo.overrides()]);
    const out = new Map<number, TVipLevel>();
    for (const id of new Set([...weighted.keys(), ...held.keys()])) {
      if (only && !only.has(id)) continue;
      const heldLevel = rule.levels.find((l) => l.code === held.get(id));
      out.set(id, heldLevel ?? rule.levels[levelIndex(rule, pointsOf(rule, weighted.get(id) ?? 0))]!);
    }
    return out;
  }

  /** A level's daily withdrawal limit (Vietnam day), when the operator set one. */
  async withdrawalCheck(
    playerId: number,
    amount: number,
  ): Promise<{ code: string; message: string; worded?: boolean } | null> {
    const row = await this.current();
    if (!row?.rule.levels.some((l) => l.withdrawalDailyLimit !== null)) return null;
    const level = row.rule.levels[(await this.standing(row.rule, playerId)).index]!;
    if (level.withdrawalDailyLimit === null) return null;
    const used = await this.deps.withdrawnToday(playerId);
    if (used + amount <= level.withdrawalDailyLimit) return null;
    return {
      code: 'VIP_WITHDRAWAL_LIMIT',
      message: texts()('errors.vipWithdrawalLimit', {
        message: localizeMessage(requestLocale(), 'VIP_WITHDRAWAL_LIMIT', VipMessage.VIP_WITHDRAWAL_LIMIT),
        level: nameOf(level),
        limit: level.withdrawalDailyLimit,
        left: Math.max(0, level.withdrawalDailyLimit - used),
      }),
      worded: true,
    };
  }

  // ─── events ───────────────────────────────────────────────────────────────────────────────

  private async weightOf(rule: TVipRule, provider: string, gameCode: string): Promise<number> {
    if (rule.weights.length === 0) return rule.defaultPercent;
    const sections = (await this.deps.gameSections(provider, gameCode))?.sections ?? [];
    const matched = rule.weights.filter((w) => sections.includes(w.section)).map((w) => w.percent);
    return matched.length > 0 ? Math.max(...matched) : rule.defaultPercent;
  }

  /** A settled round counts its weighted stake once, then the levels it reaches are paid. */
  async onBetSettled(e: BetSettledEvent): Promise<void> {
    const row = await this.current();
    if (!row) return;
    await this.record(row, {
      source: `bet:${e.provider}:${e.transactionId}`,
      playerId: e.playerId,
      roundKey: `${e.provider}:${e.round}`,
      stake: e.stake,
      win: e.win,
      percent: await this.weightOf(row.rule, e.provider, e.gameCode),
      corrected: false,
      at: e.settledAt,
    });
  }

  /** A corrected result: a round corrected back to exactly its stake is a void and loses its points. */
  async onBetAdjusted(e: BetAdjustedEvent): Promise<void> {
    const row = await this.current();
    if (!row) return;
    await this.record(row, {
      source: `adj:${e.provider}:${e.transactionId}`,
      playerId: e.playerId,
      roundKey: `${e.provider}:${e.round}`,
      stake: 0,
      win: e.delta,
      percent: 0,
      corrected: true,
      at: e.adjustedAt,
    });
  }

  private async record(row: VipRuleRow, play: NewVipPlay): Promise<void> {
    await this.repo.addPlays([play]);
    // also when nothing was inserted: a redelivery retries the level-up a failure left undone
    await this.reachLevels(row, play.playerId);
  }

  /** Records each level the player's points reach (once per pair) and pays what is unpaid. */
  private async reachLevels(row: VipRuleRow, playerId: number): Promise<void> {
    const s = await this.standing(row.rule, playerId);
    const reached = row.rule.levels.slice(1, s.byPoints + 1).map((l) => ({ code: l.code, bonus: l.levelUpBonus }));
    await this.repo.reach(playerId, row.id, reached);
    await this.payLevelUps(playerId);
  }

  // ─── payments ─────────────────────────────────────────────────────────────────────────────

  private async active(ids: number[]): Promise<Set<number>> {
    const players = await this.deps.players(ids);
    return new Set(ids.filter((id) => players.get(id)?.status === 'active'));
  }

  /** Pays each level-up bonus once (the ledger key is the pair); a closed account waits. */
  async payLevelUps(playerId: number | null = null): Promise<number> {
    const rows = await this.repo.unpaidLevelUps(playerId);
    if (rows.length === 0) return 0;
    const active = await this.active([...new Set(rows.map((r) => r.player_id))]);
    let paid = 0;
    for (const r of rows) {
      if (!active.has(r.player_id)) continue;
      const result = await this.deps.wallet().credit({
        scope: 'vip',
        externalId: `levelup:${r.player_id}:${r.level}`,
        kind: 'vip_bonus',
        playerId: r.player_id,
        amount: r.bonus,
        from: systemAccount('promotions_expense', 'vip'),
        meta: { vip: 'level_up', level: r.level, ruleId: r.rule_id },
      });
      await this.repo.markLevelUpPaid(r.player_id, r.level, result.journalId);
      if (!result.replayed) paid++;
    }
    return paid;
  }

  /**
   * This Vietnam week's bonus for every active player whose level gives one (once per player and
   * week), then every weekly bonus still unpaid. Idempotent: a second run, or one on another
   * instance, pays nothing more.
   */
  async runWeekly(now = new Date()): Promise<{ created: number; paid: number }> {
    const row = await this.current();
    let created = 0;
    if (row?.rule.levels.some((l) => l.weeklyBonus > 0)) {
      const week = vnWeek(now);
      const levels = [...(await this.levelsOf(row.rule, null, now))].filter(([, l]) => l.weeklyBonus > 0);
      const active = await this.active(levels.map(([id]) => id));
      created = await this.repo.addWeekly(
        levels
          .filter(([id]) => active.has(id))
          .map(([playerId, l]) => ({ playerId, week, level: l.code, amount: l.weeklyBonus })),
      );
    }
    let paid = 0;
    for (const w of await this.repo.unpaidWeekly()) {
      const result = await this.deps.wallet().credit({
        scope: 'vip',
        externalId: `weekly:${w.player_id}:${w.week}`,
        kind: 'vip_bonus',
        playerId: w.player_id,
        amount: w.amount,
        from: systemAccount('promotions_expense', 'vip'),
        meta: { vip: 'weekly', level: w.level, week: w.week },
      });
      await this.repo.markWeeklyPaid(w.player_id, w.week, result.journalId);
      if (!result.replayed) paid++;
    }
    return { created, paid: paid + (await this.payLevelUps()) };
  }

  /** Weekly bonuses and unpaid level-ups every `intervalMs`, on one instance per period (db/jobs.ts). */
  /**
   * The birthday bonus of the level each player holds whose birthday (Vietnam date) is today:
   * once a year per player by the ledger's key (`vip/birthday:<player>:<year>`), so retries and
   * later runs of the day pay nothing more. A closed or self-excluded account is not paid.
   */
  async runBirthdays(now = new Date()): Promise<number> {
    const row = await this.current();
    if (!row?.rule.levels.some((l) => l.birthdayBonus > 0) || !this.deps.birthdaysOn) return 0;
    const { year, monthDays } = vnBirthdayDays(now);
    const ids = await this.deps.birthdaysOn(monthDays);
    if (ids.length === 0) return 0;
    const [levels, active] = await Promise.all([this.levelsOf(row.rule, new Set(ids), now), this.active(ids)]);
    const wallet = this.deps.wallet();
    let paid = 0;
    for (const id of ids) {
      const level = levels.get(id) ?? row.rule.levels[0]!;
      if (!active.has(id) || level.birthdayBonus <= 0) continue;
      const key = `birthday:${id}:${year}`;
      // paid earlier today at another level: the ledger would refuse the key with another amount
      if (await wallet.findJournal('vip', key)) continue;
      const result = await wallet.credit({
        scope: 'vip',
        externalId: key,
        kind: 'vip_bonus',
        playerId: id,
        amount: level.birthdayBonus,
        from: systemAccount('promotions_expense', 'vip'),
        meta: { vip: 'birthday', level: level.code, year },
      });
      if (!result.replayed) paid++;
    }
    return paid;
  }

  /** Which of the players hold a level with withdrawal priority (the staff queue's order). */
  async withdrawalPriority(playerIds: number[]): Promise<Set<number>> {
    const row = await this.current();
    if (!row?.rule.levels.some((l) => l.withdrawalPriority) || playerIds.length === 0) return new Set();
    const levels = await this.levelsOf(row.rule, new Set(playerIds));
    const first = row.rule.levels[0]!;
    return new Set(playerIds.filter((id) => (levels.get(id) ?? first).withdrawalPriority));
  }

  startJobs(every: (name: string, ms: number, job: () => Promise<unknown>) => () => void, intervalMs = 10 * 60_000) {
    return every('vip.bonuses', intervalMs, async () => {
      try {
        await this.runWeekly();
        await this.runBirthdays();
      } catch (err) {
        this.log.error({ err }, 'vip bonuses failed');
        throw err;
      }
    });
  }

  // ─── staff ────────────────────────────────────────────────────────────────────────────────

  private async staffView(r: VipRuleRow): Promise<TStaffVipRule> {
    return {
      id: r.id,
      status: r.status,
      rule: r.rule,
      texts: await this.texts(r.rule),
      createdAt: r.created_at.toISOString(),
      publishedAt: r.published_at?.toISOString() ?? null,
    };
  }

  async staffRules(): Promise<TStaffVipRule[]> {
    return Promise.all((await this.repo.rules()).map((r) => this.staffView(r)));
  }

  preview(rule: TVipRule) {
    return this.texts(rule);
  }

  async createDraft(actor: StaffActor, rule: TVipRule): Promise<TStaffVipRule> {
    const row = await inTransaction(this.repo.pool, async (c) => {
      const created = await this.repo.insertRule(c, rule);
      await this.deps.admin().audit(actor, 'vip.rule.create', { type: 'vip_rule', id: created.id }, { after: rule }, c);
      return created;
    });
    return this.staffView(row);
  }

  async updateDraft(actor: StaffActor, id: number, rule: TVipRule): Promise<TStaffVipRule> {
    const row = await inTransaction(this.repo.pool, async (c) => {
      const before = await this.repo.ruleForUpdate(c, id);
      if (!before) throw new AppError(404, 'VIP_RULE_NOT_FOUND', VipMessage.VIP_RULE_NOT_FOUND);
      if (before.status !== 'draft') throw new AppError(409, 'VIP_RULE_NOT_DRAFT', VipMessage.VIP_RULE_NOT_DRAFT);
      const after = await this.repo.updateRule(c, id, rule);
      await this.deps
        .admin()
        .audit(actor, 'vip.rule.update', { type: 'vip_rule', id }, { before: before.rule, after: rule }, c);
      return after;
    });
    return this.staffView(row);
  }

  /**
   * Demo data (seed.ts): publishes `rule` when no ladder was ever written, so a fresh machine
   * shows levels; once staff wrote any rule (even a draft) the seed leaves the ladder to them.
   */
  async seed(rule: TVipRule): Promise<boolean> {
    const seeded = await inTransaction(this.repo.pool, async (c) => {
      await c.query(`SELECT pg_advisory_xact_lock(hashtext('vip_rules.seed'))`);
      if (await this.repo.anyRule(c)) return false;
      const row = await this.repo.insertRule(c, ZVipRuleSchema.parse(rule));
      await this.repo.publish(c, row.id);
      return true;
    });
    if (seeded) this.dropCaches();
    return seeded;
  }

  /** The draft becomes the ladder in force; the one before it is retired. */
  async publish(actor: StaffActor, id: number): Promise<TStaffVipRule> {
    const row = await inTransaction(this.repo.pool, async (c) => {
      const before = await this.repo.ruleForUpdate(c, id);
      if (!before) throw new AppError(404, 'VIP_RULE_NOT_FOUND', VipMessage.VIP_RULE_NOT_FOUND);
      if (before.status !== 'draft') throw new AppError(409, 'VIP_RULE_NOT_DRAFT', VipMessage.VIP_RULE_NOT_DRAFT);
      // a rule saved under an older schema must still be valid to be enforced
      ZVipRuleSchema.parse(before.rule);
      const { row: after, retired } = await this.repo.publish(c, id);
      await this.deps
        .admin()
        .audit(actor, 'vip.rule.publish', { type: 'vip_rule', id }, { rule: after.rule, retired }, c);
      return after;
    });
    this.dropCaches();
    return this.staffView(row);
  }

  /** Holds a player at a level of the rule in force (or with null lets points decide again). */
  async setLevel(actor: StaffActor, playerId: number, level: string | null, reason: string): Promise<TStaffVipPlayer> {
    const row = await this.current();
    if (!row) throw new AppError(409, 'VIP_NOT_CONFIGURED', VipMessage.VIP_NOT_CONFIGURED);
    if (level !== null && !row.rule.levels.some((l) => l.code === level))
      throw new AppError(400, 'VIP_LEVEL_UNKNOWN', VipMessage.VIP_LEVEL_UNKNOWN);
    if (!(await this.deps.players([playerId])).has(playerId))
      throw new AppError(404, 'VIP_PLAYER_NOT_FOUND', VipMessage.VIP_PLAYER_NOT_FOUND);
    await inTransaction(this.repo.pool, async (c) => {
      const before = await this.repo.setOverride(c, playerId, level, reason, actor.staffId);
      await this.deps
        .admin()
        .audit(actor, 'vip.level.set', { type: 'player', id: playerId }, { before, after: level, reason }, c);
    });
    return this.playerView(playerId);
  }

  /** A player's standing, weighted turnover per day over the period and VIP history (staff). */
  async playerView(playerId: number): Promise<TStaffVipPlayer> {
    const row = await this.current();
    return {
      status: await this.status(playerId),
      days: row ? await this.repo.days(playerId, this.since(row.rule)) : [],
      history: await this.repo.history(playerId),
    };
  }
}
