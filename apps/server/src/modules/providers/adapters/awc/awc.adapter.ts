import { timingSafeEqual } from 'node:crypto';
import { ProviderStatus, type TProviderResponse, type TProviderStatus, text } from '@app/contract';
import { z } from 'zod';
import type { Log } from '../../../../log';
import { fromVnd, toVnd } from '../adapters.money';
import type { NewWire } from '../adapters.repository';
import type { AdapterContext, AdaptersService } from '../adapters.service';
import { AWC_ACTIONS, AWC_DESCRIPTIONS, type AwcAction, AwcStatus, type TAwcStatus } from './awc.codes';
import { awcDetails } from './awc.details';
import { type Leg, type TxState, txState } from './awc.state';

/** The AWC agent account: its key (cert) and switch are the `sexy` provider's. */
export const AWC_ACCOUNT = 'sexy';

export type AwcAnswer = { status: TAwcStatus; desc?: string } & Record<string, unknown>;

const id = text()
  .regex(/^[\x21-\x7e]+$/)
  .max(64);
const money = z.union([z.number().min(0), text().max(24)]);
const ZTxn = z.object({
  platformTxId: id.optional(),
  userId: id,
  platform: text().max(32),
  currency: text().max(8).optional(),
  gameType: text().max(32).optional(),
  gameCode: text().max(64).optional(),
  roundId: id.optional(),
  betAmount: money.optional(),
  winAmount: money.optional(),
  adjustAmount: money.optional(),
  amount: money.optional(),
  settleType: z.enum(['platformTxId', 'refPlatformTxId', 'roundId']).optional(),
  refPlatformTxId: id.nullable().optional(),
  promotionTxId: id.optional(),
  betType: text().max(32).optional(),
  gameInfo: z
    .object({
      result: z.union([text().max(200), z.array(text().max(16)).max(8)]).optional(),
      winner: text().max(16).optional(),
    })
    .optional(),
});
type Txn = z.infer<typeof ZTxn>;

type TxnAction = Exclude<AwcAction, 'getBalance'>;

const ZMessage = z.discriminatedUnion('action', [
  z.object({ action: z.literal('getBalance'), userId: id }),
  z.object({
    action: z.enum(AWC_ACTIONS.filter((a) => a !== 'getBalance') as [TxnAction, ...TxnAction[]]),
    txns: z.array(ZTxn).min(1).max(200),
  }),
]);

const playerIdOf = (userId: string): number | null => (/^[1-9]\d{0,14}$/.test(userId) ? Number(userId) : null);

const fail = (status: TAwcStatus): AwcAnswer => ({ status, desc: AWC_DESCRIPTIONS[status] });

function statusOf(s: TProviderStatus): TAwcStatus {
  switch (s) {
    case ProviderStatus.OK:
    case ProviderStatus.DUPLICATE_TRANSACTION:
      return AwcStatus.SUCCESS;
    case ProviderStatus.NOT_ENOUGH_MONEY:
      return AwcStatus.NOT_ENOUGH_BALANCE;
    case ProviderStatus.TOKEN_EXPIRED:
    case ProviderStatus.INVALID_TOKEN:
      return AwcStatus.INVALID_TOKEN;
    case ProviderStatus.USER_DISABLED:
      return AwcStatus.ACCOUNT_LOCKED;
    case ProviderStatus.LIMIT_REACHED:
      return AwcStatus.UNABLE_TO_PROCEED;
    case ProviderStatus.INVALID_GAME:
      return AwcStatus.INVALID_GAME;
    case ProviderStatus.WRONG_SYNTAX:
      return AwcStatus.INVALID_PARAMETERS;
    case ProviderStatus.TRANSACTION_DOES_NOT_EXIST:
      return AwcStatus.TX_NOT_EXISTS;
    case ProviderStatus.TRANSACTION_ROLLED_BACK:
      return AwcStatus.INVALID_TX_STATUS;
    case ProviderStatus.INVALID_PARTNER:
      return AwcStatus.MAINTENANCE;
    default:
      return AwcStatus.FAIL;
  }
}

/** One txn's target: the AWC transaction whose state it changes. */
interface Target {
  ctx: AdapterContext;
  txn: Txn;
  provider: string;
  playerId: number;
  key: string;
  state: TxState;
}

