import { randomUUID } from 'node:crypto';
import { ProviderStatus, type TProviderResponse } from '@app/contract';
import { formatNumber } from '@app/contract/format';
import { runInLocale } from '../../../../http/locale';
import type { Log } from '../../../../log';
import type { ProviderAction } from '../../providers.service';
import { fromVnd, toVnd } from '../adapters.money';
import type { AdapterContext, AdaptersService } from '../adapters.service';
import { type StakeReasons, stakeReasons } from '../refusals.i18n';
import {
  BTI_MESSAGES,
  BTI_METHODS,
  BTI_RESERVE_ABANDONED_MS,
  BtiError,
  type BtiMethod,
  BtiReason,
  type TBtiError,
} from './bti.codes';
import { type ReserveState, reserveState } from './bti.reserve';
import { parseXml, type Xml } from './bti.xml';

/** The BTI account: its switch is the `bti` provider's; BTI's calls carry no key (the address list is its check). */
export const BTI_ACCOUNT = 'bti';
/** The catalogue's BTI Sports game every reservation is booked under. */
export const BTI_GAME = 'lobby';

export type BtiAnswer = { error_code: TBtiError; error_message: string } & Record<string, string | number>;

const fail = (code: TBtiError, message?: string): BtiAnswer => ({
  error_code: code,
  error_message: message ?? BTI_MESSAGES[code],
});
const general = (reason: string) => fail(BtiError.GENERAL, reason);

/** Why a stake was refused, where BTI shows `error_message` to the player; the player's own on a stake. */
const REASONS = stakeReasons('bti');

const BTI_ID = /^[\x21-\x7e]{1,60}$/;
const playerIdOf = (custId: string | undefined): number | null =>
  custId !== undefined && /^[1-9]\d{0,14}$/.test(custId) ? Number(custId) : null;

const obj = (v: unknown): Xml | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Xml) : null);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** A native refusal of a stake as BTI's code and message (our Vietnamese reason where the player reads it). */
function refusal(res: TProviderResponse, reasons: StakeReasons = REASONS): BtiAnswer {
  switch (res.status) {
    case ProviderStatus.NOT_ENOUGH_MONEY:
      return fail(BtiError.INSUFFICIENT_FUNDS, reasons.funds);
    case ProviderStatus.LIMIT_REACHED:
      return fail(BtiError.INSUFFICIENT_FUNDS, res.message ?? reasons.funds);
    case ProviderStatus.TOKEN_EXPIRED:
      return fail(BtiError.NO_EXISTING_SESSION, reasons.session);
    case ProviderStatus.INVALID_TOKEN:
      return fail(BtiError.TOKEN_NOT_VALID, reasons.session);
    case ProviderStatus.USER_DISABLED:
      return fail(BtiError.RESTRICTED_CUSTOMER, reasons.locked);
    case ProviderStatus.TRANSACTION_ROLLED_BACK:
      return general(BtiReason.ALREADY_CANCELED);
    case ProviderStatus.TRANSACTION_DOES_NOT_EXIST:
      return general(BtiReason.RESERVE_NOT_FOUND);
    case ProviderStatus.WRONG_SYNTAX:
      return fail(BtiError.WRONG_REQUEST);
    default:
      return fail(BtiError.GENERAL);
  }
}

const isOk = (res: TProviderResponse) => res.status === ProviderStatus.OK;
const isDone = (res: TProviderResponse) => isOk(res) || res.status === ProviderStatus.DUPLICATE_TRANSACTION;

interface Reservation {
  ctx: AdapterContext;
  reserveId: string;
  playerId: number;
  state: ReserveState;
}

/**
 * BTI's (SBTech) seamless "reserve" wallet (docs/bti.md): `/provider/bti/{method}` with query
 * parameters and an XML body in, `key=value` lines out. reserve holds the stake (a native bet),
 * debitreserve records the bets placed against it (nothing moves), commitreserve returns what
 * they did not use, cancelreserve all of it; creditcustomer pays a result (the round's native
 * win, later ones adjustments) and debitcustomer takes one back. A reservation neither committed
 * nor cancelled is released after BTI_RESERVE_ABANDONED_MS (`expireReservations`). Release by
 * commit and by cancel share one ledger id, so the two can never both return the stake.
 */
export class BtiAdapter {
  constructor(
    private readonly core: AdaptersService,
    private readonly log: Log,
  ) {}

