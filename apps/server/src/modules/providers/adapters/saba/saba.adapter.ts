import { timingSafeEqual } from 'node:crypto';
import { ProviderStatus, type TProviderResponse, type TProviderStatus, type TRoundDetailResult } from '@app/contract';
import type { z } from 'zod';
import { runInLocale } from '../../../../http/locale';
import type { Log } from '../../../../log';
import type { ProviderAction } from '../../providers.service';
import { type Converted, fromVnd, toVnd } from '../adapters.money';
import type { AdapterContext, AdaptersService } from '../adapters.service';
import { type StakeReasons, stakeReasons } from '../refusals.i18n';
import {
  SABA_ACTIONS,
  SABA_MESSAGES,
  SABA_VND,
  type SabaAction,
  SabaStatus,
  sabaTime,
  type TSabaStatus,
} from './saba.codes';
import { GzipReader } from './saba.gzip';
import {
  type TConfirmBet,
  type TPlaceBet,
  type TSettleTxn,
  ZAdjustBalance,
  ZCancelBet,
  ZConfirmBet,
  ZEnvelope,
  ZGetBalance,
  ZPlaceBet,
  ZPlaceBetParlay,
  ZSettle,
} from './saba.messages';
import { type TicketState, ticketState } from './saba.ticket';

/** The SABA account: its key (the vendor id SABA sends as `key`) and switch are the `saba` provider's. */
export const SABA_ACCOUNT = 'saba';
/** The catalogue's SABA Sports game every ticket is booked under. */
export const SABA_GAME = 'lobby';
/** A gzip body may not unpack past this: a small bomb cannot fill the memory. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

export type SabaAnswer = { status: TSabaStatus; msg: string | null } & Record<string, unknown>;

const fail = (status: TSabaStatus, msg?: string): SabaAnswer => ({ status, msg: msg ?? SABA_MESSAGES[status] });
const ok = (extra: Record<string, unknown> = {}): SabaAnswer => ({ status: SabaStatus.SUCCESS, msg: null, ...extra });

/** Why a stake was refused, in words SABA shows the player (its `msg`); the player's own on a stake. */
const REASONS = stakeReasons('saba');

/** SABA's ticket status as the bet history's result; `running` (unsettled again) reads as pending. */
const SABA_RESULTS: Record<string, TRoundDetailResult> = {
  won: 'win',
  lose: 'lose',
  draw: 'draw',
  'half won': 'half-win',
  'half lose': 'half-lose',
  void: 'void',
  refund: 'void',
  reject: 'void',
  running: 'pending',
};

const playerIdOf = (userId: string): number | null => (/^[1-9]\d{0,14}$/.test(userId) ? Number(userId) : null);

/** A native refusal as SABA's code, with our Vietnamese reason where SABA shows `msg` to the player. */
function refusal(res: TProviderResponse, reasons: StakeReasons = REASONS): SabaAnswer {
  const s: TProviderStatus = res.status;
  switch (s) {
    case ProviderStatus.OK:
    case ProviderStatus.DUPLICATE_TRANSACTION:
      return ok();
    case ProviderStatus.NOT_ENOUGH_MONEY:
      return fail(SabaStatus.INSUFFICIENT_FUNDS, reasons.funds);
    case ProviderStatus.LIMIT_REACHED:
      // a loss or wager limit: SABA has no code of its own for it; the player reads why
      return fail(SabaStatus.INSUFFICIENT_FUNDS, res.message ?? reasons.funds);
    case ProviderStatus.TOKEN_EXPIRED:
    case ProviderStatus.INVALID_TOKEN:
      return fail(SabaStatus.ACCOUNT_LOCKED, reasons.session);
    case ProviderStatus.USER_DISABLED:
      return fail(SabaStatus.ACCOUNT_LOCKED, reasons.locked);
    case ProviderStatus.WRONG_SYNTAX:
      return fail(SabaStatus.PARAMETERS_INCORRECT);
    case ProviderStatus.TRANSACTION_DOES_NOT_EXIST:
      return fail(SabaStatus.NO_SUCH_TICKET);
    case ProviderStatus.TRANSACTION_ROLLED_BACK:
      return fail(SabaStatus.INVALID_TX_STATUS);
    case ProviderStatus.INVALID_PARTNER:
    case ProviderStatus.INVALID_GAME:
      return fail(SabaStatus.MAINTENANCE);
    default:
      return fail(SabaStatus.SYSTEM_ERROR);
  }
}