/**
 * AWC's seamless wallet (AE Sexy `SEXYBCRT`, SV388 cockfights; docs/provider-protocol.md,
 * "AWC"): one URL, form fields `key` and `message`. Every txn of a call is applied in turn
 * through native operations (decision 127); each AWC transaction's state is replayed from
 * the calls already applied to it (awc.state), so a repeat of any action finds nothing left to
 * do and answers 0000 with the balance, a cancel ahead of its bet leaves the bet nothing to take,
 * and settle, unsettle, resettle and the voids move exactly the difference. A failed txn stops
 * the call with its code; the txns before it stay applied and answer as repeats when AWC
 * retries the call.
 */
export class AwcAdapter {
  constructor(
    private readonly core: AdaptersService,
    private readonly log: Log,
  ) {}

  async handle(form: { key?: string; message?: string } | null, ip: string): Promise<AwcAnswer> {
    const ctx = await this.core.context(AWC_ACCOUNT);
    if (!ctx) return fail(AwcStatus.MAINTENANCE);
    if (!(await this.core.admits(ctx, ip, 'awc'))) return fail(AwcStatus.INVALID_IP);
    if (!form?.key || !ctx.secret || !sameKey(form.key, ctx.secret)) return fail(AwcStatus.INVALID_PARAMETERS);
    if (!ctx.enabled) return fail(AwcStatus.MAINTENANCE);
    let json: unknown;
    try {
      json = JSON.parse(form.message ?? '');
    } catch {
      return fail(AwcStatus.INVALID_PARAMETERS);
    }
    const parsed = ZMessage.safeParse(json);
    if (!parsed.success) return fail(AwcStatus.INVALID_PARAMETERS);
    const msg = parsed.data;
    try {
      if ('userId' in msg) {
        const pid = await this.player(msg.userId);
        if (pid === null) return fail(AwcStatus.ACCOUNT_NOT_EXISTS);
        return this.balance(ctx, pid, { userId: msg.userId });
      }
      // each player's balance after their last stake, when the ledger said it (else read at the end)
      const players = new Map<number, number | null>();
      for (const txn of msg.txns) {
        const status = await this.txn(ctx, msg.action, txn, players);
        if (status !== AwcStatus.SUCCESS) return fail(status);
      }
      // one player's call answers with their balance; a table's settle of many players with the status
      const [only] = players;
      if (players.size !== 1 || only === undefined) return { status: AwcStatus.SUCCESS };
      const [pid, known] = only;
      return known === null
        ? this.balance(ctx, pid)
        : { status: AwcStatus.SUCCESS, balance: fromVnd(known, ctx.account), balanceTs: new Date().toISOString() };
    } catch (err) {
      this.log.error({ err, action: msg.action }, 'AWC callback failed');
      return fail(AwcStatus.FAIL);
    }
  }

  private async player(userId: string): Promise<number | null> {
    const pid = playerIdOf(userId);
    if (pid === null) return null;
    return (await this.core.playerStatus(pid)) === null ? null : pid;
  }

  private async balance(
    ctx: AdapterContext,
    playerId: number,
    extra: Record<string, unknown> = {},
  ): Promise<AwcAnswer> {
    return {
      status: AwcStatus.SUCCESS,
      ...extra,
      balance: fromVnd(await this.core.available(playerId), ctx.account),
      balanceTs: new Date().toISOString(),
    };
  }

  private async txn(
    ctx: AdapterContext,
    action: TxnAction,
    txn: Txn,
    players: Map<number, number | null>,
  ): Promise<TAwcStatus> {
    const provider = ctx.account.platforms[txn.platform];
    if (!provider) return AwcStatus.INVALID_PLATFORM;
    // a stake proves its player through the session (the hot path); other calls look the player up
    const playerId = action === 'bet' ? playerIdOf(txn.userId) : await this.player(txn.userId);
    if (playerId === null) return AwcStatus.ACCOUNT_NOT_EXISTS;
    if (txn.currency !== undefined && txn.currency !== 'VND') return AwcStatus.INVALID_CURRENCY;
    players.set(playerId, null);
    if (action === 'give') return this.give(ctx, provider, playerId, txn);
    if (!txn.platformTxId && !(action === 'settle' && txn.settleType === 'roundId'))
      return AwcStatus.INVALID_PARAMETERS;
    if (action === 'settle' || action === 'refund' || action === 'resettle') {
      return this.settleTargets(ctx, provider, playerId, txn, action);
    }
    if (action === 'bet') {
      const placed = await this.firstBet(ctx, provider, playerId, txn);
      if (placed) {
        if (placed.balance !== undefined) players.set(playerId, placed.balance);
        return placed.status;
      }
    }
    const target = await this.target(ctx, provider, playerId, txn, txn.platformTxId!);
    if (target.state.playerId !== null && target.state.playerId !== playerId) return AwcStatus.TX_NOT_EXISTS;
    switch (action) {
      case 'bet': {
        const placed = await this.bet(target);
        if (placed.balance !== undefined) players.set(playerId, placed.balance);
        return placed.status;
      }
      case 'betNSettle': {
        const placed = (await this.bet(target)).status;
        if (placed !== AwcStatus.SUCCESS) return placed;
        return this.settle(await this.target(ctx, provider, playerId, txn, target.key), 'settle');
      }
      case 'cancelBet':
      case 'voidBet':
      case 'cancelBetNSettle':
        return this.cancel(target, action);
      case 'adjustBet':
        return this.adjust(target);
      case 'unvoidBet':
        return this.unvoid(target);
      case 'unsettle':
      case 'voidSettle':
        return this.unsettle(target, action);
      case 'unvoidSettle':
        return this.unvoidSettle(target);
    }
  }

