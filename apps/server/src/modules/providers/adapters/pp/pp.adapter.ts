import { ProviderStatus, type TProviderStatus, text } from '@app/contract';
import { z } from 'zod';
import type { Log } from '../../../../log';
import { fromVnd, toVnd } from '../adapters.money';
import type { NewWire, WireRow } from '../adapters.repository';
import type { AdapterContext, AdaptersService } from '../adapters.service';
import { PP_DESCRIPTIONS, PpError, ppHashMatches, type TPpError } from './pp.codes';

/** The account (and provider code) Pragmatic Play's callbacks belong to. */
export const PP_ACCOUNT = 'pp';
const PP_CURRENCY = 'VND';

export const PP_METHODS = [
  'authenticate',
  'balance',
  'bet',
  'result',
  'bonusWin',
  'jackpotWin',
  'promoWin',
  'refund',
  'endRound',
  'adjustment',
  'getBalancePerGame',
  'freeRounds',
] as const;
export type PpMethod = (typeof PP_METHODS)[number];

/** PP's `{method}.html` file name (GetBalancePerGame is capitalised in PP's own URL list). */
export function ppMethodOf(file: string): PpMethod | null {
  const m = /^([A-Za-z]+)\.html$/.exec(file);
  if (!m) return null;
  const name = m[1]!;
  return PP_METHODS.find((x) => x.toLowerCase() === name.toLowerCase()) ?? null;
}

export type PpAnswer = { error: TPpError; description: string } & Record<string, unknown>;

/** PP's ids: references are unique strings up to 32, ids and symbols short printable ASCII. */
const id = (max: number) =>
  text()
    .regex(/^[\x21-\x7e]+$/, { error: 'printable ASCII' })
    .max(max);
const amount = text().max(24);
const base = { hash: text(), providerId: text().max(64), token: text().max(256).optional() };
const player = { ...base, userId: id(64) };

const Schemas = {
  authenticate: z.object({ ...base, token: text().min(1).max(256), gameId: id(32).optional() }),
  balance: z.object(player),
  bet: z.object({
    ...player,
    gameId: id(32),
    roundId: id(64),
    amount,
    reference: id(64),
    timestamp: text().max(20).optional(),
    roundDetails: text().max(4000).optional(),
    /** a free round of the grant with this code (decision 164): the stake is 0 and nothing is debited */
    bonusCode: id(64).optional(),
  }),
  result: z.object({
    ...player,
    gameId: id(32),
    roundId: id(64),
    amount,
    reference: id(64),
    promoWinAmount: amount.optional(),
    roundDetails: text().max(4000).optional(),
    bonusCode: id(64).optional(),
  }),
  bonusWin: z.object({ ...player, amount, reference: id(64), bonusCode: text().max(64).optional() }),
  jackpotWin: z.object({
    ...player,
    gameId: id(32),
    roundId: id(64),
    amount,
    reference: id(64),
    jackpotId: text().max(64),
  }),
  promoWin: z.object({ ...player, amount, reference: id(64), campaignId: id(64), campaignType: text().max(8) }),
  refund: z.object({ ...player, reference: id(64), roundId: id(64).optional(), gameId: id(32).optional() }),
  endRound: z.object({ ...player, gameId: id(32), roundId: id(64) }),
  adjustment: z.object({
    ...player,
    gameId: id(32),
    roundId: id(64),
    amount: text().max(25),
    reference: id(64),
    validBetAmount: amount.optional(),
  }),
  getBalancePerGame: z.object({ ...player, gameIdList: text().max(2000) }),
  freeRounds: z.object({ ...player, gameId: id(32) }),
} satisfies Record<PpMethod, z.ZodType>;

type Req<M extends PpMethod> = z.infer<(typeof Schemas)[M]>;

const answer = (error: TPpError, extra: Record<string, unknown> = {}): PpAnswer => ({
  ...extra,
  error,
  description: PP_DESCRIPTIONS[error],
});

