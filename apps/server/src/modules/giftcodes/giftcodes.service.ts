import { randomInt } from 'node:crypto';
import {
  GIFTCODE_HISTORY_DAYS,
  GiftcodeMessage,
  NEWBIE_CARRIERS,
  type TGiftcodeBatch,
  type TGiftcodeRedemption,
  type TNewbieOffer,
  type TStaffGiftcode,
  type ZCreateGiftcodeBatchRequestSchema,
  type ZCreateGiftcodeRequestSchema,
  ZGiftcodeInputSchema,
} from '@app/contract';
import type { PoolClient } from 'pg';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, WordedError } from '../../http/errors';
import { texts } from '../../http/locale';
import { pagination } from '../../http/pagination';
import type { AdminService, StaffActor } from '../admin/admin.service';
import type { AuthService } from '../auth/auth.service';
import type { BetAdjustedEvent, BetSettledEvent } from '../providers/providers.service';
import type { WalletService } from '../wallet/wallet.service';
import { systemAccount } from '../wallet/wallet.types';
import { GiftcodeBatches } from './giftcodes.batches';
import { type GiftcodeRow, GiftcodesRepository, type RedemptionRow } from './giftcodes.repository';

/** Attempts a player may make per window: enough for typos, too few to guess codes. */
export const GIFTCODE_ATTEMPTS_PER_WINDOW = 10;
export const GIFTCODE_WINDOW_SECONDS = 600;
const NEWBIE_CARRIER_SET: ReadonlySet<string> = new Set(NEWBIE_CARRIERS);
/** Batch codes: no 0/O or 1/I, so a code read aloud or from a picture is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BATCH_RANDOM_LENGTH = 10;

const invalid = () => new AppError(400, 'GIFTCODE_INVALID', GiftcodeMessage.GIFTCODE_INVALID);

function view(r: RedemptionRow): TGiftcodeRedemption {
  return {
    code: r.code,
    redeemedAt: r.created_at.toISOString(),
    requiredBet: r.required_bet,
    currentBet: Math.min(r.current_bet, r.required_bet),
    amount: r.amount,
    status: r.status,
    statusLabel: texts()(`giftcodes.status.${r.status}`),
  };
}

function staffView(g: GiftcodeRow): TStaffGiftcode {
  return {
    id: g.id,
    code: g.code,
    kind: g.kind,
    amount: g.amount,
    turnover: g.turnover,
    maxUses: g.max_uses,
    uses: g.uses,
    batchId: g.batch_id,
    expiresAt: g.expires_at?.toISOString() ?? null,
    note: g.note,
    createdAt: g.created_at.toISOString(),
  };
}

function pendingMessage(p: RedemptionRow): string {
  return texts()('giftcodes.pending', {
    required: p.required_bet,
    code: p.code,
    current: Math.min(p.current_bet, p.required_bet),
  });
}

/**
 * Gift codes (product.md sections 3, 5, 8; decision 063): a code credits cash once per player and
 * per use allowed, and the credited amount x turnover must be bet before the player withdraws.
 * Row locks on the code and an advisory lock per player make concurrent attempts redeem once.
 */
export class GiftcodesService {
  readonly repo: GiftcodesRepository;

  constructor(
    db: Db,
    private readonly deps: {
      wallet: () => WalletService;
      auth: () => AuthService;
      banks: () => { hasVerifiedAccount(playerId: number): Promise<boolean> };
      admin: () => AdminService;
    },
  ) {
    this.repo = new GiftcodesRepository(db.pool);
    this.batches = new GiftcodeBatches(db.pool, deps.admin);
  }

  private readonly batches: GiftcodeBatches;

  // ─── batches (giftcodes.batches) ─────────────────────────────────────────────────────────

  listBatches(): Promise<TGiftcodeBatch[]> {
    return this.batches.list();
  }

  batchCsv(actor: StaffActor, batchId: string): Promise<string> {
    return this.batches.csv(actor, batchId);
  }

  forfeitBatch(actor: StaffActor, batchId: string): Promise<{ forfeited: number }> {
    return this.batches.forfeit(actor, batchId);
  }

  // ─── player ──────────────────────────────────────────────────────────────────────────────

  /** How many codes each of the players redeemed since `since` (AML's gift-code rule, decision 097). */
  async redemptionCounts(playerIds: number[], since: Date): Promise<Map<number, number>> {
    if (!playerIds.length) return new Map();
    const { rows } = await this.repo.pool.query<{ player_id: string; n: number }>(
      `SELECT player_id, count(*)::int AS n FROM giftcode_redemptions
        WHERE player_id = ANY($1::bigint[]) AND created_at >= $2 GROUP BY player_id`,
      [playerIds, since],
    );
    return new Map(rows.map((r) => [Number(r.player_id), r.n]));
  }

