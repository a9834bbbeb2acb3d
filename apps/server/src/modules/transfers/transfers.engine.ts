import { randomUUID } from 'node:crypto';
import { inTransaction, type Queryable } from '../../db/client';
import { AppError, WordedError } from '../../http/errors';
import { texts } from '../../http/locale';
import type { Log } from '../../log';
import type { WalletService } from '../wallet/wallet.service';
import { playerAccount, systemAccount } from '../wallet/wallet.types';
import {
  ProviderRefused,
  stepOf,
  type TransferClient,
  type TransferOutcome,
  TransferUnknown,
  type Units,
} from './transfers.client';
import type { OrderRow, TransfersRepository } from './transfers.repository';

/** What the engine needs of one provider account. */
export interface ProviderLink {
  code: string;
  client: TransferClient;
  units: Units;
}

/** The ledger's accounts of a transfer provider: money in flight, and money held there for players. */
export const transitAccount = (code: string) => systemAccount('game_provider', `${code}.transit`);
export const heldAccount = (code: string) => systemAccount('game_provider', `${code}.held`);
/** The provider's own account: what players lost to it and won from it (from its bet log). */
export const resultAccount = (code: string) => systemAccount('game_provider', code);

export const transferScope = (code: string) => `transfer:${code}`;

/**
 * The transfer mechanism of decision 134, one for every transfer-wallet provider. Every order is
 * written with its ledger posting (the amount into the provider's transit account) before
 * anything is sent, so a crash at any point leaves a `sending` order whose money sits in transit:
 * neither spendable nor lost. The provider's answer, or when it is lost its status call, resolves
 * the order exactly once (the order row is claimed by `status = 'sending'` in the same
 * transaction as the ledger posting, which is itself idempotent on the order id).
 */
export class TransferEngine {
  constructor(
    private readonly repo: TransfersRepository,
    private readonly wallet: () => WalletService,
    private readonly log: Log,
  ) {}

  /** Our wallet -> the provider. Throws INSUFFICIENT_FUNDS (nothing written) when the cash is short. */
  async toProvider(link: ProviderLink, playerId: number, amount: number, reason: string): Promise<OrderRow> {
    this.checkStep(link, amount);
    const pos = await this.registered(link, playerId);
    const id = orderId(link.code, 'to');
    await inTransaction(this.repo.pool, async (c) => {
      await this.repo.insertOrder(c, { id, account: link.code, playerId, direction: 'to', amount, reason });
      await this.wallet().transfer(
        {
          scope: transferScope(link.code),
          externalId: `${id}:send`,
          kind: 'provider_transfer_out',
          amount,
          from: playerAccount(playerId),
          to: transitAccount(link.code),
          meta: { order: id, provider: link.code },
        },
        c,
      );
    });
    return this.send(link, (await this.repo.order(id))!, pos.providerPlayer);
  }

  /**
   * The provider -> our wallet: `amount`, or with 'all' whatever the provider says the player
   * has. Null when there is nothing to bring back.
   */
  async fromProvider(
    link: ProviderLink,
    playerId: number,
    amount: number | 'all',
    reason: string,
  ): Promise<OrderRow | null> {
    const pos = await this.repo.position(link.code, playerId);
    if (!pos?.registered) return null;
    let sum = amount;
    if (sum === 'all') {
      sum = await link.client.balance(pos.providerPlayer);
      await this.repo.setBalance(link.code, playerId, sum);
    }
    if (sum <= 0) return null;
    this.checkStep(link, sum);
    const id = orderId(link.code, 'from');
    await inTransaction(this.repo.pool, async (c) => {
      await this.repo.insertOrder(c, { id, account: link.code, playerId, direction: 'from', amount: sum, reason });
      await this.wallet().transfer(
        {
          scope: transferScope(link.code),
          externalId: `${id}:send`,
          kind: 'provider_transfer_in_flight',
          amount: sum,
          from: heldAccount(link.code),
          to: transitAccount(link.code),
          meta: { order: id, provider: link.code, playerId },
        },
        c,
      );
    });
    return this.send(link, (await this.repo.order(id))!, pos.providerPlayer);
  }

  /** The provider's status call for a sending order; resends it if the provider never saw it. */
  async resolve(link: ProviderLink, order: OrderRow): Promise<OrderRow> {
    if (order.status !== 'sending') return order;
    const pos = await this.repo.position(link.code, order.playerId);
    if (!pos) throw new Error(`transfer ${order.id}: no position`);
    let status: Awaited<ReturnType<TransferClient['status']>>;
    try {
      status = await link.client.status(pos.providerPlayer, order.id);
    } catch (err) {
      if (!(err instanceof TransferUnknown || err instanceof ProviderRefused)) throw err;
      await this.repo.noteAnswer(order.id, `status: ${err.message}`);
      return (await this.repo.order(order.id))!;
    }
    if (status === 'done') return this.finish(link.code, order.id, 'done', 'status: done');
    if (status === 'failed') return this.finish(link.code, order.id, 'failed', 'status: failed');
    // Never seen by the provider (the send was lost before it arrived, or we crashed before
    // sending): send the same order again; the order id keeps it to one transfer at most.
    return this.send(link, order, pos.providerPlayer);
  }