/** Native statuses as PP codes (what PP then does is in pp.codes.ts). */
function codeOf(status: TProviderStatus): TPpError {
  switch (status) {
    case ProviderStatus.OK:
      return PpError.SUCCESS;
    case ProviderStatus.NOT_ENOUGH_MONEY:
      return PpError.INSUFFICIENT_BALANCE;
    case ProviderStatus.TOKEN_EXPIRED:
      return PpError.PLAYER_NOT_FOUND;
    case ProviderStatus.INVALID_TOKEN:
      return PpError.AUTHENTICATION_FAILED;
    case ProviderStatus.USER_DISABLED:
      return PpError.PLAYER_FROZEN;
    case ProviderStatus.LIMIT_REACHED:
      return PpError.BET_LIMIT_REACHED;
    case ProviderStatus.INVALID_GAME:
      return PpError.GAME_NOT_FOUND;
    case ProviderStatus.WRONG_SYNTAX:
    case ProviderStatus.WRONG_CURRENCY:
      return PpError.BAD_PARAMETERS;
    case ProviderStatus.TRANSACTION_DOES_NOT_EXIST:
    case ProviderStatus.TRANSACTION_ROLLED_BACK:
      return PpError.INTERNAL_NO_RETRY;
    default:
      // disabled partner, unknown outcome: PP retries (and refunds a bet), both safe here
      return PpError.INTERNAL_RETRY;
  }
}

const playerIdOf = (userId: string): number | null => (/^[1-9]\d{0,14}$/.test(userId) ? Number(userId) : null);

/**
 * Pragmatic Play's seamless wallet (docs/provider-protocol.md, "Pragmatic Play"): form in,
 * JSON out, md5 over the sorted parameters and the secret key. Each call becomes native
 * operations (decision 127) under ids derived from PP's `reference`: a bet is `bet:<ref>`, a
 * result `result:<ref>`, a refund `refund:<ref>` rolling back `bet:<ref>` (a refund first
 * leaves the ledger's tombstone, so the late bet takes nothing). PP's own references and what
 * each call found are kept in provider_wire_transactions: a repeat answers success with the
 * current balance and moves nothing.
 */
export class PpAdapter {
  constructor(
    private readonly core: AdaptersService,
    private readonly log: Log,
  ) {}

  async handle(method: PpMethod | null, form: Record<string, string> | null, ip: string): Promise<PpAnswer> {
    const ctx = await this.core.context(PP_ACCOUNT);
    if (!ctx) return answer(PpError.INTERNAL_RETRY);
    if (!(await this.core.admits(ctx, ip, method ?? 'unknown'))) return answer(PpError.INTERNAL_RETRY);
    if (!form || !ctx.secret || !ppHashMatches(form, ctx.secret)) return answer(PpError.INVALID_HASH);
    if (!method) return answer(PpError.BAD_PARAMETERS);
    if (ctx.account.providerId && form.providerId?.toLowerCase() !== ctx.account.providerId.toLowerCase()) {
      return answer(PpError.BAD_PARAMETERS);
    }
    if (!ctx.enabled) return answer(PpError.INTERNAL_RETRY);
    const parsed = Schemas[method].safeParse(form);
    if (!parsed.success) return answer(PpError.BAD_PARAMETERS);
    try {
      return await this.run(ctx, method, parsed.data);
    } catch (err) {
      this.log.error({ err, method }, 'PP callback failed');
      return answer(PpError.INTERNAL_RETRY);
    }
  }

