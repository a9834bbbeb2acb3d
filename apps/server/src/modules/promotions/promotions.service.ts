import { allBrands, type Brand, refundPromotionSlug } from '@app/brands';
import {
  NO_FIRST_DEPOSIT_PROMOTION_METHODS,
  PromotionErrorMessage,
  PromotionStaffMessage,
  type TCreatePromotionRequest,
  type TFirstDepositRule,
  type TPlayerBonus,
  type TPromotion,
  type TPromotionRule,
  type TRefundRow,
  type TRefundRule,
  ZFirstDepositRuleSchema,
  ZPromotionRuleSchema,
  ZRefundRuleSchema,
} from '@app/contract';
import type { Db, Queryable } from '../../db/client';
import { Kept } from '../../db/kept';
import { AppError } from '../../http/errors';
import type { Log } from '../../log';
import type { AdminService, StaffActor } from '../admin/admin.service';
import type { AuthService } from '../auth/auth.service';
import type { DepositCreditedEvent, PromotionResolver } from '../payments/payments.ports';
import type { BetAdjustedEvent, BetSettledEvent, ProvidersService } from '../providers/providers.service';
import type { WalletService } from '../wallet/wallet.service';
import { playerAccount, systemAccount } from '../wallet/wallet.types';
import { type BonusRow, type NewBonus, PromotionsRepository, RefundsRepository } from './promotions.repository';
import { forfeitTexts, promotionTexts, wageringRemainingText, wageringTexts } from './promotions.texts';

/**
 * A day's refunds are worked out this long after the day ends: settlements of its last minutes
 * may still be on their way (a retried delivery, a record rebuilt after a crash, decision 070).
 */
const REFUND_GRACE_MS = 2 * 60 * 60_000;
/** A bonus past its end is expired this long after (see runExpiry). */
const EXPIRY_GRACE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;
/** Idempotency scope of every bonus money move in the ledger. */
const LEDGER_SCOPE = 'promo';
const VN_OFFSET_MS = 7 * 3600_000;
/** How long the refund rule is reused between settlements (it is read on every one). */
const REFUND_RULE_CACHE_MS = 30_000;