  private async target(
    ctx: AdapterContext,
    provider: string,
    playerId: number,
    txn: Txn,
    key: string,
  ): Promise<Target> {
    return { ctx, txn, provider, playerId, key, state: txState(await this.core.repo.wiresOf(AWC_ACCOUNT, key)) };
  }

  private amount(t: Target, v: number | string | undefined, direction: 'stake' | 'payout') {
    return v === undefined ? null : toVnd(v, t.ctx.account, direction);
  }

  /** Records what a call did to its transaction; generation `n` keeps every call's row apart. */
  private async record(
    t: Target,
    action: string,
    moved: { vnd: number; remainder?: string; nativeUuid: string | null; units?: number | string },
  ): Promise<void> {
    await this.core.repo.record(this.wireOf(t, action, moved));
    t.state.calls++;
  }

  private wireOf(
    t: Target,
    action: string,
    moved: { vnd: number; remainder?: string; nativeUuid: string | null; units?: number | string },
  ): NewWire {
    return {
      account: AWC_ACCOUNT,
      kind: `${action}#${t.state.calls + 1}`,
      reference: t.key,
      providerCode: t.provider,
      playerId: t.playerId,
      round: t.txn.roundId ?? t.state.round,
      gameCode: t.txn.gameCode ?? t.state.game,
      amountUnits: String(moved.units ?? 0),
      amountVnd: moved.vnd,
      remainder: moved.remainder ?? '0',
      nativeUuid: moved.nativeUuid,
      refersTo: null,
    };
  }

  private common(t: Target, uuid: string) {
    return {
      request_uuid: `awc-${uuid}`.slice(0, 100),
      user: String(t.playerId),
      transaction_uuid: uuid,
      round: t.txn.roundId ?? (t.state.round || t.key),
      game_code: t.txn.gameCode ?? t.state.game,
      currency: 'VND',
    };
  }

  private async native(t: Target, action: 'bet' | 'win' | 'rollback', req: Record<string, unknown>) {
    return (await this.core.native(t.provider, action, req)) as TProviderResponse;
  }

  /**
   * The hot path (decision 147): a bet on a transaction with no call yet, without reading its
   * state first. The native stake is idempotent on `bet:<platformTxId>` and refuses a bet a
   * cancel came before (the ledger's tombstone); its record is gathered with the others
   * arriving together and written only while the transaction has no other row. Anything but a
   * fresh stake recorded first (a repeat, a refusal, a cancel ahead) returns null: the full
   * path then reads the transaction's state and answers as before, moving nothing twice.
   */
  private async firstBet(
    ctx: AdapterContext,
    provider: string,
    playerId: number,
    txn: Txn,
  ): Promise<{ status: TAwcStatus; balance?: number } | null> {
    const key = txn.platformTxId!;
    const t: Target = { ctx, txn, provider, playerId, key, state: txState([]) };
    const stake = this.amount(t, txn.betAmount, 'stake');
    if (!stake || stake.vnd === 0) return null;
    const uuid = `bet:${key}`;
    const token = (await this.core.tokenFor(AWC_ACCOUNT, playerId)) ?? '-';
    const res = await this.native(t, 'bet', { ...this.common(t, uuid), token, amount: stake.vnd });
    if (res.status !== ProviderStatus.OK) return null;
    const id = await this.core.repo.record(
      this.wireOf(t, 'bet', {
        vnd: -stake.vnd,
        remainder: stake.remainder,
        nativeUuid: uuid,
        units: txn.betAmount,
      }),
      { firstOfReference: true },
    );
    if (id === null) return { status: AwcStatus.SUCCESS };
    return { status: AwcStatus.SUCCESS, balance: res.balance ?? undefined };
  }