  private run(ctx: AdapterContext, method: PpMethod, req: unknown): Promise<PpAnswer> {
    switch (method) {
      case 'authenticate':
        return this.authenticate(ctx, req as Req<'authenticate'>);
      case 'balance':
        return this.withPlayer(req as Req<'balance'>, (pid) => this.cash(ctx, pid));
      case 'bet':
        return this.bet(ctx, req as Req<'bet'>);
      case 'result':
        return this.withPlayer(req as Req<'result'>, (pid) => this.result(ctx, pid, req as Req<'result'>));
      case 'jackpotWin':
        return this.withPlayer(req as Req<'jackpotWin'>, (pid) =>
          this.settle(ctx, pid, 'jackpotWin', req as Req<'jackpotWin'>, '0'),
        );
      case 'bonusWin':
        return this.withPlayer(req as Req<'bonusWin'>, (pid) => this.bonusWin(ctx, pid, req as Req<'bonusWin'>));
      case 'promoWin':
        return this.withPlayer(req as Req<'promoWin'>, (pid) => this.promoWin(ctx, pid, req as Req<'promoWin'>));
      case 'refund':
        return this.withPlayer(req as Req<'refund'>, (pid) => this.refund(pid, req as Req<'refund'>));
      case 'endRound':
        return this.withPlayer(req as Req<'endRound'>, (pid) => this.endRound(ctx, pid, req as Req<'endRound'>));
      case 'adjustment':
        return this.withPlayer(req as Req<'adjustment'>, (pid) => this.adjustment(ctx, pid, req as Req<'adjustment'>));
      case 'getBalancePerGame':
        return this.withPlayer(req as Req<'getBalancePerGame'>, (pid) =>
          this.balancePerGame(ctx, pid, req as Req<'getBalancePerGame'>),
        );
      case 'freeRounds':
        return this.withPlayer(req as Req<'freeRounds'>, (pid) => this.freeRounds(pid, req as Req<'freeRounds'>));
    }
  }

  /** A call naming a player we have; PP's 2 otherwise. */
  private async withPlayer(req: { userId: string }, fn: (playerId: number) => Promise<PpAnswer>): Promise<PpAnswer> {
    const pid = playerIdOf(req.userId);
    if (pid === null || (await this.core.playerStatus(pid)) === null) return answer(PpError.PLAYER_NOT_FOUND);
    return fn(pid);
  }

  private units(ctx: AdapterContext, vnd: number): number {
    return fromVnd(vnd, ctx.account);
  }

  private async cash(ctx: AdapterContext, playerId: number, extra: Record<string, unknown> = {}): Promise<PpAnswer> {
    return answer(PpError.SUCCESS, {
      ...extra,
      currency: PP_CURRENCY,
      cash: this.units(ctx, await this.core.available(playerId)),
      bonus: 0,
    });
  }

  private async authenticate(ctx: AdapterContext, req: Req<'authenticate'>): Promise<PpAnswer> {
    const res = await this.core.native(PP_ACCOUNT, 'balance', { request_uuid: 'pp-authenticate', token: req.token });
    if (res.status !== ProviderStatus.OK || res.user === null || res.balance === null) {
      // an ended session cannot start a game: PP's "authentication failed"
      const code = res.status === ProviderStatus.USER_DISABLED ? PpError.PLAYER_FROZEN : PpError.AUTHENTICATION_FAILED;
      return answer(code);
    }
    await this.core.rememberToken(PP_ACCOUNT, Number(res.user), req.token);
    const limits = ctx.account.betLimits as { minBet?: number; maxBet?: number };
    return answer(PpError.SUCCESS, {
      userId: res.user,
      currency: PP_CURRENCY,
      cash: this.units(ctx, res.balance),
      bonus: 0,
      token: req.token,
      country: 'VN',
      jurisdiction: 'VN',
      ...(limits.minBet !== undefined && limits.maxBet !== undefined
        ? { betLimits: { minBet: limits.minBet, maxBet: limits.maxBet } }
        : {}),
    });
  }

  /** A repeat of a call already applied: success with the current balance, nothing moves. */
  private async repeat(ctx: AdapterContext, playerId: number, row: { id: number }): Promise<PpAnswer> {
    return this.cash(ctx, playerId, { transactionId: String(row.id), usedPromo: 0 });
  }

  private wireOf(
    playerId: number,
    kind: string,
    req: { reference: string; roundId?: string; gameId?: string; amount?: string },
    moved: { vnd: number; remainder: string; nativeUuid: string | null; refersTo?: string | null },
  ): NewWire {
    return {
      account: PP_ACCOUNT,
      kind,
      reference: req.reference,
      providerCode: PP_ACCOUNT,
      playerId,
      round: req.roundId ?? '',
      gameCode: req.gameId ?? '',
      amountUnits: req.amount ?? '0',
      amountVnd: moved.vnd,
      remainder: moved.remainder,
      nativeUuid: moved.nativeUuid,
      refersTo: moved.refersTo ?? null,
    };
  }