const isOk = (res: TProviderResponse) => res.status === ProviderStatus.OK;

/** A failure of the database (a PostgreSQL SQLSTATE, or no connection to be had) is SABA's 901. */
function failureOf(err: unknown): SabaAnswer {
  const code = (err as { code?: unknown })?.code;
  if (typeof code === 'string' && (/^[0-9A-Z]{5}$/.test(code) || code === 'SERVER_BUSY')) {
    return fail(SabaStatus.DATABASE_ERROR);
  }
  return fail(SabaStatus.SYSTEM_ERROR);
}

/** One txn of a call that names a ticket: its player, key and state. */
interface Ticket {
  ctx: AdapterContext;
  refId: string;
  playerId: number;
  state: TicketState;
}

/**
 * SABA's seamless wallet (OneWorks; docs/saba.md): `POST /provider/saba/{action}` with a
 * gzip-compressed JSON `{key, message}`. Each call becomes native operations (decision 127):
 * PlaceBet a `transaction/bet`, ConfirmBet's odds change an extra stake or a part of the stake
 * back, CancelBet a rollback, the first settle a `transaction/win` (the round's settlement),
 * every later change of a ticket's result a `transaction/adjust` of `creditAmount - debitAmount`.
 * A ticket's state is replayed from the calls applied to it (saba.ticket), keyed on `refId` and
 * `refId` + `operationId`, so SABA's retries find nothing left to do and answer 0.
 */
export class SabaAdapter {
  constructor(
    private readonly core: AdaptersService,
    private readonly log: Log,
  ) {}

  /** One zlib handle for every gzip body (decision 178): building one per call cost more than the inflating. */
  private readonly gzip = new GzipReader(MAX_MESSAGE_BYTES);

  async handle(action: string, body: Buffer, ip: string): Promise<SabaAnswer> {
    const ctx = await this.core.context(SABA_ACCOUNT);
    if (!ctx) return fail(SabaStatus.MAINTENANCE);
    if (!(await this.core.admits(ctx, ip, `saba:${action.slice(0, 40)}`))) return fail(SabaStatus.IP_RESTRICTED);
    const envelope = this.envelope(body);
    if (!envelope) return fail(SabaStatus.PARAMETERS_INCORRECT);
    if (!ctx.secret || !sameKey(envelope.key, ctx.secret)) return fail(SabaStatus.INVALID_KEY);
    if (!ctx.enabled) return fail(SabaStatus.MAINTENANCE);
    const name = action.toLowerCase() as SabaAction;
    if (!SABA_ACTIONS.includes(name)) return fail(SabaStatus.PARAMETERS_INCORRECT);
    try {
      return await this.dispatch(ctx, name, envelope.message);
    } catch (err) {
      this.log.error({ err, action: name }, 'SABA callback failed');
      return failureOf(err);
    }
  }