  async redeem(playerId: number, input: unknown): Promise<TGiftcodeRedemption> {
    const parsed = ZGiftcodeInputSchema.safeParse(input ?? '');
    if (!parsed.success) {
      throw new AppError(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? GiftcodeMessage.REQUIRED);
    }
    const code = parsed.data.toUpperCase();
    const attempts = await this.repo.hitAttempt(playerId, GIFTCODE_WINDOW_SECONDS);
    if (attempts > GIFTCODE_ATTEMPTS_PER_WINDOW) {
      throw new AppError(429, 'GIFTCODE_RATE_LIMITED', GiftcodeMessage.GIFTCODE_RATE_LIMITED);
    }
    const player = await this.deps.auth().getPlayer(playerId);
    if (!player) throw invalid();
    if (!player.phoneVerified) throw new AppError(403, 'PHONE_NOT_VERIFIED', GiftcodeMessage.PHONE_NOT_VERIFIED);
    await this.finishCredits(playerId);
    // Read before the transaction, which must not take a second connection (decision 071).
    const hasVerifiedBank = await this.deps.banks().hasVerifiedAccount(playerId);

    const redemption = await this.repo.tx(async (c) => {
      await this.repo.lockPlayer(c, playerId);
      const pending = await this.repo.pendingOf(c, playerId);
      if (pending) throw new WordedError(409, 'GIFTCODE_PENDING', pendingMessage(pending));
      const row = await this.repo.codeForUpdate(c, code);
      if (!row || row.uses >= row.max_uses || (row.expires_at && row.expires_at <= new Date())) throw invalid();
      if (await this.repo.hasRedeemed(c, row.id, playerId, row.kind)) throw invalid();
      if (row.kind === 'newbie') {
        if (!NEWBIE_CARRIER_SET.has(player.carrier)) {
          throw new AppError(403, 'NEWBIE_CARRIER', GiftcodeMessage.NEWBIE_CARRIER);
        }
        if (!hasVerifiedBank) {
          throw new AppError(403, 'NEWBIE_BANK_REQUIRED', GiftcodeMessage.NEWBIE_BANK_REQUIRED);
        }
      }
      return this.repo.redeem(c, row, playerId);
    });
    await this.credit(redemption);
    return view(redemption);
  }

  async history(playerId: number, page: number, perPage: number) {
    await this.finishCredits(playerId);
    const { rows, total } = await this.repo.history(playerId, GIFTCODE_HISTORY_DAYS, perPage, (page - 1) * perPage);
    return {
      data: rows.map(view),
      pagination: pagination(page, perPage, total),
    };
  }

  async withdrawalCheck(playerId: number): Promise<{ code: string; message: string; worded?: boolean } | null> {
    const p = await this.repo.pendingOf(this.repo.pool, playerId);
    if (!p) {
      // A forfeit holds withdrawals until its take-back is in the ledger.
      const [undone] = await this.repo.unfinishedForfeits(playerId);
      return undone
        ? { code: 'GIFTCODE_FORFEIT_UNFINISHED', message: GiftcodeMessage.GIFTCODE_FORFEIT_UNFINISHED }
        : null;
    }
    return {
      code: 'GIFTCODE_WAGERING_INCOMPLETE',
      message: texts()('errors.giftcodeWagering', {
        required: p.required_bet,
        code: p.code,
        current: Math.min(p.current_bet, p.required_bet),
      }),
      worded: true,
    };
  }

  /**
   * Ends the player's pending gift-code hold on staff's decision (e.g. so that a self-excluded
   * player's cash can be paid out): the gift is taken back as far as the available cash
   * allows. `audit` runs in the transaction that marks the redemption forfeited. Withdrawals
   * stay held until the take-back is in the ledger (withdrawalCheck).
   */
  async forfeitPending(
    playerId: number,
    audit: (c: PoolClient, r: RedemptionRow) => Promise<void>,
  ): Promise<{ redemption: TGiftcodeRedemption; forfeited: number }> {
    // A redemption's own credit comes first, or it would land after the take-back.
    await this.finishCredits(playerId);
    // A take-back an earlier call left undone (its ledger call failed): finish it and answer with it.
    const [undone] = await this.repo.unfinishedForfeits(playerId);
    if (undone) {
      const row = await this.finishForfeit(undone.id);
      return { redemption: view(row), forfeited: row.forfeit_amount ?? 0 };
    }
    const available = (await this.deps.wallet().getPlayerBalance(playerId)).available;
    const marked = await this.repo.tx(async (c) => {
      const r = await this.repo.pendingOf(c, playerId, true);
      if (!r) return null;
      const row = await this.repo.markForfeited(c, r.id, Math.min(r.amount, Math.max(0, available)));
      await audit(c, row);
      return row;
    });
    if (!marked) {
      throw new AppError(409, 'GIFTCODE_NOTHING_PENDING', GiftcodeMessage.GIFTCODE_NOTHING_PENDING);
    }
    const row = await this.finishForfeit(marked.id);
    return { redemption: view(row), forfeited: row.forfeit_amount ?? 0 };
  }