  private async record(
    playerId: number,
    kind: string,
    req: { reference: string; roundId?: string; gameId?: string; amount?: string },
    moved: { vnd: number; remainder: string; nativeUuid: string | null; refersTo?: string | null },
  ): Promise<{ id: number }> {
    const id = await this.core.repo.record(this.wireOf(playerId, kind, req, moved));
    // a concurrent repeat wrote it first: its id is PP's transactionId for every repeat
    return id !== null ? { id } : (await this.core.repo.wire(PP_ACCOUNT, kind, req.reference))!;
  }

  /**
   * The hot path is the native stake (which checks the token names the player, and is
   * idempotent on `bet:<reference>`) and the record of PP's reference, gathered with those of
   * the bets arriving together (decision 147): no read before the stake. A repeat finds its
   * stake in the ledger and its record taken, and answers as a repeat; a refusal first looks
   * for an earlier call of the reference, whose answer a repeat keeps.
   */
  private async bet(ctx: AdapterContext, req: Req<'bet'>): Promise<PpAnswer> {
    const playerId = playerIdOf(req.userId);
    if (playerId === null) return answer(PpError.PLAYER_NOT_FOUND);
    const refuse = async (code: TPpError, ofPlayer = false): Promise<PpAnswer> => {
      const seen = await this.core.repo.wire(PP_ACCOUNT, 'bet', req.reference);
      if (seen) return this.repeatOf(ctx, playerId, seen);
      return ofPlayer ? this.refused(playerId, code) : answer(code);
    };
    const stake = toVnd(req.amount, ctx.account, 'stake');
    if (req.bonusCode !== undefined) return this.freeBet(ctx, playerId, req, stake?.vnd ?? -1, refuse);
    // a zero stake is a free-round spin, which names its grant in bonusCode
    if (!stake || stake.vnd === 0) return refuse(PpError.BAD_PARAMETERS);
    const limits = ctx.account.betLimits as { minBet?: number; maxBet?: number };
    const units = Number(req.amount);
    if (
      (limits.minBet !== undefined && units < limits.minBet) ||
      (limits.maxBet !== undefined && units > limits.maxBet)
    ) {
      return refuse(PpError.OUT_OF_BET_LIMITS);
    }
    const token = req.token ?? (await this.core.tokenFor(PP_ACCOUNT, playerId));
    if (!token) return refuse(PpError.AUTHENTICATION_FAILED, true);
    const nativeUuid = `bet:${req.reference}`;
    const res = await this.core.native(PP_ACCOUNT, 'bet', {
      request_uuid: `pp-bet-${req.reference}`,
      token,
      user: String(playerId),
      transaction_uuid: nativeUuid,
      round: req.roundId,
      game_code: req.gameId,
      currency: 'VND',
      amount: stake.vnd,
      ...(req.roundDetails ? { meta: { details: [{ label: 'Cược', value: req.roundDetails.slice(0, 200) }] } } : {}),
    });
    if (res.status === ProviderStatus.TRANSACTION_ROLLED_BACK) {
      const seen = await this.core.repo.wire(PP_ACCOUNT, 'bet', req.reference);
      if (seen) return this.repeatOf(ctx, playerId, seen);
      // PP refunded this bet before it arrived: it takes nothing, and PP already counts it refunded
      return this.cash(ctx, playerId, { usedPromo: 0 });
    }
    if (res.status !== ProviderStatus.OK && res.status !== ProviderStatus.DUPLICATE_TRANSACTION) {
      if (res.status === ProviderStatus.INVALID_TOKEN) return refuse(PpError.AUTHENTICATION_FAILED, true);
      return refuse(codeOf(res.status));
    }
    // the ledger holds this id under another player: PP reused a reference
    if (res.user !== null && res.user !== String(playerId)) return answer(PpError.BAD_PARAMETERS);
    const id = await this.core.repo.record(
      this.wireOf(playerId, 'bet', req, { vnd: -stake.vnd, remainder: stake.remainder, nativeUuid }),
    );
    if (id === null || res.status !== ProviderStatus.OK || res.balance === null) {
      const row = await this.core.repo.wire(PP_ACCOUNT, 'bet', req.reference);
      return row ? this.repeatOf(ctx, playerId, row) : answer(PpError.INTERNAL_RETRY);
    }
    return answer(PpError.SUCCESS, {
      transactionId: String(id),
      currency: PP_CURRENCY,
      cash: this.units(ctx, res.balance),
      bonus: 0,
      usedPromo: 0,
    });
  }