  /** The body as SABA sends it: gzip (SABA compresses every call) or plain JSON. Null if unreadable. */
  private envelope(body: Buffer): z.infer<typeof ZEnvelope> | null {
    // a SABA message is a few kilobytes: unpacked in place, without the thread pool's round trip
    const raw = body.length >= 2 && body[0] === 0x1f && body[1] === 0x8b ? this.gzip.text(body) : body.toString('utf8');
    if (raw === null) return null;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return null;
    }
    const parsed = ZEnvelope.safeParse(json);
    return parsed.success ? parsed.data : null;
  }

  private async dispatch(ctx: AdapterContext, action: SabaAction, message: unknown): Promise<SabaAnswer> {
    const read = <S extends z.ZodType>(schema: S): z.output<S> | null => {
      const parsed = schema.safeParse(message);
      return parsed.success ? parsed.data : null;
    };
    switch (action) {
      case 'healthcheck':
        return ok();
      case 'getbalance': {
        const m = read(ZGetBalance);
        if (!m) return fail(SabaStatus.PARAMETERS_INCORRECT);
        const pid = await this.player(m.userId);
        if (pid === null) return fail(SabaStatus.ACCOUNT_NOT_EXIST);
        return ok({ userId: m.userId, balance: await this.balance(ctx, pid), balanceTs: sabaTime() });
      }
      case 'placebet': {
        const m = read(ZPlaceBet);
        if (!m) return fail(SabaStatus.PARAMETERS_INCORRECT);
        const placed = await this.place(ctx, m.userId, m.currency, m.refId, m.debitAmount, this.betDetails(m));
        return typeof placed === 'string' ? ok({ refId: m.refId, licenseeTxId: placed }) : placed;
      }
      case 'placebetparlay': {
        const m = read(ZPlaceBetParlay);
        if (!m) return fail(SabaStatus.PARAMETERS_INCORRECT);
        const legs = (m.ticketDetail ?? []).map((d) => ({
          label: `${d.homeName ?? ''} - ${d.awayName ?? ''}`.slice(0, 120),
          value: `${d.betTypeName ?? ''}: ${d.betChoice ?? ''}${d.odds ? ` @ ${d.odds}` : ''}`.slice(0, 200),
        }));
        const txns: { refId: string; licenseeTxId: string }[] = [];
        // a leg SABA could not place is cancelled by SABA (its rule), the ones before it with it
        for (const txn of m.txns) {
          const placed = await this.place(ctx, m.userId, m.currency, txn.refId, txn.debitAmount, {
            details: legs.slice(0, 20),
          });
          if (typeof placed !== 'string') return placed;
          txns.push({ refId: txn.refId, licenseeTxId: placed });
        }
        return ok({ txns });
      }
      case 'confirmbet':
      case 'confirmbetparlay': {
        const m = read(ZConfirmBet);
        if (!m) return fail(SabaStatus.PARAMETERS_INCORRECT);
        return this.confirm(ctx, m);
      }
      case 'cancelbet': {
        const m = read(ZCancelBet);
        if (!m) return fail(SabaStatus.PARAMETERS_INCORRECT);
        const pid = await this.player(m.userId);
        if (pid === null) return fail(SabaStatus.ACCOUNT_NOT_EXIST);
        for (const txn of m.txns) {
          const t = await this.ticket(ctx, txn.refId, pid);
          if (!t) return fail(SabaStatus.NO_SUCH_TICKET);
          const done = await this.cancel(t, m.operationId, txn.creditAmount);
          if (done.status !== SabaStatus.SUCCESS) return done;
        }
        return ok({ balance: await this.balance(ctx, pid) });
      }
      case 'settle':
      case 'resettle':
      case 'unsettle': {
        const m = read(ZSettle);
        if (!m) return fail(SabaStatus.PARAMETERS_INCORRECT);
        // players are mixed in one call; a failed txn stops it, SABA sends it again, the applied ones repeat as no-ops
        for (const txn of m.txns) {
          const done = await this.settleTxn(ctx, action, m.operationId, txn);
          if (done.status !== SabaStatus.SUCCESS) return done;
        }
        return ok();
      }
      case 'adjustbalance': {
        const m = read(ZAdjustBalance);
        if (!m) return fail(SabaStatus.PARAMETERS_INCORRECT);
        return this.adjustBalance(ctx, m);
      }
    }
  }

  private async player(userId: string): Promise<number | null> {
    const pid = playerIdOf(userId);
    if (pid === null) return null;
    return (await this.core.playerStatus(pid)) === null ? null : pid;
  }

  private async balance(ctx: AdapterContext, playerId: number): Promise<number> {
    return fromVnd(await this.core.available(playerId), ctx.account);
  }

  private async ticket(ctx: AdapterContext, refId: string, playerId: number): Promise<Ticket | null> {
    const state = ticketState(await this.core.repo.wiresOf(SABA_ACCOUNT, refId));
    if (state.playerId !== null && state.playerId !== playerId) return null;
    return { ctx, refId, playerId, state };
  }

  /** The ticket's line in the player's bet history, in the language SABA was opened in (Vietnamese). */
  private betDetails(m: TPlaceBet) {
    const home = m.homeName ?? m.homeName_en ?? '';
    const away = m.awayName ?? m.awayName_en ?? '';
    const league = m.leagueName ?? m.leagueName_en ?? '';
    const market = m.betTypeName ?? m.betTypeName_en ?? '';
    const pick = m.betChoice ?? m.betChoice_en ?? '';
    const decimal = m.oddsType === 3 && m.odds !== undefined && m.odds >= 1 ? m.odds : undefined;
    return {
      ...(decimal !== undefined ? { odds: decimal } : {}),
      details: [
        {
          label: `${league ? `${league} · ` : ''}${home} - ${away}`.slice(0, 120),
          value: `${market}: ${pick}${m.odds !== undefined ? ` @ ${m.odds}` : ''}`.slice(0, 200),
        },
      ],
    };
  }

  private request(t: { refId: string; playerId: number }, uuid: string, extra: Record<string, unknown>) {
    return {
      request_uuid: `saba-${uuid}`.slice(0, 100),
      token: '-',
      user: String(t.playerId),
      transaction_uuid: uuid,
      round: t.refId,
      game_code: SABA_GAME,
      currency: 'VND',
      ...extra,
    };
  }

  private native(action: ProviderAction, req: Record<string, unknown>): Promise<TProviderResponse> {
    return this.core.native(SABA_ACCOUNT, action, req);
  }

  /**
   * A stake through the native bet, with the session the player's launch left (player checks at
   * the stake), in the player's language: a refusal (a limit's sentence, `reasons`) reaches them.
   */
  private async stake(t: { refId: string; playerId: number }, uuid: string, vnd: number, meta?: object) {
    const session = await this.core.sessionFor(SABA_ACCOUNT, t.playerId);
    const req = { ...this.request(t, uuid, { amount: vnd, meta }), token: session.token ?? '-' };
    const res = await runInLocale(session.locale, () => this.native('bet', req));
    if (res.status === ProviderStatus.INVALID_TOKEN || res.status === ProviderStatus.TOKEN_EXPIRED) {
      this.core.forgetToken(SABA_ACCOUNT, t.playerId);
    }
    return Object.assign(res, { reasons: stakeReasons('saba', session.locale) });
  }

  private async record(
    t: { refId: string; playerId: number },
    kind: string,
    moved: { vnd: number; units: number | string; remainder?: string; nativeUuid: string | null; ticket?: unknown },
  ): Promise<number | null> {
    return this.core.repo.record({
      account: SABA_ACCOUNT,
      kind,
      reference: t.refId,
      providerCode: SABA_ACCOUNT,
      playerId: t.playerId,
      round: t.refId,
      gameCode: SABA_GAME,
      amountUnits: String(moved.units),
      amountVnd: moved.vnd,
      remainder: moved.remainder ?? '0',
      nativeUuid: moved.nativeUuid,
      refersTo: moved.ticket === undefined ? null : String(moved.ticket),
    });
  }

  /**
   * PlaceBet (and each ticket of a parlay): the stake `debitAmount`, keyed on `refId`; the
   * licensee transaction id it answers (or the refusal). The
   * ledger's idempotency answers a repeat; a CancelBet that came first left its tombstone, so the
   * late bet takes nothing and answers 309.
   */
  private async place(
    ctx: AdapterContext,
    userId: string,
    currency: number,
    refId: string,
    debit: number | string,
    meta: object,
  ): Promise<string | SabaAnswer> {
    const playerId = playerIdOf(userId);
    if (playerId === null) return fail(SabaStatus.ACCOUNT_NOT_EXIST);
    if (currency !== SABA_VND) return fail(SabaStatus.PARAMETERS_INCORRECT);
    const stake = toVnd(debit, ctx.account, 'stake');
    if (!stake || stake.vnd === 0) return fail(SabaStatus.INVALID_AMOUNT);
    const t = { refId, playerId };
    const uuid = `bet:${refId}`;
    const res = await this.stake(t, uuid, stake.vnd, meta);
    if (res.status === ProviderStatus.INVALID_TOKEN && (await this.core.playerStatus(playerId)) === null) {
      return fail(SabaStatus.ACCOUNT_NOT_EXIST);
    }
    // the same refId with other fields: the first PlaceBet's answer, nothing recorded of this one
    if (!isOk(res) && res.status !== ProviderStatus.DUPLICATE_TRANSACTION) return refusal(res, res.reasons);
    if (isOk(res)) {
      const id = await this.record(t, 'placebet', {
        vnd: -stake.vnd,
        units: debit,
        remainder: stake.remainder,
        nativeUuid: uuid,
      });
      if (id !== null) return String(id);
    }
    // a repeat: the first PlaceBet's answer
    const first = await this.core.repo.wire(SABA_ACCOUNT, 'placebet', refId);
    if (!first || first.playerId !== playerId) return fail(SabaStatus.PARAMETERS_INCORRECT);
    return String(first.id);
  }

  /** The stake change of a ticket (ConfirmBet), or of a result (settle family): credit and debit as đồng. */
  private net(ctx: AdapterContext, credit: number | string, debit: number | string) {
    const c = toVnd(credit, ctx.account, 'payout');
    const d = toVnd(debit, ctx.account, 'stake');
    if (!c || !d) return null;
    return { vnd: c.vnd - d.vnd, remainder: sumRemainders(c, d) };
  }

  /**
   * ConfirmBet: SABA accepted the tickets. With changed odds the stake moves by `debitAmount`
   * (a further stake, checked like any stake) or `creditAmount` (part of it back).
   */
  private async confirm(ctx: AdapterContext, m: TConfirmBet): Promise<SabaAnswer> {
    const pid = playerIdOf(m.userId);
    if (pid === null) return fail(SabaStatus.ACCOUNT_NOT_EXIST);
    for (const txn of m.txns) {
      const t = await this.ticket(ctx, txn.refId, pid);
      if (!t || (!t.state.bet && !t.state.cancelled)) return fail(SabaStatus.NO_SUCH_TICKET);
      if (t.state.ops.has(m.operationId)) continue;
      if (t.state.cancelled) return fail(SabaStatus.INVALID_TX_STATUS);
      const net = this.net(ctx, txn.creditAmount, txn.debitAmount);
      if (!net) return fail(SabaStatus.INVALID_AMOUNT);
      let nativeUuid: string | null = null;
      if (net.vnd < 0) {
        nativeUuid = `confirm:${t.refId}:${m.operationId}`;
        const res = await this.stake(t, nativeUuid, -net.vnd);
        if (!isOk(res) && res.status !== ProviderStatus.DUPLICATE_TRANSACTION) return refusal(res, res.reasons);
      } else if (net.vnd > 0) {
        nativeUuid = `confirm-credit:${t.refId}:${m.operationId}`;
        const res = await this.native(
          'win',
          this.request(t, nativeUuid, {
            amount: net.vnd,
            reference_transaction_uuid: t.state.bet!.uuid,
            round_closed: false,
          }),
        );
        if (!isOk(res) && res.status !== ProviderStatus.DUPLICATE_TRANSACTION) return refusal(res);
      }
      await this.record(t, `confirmbet#${m.operationId}`, {
        vnd: net.vnd,
        units: `${txn.creditAmount}-${txn.debitAmount}`,
        remainder: net.remainder,
        nativeUuid,
        ticket: txn.txId,
      });
    }
    return ok({ balance: await this.balance(ctx, pid) });
  }

  /**
   * CancelBet: the ticket's stake goes back (PlaceBet's and any ConfirmBet added), and what
   * ConfirmBet gave back is taken again: the ticket ends at nothing. Ahead of its PlaceBet it
   * leaves the ledger's tombstone. What moves is what the ledger holds for the ticket, whatever
   * `creditAmount` says (it is kept with the call).
   */
  private async cancel(t: Ticket, operationId: string, credit: number | string): Promise<SabaAnswer> {
    const s = t.state;
    if (s.ops.has(operationId)) return ok();
    if (s.settledOnce) return fail(SabaStatus.INVALID_TX_STATUS);
    if (!s.cancelled) {
      const base = `cancel:${t.refId}:${operationId}`;
      const bets = [s.bet?.uuid ?? `bet:${t.refId}`, ...s.extraBets.map((b) => b.uuid)];
      for (const [i, bet] of bets.entries()) {
        const res = await this.native(
          'rollback',
          this.request(t, i === 0 ? base : `${base}:${i}`, { reference_transaction_uuid: bet }),
        );
        if (!isOk(res) && res.status !== ProviderStatus.DUPLICATE_TRANSACTION) return refusal(res);
      }
      for (const [i, c] of s.credits.entries()) {
        const done = await this.core.reverseWin(SABA_ACCOUNT, `${base}:credit:${i}`, c.uuid, t.playerId);
        if (done !== 'ok') return fail(SabaStatus.INSUFFICIENT_FUNDS);
      }
    }
    const back = s.cancelled
      ? 0
      : (s.bet?.vnd ?? 0) + s.extraBets.reduce((a, b) => a + b.vnd, 0) - s.credits.reduce((a, c) => a + c.vnd, 0);
    await this.record(t, `cancelbet#${operationId}`, { vnd: back, units: credit, nativeUuid: null });
    return ok();
  }

  /**
   * settle, resettle, unsettle: `creditAmount - debitAmount` moves once per refId + operationId.
   * The first settle is the round's native win (bet history, wagering, settlement events); every
   * later change is a native adjustment, a debit of which never takes the balance below zero:
   * what the player no longer has is recorded as the row's negative remainder.
   */
  private async settleTxn(
    ctx: AdapterContext,
    action: 'settle' | 'resettle' | 'unsettle',
    operationId: string,
    txn: TSettleTxn,
  ): Promise<SabaAnswer> {
    const pid = await this.player(txn.userId);
    if (pid === null) return fail(SabaStatus.ACCOUNT_NOT_EXIST);
    const t = await this.ticket(ctx, txn.refId, pid);
    if (!t || (!t.state.bet && !t.state.cancelled)) return fail(SabaStatus.NO_SUCH_TICKET);
    if (t.state.ops.has(operationId)) return ok();
    if (t.state.cancelled) return fail(SabaStatus.INVALID_TX_STATUS);
    const net = this.net(ctx, txn.creditAmount, txn.debitAmount);
    if (!net) return fail(SabaStatus.INVALID_AMOUNT);
    const bet = t.state.bet!.uuid;
    const meta = await this.resultDetails(t, action === 'unsettle' ? (txn.status ?? 'running') : txn.status);
    let moved = 0;
    let nativeUuid: string | null = null;
    let rest = Math.abs(net.vnd);
    if (action === 'settle' && !t.state.settledOnce) {
      nativeUuid = `settle:${t.refId}:${operationId}`;
      const paid = Math.max(0, net.vnd);
      const res = await this.native(
        'win',
        this.request(t, nativeUuid, { amount: paid, reference_transaction_uuid: bet, round_closed: true, meta }),
      );
      if (!isOk(res) && res.status !== ProviderStatus.DUPLICATE_TRANSACTION) return refusal(res);
      moved = paid;
      rest = net.vnd < 0 ? -net.vnd : 0;
    }
    if (rest > 0) {
      const direction = net.vnd > 0 ? 'credit' : 'debit';
      const uuid = `${action}-adj:${t.refId}:${operationId}`;
      const res = await this.native(
        'adjust',
        this.request(t, uuid, {
          amount: rest,
          direction,
          reference_transaction_uuid: bet,
          reason: action === 'unsettle' ? 'SABA hủy kết quả vé cược' : 'SABA chấm lại kết quả vé cược',
          meta,
        }),
      );
      if (!isOk(res)) return refusal(res);
      const applied = res.amount_applied ?? rest;
      moved += direction === 'credit' ? applied : -applied;
      nativeUuid ??= uuid;
    }
    const shortfall = net.vnd - moved;
    await this.record(t, `${action}#${operationId}`, {
      vnd: moved,
      units: `${txn.creditAmount}-${txn.debitAmount}`,
      // positive: the rounding kept it; negative: a debit the balance could not cover
      remainder: shortfall === 0 ? net.remainder : String(-shortfall),
      nativeUuid,
      ticket: txn.txId,
    });
    return ok();
  }

  /** The ticket's bet-history lines with SABA's result (won, half lose, void…); none when the bet sent none. */
  private async resultDetails(t: Ticket, status: string | undefined) {
    const lines = await this.core.repo.roundDetails(SABA_ACCOUNT, t.playerId, t.refId);
    if (!lines || lines.length === 0) return undefined;
    const result = status === undefined ? undefined : SABA_RESULTS[status.toLowerCase()];
    return { details: lines.map((l) => ({ label: l.label, value: l.value, ...(result ? { result } : {}) })) };
  }

  /**
   * AdjustBalance (a promotion or correction outside any ticket): a credit is paid once per
   * refId + operationId. A debit outside a ticket has no stake to be taken against: 307.
   */
  private async adjustBalance(ctx: AdapterContext, m: z.infer<typeof ZAdjustBalance>): Promise<SabaAnswer> {
    const pid = await this.player(m.userId);
    if (pid === null) return fail(SabaStatus.ACCOUNT_NOT_EXIST);
    if (m.currency !== undefined && m.currency !== SABA_VND) return fail(SabaStatus.PARAMETERS_INCORRECT);
    const net = this.net(ctx, m.balanceInfo.creditAmount, m.balanceInfo.debitAmount);
    if (!net || net.vnd < 0) return fail(SabaStatus.INVALID_AMOUNT);
    const reference = `adjust:${m.refId}`;
    const kind = `adjustbalance#${m.operationId}`;
    const seen = await this.core.repo.wire(SABA_ACCOUNT, kind, reference);
    if (seen) return seen.playerId === pid ? ok() : fail(SabaStatus.PARAMETERS_INCORRECT);
    const uuid = `adjust:${m.refId}:${m.operationId}`;
    if (net.vnd > 0) {
      await this.core.promotionWin({
        provider: SABA_ACCOUNT,
        transactionId: uuid,
        playerId: pid,
        amount: net.vnd,
        round: uuid,
      });
    }
    await this.core.repo.record({
      account: SABA_ACCOUNT,
      kind,
      reference,
      providerCode: SABA_ACCOUNT,
      playerId: pid,
      round: uuid,
      gameCode: 'promotion',
      amountUnits: `${m.balanceInfo.creditAmount}-${m.balanceInfo.debitAmount}`,
      amountVnd: net.vnd,
      remainder: net.remainder,
      nativeUuid: net.vnd > 0 ? uuid : null,
      refersTo: m.txId === undefined ? null : String(m.txId),
    });
    return ok();
  }
}

/** What the rounding of a credit and a debit kept together, as an exact decimal. */
function sumRemainders(c: Converted, d: Converted): string {
  if (c.remainder === '0') return d.remainder;
  if (d.remainder === '0') return c.remainder;
  return (Number(c.remainder) + Number(d.remainder)).toFixed(8).replace(/\.?0+$/, '');
}

/** SABA's key compared in constant time. */
function sameKey(sent: string, key: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}
