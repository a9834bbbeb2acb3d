import { randomUUID } from 'node:crypto';
import type { TProviderResponse } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/app';
import { type DbOptions, inTransaction } from '../../db/client';
import { register } from '../auth/auth.test-support';
import { WalletService } from '../wallet/wallet.service';
import { systemAccount } from '../wallet/wallet.types';
import type { BetSettledEvent } from './providers.service';
import { hmacSignature } from './providers.signature';

/** Helpers for the provider-protocol and games integration tests. */

export interface GamesTestApp extends TestApp {
  wallet: WalletService;
  houseSecret: string;
}

/** The API on a fresh database with the demo catalogue seeded and the house provider's secret. */
export async function buildGamesTestApp(
  env: Record<string, string> = {},
  dbOptions: DbOptions = {},
): Promise<GamesTestApp> {
  const t = await buildTestApp(env, { db: dbOptions });
  const services = t.app.services as unknown as { wallet?: WalletService };
  // Until the wallet module wires itself into app.ts, attach one so the lazy lookups find it.
  let own: WalletService | null = null;
  if (!services.wallet) {
    own = new WalletService(t.db);
    services.wallet = own;
  }
  await t.app.services.games.seed();
  const { secret } = await t.app.services.providers.houseCredentials();
  return {
    ...t,
    wallet: services.wallet!,
    houseSecret: secret,
    async close() {
      await own?.close();
      await t.close();
    },
  };
}

export interface TestPlayer {
  id: number;
  user: string;
  /** session token (Bearer) */
  token: string;
  /** play token for game launches */
  tokenPlay: string;
}

let deposits = 0;

/** Registers a player and deposits `cash` VND (through the ledger, from a payment clearing account). */
export async function newPlayer(t: GamesTestApp, cash: number): Promise<TestPlayer> {
  const reg = await register(t.app);
  if (!reg.id) throw new Error(`registration failed: ${reg.res.body}`);
  const tokenPlay = reg.res.json().data.user.tokenPlay as string;
  if (cash > 0) {
    await t.wallet.credit({
      scope: 'test-deposit',
      externalId: `dep-${reg.id}-${++deposits}`,
      kind: 'deposit',
      playerId: reg.id,
      amount: cash,
      from: systemAccount('payment_clearing', 'test'),
    });
  }
  return { id: reg.id, user: String(reg.id), token: reg.token, tokenPlay };
}

export async function cashOf(t: GamesTestApp, playerId: number): Promise<number> {
  return (await t.wallet.getPlayerBalance(playerId)).available;
}

export type Action =
  | 'user/balance'
  | 'transaction/bet'
  | 'transaction/win'
  | 'transaction/rollback'
  | 'transaction/adjust'
  | 'transaction/betwin';

/** Signs the exact bytes sent, as a provider does. `signature: null` sends none. */
export async function providerCall(
  app: FastifyInstance,
  action: Action,
  body: Record<string, unknown> | string,
  opts: { secret: string; provider?: string; signature?: string | null },
): Promise<TProviderResponse> {
  const payload = typeof body === 'string' ? body : JSON.stringify({ request_uuid: randomUUID(), ...body });
  const signature = opts.signature === undefined ? hmacSignature(opts.secret, payload) : opts.signature;
  const res = await app.inject({
    method: 'POST',
    url: `/provider/${opts.provider ?? 'house'}/${action}`,
    headers: { 'content-type': 'application/json', ...(signature !== null ? { 'x-hub88-signature': signature } : {}) },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`provider call answered HTTP ${res.statusCode}: ${res.body}`);
  return res.json() as TProviderResponse;
}

/** A protocol client bound to one player, building the common fields. */
export function house(t: GamesTestApp, p: TestPlayer) {
  const call = (action: Action, body: Record<string, unknown>) =>
    providerCall(t.app, action, body, { secret: t.houseSecret });
  return {
    call,
    balance: (extra: Record<string, unknown> = {}) =>
      call('user/balance', { token: p.tokenPlay, user: p.user, ...extra }),
    bet: (uuid: string, amount: number, extra: Record<string, unknown> = {}) =>
      call('transaction/bet', {
        token: p.tokenPlay,
        user: p.user,
        transaction_uuid: uuid,
        round: `round-${uuid}`,
        game_code: 'taixiu',
        currency: 'VND',
        amount,
        ...extra,
      }),
    win: (uuid: string, betUuid: string, amount: number, extra: Record<string, unknown> = {}) =>
      call('transaction/win', {
        token: p.tokenPlay,
        user: p.user,
        transaction_uuid: uuid,
        reference_transaction_uuid: betUuid,
        round: `round-${betUuid}`,
        round_closed: true,
        game_code: 'taixiu',
        currency: 'VND',
        amount,
        ...extra,
      }),
    rollback: (uuid: string, betUuid: string, extra: Record<string, unknown> = {}) =>
      call('transaction/rollback', {
        token: p.tokenPlay,
        user: p.user,
        transaction_uuid: uuid,
        reference_transaction_uuid: betUuid,
        round: `round-${betUuid}`,
        ...extra,
      }),
  };
}

/**
 * Publishes a settlement as the providers module does after a win's record committed (a
 * `bet.settled` domain event) and delivers it, so subscribers are tested through their wiring.
 */
export async function publishSettlement(t: TestApp, event: BetSettledEvent): Promise<void> {
  await inTransaction(t.db.pool, (c) =>
    t.app.services.domainEvents.record(c, 'bet.settled', `${event.provider}:${event.transactionId}`, event),
  );
  await t.app.services.domainEvents.deliver();
}