  /** A bet reference already recorded: a repeat of its player's call, or a reuse by another player (7). */
  private repeatOf(ctx: AdapterContext, playerId: number, seen: WireRow): Promise<PpAnswer> | PpAnswer {
    return seen.playerId === playerId ? this.repeat(ctx, playerId, seen) : answer(PpError.BAD_PARAMETERS);
  }

  /** A refusal naming a player: PP's 2 when we have no such player, `code` otherwise. */
  private async refused(playerId: number, code: TPpError): Promise<PpAnswer> {
    return answer((await this.core.playerStatus(playerId)) === null ? PpError.PLAYER_NOT_FOUND : code);
  }

  /** The round's bet a payment settles: the newest not refunded, or why there is none. */
  private async openBet(playerId: number, round: string): Promise<WireRow | 'none' | 'refunded'> {
    const rows = await this.core.repo.round(PP_ACCOUNT, playerId, round);
    const bets = rows.filter((r) => r.kind === 'bet' && r.nativeUuid);
    if (bets.length === 0) return 'none';
    const refunded = new Set<string>();
    for (const r of rows) if (r.kind === 'refund') refunded.add(r.reference);
    const live = bets.filter((b) => !refunded.has(b.reference));
    return live.at(-1) ?? 'refunded';
  }

  private async result(ctx: AdapterContext, playerId: number, req: Req<'result'>): Promise<PpAnswer> {
    if (req.bonusCode !== undefined) return this.freeResult(ctx, playerId, req);
    return this.settle(ctx, playerId, 'result', req, req.promoWinAmount ?? '0');
  }

  /**
   * A free round's bet (decision 164): a zero stake naming its grant. The grant takes one round
   * for the reference (a repeat takes nothing more); nothing is debited, no native stake is made,
   * and PP's reference is recorded like a bet of 0 so the round's result and endRound find it.
   */
  private async freeBet(
    ctx: AdapterContext,
    playerId: number,
    req: Req<'bet'>,
    stake: number,
    refuse: (code: TPpError, ofPlayer?: boolean) => Promise<PpAnswer>,
  ): Promise<PpAnswer> {
    const free = this.core.freeSpins();
    if (!free || stake !== 0) return refuse(PpError.BAD_PARAMETERS);
    const seen = await this.core.repo.wire(PP_ACCOUNT, 'bet', req.reference);
    if (seen) return this.repeatOf(ctx, playerId, seen);
    const took = await free.take({
      playerId,
      bonusCode: req.bonusCode!,
      reference: req.reference,
      round: req.roundId,
      game: req.gameId,
    });
    if (!took.ok) return refuse(took.why === 'player' ? PpError.PLAYER_FROZEN : PpError.BAD_PARAMETERS, true);
    const row = await this.record(playerId, 'bet', req, { vnd: 0, remainder: '0', nativeUuid: null });
    return this.cash(ctx, playerId, { transactionId: String(row.id), usedPromo: 0 });
  }