  /**
   * The take-back of a forfeit, once (keyed by the redemption), under the redemption's row lock
   * so two calls cannot take different amounts; lowered to the available cash if that went down
   * since the forfeit was decided.
   */
  private finishForfeit(id: number): Promise<RedemptionRow> {
    return this.repo.tx(async (c) => {
      let row = await this.repo.redemptionForUpdate(c, id);
      if (!row.forfeit_amount || row.forfeit_journal_id !== null) return row;
      // The ledger took it but our commit was lost: adopt that journal (and its amount).
      const taken = await this.deps.wallet().findJournal('giftcode', `forfeit:${id}`, c);
      if (taken) {
        await this.repo.lowerForfeit(c, id, taken.amount);
        return this.repo.setForfeitJournal(c, id, taken.id);
      }
      const available = (await this.deps.wallet().getPlayerBalance(row.player_id, c)).available;
      if (available < row.forfeit_amount) row = await this.repo.lowerForfeit(c, id, Math.max(0, available));
      if (!row.forfeit_amount) return row;
      const result = await this.deps.wallet().debit(
        {
          scope: 'giftcode',
          externalId: `forfeit:${id}`,
          kind: 'giftcode_forfeit',
          playerId: row.player_id,
          amount: row.forfeit_amount,
          to: systemAccount('promotions_expense', 'giftcode'),
          meta: { redemptionId: id, code: row.code },
        },
        c,
      );
      return this.repo.setForfeitJournal(c, id, result.journalId);
    });
  }

  async onBetSettled(e: BetSettledEvent): Promise<void> {
    if (e.stake <= 0) return;
    await this.repo.addWager(e.playerId, `${e.provider}:${e.transactionId}`, e.stake, e.settledAt);
  }

  /**
   * A correction that voided a bet or gave a void bet a result: its stake leaves or joins the
   * pending code's wagering, as of the bet's first settlement (where that settlement counted).
   */
  async onBetAdjusted(e: BetAdjustedEvent): Promise<void> {
    const change = e.stakeChange;
    if (!change || change.stake === 0) return;
    await this.repo.addWager(e.playerId, `${e.provider}:${e.transactionId}`, change.stake, change.settledAt);
  }

  /**
   * A gift code won as a prize (a tournament's, decision 155): the code is made for this player
   * and redeemed for them in one commit (nobody else can use it), then paid by its redemption's
   * ledger key. A retry finds the code and its redemption and pays nothing more; a code of that
   * name made for anything else is never used.
   */
  async grantPrize(g: {
    code: string;
    note: string;
    playerId: number;
    amount: number;
    turnover: number;
  }): Promise<{ journalId: number; code: string }> {
    const redemption = await this.repo.tx(async (c) => {
      await this.repo.insertCode(c, {
        code: g.code,
        kind: 'standard',
        amount: g.amount,
        turnover: g.turnover,
        maxUses: 1,
        batchId: null,
        expiresAt: null,
        note: g.note,
        createdBy: 0,
      });
      const row = await this.repo.codeForUpdate(c, g.code);
      if (!row || row.note !== g.note || Number(row.amount) !== g.amount || row.created_by !== 0)
        throw new Error(`gift code ${g.code} exists and is not the prize ${g.note}`);
      const existing = await this.repo.redemptionOf(c, row.id, g.playerId);
      if (existing) return existing;
      if (row.uses >= row.max_uses) throw new Error(`gift code ${g.code} was used by another player`);
      return this.repo.redeem(c, row, g.playerId);
    });
    return { journalId: await this.credit(redemption), code: redemption.code };
  }