  /** A stake. A cancel that came first leaves it nothing to take (the ledger's tombstone agrees). */
  private async bet(t: Target): Promise<{ status: TAwcStatus; balance?: number }> {
    const s = t.state;
    if (s.bet || s.calls > 0) return { status: AwcStatus.SUCCESS };
    const stake = this.amount(t, t.txn.betAmount, 'stake');
    if (!stake || stake.vnd === 0) return { status: AwcStatus.INVALID_AMOUNT };
    const uuid = `bet:${t.key}`;
    const token = (await this.core.tokenFor(AWC_ACCOUNT, t.playerId)) ?? '-';
    const res = await this.native(t, 'bet', { ...this.common(t, uuid), token, amount: stake.vnd });
    if (res.status === ProviderStatus.TRANSACTION_ROLLED_BACK) {
      await this.record(t, 'bet', { vnd: 0, nativeUuid: null, units: t.txn.betAmount });
      return { status: AwcStatus.SUCCESS };
    }
    if (res.status === ProviderStatus.INVALID_TOKEN || res.status === ProviderStatus.TOKEN_EXPIRED) {
      this.core.forgetToken(AWC_ACCOUNT, t.playerId);
      const known = (await this.core.playerStatus(t.playerId)) !== null;
      return { status: known ? AwcStatus.INVALID_TOKEN : AwcStatus.ACCOUNT_NOT_EXISTS };
    }
    const status = statusOf(res.status);
    if (status !== AwcStatus.SUCCESS) return { status };
    await this.record(t, 'bet', {
      vnd: -stake.vnd,
      remainder: stake.remainder,
      nativeUuid: uuid,
      units: t.txn.betAmount,
    });
    t.state.bet = { uuid, vnd: stake.vnd };
    return { status, balance: res.status === ProviderStatus.OK && res.balance !== null ? res.balance : undefined };
  }

  private async rollbackBet(t: Target, bet: string, uuid: string): Promise<TAwcStatus> {
    const res = await this.native(t, 'rollback', {
      ...this.common(t, uuid),
      token: '-',
      reference_transaction_uuid: bet,
    });
    return statusOf(res.status);
  }

  private async reverse(t: Target, leg: Leg | null, uuid: string): Promise<TAwcStatus> {
    if (!leg?.uuid) return AwcStatus.SUCCESS;
    const done = await this.core.reverseWin(t.provider, uuid, leg.uuid, t.playerId);
    return done === 'ok' ? AwcStatus.SUCCESS : AwcStatus.NOT_ENOUGH_BALANCE;
  }

  /**
   * cancelBet and voidBet give the stake back (less what adjustBet already returned);
   * cancelBetNSettle also takes its payment back. Ahead of the bet, the cancel is remembered.
   */
  private async cancel(t: Target, action: 'cancelBet' | 'voidBet' | 'cancelBetNSettle'): Promise<TAwcStatus> {
    const s = t.state;
    if (s.cancelled && !s.bet) return AwcStatus.SUCCESS;
    if (s.settle && action !== 'cancelBetNSettle') return AwcStatus.INVALID_TX_STATUS;
    const n = s.calls + 1;
    const rolled = await this.rollbackBet(t, s.bet?.uuid ?? `bet:${t.key}`, `${action}:${t.key}:${n}`);
    if (rolled !== AwcStatus.SUCCESS) return rolled;
    for (const [leg, tag] of [
      [s.adjust, 'adj'],
      [s.settle, 'win'],
    ] as const) {
      const undone = await this.reverse(t, leg, `${action}-${tag}:${t.key}:${n}`);
      if (undone !== AwcStatus.SUCCESS) return undone;
    }
    const back = (s.bet?.vnd ?? 0) - (s.adjust?.vnd ?? 0) - (s.settle?.vnd ?? 0);
    await this.record(t, action, { vnd: back, nativeUuid: s.bet ? `${action}:${t.key}:${n}` : null });
    return AwcStatus.SUCCESS;
  }