  /** A free round's result: its win paid once to cash by the grant (never the game's own account). */
  private async freeResult(ctx: AdapterContext, playerId: number, req: Req<'result'>): Promise<PpAnswer> {
    const free = this.core.freeSpins();
    const win = toVnd(req.amount, ctx.account, 'payout');
    if (!free || !win) return answer(PpError.BAD_PARAMETERS);
    const seen = await this.core.repo.wire(PP_ACCOUNT, 'result', req.reference);
    if (seen) return this.repeat(ctx, playerId, seen);
    const paid = await free.payWin({ playerId, bonusCode: req.bonusCode!, round: req.roundId, win: win.vnd });
    // the round was given back (or never taken): PP closes it on its side
    if (!paid.ok) return answer(PpError.INTERNAL_NO_RETRY);
    const bet = (await this.core.repo.round(PP_ACCOUNT, playerId, req.roundId)).find((r) => r.kind === 'bet');
    const row = await this.record(playerId, 'result', req, {
      vnd: win.vnd,
      remainder: win.remainder,
      nativeUuid: null,
      refersTo: bet?.reference ?? null,
    });
    return this.cash(ctx, playerId, { transactionId: String(row.id) });
  }

  /**
   * The free rounds the player has on a game (decision 164). PP learns of a bonus when the
   * operator creates it at PP; our sandbox asks instead, so the grant stays the one record.
   */
  private async freeRounds(playerId: number, req: Req<'freeRounds'>): Promise<PpAnswer> {
    const free = this.core.freeSpins();
    const list = free ? await free.available(playerId, req.gameId) : [];
    return answer(PpError.SUCCESS, {
      bonuses: list.map((b) => ({ ...b, expiresAt: b.expiresAt.toISOString() })),
    });
  }

  /** result and jackpotWin: a payment on the round's bet (promoWinAmount is added to cash). */
  private async settle(
    ctx: AdapterContext,
    playerId: number,
    kind: 'result' | 'jackpotWin',
    req: Req<'result'> | Req<'jackpotWin'>,
    promo: string,
  ): Promise<PpAnswer> {
    const seen = await this.core.repo.wire(PP_ACCOUNT, kind, req.reference);
    if (seen) return this.repeat(ctx, playerId, seen);
    const win = toVnd(req.amount, ctx.account, 'payout');
    const extra = toVnd(promo, ctx.account, 'payout');
    if (!win || !extra) return answer(PpError.BAD_PARAMETERS);
    const bet = await this.openBet(playerId, req.roundId);
    if (bet === 'none' || bet === 'refunded') return answer(PpError.INTERNAL_NO_RETRY);
    const nativeUuid = `${kind}:${req.reference}`;
    const res = await this.core.native(PP_ACCOUNT, 'win', {
      request_uuid: `pp-${kind}-${req.reference}`,
      token: req.token ?? '-',
      user: String(playerId),
      transaction_uuid: nativeUuid,
      reference_transaction_uuid: bet.nativeUuid,
      round: req.roundId,
      round_closed: kind === 'result',
      game_code: req.gameId,
      currency: 'VND',
      amount: win.vnd + extra.vnd,
      // PP's description of the round (the sandbox's in Vietnamese): the bet history's line
      ...('roundDetails' in req && req.roundDetails
        ? { meta: { details: [{ label: 'Kết quả', value: req.roundDetails.slice(0, 200) }] } }
        : {}),
    });
    if (res.status !== ProviderStatus.OK && res.status !== ProviderStatus.DUPLICATE_TRANSACTION) {
      return answer(codeOf(res.status));
    }
    const row = await this.record(playerId, kind, req, {
      vnd: win.vnd + extra.vnd,
      remainder: String(Number(win.remainder) + Number(extra.remainder)),
      nativeUuid,
      refersTo: bet.reference,
    });
    return this.cash(ctx, playerId, { transactionId: String(row.id) });
  }

