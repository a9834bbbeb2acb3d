import { randomInt } from 'node:crypto';
import {
  EventMessage,
  type TAppBonus,
  type TEventErrorCode,
  type TLuckySpin,
  type TSpinPrizeUpdateRequest,
  type TSpinRecord,
  type TSpinResult,
  type TSpinStatus,
  type TSpinTableUpdateRequest,
  type TStaffSpinPrize,
} from '@app/contract';
import { formatVnd } from '@app/contract/format';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { inRequestLocale, texts } from '../../http/locale';
import { pagination } from '../../http/pagination';
import type { Log } from '../../log';
import type { AdminService, StaffActor } from '../admin/admin.service';
import type { AuthService } from '../auth/auth.service';
import type { WalletService } from '../wallet/wallet.service';
import { systemAccount } from '../wallet/wallet.types';
import { EventsRepository, type NewPrize, type PrizeRow, type SpinRow } from './events.repository';

const VN_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

/** The Vietnam calendar day (UTC+7, no daylight saving): the daily spin resets at local midnight. */
export function vnDay(at: Date): string {
  return new Date(at.getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The next Vietnam midnight after `at`. */
export function nextVnMidnight(at: Date): Date {
  const local = at.getTime() + VN_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - VN_OFFSET_MS);
}

/**
 * The rule that earns spins (decision 066): one free spin per Vietnam day for a player who has
 * deposited at least once. Spins do not carry over.
 */
export const SPIN_RULE = { spinsPerDay: 1, requiresDeposit: true, timeZone: 'Asia/Ho_Chi_Minh' } as const;

/**
 * Demo prize table (seeded per brand; staff may edit weights and amounts in the table). Expected value 3,150 VND.
 * An amount reads the same in both languages, so only the consolation prize has an English label.
 */
export const DEFAULT_PRIZES: NewPrize[] = [
  { code: 'vnd-1k', label: formatVnd(1_000), label_en: null, amount: 1_000, weight: 4_000, color: '#2563eb', sort: 1 },
  {
    code: 'vnd-100k',
    label: formatVnd(100_000),
    label_en: null,
    amount: 100_000,
    weight: 10,
    color: '#dc2626',
    sort: 2,
  },
  { code: 'vnd-2k', label: formatVnd(2_000), label_en: null, amount: 2_000, weight: 2_500, color: '#7c3aed', sort: 3 },
  { code: 'vnd-20k', label: formatVnd(20_000), label_en: null, amount: 20_000, weight: 250, color: '#db2777', sort: 4 },
  { code: 'vnd-5k', label: formatVnd(5_000), label_en: null, amount: 5_000, weight: 1_500, color: '#0891b2', sort: 5 },
  { code: 'vnd-50k', label: formatVnd(50_000), label_en: null, amount: 50_000, weight: 40, color: '#ea580c', sort: 6 },
  { code: 'vnd-10k', label: formatVnd(10_000), label_en: null, amount: 10_000, weight: 700, color: '#059669', sort: 7 },
  {
    code: 'chuc-may-man',
    label: 'Chúc may mắn lần sau',
    label_en: 'Better luck next time',
    amount: 0,
    weight: 1_000,
    color: '#475569',
    sort: 8,
  },
];

/**
 * Picks the prize for a uniform integer `r` in [0, total weight): prize i owns the interval
 * [w0 + ... + w(i-1), w0 + ... + wi), so its probability is exactly weight / total.
 */
export function pickPrize<T extends { weight: number }>(prizes: readonly T[], r: number): { prize: T; index: number } {
  let upper = 0;
  for (let index = 0; index < prizes.length; index++) {
    upper += prizes[index]!.weight;
    if (r < upper) return { prize: prizes[index]!, index };
  }
  throw new RangeError(`draw ${r} outside the total weight ${upper}`);
}

/** A draw with the platform's cryptographic RNG (crypto.randomInt is uniform, without modulo bias). */
export function drawPrize<T extends { weight: number }>(prizes: readonly T[]): { prize: T; index: number; r: number } {
  const total = prizes.reduce((s, p) => s + p.weight, 0);
  const r = randomInt(total);
  return { ...pickPrize(prizes, r), r };
}

/** The terms of the wheel, generated from the rule and the prize table the draw uses. */
export function luckySpinTerms(prizes: readonly PrizeRow[], total: number, expected: number): string[] {
  const t = texts();
  const top = prizes.reduce((m, p) => Math.max(m, p.amount), 0);
  const min = prizes.filter((p) => p.amount > 0).reduce((m, p) => Math.min(m, p.amount), top);
  return [
    t('events.spin.daily', { spins: SPIN_RULE.spinsPerDay }),
    t('events.spin.prizes', { min, top }),
    t('events.spin.odds', { total }),
    t('events.spin.expected', { amount: Math.round(expected) }),
    t('events.spin.once'),
  ];
}

/**
 * Events (issue 8; decisions 066 and 067): the lucky spin and the app-download bonus. Every
 * prize goes through the wallet with one idempotency key per spin or per player, behind a
 * unique row that only one concurrent request can insert.
 */
export class EventsService {
  readonly repo: EventsRepository;

  constructor(
    db: Db,
    private readonly deps: {
      wallet: () => WalletService;
      auth: () => AuthService;
      brand: () => { appName: string; figures: { appBonusVnd: number } };
      admin?: () => AdminService;
      log: Log;
    },
  ) {
    this.repo = new EventsRepository(db.pool);
  }

  /** Seeds the demo prize table for each brand (idempotent). */
  async seed(brands: readonly string[]): Promise<number> {
    let n = 0;
    for (const brand of brands) n += await this.repo.seedPrizes(brand, DEFAULT_PRIZES);
    return n;
  }

  private brand(): string {
    return this.deps.brand().appName;
  }

  /** The amount of the app-download bonus: the brand's figure is the rule that is paid. */
  appBonusAmount(): number {
    return this.deps.brand().figures.appBonusVnd;
  }

  // ─── lucky spin ──────────────────────────────────────────────────────────────────────────

  /** The published wheel: the same rows, in the same order, that `spin` draws from. */
  async luckySpin(): Promise<TLuckySpin> {
    const prizes = await this.repo.prizes(this.brand());
    const total = prizes.reduce((s, p) => s + p.weight, 0);
    const expected = total ? prizes.reduce((s, p) => s + (p.amount * p.weight) / total, 0) : 0;
    return {
      prizes: prizes.map((p) => ({
        id: p.id,
        code: p.code,
        label: inRequestLocale(p.label, p.label_en),
        amount: p.amount,
        weight: p.weight,
        probability: p.weight / total,
        color: p.color,
      })),
      totalWeight: total,
      expectedValue: expected,
      rule: { ...SPIN_RULE },
      terms: total ? luckySpinTerms(prizes, total, expected) : [],
    };
  }

  /** The brand's whole prize table as staff edit it, disabled prizes included. */
  async staffPrizes(): Promise<TStaffSpinPrize[]> {
    return (await this.repo.allPrizes(this.brand())).map((p) => ({
      code: p.code,
      label: p.label,
      labelEn: p.label_en,
      amount: p.amount,
      weight: p.weight,
      enabled: p.enabled,
      color: p.color,
    }));
  }

  /**
   * Staff change one prize of this brand's wheel; the answer is the wheel as now published (the
   * odds and the expected value the players see, from the table the draw uses). The table keeps
   * at least one enabled prize, and the change is in the staff audit log with the prize before
   * and after, in the same commit.
   */
  async updatePrize(code: string, patch: TSpinPrizeUpdateRequest, actor: StaffActor): Promise<TLuckySpin> {
    const admin = this.deps.admin?.();
    if (!admin) throw new Error('EventsService needs the admin service to audit prize changes');
    const { labelEn, ...rest } = patch;
    const changes = labelEn === undefined ? rest : { ...rest, label_en: labelEn };
    const updated = await this.repo.updatePrize(this.brand(), code, changes, async (table, before, q) => {
      if (!table.some((p) => p.enabled)) throw new AppError(409, 'SPIN_TABLE_EMPTY', EventMessage.SPIN_TABLE_EMPTY);
      const after = table.find((p) => p.code === code)!;
      const view = (p: typeof before) => ({
        label: p.label,
        labelEn: p.label_en,
        amount: p.amount,
        weight: p.weight,
        enabled: p.enabled,
      });
      await admin.audit(
        actor,
        'lucky_spin.prize_update',
        { type: 'lucky_spin_prize', id: `${before.brand}:${code}` },
        { before: view(before), after: view(after) },
        q,
      );
    });
    if (!updated) throw new AppError(404, 'SPIN_PRIZE_NOT_FOUND', EventMessage.SPIN_PRIZE_NOT_FOUND);
    return this.luckySpin();
  }

  /**
   * Staff save the whole wheel at once: the request must list exactly the brand's prizes (a
   * table changed meanwhile answers 409 and nothing changes), and the enabled weights form the
   * distribution the draw and the published odds both read. Audited with the table before and after.
   */
  async replacePrizes(input: TSpinTableUpdateRequest, actor: StaffActor): Promise<TLuckySpin> {
    const admin = this.deps.admin?.();
    if (!admin) throw new Error('EventsService needs the admin service to audit prize changes');
    const brand = this.brand();
    const prizes = input.prizes.map(({ labelEn, ...p }) => ({ ...p, label_en: labelEn ?? null }));
    await this.repo.replacePrizes(brand, prizes, async (before, after, q) => {
      const codes = new Set(before.map((p) => p.code));
      if (codes.size !== input.prizes.length || input.prizes.some((p) => !codes.has(p.code))) {
        throw new AppError(409, 'SPIN_TABLE_MISMATCH', EventMessage.SPIN_TABLE_MISMATCH);
      }
      const view = (ps: typeof before) =>
        ps.map((p) => ({
          code: p.code,
          label: p.label,
          labelEn: p.label_en,
          amount: p.amount,
          weight: p.weight,
          enabled: p.enabled,
        }));
      await admin.audit(
        actor,
        'lucky_spin.table_update',
        { type: 'lucky_spin', id: brand },
        { before: view(before), after: view(after) },
        q,
      );
    });
    return this.luckySpin();
  }

  private refusalError(code: TEventErrorCode): AppError {
    const status = code === 'SPIN_NO_SPINS_LEFT' ? 409 : 403;
    return new AppError(status, code, EventMessage[code]);
  }

  /** Why the player cannot spin now, or null. */
  private async refusal(playerId: number, now: Date): Promise<TSpinStatus['refusal']> {
    const player = await this.deps.auth().getPlayer(playerId);
    if (!player) throw new AppError(401, 'UNAUTHORIZED');
    if (player.status !== 'active') return refusal('SPIN_ACCOUNT_RESTRICTED');
    if (SPIN_RULE.requiresDeposit && !player.firstDepositAt) return refusal('SPIN_MUST_DEPOSIT');
    const used = await this.repo.usedGrants(playerId, [dailyGrant(now)]);
    if (used.size >= SPIN_RULE.spinsPerDay) return refusal('SPIN_NO_SPINS_LEFT');
    return null;
  }

  async status(playerId: number, now = new Date()): Promise<TSpinStatus> {
    const refused = await this.refusal(playerId, now);
    return {
      spinsLeft: refused ? 0 : SPIN_RULE.spinsPerDay,
      refusal: refused,
      nextSpinAt: refused?.code === 'SPIN_NO_SPINS_LEFT' ? nextVnMidnight(now).toISOString() : null,
    };
  }

  async spin(playerId: number, now = new Date()): Promise<TSpinResult> {
    await this.payUnpaid(playerId);
    const refused = await this.refusal(playerId, now);
    if (refused) throw this.refusalError(refused.code);
    const prizes = await this.repo.prizes(this.brand());
    if (prizes.length === 0) throw new AppError(503, 'SPIN_UNAVAILABLE', EventMessage.SPIN_UNAVAILABLE);
    const { prize, index, r } = drawPrize(prizes);
    // The draw is made before the race for the day's grant: which request wins does not depend on its prize.
    const row = await this.repo.insertSpin({
      playerId,
      brand: this.brand(),
      grantKey: dailyGrant(now),
      prize,
      draw: r,
      totalWeight: prizes.reduce((s, p) => s + p.weight, 0),
    });
    if (!row) throw this.refusalError('SPIN_NO_SPINS_LEFT');
    const journalId = await this.paySpin(row);
    const balance = await this.deps.wallet().getPlayerBalance(playerId);
    return {
      spin: spinRecord({ ...row, journal_id: journalId }),
      prizeIndex: index,
      cash: balance.cash,
      status: await this.status(playerId, now),
    };
  }

  async history(playerId: number, page: number, perPage: number) {
    await this.payUnpaid(playerId);
    const { rows, total } = await this.repo.spinHistory(playerId, page, perPage);
    return {
      data: rows.map(spinRecord),
      pagination: pagination(page, perPage, total),
    };
  }

  private async paySpin(row: SpinRow): Promise<number | null> {
    if (row.amount <= 0) return null;
    const result = await this.deps.wallet().credit({
      scope: 'event',
      externalId: `spin:${row.id}`,
      kind: 'event_spin_prize',
      playerId: row.player_id,
      amount: row.amount,
      from: systemAccount('promotions_expense', 'events'),
      meta: { spinId: row.id, prizeId: row.prize_id, day: row.grant_key },
    });
    await this.repo.setSpinJournal(row.id, result.journalId);
    return result.journalId;
  }

  /**
   * A spin recorded but not paid (the process stopped between the two steps) is paid on the
   * player's next visit; the wallet key `spin:<id>` makes a repeated payment a replay.
   */
  private async payUnpaid(playerId: number): Promise<void> {
    for (const row of await this.repo.unpaidSpins(playerId)) {
      try {
        await this.paySpin(row);
      } catch (err) {
        this.deps.log.error({ err, spinId: row.id }, 'unpaid spin still not paid');
      }
    }
  }

  // ─── app-download bonus ──────────────────────────────────────────────────────────────────

  async appBonus(playerId: number): Promise<TAppBonus> {
    const row = await this.repo.appBonus(playerId);
    if (row && row.journal_id === null) await this.payAppBonus(row);
    return {
      amount: row?.amount ?? this.appBonusAmount(),
      claimed: row !== null,
      claimedAt: row?.created_at.toISOString() ?? null,
    };
  }

  /**
   * Pays the bonus once per player. `displayMode` is what the client says it runs as (decision
   * 067: a hint from the installed app, not a proof); only "standalone" is accepted.
   */
  async claimAppBonus(
    playerId: number,
    client: { displayMode: string | undefined; userAgent: string | undefined },
  ): Promise<TAppBonus & { cash: number }> {
    const player = await this.deps.auth().getPlayer(playerId);
    if (!player) throw new AppError(401, 'UNAUTHORIZED');
    if (player.status !== 'active') {
      throw new AppError(403, 'SPIN_ACCOUNT_RESTRICTED', EventMessage.SPIN_ACCOUNT_RESTRICTED);
    }
    if (client.displayMode !== 'standalone') {
      throw new AppError(403, 'APP_BONUS_NOT_IN_APP', EventMessage.APP_BONUS_NOT_IN_APP);
    }
    const row = await this.repo.insertAppBonus({
      playerId,
      amount: this.appBonusAmount(),
      displayMode: client.displayMode,
      userAgent: client.userAgent ?? null,
    });
    if (!row) {
      // Finish a claim whose payment was interrupted, then tell the player it was already taken.
      const existing = await this.repo.appBonus(playerId);
      if (existing && existing.journal_id === null) await this.payAppBonus(existing);
      throw new AppError(409, 'APP_BONUS_ALREADY_CLAIMED', EventMessage.APP_BONUS_ALREADY_CLAIMED);
    }
    await this.payAppBonus(row);
    const balance = await this.deps.wallet().getPlayerBalance(playerId);
    return { amount: row.amount, claimed: true, claimedAt: row.created_at.toISOString(), cash: balance.cash };
  }

  private async payAppBonus(row: { player_id: number; amount: number }): Promise<void> {
    const result = await this.deps.wallet().credit({
      scope: 'event',
      externalId: `app-bonus:${row.player_id}`,
      kind: 'event_app_bonus',
      playerId: row.player_id,
      amount: row.amount,
      from: systemAccount('promotions_expense', 'events'),
      meta: { event: 'thuong-tai-app' },
    });
    await this.repo.setAppBonusJournal(row.player_id, result.journalId);
  }
}

function dailyGrant(now: Date): string {
  return `daily:${vnDay(now)}`;
}

function refusal(code: NonNullable<TSpinStatus['refusal']>['code']): NonNullable<TSpinStatus['refusal']> {
  return { code, message: EventMessage[code] };
}

function spinRecord(row: SpinRow): TSpinRecord {
  return {
    id: row.id,
    prizeId: row.prize_id,
    // the label as drawn, in the request's language (decision 177)
    label: inRequestLocale(row.label, row.label_en),
    amount: row.amount,
    day: row.grant_key.replace(/^daily:/, ''),
    paid: row.amount === 0 || row.journal_id !== null,
    createdAt: row.created_at.toISOString(),
  };
}