  async handle(
    method: string,
    query: Record<string, string | undefined>,
    body: string,
    ip: string,
  ): Promise<BtiAnswer> {
    const ctx = await this.core.context(BTI_ACCOUNT);
    if (!ctx) return fail(BtiError.GENERAL);
    if (!(await this.core.admits(ctx, ip, `bti:${method.slice(0, 40)}`))) return general(BtiReason.IP_FORBIDDEN);
    if (!ctx.enabled) return fail(BtiError.GENERAL);
    const name = method.toLowerCase() as BtiMethod;
    if (!BTI_METHODS.includes(name)) return fail(BtiError.WRONG_REQUEST);
    const doc = parseXml(body);
    if (!doc) return fail(BtiError.WRONG_REQUEST);
    try {
      return await this.dispatch(ctx, name, query, doc);
    } catch (err) {
      this.log.error({ err, method: name }, 'BTI callback failed');
      return fail(BtiError.GENERAL);
    }
  }

  private async dispatch(ctx: AdapterContext, method: BtiMethod, q: Record<string, string | undefined>, doc: Xml) {
    if (method === 'validatetoken') return this.validateToken(ctx, q.auth_token);
    const playerId = playerIdOf(q.cust_id);
    if (playerId === null) return fail(q.cust_id ? BtiError.CUSTOMER_NOT_FOUND : BtiError.WRONG_REQUEST);
    const onXml = method === 'creditcustomer' || method === 'debitcustomer';
    const reserveId = onXml ? this.reserveOnXml(doc) : q.reserve_id;
    if (reserveId === undefined) return onXml ? general(BtiReason.NOT_FOUND_ON_XML) : fail(BtiError.WRONG_REQUEST);
    if (!BTI_ID.test(reserveId)) return fail(BtiError.WRONG_REQUEST);
    if (method === 'reserve') return this.reserve(ctx, playerId, reserveId, q.amount, doc);
    if ((await this.core.playerStatus(playerId)) === null) return fail(BtiError.CUSTOMER_NOT_FOUND);
    const r = await this.reservation(ctx, reserveId, playerId);
    if (!r) return general(BtiReason.WRONG_CUSTOMER);
    switch (method) {
      case 'debitreserve':
        return this.debitReserve(r, q.req_id, q.amount, q.purchase_id);
      case 'commitreserve':
        return this.release(r, 'commit');
      case 'cancelreserve':
        return this.release(r, 'cancel');
      case 'creditcustomer':
      case 'debitcustomer':
        return this.settle(r, method, q.req_id, q.amount, q.purchase_id);
    }
  }

  /** The reservation a credit or debit settles: its XML's `Purchases/Purchase@ReserveID`. */
  private reserveOnXml(doc: Xml): string | undefined {
    const root = obj(Object.values(doc)[0]);
    const list = obj(root?.Purchases)?.Purchase;
    return Array.isArray(list) ? str(obj(list[0])?.ReserveID) : undefined;
  }

  private async balance(ctx: AdapterContext, playerId: number): Promise<number> {
    return fromVnd(await this.core.available(playerId), ctx.account);
  }

  /** Success with the player's balance: the one the ledger answered with the stake when given, read otherwise. */
  private async ok(
    r: { ctx: AdapterContext; playerId: number },
    trx: number | string | null,
    vnd: number | null = null,
  ): Promise<BtiAnswer> {
    return {
      ...fail(BtiError.OK),
      ...(trx !== null ? { trx_id: String(trx) } : {}),
      balance: vnd !== null ? fromVnd(vnd, r.ctx.account) : await this.balance(r.ctx, r.playerId),
    };
  }

  private async reservation(ctx: AdapterContext, reserveId: string, playerId: number): Promise<Reservation | null> {
    const state = reserveState(await this.core.repo.wiresOf(BTI_ACCOUNT, reserveId), ctx.account);
    if (state.playerId !== null && state.playerId !== playerId) return null;
    return { ctx, reserveId, playerId, state };
  }

  private request(r: { reserveId: string; playerId: number }, uuid: string, extra: Record<string, unknown>) {
    return {
      request_uuid: `bti-${uuid}`.slice(0, 100),
      token: '-',
      user: String(r.playerId),
      transaction_uuid: uuid,
      round: r.reserveId,
      game_code: BTI_GAME,
      currency: 'VND',
      ...extra,
    };
  }