  /** The money of a redemption, once (keyed by its id); retried by later calls if it failed. */
  private async credit(r: RedemptionRow): Promise<number> {
    const result = await this.deps.wallet().credit({
      scope: 'giftcode',
      externalId: `redeem:${r.id}`,
      kind: 'giftcode',
      playerId: r.player_id,
      amount: r.amount,
      from: systemAccount('promotions_expense', 'giftcode'),
      meta: { redemptionId: r.id, code: r.code },
    });
    await this.repo.setJournal(r.id, result.journalId);
    return result.journalId;
  }

  /**
   * The newbie code a new player can redeem now (the newest one with uses left and not
   * expired), with the conditions `redeem` enforces for it; null when there is none.
   */
  async newbieOffer(): Promise<TNewbieOffer | null> {
    const row = await this.repo.newbieOnOffer();
    if (!row) return null;
    return {
      code: row.code,
      amount: Number(row.amount),
      turnover: row.turnover,
      carriers: [...NEWBIE_CARRIERS],
      requiresVerifiedPhone: true,
      requiresVerifiedBank: true,
      oncePerPlayer: true,
      expiresAt: row.expires_at?.toISOString() ?? null,
    };
  }

  private async finishCredits(playerId: number): Promise<void> {
    for (const r of await this.repo.uncredited(playerId)) await this.credit(r);
  }

  /**
   * Demo codes (created_by 0 = the seed): the brand's new-player code and a plain code for
   * trying the flow. Existing codes are left alone.
   */
  async seed(newPlayerCodeVnd: number): Promise<number> {
    const codes = [
      { code: 'TANTHU38K', kind: 'newbie' as const, amount: newPlayerCodeVnd, turnover: 10, maxUses: 1_000_000 },
      { code: 'DEMOGIFT', kind: 'standard' as const, amount: 10_000, turnover: 1, maxUses: 1_000_000 },
    ];
    let inserted = 0;
    for (const c of codes) {
      const row = await this.repo.insertCode(this.repo.pool, {
        ...c,
        batchId: null,
        expiresAt: null,
        note: 'seed',
        createdBy: 0,
      });
      if (row) inserted++;
    }
    return inserted;
  }

  // ─── staff ───────────────────────────────────────────────────────────────────────────────

  async create(actor: StaffActor, input: z.infer<typeof ZCreateGiftcodeRequestSchema>): Promise<TStaffGiftcode> {
    const row = await this.repo.insertCode(this.repo.pool, {
      code: input.code.toUpperCase(),
      kind: input.kind,
      amount: input.amount,
      turnover: input.turnover,
      maxUses: input.maxUses,
      batchId: null,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      note: input.note,
      createdBy: actor.staffId,
    });
    if (!row) throw new AppError(409, 'GIFTCODE_CODE_TAKEN', GiftcodeMessage.GIFTCODE_CODE_TAKEN);
    await this.deps.admin().audit(
      actor,
      'giftcode.create',
      { type: 'giftcode', id: row.id },
      {
        code: row.code,
        kind: row.kind,
        amount: row.amount,
        turnover: row.turnover,
        maxUses: row.max_uses,
      },
    );
    return staffView(row);
  }

  async createBatch(
    actor: StaffActor,
    input: z.infer<typeof ZCreateGiftcodeBatchRequestSchema>,
  ): Promise<{ batchId: string; codes: TStaffGiftcode[] }> {
    const prefix = input.prefix.toUpperCase();
    if (prefix.length + BATCH_RANDOM_LENGTH > 20) throw invalid();
    const batchId = `B${Date.now().toString(36).toUpperCase()}${randomInt(36 ** 4)
      .toString(36)
      .toUpperCase()}`;
    const codes = await this.repo.tx(async (c) => {
      const out: GiftcodeRow[] = [];
      while (out.length < input.count) {
        let random = '';
        for (let i = 0; i < BATCH_RANDOM_LENGTH; i++) random += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
        const row = await this.repo.insertCode(c, {
          code: prefix + random,
          kind: input.kind,
          amount: input.amount,
          turnover: input.turnover,
          maxUses: 1,
          batchId,
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
          note: input.note,
          createdBy: actor.staffId,
        });
        if (row) out.push(row); // a collision just draws again
      }
      await this.deps
        .admin()
        .audit(
          actor,
          'giftcode.batch_create',
          { type: 'giftcode_batch', id: batchId },
          { count: out.length, kind: input.kind, amount: input.amount, turnover: input.turnover, prefix },
          c,
        );
      return out;
    });
    return { batchId, codes: codes.map(staffView) };
  }

  async list(batchId: string | null, page: number, perPage: number) {
    const { rows, total } = await this.repo.listCodes(batchId, perPage, (page - 1) * perPage);
    return {
      data: rows.map(staffView),
      pagination: pagination(page, perPage, total),
    };
  }
}