  /**
   * Refund of the bet `reference`. Before its bet: remembered (the ledger's tombstone), answered
   * 0 as PP's spec says for an unknown bet. After a result of its round: 120, nothing moves.
   */
  private async refund(playerId: number, req: Req<'refund'>): Promise<PpAnswer> {
    const seen = await this.core.repo.wire(PP_ACCOUNT, 'refund', req.reference);
    if (seen) return answer(PpError.SUCCESS, { transactionId: String(seen.id) });
    const bet = await this.core.repo.wire(PP_ACCOUNT, 'bet', req.reference);
    if (bet && bet.playerId !== playerId) return answer(PpError.INTERNAL_NO_RETRY);
    if (bet && bet.nativeUuid === null) return this.freeRefund(playerId, req, bet);
    if (bet) {
      const rows = await this.core.repo.round(PP_ACCOUNT, playerId, bet.round);
      if (rows.some((r) => r.kind === 'result' && r.refersTo === bet.reference))
        return answer(PpError.INTERNAL_NO_RETRY);
    }
    const nativeUuid = `refund:${req.reference}`;
    const res = await this.core.native(PP_ACCOUNT, 'rollback', {
      request_uuid: `pp-refund-${req.reference}`,
      token: req.token ?? '-',
      user: String(playerId),
      transaction_uuid: nativeUuid,
      reference_transaction_uuid: `bet:${req.reference}`,
      round: bet?.round ?? req.roundId ?? req.reference,
    });
    if (res.status !== ProviderStatus.OK && res.status !== ProviderStatus.DUPLICATE_TRANSACTION) {
      return answer(codeOf(res.status));
    }
    const row = await this.record(
      playerId,
      'refund',
      { reference: req.reference, roundId: bet?.round ?? req.roundId, gameId: bet?.gameCode ?? req.gameId },
      { vnd: bet ? -bet.amountVnd : 0, remainder: '0', nativeUuid, refersTo: req.reference },
    );
    return answer(PpError.SUCCESS, { transactionId: String(row.id) });
  }

  /** A free round's bet refunded: the round goes back to its grant unless its result was paid (120). */
  private async freeRefund(playerId: number, req: Req<'refund'>, bet: WireRow): Promise<PpAnswer> {
    const free = this.core.freeSpins();
    const grants = free ? await free.repo.grantOfSpin(playerId, req.reference) : null;
    if (!free || grants === null) return answer(PpError.INTERNAL_NO_RETRY);
    const back = await free.refund({ playerId, bonusCode: String(grants), reference: req.reference });
    if (back === 'paid') return answer(PpError.INTERNAL_NO_RETRY);
    const row = await this.record(
      playerId,
      'refund',
      { reference: req.reference, roundId: bet.round, gameId: bet.gameCode },
      { vnd: 0, remainder: '0', nativeUuid: null, refersTo: req.reference },
    );
    return answer(PpError.SUCCESS, { transactionId: String(row.id) });
  }

  /** Informational: FRB winnings were paid by result.html already (PP's spec); nothing moves. */
  private async bonusWin(ctx: AdapterContext, playerId: number, req: Req<'bonusWin'>): Promise<PpAnswer> {
    const row =
      (await this.core.repo.wire(PP_ACCOUNT, 'bonusWin', req.reference)) ??
      (await this.record(playerId, 'bonusWin', req, { vnd: 0, remainder: '0', nativeUuid: null }));
    return this.cash(ctx, playerId, { transactionId: String(row.id) });
  }

  /**
   * A promotion prize (tournament, rain, cashback) outside any game round. The native protocol
   * pays only on a bet, so the prize is paid as a win on a zero round of its own: the
   * provider's account pays the player through the ledger, recorded like any PP payment.
   */
  private async promoWin(ctx: AdapterContext, playerId: number, req: Req<'promoWin'>): Promise<PpAnswer> {
    const seen = await this.core.repo.wire(PP_ACCOUNT, 'promoWin', req.reference);
    if (seen) return this.repeat(ctx, playerId, seen);
    const prize = toVnd(req.amount, ctx.account, 'payout');
    if (!prize) return answer(PpError.BAD_PARAMETERS);
    const nativeUuid = `promo:${req.reference}`;
    if (prize.vnd > 0) {
      await this.core.promotionWin({
        provider: PP_ACCOUNT,
        transactionId: nativeUuid,
        playerId,
        amount: prize.vnd,
        round: `promo:${req.campaignType}:${req.campaignId}`,
      });
    }
    const row = await this.record(
      playerId,
      'promoWin',
      { reference: req.reference, roundId: `promo:${req.campaignType}:${req.campaignId}`, amount: req.amount },
      { vnd: prize.vnd, remainder: prize.remainder, nativeUuid: prize.vnd > 0 ? nativeUuid : null },
    );
    return this.cash(ctx, playerId, { transactionId: String(row.id) });
  }