  private native(action: ProviderAction, req: Record<string, unknown>): Promise<TProviderResponse> {
    return this.core.native(BTI_ACCOUNT, action, req);
  }

  private record(
    r: { reserveId: string; playerId: number },
    kind: string,
    moved: { vnd: number; units: string; remainder?: string; nativeUuid: string | null; purchase?: string },
  ): Promise<number | null> {
    return this.core.repo.record({
      account: BTI_ACCOUNT,
      kind,
      reference: r.reserveId,
      providerCode: BTI_ACCOUNT,
      playerId: r.playerId,
      round: r.reserveId,
      gameCode: BTI_GAME,
      amountUnits: moved.units,
      amountVnd: moved.vnd,
      remainder: moved.remainder ?? '0',
      nativeUuid: moved.nativeUuid,
      refersTo: moved.purchase ?? null,
    });
  }

  /** ValidateToken: the launch's play token names the player; it is kept for the stakes that follow. */
  private async validateToken(ctx: AdapterContext, token: string | undefined): Promise<BtiAnswer> {
    if (!token || !/^[\x21-\x7e]{1,256}$/.test(token)) return fail(BtiError.WRONG_REQUEST);
    const res = await this.native('balance', { request_uuid: `bti-validate-${randomUUID()}`, token });
    if (res.status === ProviderStatus.TOKEN_EXPIRED) return fail(BtiError.NO_EXISTING_SESSION, REASONS.session);
    if (res.status === ProviderStatus.USER_DISABLED) return fail(BtiError.RESTRICTED_CUSTOMER, REASONS.locked);
    if (!isOk(res) || !res.user) return fail(BtiError.TOKEN_NOT_VALID);
    await this.core.rememberToken(BTI_ACCOUNT, Number(res.user), token);
    return {
      ...fail(BtiError.OK),
      cust_id: res.user,
      cust_login: res.user,
      balance: fromVnd(res.balance ?? 0, ctx.account),
      city: 'NA',
      country: 'VN',
      currency_code: 'VND',
    };
  }

  /**
   * The reservation's bets as the player's bet history shows them: the stake in đồng as the site
   * writes amounts (BTI's `10000.00` in its unit), decimal odds without BTI's trailing zeros.
   */
  private betDetails(doc: Xml, account: AdapterContext['account']) {
    const bets = (obj(doc.Bets)?.Bet as unknown[] | undefined) ?? [];
    const lines = bets.slice(0, 20).map((b) => {
      const bet = obj(b) ?? {};
      const stake = str(bet.Stake);
      const vnd = stake === undefined ? null : toVnd(stake, account, 'stake');
      const price = str(bet.OddsDec) ?? str(bet.OddsInUserStyle);
      const odds = price !== undefined && /^\d{1,7}(\.\d+)?$/.test(price) ? String(Number(price)) : price;
      return {
        label: `BTI · ${str(bet.BetTypeName) ?? 'Cược thể thao'}`.slice(0, 120),
        value: `Tiền cược ${vnd ? formatNumber(vnd.vnd) : (stake ?? '?')} @ ${odds ?? '?'}`.slice(0, 200),
      };
    });
    const odds = bets.length === 1 ? Number(str(obj(bets[0])?.OddsDec)) : Number.NaN;
    return { ...(odds >= 1 && odds <= 1_000_000 ? { odds } : {}), ...(lines.length > 0 ? { details: lines } : {}) };
  }