  /** Part of the stake given back while the bet stays open. */
  private async adjust(t: Target): Promise<TAwcStatus> {
    const s = t.state;
    if (s.adjust) return AwcStatus.SUCCESS;
    if (!s.bet || s.settle) return AwcStatus.INVALID_TX_STATUS;
    const back = this.amount(t, t.txn.adjustAmount, 'payout');
    if (!back || back.vnd > s.bet.vnd) return AwcStatus.INVALID_AMOUNT;
    const uuid = `adjustBet:${t.key}:${s.calls + 1}`;
    if (back.vnd > 0) {
      const res = await this.native(t, 'win', {
        ...this.common(t, uuid),
        token: '-',
        amount: back.vnd,
        reference_transaction_uuid: s.bet.uuid,
        round_closed: false,
      });
      const status = statusOf(res.status);
      if (status !== AwcStatus.SUCCESS) return status;
    }
    await this.record(t, 'adjustBet', {
      vnd: back.vnd,
      remainder: back.remainder,
      nativeUuid: back.vnd > 0 ? uuid : null,
      units: t.txn.adjustAmount,
    });
    return AwcStatus.SUCCESS;
  }

  /** A voided bet taken again. */
  private async unvoid(t: Target): Promise<TAwcStatus> {
    const s = t.state;
    if (s.bet) return AwcStatus.SUCCESS;
    if (!s.cancelled || s.calls === 0) return AwcStatus.TX_NOT_EXISTS;
    const stake = this.amount(t, t.txn.betAmount, 'stake');
    if (!stake || stake.vnd === 0) return AwcStatus.INVALID_AMOUNT;
    const uuid = `unvoidBet:${t.key}:${s.calls + 1}`;
    const token = (await this.core.tokenFor(AWC_ACCOUNT, t.playerId)) ?? '-';
    const res = await this.native(t, 'bet', { ...this.common(t, uuid), token, amount: stake.vnd });
    const status = statusOf(res.status);
    if (status !== AwcStatus.SUCCESS) return status;
    await this.record(t, 'unvoidBet', { vnd: -stake.vnd, nativeUuid: uuid, units: t.txn.betAmount });
    return AwcStatus.SUCCESS;
  }

  /**
   * settle, refund and resettle: by the txn itself, by its refPlatformTxId, or every open bet
   * of the player in the round (the winAmount covers them all; it is paid on the newest).
   */
  private async settleTargets(
    ctx: AdapterContext,
    provider: string,
    playerId: number,
    txn: Txn,
    action: 'settle' | 'refund' | 'resettle',
  ): Promise<TAwcStatus> {
    if (txn.settleType === 'roundId') {
      if (!txn.roundId) return AwcStatus.INVALID_PARAMETERS;
      const rows = await this.core.repo.round(AWC_ACCOUNT, playerId, txn.roundId);
      const keys = [...new Set(rows.map((r) => r.reference))];
      const targets = await Promise.all(keys.map((k) => this.target(ctx, provider, playerId, txn, k)));
      const open = targets.filter((x) => x.state.bet);
      if (open.length === 0) return AwcStatus.TX_NOT_EXISTS;
      // the others are settled with nothing: the round's one payment is on the newest bet
      for (const other of open.slice(0, -1)) {
        const status = await this.settle({ ...other, txn: { ...txn, winAmount: 0 } }, action);
        if (status !== AwcStatus.SUCCESS) return status;
      }
      return this.settle(open.at(-1)!, action);
    }
    const key = txn.settleType === 'refPlatformTxId' ? txn.refPlatformTxId : txn.platformTxId;
    if (!key) return AwcStatus.INVALID_PARAMETERS;
    const target = await this.target(ctx, provider, playerId, txn, key);
    if (target.state.playerId !== null && target.state.playerId !== playerId) return AwcStatus.TX_NOT_EXISTS;
    return this.settle(target, action);
  }

  /** Pays winAmount (the return, stake included) on the bet; resettle replaces the payment in force. */
  private async settle(t: Target, action: 'settle' | 'refund' | 'resettle'): Promise<TAwcStatus> {
    const s = t.state;
    const win = this.amount(t, t.txn.winAmount ?? 0, 'payout');
    if (!win) return AwcStatus.INVALID_AMOUNT;
    if (s.settle && (action !== 'resettle' || s.settle.vnd === win.vnd)) return AwcStatus.SUCCESS;
    if (!s.bet) return s.calls === 0 ? AwcStatus.TX_NOT_EXISTS : AwcStatus.INVALID_TX_STATUS;
    const n = s.calls + 1;
    if (s.settle) {
      const undone = await this.reverse(t, s.settle, `resettle-undo:${t.key}:${n}`);
      if (undone !== AwcStatus.SUCCESS) return undone;
    }
    const uuid = `${action}:${t.key}:${n}`;
    const details = awcDetails(t.txn);
    const res = await this.native(t, 'win', {
      ...this.common(t, uuid),
      token: '-',
      amount: win.vnd,
      reference_transaction_uuid: s.bet.uuid,
      round_closed: true,
      ...(details ? { meta: { details } } : {}),
    });
    const status = statusOf(res.status);
    if (status !== AwcStatus.SUCCESS) return status;
    await this.record(t, action, {
      vnd: win.vnd,
      remainder: win.remainder,
      nativeUuid: win.vnd > 0 ? uuid : null,
      units: t.txn.winAmount ?? 0,
    });
    return AwcStatus.SUCCESS;
  }

