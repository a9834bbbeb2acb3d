import {
  MISSION_CATEGORY_OF,
  MissionMessage,
  type TMission,
  type TMissionListQuery,
  type TMissionStatus,
  type TStaffMission,
  type TStaffMissionCreateRequest,
  type TStaffMissionUpdateRequest,
} from '@app/contract';
import type { Db } from '../../db/client';
import { Kept } from '../../db/kept';
import { AppError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import type { AdminService, StaffActor } from '../admin/admin.service';
import type { AuthService } from '../auth/auth.service';
import type { DepositCreditedEvent } from '../payments/payments.ports';
import type { BetAdjustedEvent, BetSettledEvent } from '../providers/providers.service';
import type { WalletService } from '../wallet/wallet.service';
import { systemAccount } from '../wallet/wallet.types';
import { type MissionRow, MissionsRepository, type NewMission, type PlayerMissionRow } from './missions.repository';
import { MissionsStaff, missionTexts, missionTextsIn } from './missions.staff';

const VN_OFFSET_MS = 7 * 3600_000;
/** The Vietnam calendar day: daily missions reset at local midnight. */
export function vnDay(at: Date): string {
  return new Date(at.getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);
}

const STATUS_FILTER: Record<string, TMissionStatus[]> = {
  in_progress: ['IN_PROGRESS', 'NOT_STARTED', 'NOT_ACCEPTED'],
  completed: ['COMPLETED'],
  completed_reward: ['COMPLETED_REWARDED'],
  expired: ['EXPIRED'],
};

const MISSION_CACHE_MS = 10_000;
const SINGLE = new Set(['DEPOSIT_AMOUNT', 'BET_AMOUNT']);

/** Demo missions (rewards are data: staff change them in the table). */
export const DEFAULT_MISSIONS: NewMission[] = [
  {
    code: 'diem-danh-hang-ngay',
    ...missionTexts('DAILY', 'DAILY_CHECK_IN', 1),
    type: 'DAILY',
    condition_type: 'DAILY_CHECK_IN',
    target: 1,
    reward: 2_000,
    requires_accept: false,
    featured: true,
    sort: 1,
    starts_at: null,
    ends_at: null,
  },
  {
    code: 'nap-tien-hang-ngay',
    ...missionTexts('DAILY', 'DEPOSIT_AMOUNT', 500_000),
    type: 'DAILY',
    condition_type: 'DEPOSIT_AMOUNT',
    target: 500_000,
    reward: 10_000,
    requires_accept: true,
    featured: false,
    sort: 2,
    starts_at: null,
    ends_at: null,
  },
  {
    code: 'cuoc-hang-ngay',
    ...missionTexts('DAILY', 'TOTAL_BET_AMOUNT', 1_000_000),
    type: 'DAILY',
    condition_type: 'TOTAL_BET_AMOUNT',
    target: 1_000_000,
    reward: 10_000,
    requires_accept: true,
    featured: true,
    sort: 3,
    starts_at: null,
    ends_at: null,
  },
  {
    code: 'tich-luy-nap-tien',
    ...missionTexts('PERIOD', 'TOTAL_DEPOSIT_AMOUNT', 5_000_000),
    type: 'PERIOD',
    condition_type: 'TOTAL_DEPOSIT_AMOUNT',
    target: 5_000_000,
    reward: 50_000,
    requires_accept: true,
    featured: false,
    sort: 10,
    starts_at: null,
    ends_at: null,
  },
  {
    code: 'tich-luy-cuoc',
    ...missionTexts('PERIOD', 'TOTAL_BET_AMOUNT', 20_000_000),
    type: 'PERIOD',
    condition_type: 'TOTAL_BET_AMOUNT',
    target: 20_000_000,
    reward: 100_000,
    requires_accept: true,
    featured: false,
    sort: 11,
    starts_at: null,
    ends_at: null,
  },
];

function mask(username: string): string {
  return username.length <= 4 ? `${username[0] ?? ''}***` : `${username.slice(0, 3)}***${username.slice(-2)}`;
}

/**
 * Missions (product.md sections 3, 7, 9; decision 064). Progress comes from check-ins (tracking),
 * credited deposits and settled bets, each counted once; the reward is paid to cash once per
 * run, keyed by the run id, whoever calls claim-reward how often.
 */
export class MissionsService {
  readonly repo: MissionsRepository;
  /**
   * Missions rarely change and every settled bet reads them: a short cache keeps the bet path
   * light (a read in flight across a drop is used, not kept: `Kept`).
   */
  private readonly missions: Kept<MissionRow[]>;

  constructor(
    db: Db,
    private readonly deps: {
      wallet: () => WalletService;
      auth: () => AuthService;
      config: () => { requireFirstDeposit: boolean; requirePhoneVerification: boolean };
      admin: () => AdminService;
    },
  ) {
    this.repo = new MissionsRepository(db.pool);
    this.missions = new Kept(MISSION_CACHE_MS, () => this.repo.missions());
    this.staff = new MissionsStaff(db.pool, deps.admin, (m) => this.view(m, undefined, new Date()));
  }

  private readonly staff: MissionsStaff;

  // ─── staff (missions.staff) ──────────────────────────────────────────────────────────────

  staffList(): Promise<TStaffMission[]> {
    return this.staff.list();
  }

  async staffUpdate(actor: StaffActor, id: number, input: TStaffMissionUpdateRequest): Promise<TStaffMission> {
    const updated = await this.staff.update(actor, id, input);
    this.dropCaches();
    return updated;
  }

  async staffCreate(actor: StaffActor, input: TStaffMissionCreateRequest): Promise<TStaffMission> {
    const created = await this.staff.create(actor, input);
    this.dropCaches();
    return created;
  }

  /** The default missions where missing; the next read sees them, as after create and update. */
  async seed(): Promise<number> {
    const seeded = await this.repo.seed(DEFAULT_MISSIONS);
    this.dropCaches();
    return seeded;
  }

  private periodKey(m: MissionRow, now: Date): string {
    return m.type === 'DAILY' ? vnDay(now) : 'all';
  }

  private open(m: MissionRow, now: Date): boolean {
    return (!m.starts_at || m.starts_at <= now) && (!m.ends_at || m.ends_at > now);
  }

  private view(m: MissionRow, run: PlayerMissionRow | undefined, now: Date): TMission {
    let status: TMissionStatus;
    if (run?.status === 'COMPLETED_REWARDED') status = 'COMPLETED_REWARDED';
    else if (!this.open(m, now)) status = 'EXPIRED';
    else if (run) status = run.status;
    else status = m.requires_accept ? 'NOT_ACCEPTED' : 'NOT_STARTED';
    const { title, description } = missionTextsIn(requestLocale(), m);
    return {
      id: m.id,
      code: m.code,
      title,
      description,
      type: m.type,
      conditionType: m.condition_type,
      category: MISSION_CATEGORY_OF[m.condition_type],
      target: m.target,
      progress: Math.min(run?.progress ?? 0, m.target),
      reward: m.reward,
      status,
      requiresAccept: m.requires_accept,
      featured: m.featured,
      startsAt: m.starts_at?.toISOString() ?? null,
      endsAt: m.ends_at?.toISOString() ?? null,
    };
  }

  private async views(playerId: number, now = new Date()): Promise<TMission[]> {
    await this.payUnpaid(playerId);
    const missions = await this.repo.missions();
    const runs = await this.repo.runs(
      playerId,
      missions.map((m) => ({ missionId: m.id, periodKey: this.periodKey(m, now) })),
    );
    const byMission = new Map(runs.map((r) => [r.mission_id, r]));
    return missions.map((m) => this.view(m, byMission.get(m.id), now));
  }

  // ─── player calls ────────────────────────────────────────────────────────────────────────

  async list(playerId: number, q: TMissionListQuery) {
    const category = q['filters[category]'] ?? q.category ?? 'all';
    const status = q['filters[status]'] ?? q.status ?? 'all';
    let all = await this.views(playerId);
    if (q.tab === 'daily') all = all.filter((m) => m.type === 'DAILY');
    if (q.tab === 'accumulated') all = all.filter((m) => m.type === 'PERIOD');
    if (category !== 'all') all = all.filter((m) => m.category === category);
    if (status !== 'all') all = all.filter((m) => STATUS_FILTER[status]!.includes(m.status));
    const start = (q.page - 1) * q.per_page;
    return {
      data: all.slice(start, start + q.per_page),
      pagination: {
        page: q.page,
        per_page: q.per_page,
        total: all.length,
        last_page: Math.max(1, Math.ceil(all.length / q.per_page)),
      },
    };
  }

  /**
   * The missions and their rules without a player (guests see how missions work before
   * logging in): every mission is NOT_STARTED, NOT_ACCEPTED or EXPIRED with no progress.
   */
  async catalogue(now = new Date()): Promise<TMission[]> {
    return (await this.activeMissions()).map((m) => this.view(m, undefined, now));
  }

  async featured(playerId: number): Promise<TMission[]> {
    return (await this.views(playerId)).filter((m) => m.featured && m.status !== 'EXPIRED');
  }

  async accept(playerId: number, missionId: number): Promise<TMission> {
    await this.ensureEligible(playerId);
    const now = new Date();
    const m = await this.missionOr404(missionId);
    if (!this.open(m, now)) throw new AppError(409, 'MISSION_EXPIRED', MissionMessage.MISSION_EXPIRED);
    const run = await this.repo.accept(playerId, m.id, this.periodKey(m, now));
    if (!run) throw new AppError(409, 'MISSION_ALREADY_ACCEPTED', MissionMessage.MISSION_ALREADY_ACCEPTED);
    return this.view(m, run, now);
  }

  async claim(playerId: number, missionId: number): Promise<TMission> {
    const now = new Date();
    const m = await this.missionOr404(missionId);
    const key = this.periodKey(m, now);
    const run = await this.repo.markRewarded(playerId, m.id, key, m.reward);
    if (!run) {
      const [current] = await this.repo.runs(playerId, [{ missionId: m.id, periodKey: key }]);
      if (current?.status === 'COMPLETED_REWARDED') {
        throw new AppError(409, 'MISSION_ALREADY_REWARDED', MissionMessage.MISSION_ALREADY_REWARDED);
      }
      throw new AppError(409, 'MISSION_NOT_COMPLETED', MissionMessage.MISSION_NOT_COMPLETED);
    }
    await this.pay(run);
    return this.view(m, run, now);
  }

  async recentClaims(limit: number) {
    const rows = await this.repo.recentClaims(limit);
    const names = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.player_id))) {
      names.set(id, mask((await this.deps.auth().getPlayer(id))?.username ?? '***'));
    }
    return rows.map((r) => ({
      missionId: r.mission_id,
      // the feed names the mission as its card does, in the request's language (decision 170)
      title: missionTextsIn(requestLocale(), r.mission).title,
      reward: r.reward ?? 0,
      username: names.get(r.player_id) ?? '***',
      claimedAt: (r.rewarded_at ?? new Date()).toISOString(),
    }));
  }

  /** The site's tracking tick: today's check-in, once per day per check-in mission. */
  async track(playerId: number, now = new Date()): Promise<{ checkedIn: boolean; completed: number[] }> {
    await this.ensureEligible(playerId);
    const completed: number[] = [];
    let checkedIn = false;
    for (const m of await this.repo.missions()) {
      if (m.condition_type !== 'DAILY_CHECK_IN' || !this.open(m, now)) continue;
      const run = await this.repo.advance({
        playerId,
        mission: m,
        periodKey: this.periodKey(m, now),
        source: `checkin:${vnDay(now)}`,
        amount: 1,
        single: true,
        at: now,
      });
      if (run) checkedIn = true;
      if (run?.status === 'COMPLETED') completed.push(m.id);
    }
    return { checkedIn, completed };
  }

  // ─── events ──────────────────────────────────────────────────────────────────────────────

  async onDeposit(e: DepositCreditedEvent): Promise<void> {
    await this.progress(e.playerId, e.creditedAt, `deposit:${e.depositId}`, e.amount, [
      'DEPOSIT_AMOUNT',
      'TOTAL_DEPOSIT_AMOUNT',
    ]);
  }

  async onBetSettled(e: BetSettledEvent): Promise<void> {
    if (e.stake <= 0) return;
    await this.progress(e.playerId, e.settledAt, `bet:${e.provider}:${e.transactionId}`, e.stake, [
      'BET_AMOUNT',
      'TOTAL_BET_AMOUNT',
    ]);
  }

  /**
   * A correction that voided a bet or gave a void bet a result: its stake leaves or joins the
   * bet-amount missions of the period the bet was first settled in. A mission already completed
   * stays completed, and a one-bet mission keeps its best bet (its progress is a maximum).
   */
  async onBetAdjusted(e: BetAdjustedEvent): Promise<void> {
    const change = e.stakeChange;
    if (!change || change.stake === 0) return;
    await this.progress(e.playerId, change.settledAt, `bet:${e.provider}:${e.transactionId}`, change.stake, [
      'BET_AMOUNT',
      'TOTAL_BET_AMOUNT',
    ]);
  }

  /** The missions table changed, here or on some instance (decision 102). */
  dropCaches(): void {
    this.missions.drop();
  }

  private activeMissions(): Promise<MissionRow[]> {
    return this.missions.get();
  }

  private async progress(playerId: number, at: Date, source: string, amount: number, conditions: string[]) {
    const relevant = (await this.activeMissions()).filter(
      (m) => conditions.includes(m.condition_type) && this.open(m, at),
    );
    if (relevant.length === 0 || (await this.refusal(playerId))) return;
    for (const m of relevant) {
      await this.repo.advance({
        playerId,
        mission: m,
        periodKey: this.periodKey(m, at),
        source,
        amount,
        single: SINGLE.has(m.condition_type),
        at,
      });
    }
  }

  // ─── helpers ─────────────────────────────────────────────────────────────────────────────

  private async missionOr404(id: number): Promise<MissionRow> {
    const m = await this.repo.mission(id);
    if (!m) throw new AppError(404, 'MISSION_NOT_FOUND', MissionMessage.MISSION_NOT_FOUND);
    return m;
  }

  /** Product.md section 5: missions need a player who, where configured, deposited and verified the phone. */
  private async refusal(playerId: number): Promise<AppError | null> {
    const player = await this.deps.auth().getPlayer(playerId);
    if (!player) return new AppError(401, 'UNAUTHORIZED');
    const cfg = this.deps.config();
    if (cfg.requireFirstDeposit && !player.firstDepositAt) {
      return new AppError(403, 'MISSION_MUST_DEPOSIT', MissionMessage.MISSION_MUST_DEPOSIT);
    }
    if (cfg.requirePhoneVerification && !player.phoneVerified) {
      return new AppError(403, 'MISSION_MUST_VERIFY_PHONE', MissionMessage.MISSION_MUST_VERIFY_PHONE);
    }
    return null;
  }

  private async ensureEligible(playerId: number): Promise<void> {
    const refusal = await this.refusal(playerId);
    if (refusal) throw refusal;
  }

  private async pay(run: PlayerMissionRow): Promise<void> {
    if (!run.reward) return;
    const result = await this.deps.wallet().credit({
      scope: 'mission',
      externalId: `claim:${run.id}`,
      kind: 'mission_reward',
      playerId: run.player_id,
      amount: run.reward,
      from: systemAccount('promotions_expense', 'missions'),
      meta: { missionId: run.mission_id, period: run.period_key },
    });
    await this.repo.setRewardJournal(run.id, result.journalId);
  }

  /** A claim whose payment failed after it was marked is paid on the player's next visit. */
  private async payUnpaid(playerId: number): Promise<void> {
    for (const run of await this.repo.unpaid(playerId)) await this.pay(run);
  }
}