  /**
   * reserve: holds `amount` as a native bet `reserve:<reserve_id>`, with the player's session
   * (from ValidateToken or the launch) and every check a stake passes. A repeat answers the
   * first; a cancel that came first leaves nothing to take.
   */
  private async reserve(
    ctx: AdapterContext,
    playerId: number,
    reserveId: string,
    amount: string | undefined,
    doc: Xml,
  ): Promise<BtiAnswer> {
    const stake = amount === undefined ? null : toVnd(amount, ctx.account, 'stake');
    if (!stake || stake.vnd === 0) return general(BtiReason.AMOUNT_INVALID);
    const r = { ctx, reserveId, playerId };
    const uuid = `reserve:${reserveId}`;
    // in the player's language: a refusal (a limit's sentence, the reasons) is shown to them
    const session = await this.core.sessionFor(BTI_ACCOUNT, playerId);
    const reasons = stakeReasons('bti', session.locale);
    const req = {
      ...this.request(r, uuid, { amount: stake.vnd, meta: this.betDetails(doc, ctx.account) }),
      token: session.token ?? '-',
    };
    const res = await runInLocale(session.locale, () => this.native('bet', req));
    if (res.status === ProviderStatus.INVALID_TOKEN || res.status === ProviderStatus.TOKEN_EXPIRED) {
      this.core.forgetToken(BTI_ACCOUNT, playerId);
      if ((await this.core.playerStatus(playerId)) === null) return fail(BtiError.CUSTOMER_NOT_FOUND);
      // the player opened BTI but no live session is known for them: BTI's "no session"
      return fail(BtiError.NO_EXISTING_SESSION, reasons.session);
    }
    if (!isDone(res)) return refusal(res, reasons);
    const id = isOk(res)
      ? await this.record(r, 'reserve', {
          vnd: -stake.vnd,
          units: amount!,
          remainder: stake.remainder,
          nativeUuid: uuid,
        })
      : null;
    // the ledger answered the stake with the balance after it: no second read for the answer
    if (id !== null) return this.ok(r, id, res.balance);
    const first = await this.core.repo.wire(BTI_ACCOUNT, 'reserve', reserveId);
    if (!first || first.playerId !== playerId) return general(BtiReason.WRONG_CUSTOMER);
    return this.ok(r, first.id);
  }

  /** debitreserve: a bet placed against the reservation, recorded (req_id); nothing moves. */
  private async debitReserve(
    r: Reservation,
    reqId: string | undefined,
    amount: string | undefined,
    purchase: string | undefined,
  ): Promise<BtiAnswer> {
    if (!reqId || !BTI_ID.test(reqId)) return fail(BtiError.WRONG_REQUEST);
    const s = r.state;
    if (s.requests.has(reqId)) return this.ok(r, null);
    if (!s.betUuid) return general(s.cancelled ? BtiReason.ALREADY_CANCELED : BtiReason.RESERVE_NOT_FOUND);
    if (s.cancelled) return general(BtiReason.ALREADY_CANCELED);
    if (s.committed) return general(BtiReason.ALREADY_COMMITTED);
    const part = amount === undefined ? null : toVnd(amount, r.ctx.account, 'stake');
    if (!part) return general(BtiReason.AMOUNT_INVALID);
    if (s.debited + part.vnd > s.held) return general(BtiReason.DEBIT_BIGGER_THAN_RESERVE);
    const id = await this.record(r, `debitreserve#${reqId}`, {
      vnd: 0,
      units: amount!,
      nativeUuid: null,
      purchase: purchase?.slice(0, 60),
    });
    return this.ok(r, id);
  }

  /**
   * commitreserve returns what debitreserve did not use; cancelreserve all of it, only while no
   * bet was recorded against it. Both release under `release:<reserve_id>` (a rollback when the
   * whole stake goes back, a payment of the rest otherwise), so a commit and a cancel racing each
   * other (BTI and the abandoned-reservation job) move the money once.
   */
  async release(r: Reservation, how: 'commit' | 'cancel'): Promise<BtiAnswer> {
    const s = r.state;
    if (how === 'commit' && s.committed) return this.ok(r, null);
    if (how === 'cancel' && s.cancelled) return this.ok(r, null);
    if (s.cancelled) return general(BtiReason.ALREADY_CANCELED);
    if (s.committed) return general(BtiReason.ALREADY_COMMITTED);
    if (how === 'cancel' && s.debited > 0) return general(BtiReason.ALREADY_DEBITED);
    // a commit names a reservation it was answered for; only a cancel may come first (a lost answer)
    if (how === 'commit' && !s.betUuid) return general(BtiReason.RESERVE_NOT_FOUND);
    const uuid = `release:${r.reserveId}`;
    const unused = s.held - s.debited;
    let res: TProviderResponse | null = null;
    if (s.debited === 0) {
      // no bet was placed: the whole stake back; ahead of its reserve, the ledger's tombstone
      res = await this.native(
        'rollback',
        this.request(r, uuid, { reference_transaction_uuid: `reserve:${r.reserveId}` }),
      );
    } else if (unused > 0) {
      res = await this.native(
        'win',
        this.request(r, uuid, { amount: unused, reference_transaction_uuid: s.betUuid, round_closed: false }),
      );
    }
    if (res && res.status === ProviderStatus.DUPLICATE_TRANSACTION) {
      // the other way of releasing took the id first
      return general(how === 'commit' ? BtiReason.ALREADY_CANCELED : BtiReason.ALREADY_COMMITTED);
    }
    if (res && !isOk(res)) return refusal(res);
    const id = await this.record(r, how === 'commit' ? 'commitreserve' : 'cancelreserve', {
      vnd: s.betUuid ? unused : 0,
      units: '0',
      nativeUuid: res ? uuid : null,
    });
    return this.ok(r, id);
  }