  /** unsettle takes the payment back (the bet is open again); voidSettle also returns the stake. */
  private async unsettle(t: Target, action: 'unsettle' | 'voidSettle'): Promise<TAwcStatus> {
    const s = t.state;
    if (!s.settle) return action === 'unsettle' || s.voided ? AwcStatus.SUCCESS : AwcStatus.INVALID_TX_STATUS;
    const n = s.calls + 1;
    if (action === 'voidSettle' && s.bet) {
      const rolled = await this.rollbackBet(t, s.bet.uuid, `voidSettle:${t.key}:${n}`);
      if (rolled !== AwcStatus.SUCCESS) return rolled;
    }
    const undone = await this.reverse(t, s.settle, `${action}-win:${t.key}:${n}`);
    if (undone !== AwcStatus.SUCCESS) return undone;
    const back = (action === 'voidSettle' ? (s.bet?.vnd ?? 0) : 0) - s.settle.vnd;
    await this.record(t, action, { vnd: back, nativeUuid: null });
    return AwcStatus.SUCCESS;
  }

  /** What voidSettle undid, applied again: the stake taken, the payment made. */
  private async unvoidSettle(t: Target): Promise<TAwcStatus> {
    const s = t.state;
    if (!s.voided) return s.settle ? AwcStatus.SUCCESS : AwcStatus.INVALID_TX_STATUS;
    const n = s.calls + 1;
    const betUuid = `unvoidSettleBet:${t.key}:${n}`;
    const stake = s.voided.bet?.vnd ?? 0;
    if (stake > 0) {
      const token = (await this.core.tokenFor(AWC_ACCOUNT, t.playerId)) ?? '-';
      const res = await this.native(t, 'bet', { ...this.common(t, betUuid), token, amount: stake });
      const status = statusOf(res.status);
      if (status !== AwcStatus.SUCCESS) return status;
      await this.record(t, 'unvoidSettleBet', { vnd: -stake, nativeUuid: betUuid });
    }
    const winUuid = `unvoidSettle:${t.key}:${n}`;
    const win = s.voided.settle?.vnd ?? 0;
    if (win > 0 && stake > 0) {
      const res = await this.native(t, 'win', {
        ...this.common(t, winUuid),
        token: '-',
        amount: win,
        reference_transaction_uuid: betUuid,
        round_closed: true,
      });
      const status = statusOf(res.status);
      if (status !== AwcStatus.SUCCESS) return status;
    }
    await this.record(t, 'unvoidSettle', { vnd: win, nativeUuid: win > 0 && stake > 0 ? winUuid : null });
    return AwcStatus.SUCCESS;
  }

  /** A promotion's prize (give), keyed by promotionTxId. */
  private async give(ctx: AdapterContext, provider: string, playerId: number, txn: Txn): Promise<TAwcStatus> {
    if (!txn.promotionTxId) return AwcStatus.INVALID_PARAMETERS;
    const t = await this.target(ctx, provider, playerId, txn, `give:${txn.promotionTxId}`);
    if (t.state.calls > 0) return AwcStatus.SUCCESS;
    const prize = this.amount(t, txn.amount, 'payout');
    if (!prize) return AwcStatus.INVALID_AMOUNT;
    const uuid = `give:${txn.promotionTxId}`;
    if (prize.vnd > 0) {
      await this.core.promotionWin({ provider, transactionId: uuid, playerId, amount: prize.vnd, round: uuid });
    }
    await this.record(t, 'give', {
      vnd: prize.vnd,
      remainder: prize.remainder,
      nativeUuid: prize.vnd > 0 ? uuid : null,
    });
    return AwcStatus.SUCCESS;
  }
}

/** The AWC key compared in constant time. */
function sameKey(sent: string, key: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}
