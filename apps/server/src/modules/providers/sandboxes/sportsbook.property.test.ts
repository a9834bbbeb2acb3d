import type { SandboxBet } from '@app/house-games/partners';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SabaTransport } from '../adapters/saba/saba.client';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer } from '../providers.test-support';
import { BtiSandboxWallet, type BtiTransport } from './bti.sandbox';
import { SabaSandboxWallet } from './saba.sandbox';
import type { SportsTicket, SportsWallet } from './sportsbook.sandbox';

/**
 * The sandboxes' side of SABA's and BTI's wallets against our adapters, over a network that
 * loses requests, loses answers after the adapter acted, and delivers requests twice, in any
 * order the generator picks (decision 146). Whatever happens, each ticket the provider ends up
 * holding costs its stake once and pays its result once; a ticket it cancelled costs nothing.
 */
type Net = 'ok' | 'drop-request' | 'drop-answer' | 'twice';
const NETS: Net[] = ['ok', 'ok', 'drop-request', 'drop-answer', 'twice'];

const ticket: SportsTicket = {
  match: '00000000-0000-4000-8000-000000000001',
  league: 'V.League 1',
  home: 'Hà Nội',
  away: 'Hải Phòng',
  kickoff: new Date(Date.now() + 3_600_000).toISOString(),
  market: '1x2',
  line: null,
  pick: 'home',
  odds: 1950,
  label: 'Kèo 1X2: Hà Nội',
  marketName: 'Kèo 1X2',
};

describe('sportsbook sandboxes over a lossy network', () => {
  let t: GamesTestApp;
  let refs = 0;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    await t.app.services.providerAdapters.ensureAccounts();
  });
  afterAll(() => t.close());

  /** What the network does to each call, in order; once the plan is spent every call goes through. */
  const planned = (plan: Net[]) => {
    let i = 0;
    return () => plan[i++] ?? 'ok';
  };

  const sabaOver = (next: () => Net): SabaTransport => {
    const deliver = async (action: string, body: Buffer) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/provider/saba/${action}`,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: body,
        remoteAddress: '127.0.0.1',
      });
      const json = res.json() as Record<string, unknown>;
      return { ...json, status: String(json.status) };
    };
    return async (action, body) => {
      const net = next();
      if (net === 'drop-request') throw new Error('request lost');
      const answer = await deliver(action, body);
      if (net === 'drop-answer') throw new Error('answer lost');
      return net === 'twice' ? deliver(action, body) : answer;
    };
  };

  const btiOver = (next: () => Net): BtiTransport => {
    const deliver = async (method: string, query: Record<string, string>, xml?: string) => {
      const res = await t.app.inject({
        method: xml === undefined ? 'GET' : 'POST',
        url: `/provider/bti/${method}?${new URLSearchParams(query)}`,
        ...(xml === undefined ? {} : { headers: { 'content-type': 'text/xml' }, payload: xml }),
        remoteAddress: '127.0.0.1',
      });
      const fields: Record<string, string> = {};
      for (const line of res.body.split(/\r?\n/)) {
        const at = line.indexOf('=');
        if (at > 0) fields[line.slice(0, at)] = line.slice(at + 1);
      }
      return fields;
    };
    return async (method, query, xml) => {
      const net = next();
      if (net === 'drop-request') return null;
      const answer = await deliver(method, query, xml);
      if (net === 'drop-answer') return null;
      return net === 'twice' ? deliver(method, query, xml) : answer;
    };
  };

  /**
   * Plays tickets through a wallet whose calls meet the plan, then finishes what the provider
   * would finish on a healthy network (a pending cancel, an unanswered settlement), and returns
   * what the player's balance must then be.
   */
  const play = async (
    lossy: SportsWallet,
    healthy: SportsWallet,
    playerId: number,
    cash: number,
    tickets: { stake: number; paid: number }[],
  ) => {
    let expected = cash;
    for (const tk of tickets) {
      const reference = `P${++refs}x${Date.now()}`;
      const bet = { userId: String(playerId), reference, stake: tk.stake } as SandboxBet;
      const staked = await lossy.stake(String(playerId), reference, tk.stake, ticket);
      let stands = staked.kind === 'ok';
      if (staked.kind === 'cancel-pending') {
        const out = await healthy.cancel(bet);
        expect(out).not.toBe('unknown');
        stands = out === 'stands';
      }
      if (!stands) continue;
      expected -= tk.stake;
      if (!(await lossy.settle(bet, ticket, tk.paid > 0 ? 'win' : 'lose', tk.paid))) {
        expect(await healthy.settle(bet, ticket, tk.paid > 0 ? 'win' : 'lose', tk.paid)).toBe(true);
      }
      expected += tk.paid;
    }
    return expected;
  };

  const tickets = fc.array(
    fc.record({
      stake: fc.integer({ min: 1, max: 50 }).map((k) => k * 1000),
      paid: fc.constantFrom(0, 1, 2).map((x) => x * 1000),
    }),
    { minLength: 1, maxLength: 3 },
  );
  const plan = fc.array(fc.constantFrom(...NETS), { maxLength: 24 });

  it('should move each SABA ticket once: PlaceBet, ConfirmBet, CancelBet and Settle under losses and repeats', async () => {
    const key = () => t.app.services.providerAdapters.sandboxKey('saba');
    const retries = { attempts: 4, waitMs: 1 };
    await fc.assert(
      fc.asyncProperty(tickets, plan, async (list, p) => {
        const player = await newPlayer(t, 500_000);
        await t.app.services.providerAdapters.rememberToken('saba', player.id, player.tokenPlay);
        const lossy = new SabaSandboxWallet(key, sabaOver(planned(p)), retries);
        const healthy = new SabaSandboxWallet(
          key,
          sabaOver(() => 'ok'),
          retries,
        );
        // payouts in whole tens of đồng, as the sandbox pays: here a multiple of the stake
        const scaled = list.map((x) => ({ stake: x.stake, paid: (x.paid / 1000) * x.stake }));
        const expected = await play(lossy, healthy, player.id, 500_000, scaled);
        expect(await cashOf(t, player.id)).toBe(expected);
      }),
      { numRuns: 12 },
    );
  });

  it('should move each BTI ticket once: reserve, debitreserve, commitreserve, cancelreserve and creditcustomer under losses and repeats', async () => {
    const retries = { attempts: 4, waitMs: 1 };
    await fc.assert(
      fc.asyncProperty(tickets, plan, async (list, p) => {
        const player = await newPlayer(t, 500_000);
        await t.app.services.providerAdapters.rememberToken('bti', player.id, player.tokenPlay);
        const lossy = new BtiSandboxWallet(btiOver(planned(p)), retries);
        const healthy = new BtiSandboxWallet(
          btiOver(() => 'ok'),
          retries,
        );
        const scaled = list.map((x) => ({ stake: x.stake, paid: (x.paid / 1000) * x.stake }));
        const expected = await play(lossy, healthy, player.id, 500_000, scaled);
        expect(await cashOf(t, player.id)).toBe(expected);
      }),
      { numRuns: 12 },
    );
  });
});