  /** Live games' corrections: a positive amount pays on the round's bet, a negative one is a stake. */
  private async adjustment(ctx: AdapterContext, playerId: number, req: Req<'adjustment'>): Promise<PpAnswer> {
    const seen = await this.core.repo.wire(PP_ACCOUNT, 'adjustment', req.reference);
    if (seen) return this.repeat(ctx, playerId, seen);
    const negative = req.amount.startsWith('-');
    const moved = toVnd(negative ? req.amount.slice(1) : req.amount, ctx.account, negative ? 'stake' : 'payout');
    if (!moved) return answer(PpError.BAD_PARAMETERS);
    const bet = await this.openBet(playerId, req.roundId);
    if (bet === 'none' || bet === 'refunded') return answer(PpError.INTERNAL_NO_RETRY);
    const nativeUuid = `adjustment:${req.reference}`;
    if (moved.vnd > 0) {
      const common = {
        request_uuid: `pp-adjustment-${req.reference}`,
        user: String(playerId),
        transaction_uuid: nativeUuid,
        round: req.roundId,
        game_code: req.gameId,
        currency: 'VND',
        amount: moved.vnd,
      };
      const res = negative
        ? await this.core.native(PP_ACCOUNT, 'bet', {
            ...common,
            token: req.token ?? (await this.core.tokenFor(PP_ACCOUNT, playerId)) ?? '-',
          })
        : await this.core.native(PP_ACCOUNT, 'win', {
            ...common,
            token: req.token ?? '-',
            reference_transaction_uuid: bet.nativeUuid,
            round_closed: false,
          });
      if (res.status !== ProviderStatus.OK && res.status !== ProviderStatus.DUPLICATE_TRANSACTION) {
        return answer(codeOf(res.status));
      }
    }
    const row = await this.record(playerId, 'adjustment', req, {
      vnd: negative ? -moved.vnd : moved.vnd,
      remainder: moved.remainder,
      nativeUuid: moved.vnd > 0 ? nativeUuid : null,
      refersTo: bet.reference,
    });
    return this.cash(ctx, playerId, { transactionId: String(row.id) });
  }

  /**
   * Closes the round. Repeats and closed rounds answer success; a round we never saw a bet of
   * is PP's 130: there is nothing here to close, PP reconciles it.
   */
  private async endRound(ctx: AdapterContext, playerId: number, req: Req<'endRound'>): Promise<PpAnswer> {
    const rows = await this.core.repo.round(PP_ACCOUNT, playerId, req.roundId);
    if (!rows.some((r) => r.kind === 'bet')) return answer(PpError.END_ROUND_ERROR);
    if (!rows.some((r) => r.kind === 'endRound')) {
      const key = { reference: `${playerId}:${req.roundId}`, roundId: req.roundId, gameId: req.gameId };
      await this.record(playerId, 'endRound', key, {
        vnd: 0,
        remainder: '0',
        nativeUuid: null,
      });
    }
    const { currency: _c, ...cash } = await this.cash(ctx, playerId);
    return cash as PpAnswer;
  }

  /** One wallet for every game: each listed game shows the same cash. */
  private async balancePerGame(
    ctx: AdapterContext,
    playerId: number,
    req: Req<'getBalancePerGame'>,
  ): Promise<PpAnswer> {
    const cash = this.units(ctx, await this.core.available(playerId));
    const games = req.gameIdList
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean)
      .slice(0, 100);
    return answer(PpError.SUCCESS, { gamesBalances: games.map((gameID) => ({ gameID, cash, bonus: 0 })) });
  }
}