/** The Vietnam calendar day (UTC+7): refunds are per local day. */
export function vnDay(at: Date): string {
  return new Date(at.getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The promotions every brand starts with; figures come from the brand's data. */
export function defaultPromotions(
  brand: Brand,
): { slug: string; kind: TPromotionRule['kind']; rule: TPromotionRule; sort: number }[] {
  const firstDeposit = (percent: number, maxBonus: number, turnover: number): TFirstDepositRule => ({
    kind: 'first_deposit',
    percent,
    maxBonus,
    minDeposit: 0,
    turnover,
    validDays: 30,
    weights: { default: 100 },
  });
  return [
    {
      slug: 'khuyen-mai-100',
      kind: 'first_deposit',
      rule: firstDeposit(100, brand.figures.firstDeposit100CapVnd, 20),
      sort: 1,
    },
    {
      slug: 'khuyen-mai-50',
      kind: 'first_deposit',
      rule: firstDeposit(50, brand.figures.firstDeposit50CapVnd, 15),
      sort: 2,
    },
    {
      slug: refundPromotionSlug(brand),
      kind: 'refund',
      rule: {
        kind: 'refund',
        ratePercent: brand.refundRatePercent,
        sportsRatePercent: brand.figures.sportsRefundPercent,
        // no sports provider is connected yet: the sports rate applies once one is listed here
        sportsProviders: [],
        minOdds: 1.5,
      },
      sort: 3,
    },
  ];
}

function bonusView(b: BonusRow): TPlayerBonus {
  const rule = ZFirstDepositRuleSchema.parse(b.rule);
  const remaining = Math.max(0, b.wager_required - b.wager_progress);
  const active = b.status === 'active';
  return {
    id: b.id,
    promotionId: b.promotion_slug,
    title: promotionTexts(rule).title,
    status: b.status,
    depositAmount: b.deposit_amount,
    bonusAmount: b.bonus_amount,
    wagerRequired: b.wager_required,
    wagerProgress: b.wager_progress,
    wagerRemaining: remaining,
    progressPercent: Math.min(100, Math.floor((b.wager_progress * 100) / b.wager_required)),
    expiresAt: b.expires_at.toISOString(),
    createdAt: b.created_at.toISOString(),
    endedAt: b.ended_at?.toISOString() ?? null,
    rule,
    wageringTerms: wageringTexts(rule),
    terms: promotionTexts(rule).terms,
    forfeit: active
      ? {
          amount: b.bonus_amount,
          terms: forfeitTexts({
            bonusAmount: b.bonus_amount,
            wagerProgress: b.wager_progress,
            wagerRequired: b.wager_required,
          }),
        }
      : null,
  };
}

/**
 * First-deposit bonuses with wagering (docs/promotions.md, decisions 060-062). The bonus sits
 * in the player's bonus account while wagering runs; settled stakes count toward it; met, it
 * moves to cash; cancelled or expired, it is forfeited to the promotions expense account.
 * Every money move is one idempotent wallet call keyed by the bonus id.
 */
const refundExists = () => new AppError(409, 'PROMOTION_REFUND_EXISTS', PromotionStaffMessage.PROMOTION_REFUND_EXISTS);

export class PromotionsService {
  readonly repo: PromotionsRepository;
  readonly refunds: RefundsRepository;
  private readonly refundRuleCache = new Kept(REFUND_RULE_CACHE_MS, async () => {
    const row = (await this.repo.list(this.deps.brand())).find((r) => r.kind === 'refund');
    return row ? { slug: row.slug, rule: ZRefundRuleSchema.parse(row.rule) } : null;
  });

  constructor(
    db: Db,
    private readonly deps: {
      wallet: () => WalletService;
      auth: () => AuthService;
      /** the running brand's app name */
      brand: () => string;
      admin: () => AdminService;
      /** whether settlements of a player are recorded but not delivered yet (decision 070) */
      providers: () => Pick<ProvidersService, 'hasUndeliveredSettlements'>;
      /** the refund rate each player's VIP level adds, in percent (vip, decision 144) */
      vipRefundExtras?: (playerIds: number[]) => Promise<Map<number, number>>;
      log: Log;
    },
  ) {
    this.repo = new PromotionsRepository(db.pool);
    this.refunds = new RefundsRepository(db.pool);
  }

  /** Seeds every brand's default promotions; existing rows are left as staff left them. */
  async seed(): Promise<number> {
    return this.repo.seed(allBrands.flatMap((b) => defaultPromotions(b).map((p) => ({ ...p, brand: b.appName }))));
  }

  // ─── catalogue ───────────────────────────────────────────────────────────────────────────

  async list(): Promise<TPromotion[]> {
    return (await this.repo.list(this.deps.brand())).map((r) => this.view(r.slug, r.rule));
  }

  async find(slug: string): Promise<TPromotion> {
    const row = await this.repo.find(this.deps.brand(), slug);
    if (!row) throw new AppError(404, 'PROMOTION_NOT_FOUND', PromotionErrorMessage.PROMOTION_NOT_FOUND);
    return this.view(row.slug, row.rule);
  }

  private view(slug: string, stored: unknown): TPromotion {
    const rule = ZPromotionRuleSchema.parse(stored);
    return { id: slug, slug, kind: rule.kind, ...promotionTexts(rule), rule };
  }

  // ─── staff ───────────────────────────────────────────────────────────────────────────────

  /** The player's texts for a rule not yet saved: the same generator as the live page. */
  preview(rule: TPromotionRule): { title: string; summary: string; terms: string[] } {
    const { title, summary, terms } = promotionTexts(rule);
    return { title, summary, terms };
  }

  async staffList(): Promise<(TPromotion & { enabled: boolean })[]> {
    return (await this.repo.listAll(this.deps.brand())).map((r) => ({
      ...this.view(r.slug, r.rule),
      enabled: r.enabled,
    }));
  }

  /**
   * Changes a promotion's rule (its texts follow) or hides it, audited with the rule before and
   * after. Running bonuses keep the rule they were granted under.
   */
  async update(
    actor: StaffActor,
    slug: string,
    input: { rule: TPromotionRule; enabled: boolean },
  ): Promise<TPromotion & { enabled: boolean }> {
    const brand = this.deps.brand();
    const updated = await this.repo.update(brand, slug, async (before, client) => {
      if (before.kind !== input.rule.kind) {
        throw new AppError(400, 'PROMOTION_KIND_MISMATCH', 'Không thể đổi loại khuyến mãi');
      }
      if (input.rule.kind === 'refund' && input.enabled && (await this.repo.refundRunning(client, brand, slug))) {
        throw refundExists();
      }
      await this.deps
        .admin()
        .audit(
          actor,
          'promotion.update',
          { type: 'promotion', id: slug },
          { before: { rule: before.rule, enabled: before.enabled }, after: input },
          client,
        );
      return {
        rule: input.rule,
        enabled: input.enabled,
        result: { ...this.view(slug, input.rule), enabled: input.enabled },
      };
    });
    if (!updated) throw new AppError(404, 'PROMOTION_NOT_FOUND', PromotionErrorMessage.PROMOTION_NOT_FOUND);
    this.refundRuleCache.drop();
    return updated;
  }

  /**
   * Creates a promotion from a rule (decision 103): its texts are generated from the rule like
   * every other promotion's; enabled, it is listed on the site at once, otherwise it is a draft
   * staff see. Only one refund rule runs per brand (the daily refund pays by one rule).
   */
  async create(actor: StaffActor, input: TCreatePromotionRequest): Promise<TPromotion & { enabled: boolean }> {
    const created = await this.repo.create(
      this.deps.brand(),
      { slug: input.slug, kind: input.rule.kind, rule: input.rule, enabled: input.enabled },
      async (client, otherRefundRunning) => {
        if (input.rule.kind === 'refund' && input.enabled && otherRefundRunning) throw refundExists();
        await this.deps
          .admin()
          .audit(
            actor,
            'promotion.create',
            { type: 'promotion', id: input.slug },
            { before: null, after: { rule: input.rule, enabled: input.enabled } },
            client,
          );
        return { ...this.view(input.slug, input.rule), enabled: input.enabled };
      },
    );
    if (!created) {
      throw new AppError(409, 'PROMOTION_SLUG_TAKEN', PromotionStaffMessage.PROMOTION_SLUG_TAKEN);
    }
    this.refundRuleCache.drop();
    return created;
  }

  private async firstDepositRule(slug: string, on?: Queryable): Promise<TFirstDepositRule | null> {
    const row = await this.repo.find(this.deps.brand(), slug, on);
    if (row?.kind !== 'first_deposit') return null;
    return ZFirstDepositRuleSchema.parse(row.rule);
  }

  // ─── cashier ports ───────────────────────────────────────────────────────────────────────

  /** Whether the player may choose this promotion for a deposit (payments adds the method rule). */
  async resolve(input: { promotionId: string; playerId: number }): ReturnType<PromotionResolver> {
    if (!/^[a-z0-9-]{1,64}$/.test(input.promotionId)) return null;
    const rule = await this.firstDepositRule(input.promotionId);
    if (!rule) return null;
    const player = await this.deps.auth().getPlayer(input.playerId);
    if (!player || player.firstDepositAt) {
      return { code: 'PROMOTION_FIRST_DEPOSIT_ONLY', message: PromotionErrorMessage.PROMOTION_FIRST_DEPOSIT_ONLY };
    }
    if (await this.repo.active(input.playerId)) {
      return { code: 'PROMOTION_ACTIVE_EXISTS', message: PromotionErrorMessage.PROMOTION_ACTIVE_EXISTS };
    }
    return { firstDeposit: true };
  }

  /** Withdrawals wait while a bonus runs unmet. */
  async withdrawalCheck(playerId: number): Promise<{ code: string; message: string; worded?: boolean } | null> {
    const bonus = await this.repo.active(playerId);
    if (!bonus) return null;
    return {
      code: 'WAGERING_INCOMPLETE',
      message: wageringRemainingText({ wagerProgress: bonus.wager_progress, wagerRequired: bonus.wager_required }),
      worded: true,
    };
  }

  /**
   * Grants the bonus of a credited deposit, once per deposit. The rule is checked again here:
   * the deposit may have been chosen when it was the first and credited after another one.
   */
  /**
   * Opens the bonus chosen for a first deposit in the deposit's own transaction (payments calls
   * this before its commit), so the wagering hold and the counting of stakes start with the
   * money; the bonus money follows when the deposit's event is delivered (onDepositCredited).
   */
  async openBonus(c: Queryable, e: DepositCreditedEvent): Promise<void> {
    const bonus = await this.bonusFor(e, c);
    if (bonus) await this.repo.insertBonus(bonus, c);
  }

  /** Grants the bonus money of a credited deposit (idempotent: the bonus is keyed by the deposit). */
  async onDepositCredited(e: DepositCreditedEvent): Promise<TPlayerBonus | null> {
    const bonus = await this.bonusFor(e);
    if (!bonus) return null;
    // Normally opened in the deposit's commit already; this finds it (or opens it, for events
    // recorded before that step existed).
    const row = await this.repo.insertBonus(bonus);
    if (!row) {
      this.deps.log.warn(
        { depositId: e.depositId, playerId: e.playerId },
        'bonus not granted: another bonus is running',
      );
      return null;
    }
    return bonusView(await this.finish(row));
  }

  /** The bonus a credited deposit earns under its promotion's rule, or null. */
  private async bonusFor(e: DepositCreditedEvent, on?: Queryable): Promise<NewBonus | null> {
    if (!e.promotionId) return null;
    const rule = await this.firstDepositRule(e.promotionId, on);
    if (!rule || !e.firstDeposit || NO_FIRST_DEPOSIT_PROMOTION_METHODS.includes(e.method)) return null;
    if (e.amount < rule.minDeposit) return null;
    const bonusAmount = Math.min(Math.floor((e.amount * rule.percent) / 100), rule.maxBonus);
    if (bonusAmount <= 0) return null;
    return {
      playerId: e.playerId,
      brand: this.deps.brand(),
      promotionSlug: e.promotionId,
      depositId: e.depositId,
      depositAmount: e.amount,
      bonusAmount,
      wagerRequired: (e.amount + bonusAmount) * rule.turnover,
      rule,
      expiresAt: new Date(e.creditedAt.getTime() + rule.validDays * DAY_MS),
    };
  }

  /** Counts a settled stake toward the running bonus (weighted per provider) and the day's refund. */
  async onBetSettled(e: BetSettledEvent): Promise<void> {
    // Independent: a failure of one must not lose the other.
    const results = await Promise.allSettled([this.recordRefundStake(e), this.countWager(e)]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /**
   * A correction that voided a bet (its stake no longer counts) or gave a void bet a result: the
   * stake leaves or joins the running bonus's wagering and the day's refund as of the bet's
   * first settlement, so it lands where that settlement counted (or would have). A bonus already
   * released, and a day whose refund was paid, stay as they are.
   */
  async onBetAdjusted(e: BetAdjustedEvent): Promise<void> {
    const change = e.stakeChange;
    if (!change) return;
    await this.onBetSettled({
      playerId: e.playerId,
      provider: e.provider,
      gameCode: e.gameCode,
      round: e.round,
      transactionId: e.transactionId,
      stake: change.stake,
      win: 0,
      odds: change.odds,
      settledAt: change.settledAt,
    });
  }

  private async countWager(e: BetSettledEvent): Promise<void> {
    const result = await this.repo.addWager(
      e.playerId,
      `${e.provider}:${e.transactionId}`,
      e.stake,
      e.settledAt,
      (bonus) => {
        // Only play after the grant counts: a late replay of an older settlement must not.
        if (e.settledAt < bonus.created_at) return 0;
        const rule = ZFirstDepositRuleSchema.parse(bonus.rule);
        const weight = rule.weights[e.provider] ?? rule.weights.default ?? 100;
        // a voided stake (negative) takes back exactly what its settlement counted
        return Math.sign(e.stake) * Math.floor((Math.abs(e.stake) * weight) / 100);
      },
    );
    if (result && result.bonus.status !== 'active') await this.finish(result.bonus);
  }

  // ─── refund (hoàn trả) ───────────────────────────────────────────────────────────────────

  /** The promotions table changed on some instance (decision 102). */
  dropCaches(): void {
    this.refundRuleCache.drop();
  }

  private refundRule(): Promise<{ slug: string; rule: TRefundRule } | null> {
    return this.refundRuleCache.get();
  }

  private async recordRefundStake(e: BetSettledEvent): Promise<void> {
    const refund = await this.refundRule();
    if (!refund || e.stake === 0) return;
    if (e.odds != null && e.odds < refund.rule.minOdds) return;
    await this.refunds.recordStake({
      source: `${e.provider}:${e.transactionId}`,
      playerId: e.playerId,
      day: vnDay(e.settledAt),
      stake: e.stake,
      sports: refund.rule.sportsProviders.includes(e.provider),
    });
  }

  /**
   * The daily refund job for one Vietnam day (default: yesterday): one payout per player and
   * day at the brand's rate, paid to cash. Running it again, or on two instances at once, pays
   * nothing more; payouts a failed run left unpaid are paid by the next.
   */
  async runRefunds(
    day = vnDay(new Date(Date.now() - 86_400_000 - REFUND_GRACE_MS)),
  ): Promise<{ created: number; paid: number }> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new AppError(400, 'VALIDATION_ERROR', 'day: YYYY-MM-DD');
    const refund = await this.refundRule();
    // the VIP level held when the day's refund is worked out adds its rate (decision 144)
    const extras =
      refund && this.deps.vipRefundExtras
        ? await this.deps.vipRefundExtras(await this.refunds.playersOfDay(day))
        : new Map<number, number>();
    const created = refund
      ? await this.refunds.createPayouts(
          day,
          refund.slug,
          refund.rule.ratePercent,
          refund.rule.sportsRatePercent ?? refund.rule.ratePercent,
          extras,
        )
      : 0;
    let paid = 0;
    for (const p of await this.refunds.unpaid()) {
      try {
        const r = await this.deps.wallet().credit({
          scope: 'refund',
          externalId: `${p.player_id}:${p.day}`,
          kind: 'refund',
          playerId: p.player_id,
          amount: p.amount,
          from: systemAccount('promotions_expense', p.promotion_slug),
          meta: { day: p.day, turnover: p.turnover },
        });
        await this.refunds.setJournal(p.id, r.journalId);
        if (!r.replayed) paid++;
      } catch (err) {
        this.deps.log.error({ err, payout: p.id }, 'refund payout failed');
      }
    }
    return { created, paid };
  }

  async refundHistory(playerId: number, page: number, perPage: number) {
    const { rows, total } = await this.refunds.ofPlayer(playerId, perPage, (page - 1) * perPage);
    const data: TRefundRow[] = rows.map((r) => ({
      day: r.day,
      turnover: r.turnover,
      amount: r.amount,
      paidAt: r.journal_id ? r.created_at.toISOString() : null,
    }));
    return { data, pagination: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
  }

  // ─── player ──────────────────────────────────────────────────────────────────────────────

  async ofPlayer(playerId: number): Promise<{ active: TPlayerBonus | null; history: TPlayerBonus[] }> {
    // Shown from the deposit's commit on, when its hold starts, even if the bonus money (the
    // deposit's event) is still on its way: the page must explain a held withdrawal.
    const rows = await this.repo.ofPlayer(playerId, 20);
    const active = rows.find((r) => r.status === 'active');
    return { active: active ? bonusView(active) : null, history: rows.filter((r) => r !== active).map(bonusView) };
  }

  /** The player gives up the running bonus: the bonus is forfeited, cash stays as it is. */
  async cancel(playerId: number): Promise<TPlayerBonus> {
    const row = await this.repo.cancel(playerId);
    if (!row) throw new AppError(409, 'NO_ACTIVE_PROMOTION', PromotionErrorMessage.NO_ACTIVE_PROMOTION);
    return bonusView(await this.finish(row));
  }

  /**
   * The expiry job: ends unmet bonuses past their end and finishes any money move an earlier
   * run or request left undone. Safe to run any number of times, on any instance.
   */
  async runExpiry(now = new Date()): Promise<{ expired: number; finished: number }> {
    // Stakes settled before a bonus's end may still be on their way (gathered records, a retried
    // delivery, a record rebuilt after a crash): wait a while, and for the player's own.
    const due = await this.repo.dueForExpiry(new Date(now.getTime() - EXPIRY_GRACE_MS));
    const ready: number[] = [];
    for (const b of due) {
      if (!(await this.deps.providers().hasUndeliveredSettlements(b.player_id))) ready.push(b.id);
    }
    const expired = await this.repo.expire(ready, now);
    let finished = 0;
    for (const row of await this.repo.unfinished()) {
      try {
        await this.finish(row);
        finished++;
      } catch (err) {
        this.deps.log.error({ err, bonusId: row.id }, 'bonus settlement failed');
      }
    }
    return { expired: expired.length, finished };
  }

  /**
   * Runs the expiry and yesterday's refund every `intervalMs` on this instance; both are
   * idempotent, so every instance may run them. Returns the stop function.
   */
  startJobs(intervalMs: number, claim?: () => Promise<boolean>): () => void {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        // one instance per period (db/jobs.ts)
        if (claim && !(await claim())) return;
        await this.runExpiry();
        await this.runRefunds();
      } catch (err) {
        this.deps.log.error({ err }, 'promotion jobs failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Makes the ledger match the bonus row: grant once, then release or forfeit once. */
  private async finish(row: BonusRow): Promise<BonusRow> {
    const wallet = this.deps.wallet();
    const meta = { bonusId: row.id, promotion: row.promotion_slug };
    if (row.grant_journal_id === null) {
      const r = await wallet.credit({
        scope: LEDGER_SCOPE,
        externalId: `grant:${row.id}`,
        kind: 'bonus_grant',
        playerId: row.player_id,
        amount: row.bonus_amount,
        account: 'bonus',
        from: systemAccount('promotions_expense', row.promotion_slug),
        meta: { ...meta, depositId: row.deposit_id },
      });
      await this.repo.setGrantJournal(row.id, r.journalId);
    }
    if (row.status !== 'active' && row.settle_journal_id === null) {
      const key = { scope: LEDGER_SCOPE, externalId: `settle:${row.id}`, amount: row.bonus_amount, meta };
      const r =
        row.status === 'completed'
          ? await wallet.transfer({
              ...key,
              kind: 'bonus_release',
              from: playerAccount(row.player_id, 'bonus'),
              to: playerAccount(row.player_id, 'cash'),
            })
          : await wallet.debit({
              ...key,
              kind: 'bonus_forfeit',
              playerId: row.player_id,
              account: 'bonus',
              to: systemAccount('promotions_expense', row.promotion_slug),
            });
      await this.repo.setSettleJournal(row.id, r.journalId);
    }
    return (await this.repo.byId(row.id)) ?? row;
  }
}