  private async send(link: ProviderLink, order: OrderRow, player: string): Promise<OrderRow> {
    let outcome: TransferOutcome;
    try {
      outcome =
        order.direction === 'to'
          ? await link.client.deposit(player, order.id, order.amount)
          : await link.client.withdraw(player, order.id, order.amount);
    } catch (err) {
      if (err instanceof ProviderRefused) {
        outcome = { status: 'refused', code: err.code, message: err.message };
      } else if (err instanceof TransferUnknown) {
        this.log.warn(
          { order: order.id, err: err.message },
          'transfer answer unknown; the status call will resolve it',
        );
        await this.repo.noteAnswer(order.id, err.message);
        return (await this.repo.order(order.id))!;
      } else throw err;
    }
    return outcome.status === 'done'
      ? this.finish(link.code, order.id, 'done', 'done')
      : this.finish(link.code, order.id, 'failed', `${outcome.code} ${outcome.message}`);
  }

  /** Applies the provider's verdict once: the order row is claimed with the ledger posting. */
  async finish(code: string, id: string, verdict: 'done' | 'failed', answer: string): Promise<OrderRow> {
    await inTransaction(this.repo.pool, async (c) => {
      const o = await this.repo.resolveOrder(c, id, verdict, answer);
      if (!o) return;
      await this.post(c, code, o, verdict);
    });
    return (await this.repo.order(id))!;
  }

  private async post(c: Queryable, code: string, o: OrderRow, verdict: 'done' | 'failed'): Promise<void> {
    const base = { scope: transferScope(code), amount: o.amount, meta: { order: o.id, provider: code } };
    const transit = transitAccount(code);
    const cash = playerAccount(o.playerId);
    const held = heldAccount(code);
    if (o.direction === 'to' && verdict === 'done') {
      await this.wallet().transfer(
        { ...base, externalId: `${o.id}:done`, kind: 'provider_transfer_done', from: transit, to: held },
        c,
      );
      await this.repo.addHeld(c, code, o.playerId, o.amount, true);
    } else if (o.direction === 'to') {
      await this.wallet().transfer(
        { ...base, externalId: `${o.id}:failed`, kind: 'provider_transfer_back', from: transit, to: cash },
        c,
      );
    } else if (verdict === 'done') {
      await this.wallet().transfer(
        { ...base, externalId: `${o.id}:done`, kind: 'provider_transfer_in', from: transit, to: cash },
        c,
      );
      await this.repo.addHeld(c, code, o.playerId, -o.amount, true);
    } else {
      await this.wallet().transfer(
        { ...base, externalId: `${o.id}:failed`, kind: 'provider_transfer_kept', from: transit, to: held },
        c,
      );
    }
  }

  /** Registers the player at the provider once (before any money moves). */
  async registered(link: ProviderLink, playerId: number) {
    const pos = await this.repo.ensurePosition(link.code, playerId, providerPlayerId(playerId));
    if (pos.registered) return pos;
    try {
      await link.client.register(pos.providerPlayer);
    } catch (err) {
      if (err instanceof TransferUnknown || err instanceof ProviderRefused) throw providerDown(link.code, err);
      throw err;
    }
    await this.repo.markRegistered(link.code, playerId);
    return { ...pos, registered: true };
  }

  private checkStep(link: ProviderLink, amount: number): void {
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount % stepOf(link.units) !== 0)
      throw new AppError(400, 'TRANSFER_AMOUNT_INVALID', `Số tiền chuyển phải là bội số của ${stepOf(link.units)} đ`);
  }
}

/** The player's id at every transfer provider (letters and digits only, as WS168 requires). */
export const providerPlayerId = (playerId: number) => `vn${playerId}`;

function orderId(code: string, direction: 'to' | 'from'): string {
  return `${code.slice(0, 5)}${direction === 'to' ? 'd' : 'w'}${randomUUID().replaceAll('-', '')}`;
}

/** The provider cannot be reached or refused: the player reads it in the page's language. */
export function providerDown(code: string, err: Error): AppError {
  return new WordedError(
    503,
    'PROVIDER_UNAVAILABLE',
    texts()('games.providerInterrupted', { name: NAMES[code] ?? code }),
    { reason: err.message.slice(0, 200) },
  );
}

export const NAMES: Record<string, string> = { im: 'IM Sports', ws168: 'WS168' };
