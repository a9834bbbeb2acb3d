import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { cashOf, type GamesTestApp, newPlayer } from '../providers/providers.test-support';
import { SandboxBook } from './sandbox/sandbox.book';
import { fetchTransport, ProviderRefused, TransferUnknown, type Transport } from './transfers.client';
import { transitAccount } from './transfers.engine';
import { type TransferAccount, TransfersService } from './transfers.service';
import { buildTransferTestApp } from './transfers.test-support';

/*
 * Transfers in and out of a provider under a hostile network: requests lost before they arrive,
 * answers lost after the provider acted, 5xx after acting, a retry that sends the same request
 * twice, status calls failing. Whatever happens, once the status calls have resolved every order
 * no đồng is lost, doubled or created: the player's cash plus their balance at the provider is
 * what they started with plus what they won there minus what they staked.
 */

type Chaos = 'ok' | 'lost_before' | 'lost_after' | 'error_after' | 'twice';

let t: GamesTestApp;
let port = 0;

beforeAll(async () => {
  t = await buildTransferTestApp();
  port = (t.app.server.address() as { port: number }).port;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function chaosTransport(modes: Chaos[]): Transport {
  const real = fetchTransport(5_000);
  return async (req) => {
    const mode = modes.shift() ?? 'ok';
    if (mode === 'lost_before') throw new TransferUnknown('lost before arriving');
    const res = await real(req);
    if (mode === 'lost_after') throw new TransferUnknown('answer lost');
    if (mode === 'error_after') return { status: 503, text: 'Service Unavailable' };
    if (mode === 'twice') return real(req);
    return res;
  };
}

function service(transport?: Transport): TransfersService {
  return new TransfersService(t.db, {
    wallet: () => t.wallet,
    account: (c) => t.app.services.providerAdapters.repo.account(c),
    provider: (c) => t.app.services.providers.provider(c),
    playerStatus: async () => 'active',
    playRoom: async () => null,
    alerts: () => t.app.services.ops.alerts,
    log: { info() {}, warn() {}, error() {} },
    selfUrl: () => `http://127.0.0.1:${port}`,
    ...(transport ? { transport } : {}),
  });
}

const opArb = fc.oneof(
  fc.record({ op: fc.constant('to' as const), amount: fc.integer({ min: 1, max: 120 }).map((k) => k * 1000) }),
  fc.record({ op: fc.constant('from' as const), amount: fc.integer({ min: 1, max: 120 }).map((k) => k * 1000) }),
  fc.record({ op: fc.constant('all' as const) }),
  fc.record({
    op: fc.constant('bet' as const),
    stake: fc.integer({ min: 1, max: 50 }).map((k) => k * 1000),
    won: fc.boolean(),
  }),
  fc.record({ op: fc.constant('resolve' as const) }),
);
const chaosArb = fc.constantFrom<Chaos>('ok', 'ok', 'lost_before', 'lost_after', 'error_after', 'twice');

describe(`${TransfersService.name} under lost answers`, () => {
  it('should lose, double or create no đồng whatever the network does', async () => {
    const clean = service();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<TransferAccount>('im', 'ws168'),
        fc.integer({ min: 0, max: 300 }).map((k) => k * 1000),
        fc.array(opArb, { minLength: 1, maxLength: 8 }),
        fc.array(chaosArb, { minLength: 0, maxLength: 30 }),
        async (code, start, ops, modes) => {
          const p = await newPlayer(t, start);
          const cleanLink = (await clean.link(code))!;
          await clean.engine.registered(cleanLink, p.id);
          const lossy = service(chaosTransport([...modes]));
          const link = (await lossy.link(code))!;
          const book = new SandboxBook(t.db.pool, code);
          const player = `vn${p.id}`;
          let net = 0;
          for (const o of ops) {
            try {
              if (o.op === 'to') await lossy.engine.toProvider(link, p.id, o.amount, 'open');
              else if (o.op === 'from') await lossy.engine.fromProvider(link, p.id, o.amount, 'leave');
              else if (o.op === 'all') await lossy.engine.fromProvider(link, p.id, 'all', 'leave');
              else if (o.op === 'resolve') await lossy.resolvePending(0);
              else {
                // a ticket staked at the provider, then settled by its event's result
                const bet = await book.place(player, o.stake * 100, {
                  match: 'x',
                  market: '1X2',
                  pick: 'home',
                  odds: '1.90',
                });
                if (bet !== 'insufficient') {
                  const payout = o.won ? Math.floor(bet.stake * 1.9) : 0;
                  expect(await book.settle(bet.betId, payout, 'settled', {})).toBe(true);
                  expect(await book.settle(bet.betId, payout, 'settled', {})).toBe(false);
                  net += (payout - bet.stake) / 100;
                }
              }
            } catch (err) {
              // a refusal for want of cash, or a balance call that got no answer: nothing was ordered
              const expected =
                (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') ||
                err instanceof TransferUnknown ||
                err instanceof ProviderRefused;
              if (!expected) throw err;
            }
          }
          for (let i = 0; i < 3; i++) if ((await clean.resolvePending(0)).pending === 0) break;
          const sending = await t.db.pool.query(
            `SELECT 1 FROM transfer_orders WHERE player_id = $1 AND status = 'sending'`,
            [p.id],
          );
          expect(sending.rowCount).toBe(0);
          const atProvider = ((await book.balance(player)) ?? 0) / 100;
          expect((await cashOf(t, p.id)) + atProvider).toBe(start + net);
          expect(await t.wallet.getSystemBalance(transitAccount(code))).toBe(0);
          // the bet log closes the books: our figure of the money there is what the provider holds
          await clean.importBets(new Date(Date.now() - 600_000), new Date(Date.now() + 1000));
          expect((await clean.position(p.id, code)).held).toBe(atProvider);
        },
      ),
      { numRuns: 15 },
    );
    expect((await t.app.services.ops.runLedgerCheck()).ok).toBe(true);
  }, 120_000);
});