  /**
   * creditcustomer pays a result, debitcustomer takes one back (re-settlement), once per req_id.
   * The first credit is the round's native win; every later one an adjustment, a debit of which
   * never takes the balance below zero (the rest is the row's negative remainder).
   */
  private async settle(
    r: Reservation,
    method: 'creditcustomer' | 'debitcustomer',
    reqId: string | undefined,
    amount: string | undefined,
    purchase: string | undefined,
  ): Promise<BtiAnswer> {
    if (!reqId || !BTI_ID.test(reqId)) return fail(BtiError.WRONG_REQUEST);
    const s = r.state;
    if (s.requests.has(reqId)) return this.ok(r, null);
    if (!s.betUuid) return general(s.cancelled ? BtiReason.ALREADY_CANCELED : BtiReason.RESERVE_NOT_FOUND);
    if (s.voided) return general(BtiReason.ALREADY_CANCELED);
    const money =
      amount === undefined ? null : toVnd(amount, r.ctx.account, method === 'creditcustomer' ? 'payout' : 'stake');
    if (!money) return general(BtiReason.AMOUNT_INVALID);
    let moved = 0;
    let nativeUuid: string | null = null;
    if (method === 'creditcustomer' && !s.settledOnce) {
      nativeUuid = `credit:${reqId}`;
      const res = await this.native(
        'win',
        this.request(r, nativeUuid, { amount: money.vnd, reference_transaction_uuid: s.betUuid, round_closed: true }),
      );
      if (!isDone(res)) return refusal(res);
      moved = money.vnd;
    } else if (money.vnd > 0) {
      nativeUuid = `${method === 'creditcustomer' ? 'credit-adj' : 'debit'}:${reqId}`;
      const res = await this.native(
        'adjust',
        this.request(r, nativeUuid, {
          amount: money.vnd,
          direction: method === 'creditcustomer' ? 'credit' : 'debit',
          reference_transaction_uuid: s.betUuid,
          reason: 'BTI chấm lại kết quả vé cược',
        }),
      );
      if (!isOk(res)) return refusal(res);
      const applied = res.amount_applied ?? money.vnd;
      moved = method === 'creditcustomer' ? applied : -applied;
    }
    const asked = method === 'creditcustomer' ? money.vnd : -money.vnd;
    const id = await this.record(r, `${method}#${reqId}`, {
      vnd: moved,
      units: amount!,
      remainder: moved === asked ? money.remainder : String(moved - asked),
      nativeUuid,
      purchase: purchase?.slice(0, 60),
    });
    return this.ok(r, id);
  }

  /**
   * Releases the reservations BTI left neither committed nor cancelled for `olderThanMs`: the
   * unused part goes back (all of it when no bet was recorded). Returns how many it released.
   */
  async expireReservations(now = new Date(), olderThanMs = BTI_RESERVE_ABANDONED_MS): Promise<number> {
    const ctx = await this.core.context(BTI_ACCOUNT);
    if (!ctx) return 0;
    const open = await this.core.repo.openReservations(BTI_ACCOUNT, new Date(now.getTime() - olderThanMs), 200);
    let released = 0;
    for (const o of open) {
      try {
        const r = await this.reservation(ctx, o.reference, o.playerId);
        if (!r) continue;
        const answer = await this.release(r, r.state.debited > 0 ? 'commit' : 'cancel');
        if (answer.error_code === BtiError.OK) released++;
      } catch (err) {
        this.log.error({ err, reserve: o.reference }, 'abandoned BTI reservation not released');
      }
    }
    if (released > 0) this.log.info({ released }, 'abandoned BTI reservations released');
    return released;
  }
}
