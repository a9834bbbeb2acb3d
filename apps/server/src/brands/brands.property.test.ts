import { MAX_BANK_ACCOUNTS_PER_PLAYER, type TAppName } from '@app/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBrands, type TestBrands } from '../../test/brands';
import { staffTokenFor } from '../modules/admin/admin.test-support';
import { FINGERPRINT, randomPhone, randomUsername, uniqueIp } from '../modules/auth/auth.test-support';

/**
 * Random operations by players and staff of two brands sent to either brand's host (decision
 * 154), against a model where each brand is a world of its own: a request to the other brand's
 * host is refused and changes nothing, and on its own host each caller reads exactly its own
 * brand's state (a bank number held on one brand never blocks or shows on the other).
 */

const BRANDS: TAppName[] = ['xc03', 'xc04'];
/** few numbers, so that players collide on them within a brand and across brands */
const NUMBERS = ['1900000001', '1900000002', '1900000003', '1900000004', '1900000005', '1900000006', '1900000007'];

interface Player {
  brand: TAppName;
  username: string;
  password: string;
  token: string;
  /** bank numbers the model says this player holds */
  banks: Set<string>;
}

type Op =
  | { kind: 'bank-add'; player: number; host: number; number: string }
  | { kind: 'bank-list'; player: number; host: number }
  | { kind: 'balance'; player: number; host: number }
  | { kind: 'login'; player: number; host: number }
  | { kind: 'staff-search'; staff: number; host: number; player: number };

describe('brands isolation under random operations', () => {
  let t: TestBrands;
  const players: Player[] = [];
  const staffTokens = new Map<TAppName, string>();

  beforeAll(async () => {
    t = await buildTestBrands(BRANDS);
    for (const brand of BRANDS) {
      for (let i = 0; i < 2; i++) {
        const username = randomUsername('prop');
        const res = await t.inject(t.host(brand), {
          method: 'POST',
          url: '/api/auth/register',
          payload: { username, password: 'secret123', phone: randomPhone(), ageConfirmed: true },
          cookies: { device_fingerprint: FINGERPRINT },
          remoteAddress: uniqueIp(),
        });
        expect(res.statusCode, res.body).toBe(200);
        players.push({ brand, username, password: 'secret123', token: res.json().data.token, banks: new Set() });
      }
      staffTokens.set(brand, await staffTokenFor(t.app(brand), 'support'));
    }
  }, 120_000);
  afterAll(() => t?.close());

  /** Who in a brand holds a number, by the model. */
  const holderOf = (brand: TAppName, number: string) => players.find((p) => p.brand === brand && p.banks.has(number));

  async function run(op: Op): Promise<void> {
    const host = BRANDS[op.host]!;
    const send = (opts: Parameters<TestBrands['inject']>[1]) =>
      t.inject(t.host(host), { remoteAddress: uniqueIp(), ...opts });
    if (op.kind === 'staff-search') {
      const staffBrand = BRANDS[op.staff]!;
      const wanted = players[op.player]!;
      const res = await send({
        url: `/admin-api/players?q=${wanted.username}`,
        headers: { 'x-staff-token': staffTokens.get(staffBrand)! },
      });
      if (staffBrand !== host) return void expect(res.statusCode, res.body).toBe(401);
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json().data as { username: string }[]).map((p) => p.username);
      expect(found).toEqual(wanted.brand === host ? [wanted.username] : []);
      return;
    }
    const p = players[op.player]!;
    const own = p.brand === host;
    const auth = { authorization: `Bearer ${p.token}` };
    switch (op.kind) {
      case 'bank-add': {
        const res = await send({
          method: 'POST',
          url: '/api/user/bank',
          headers: auth,
          payload: { bankBin: '970436', accountNumber: op.number, holderName: 'NGUYEN VAN AN' },
        });
        if (!own) return void expect(res.statusCode, res.body).toBe(401);
        const holder = holderOf(host, op.number);
        const expected = holder
          ? holder === p
            ? 'BANK_ACCOUNT_EXISTS'
            : 'BANK_ACCOUNT_TAKEN'
          : p.banks.size >= MAX_BANK_ACCOUNTS_PER_PLAYER
            ? 'BANK_ACCOUNT_LIMIT'
            : null;
        if (expected) return void expect(res.json().code, res.body).toBe(expected);
        expect(res.statusCode, res.body).toBe(200);
        p.banks.add(op.number);
        return;
      }
      case 'bank-list': {
        const res = await send({ url: '/api/user/bank', headers: auth });
        if (!own) return void expect(res.statusCode, res.body).toBe(401);
        const numbers = (res.json().data as { accountNumber: string }[]).map((a) => a.accountNumber).sort();
        expect(numbers).toEqual([...p.banks].sort());
        return;
      }
      case 'balance': {
        const res = await send({ url: '/api/user/balance', headers: auth });
        expect(res.statusCode, res.body).toBe(own ? 200 : 401);
        return;
      }
      case 'login': {
        const res = await send({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: p.username, password: p.password },
          cookies: { device_fingerprint: FINGERPRINT },
        });
        // on the other brand the name is unknown: refused, and after a few tries locked there (only there)
        if (!own) return void expect(['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED'], res.body).toContain(res.json().code);
        expect(res.statusCode, res.body).toBe(200);
        // one session per player: the new token replaces the old one
        p.token = res.json().data.token;
        return;
      }
    }
  }

  it('should find no cross-brand read or write', async () => {
    const player = fc.integer({ min: 0, max: 3 });
    const host = fc.integer({ min: 0, max: 1 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('bank-add' as const), player, host, number: fc.constantFrom(...NUMBERS) }),
      fc.record({ kind: fc.constant('bank-list' as const), player, host }),
      fc.record({ kind: fc.constant('balance' as const), player, host }),
      fc.record({ kind: fc.constant('login' as const), player, host }),
      fc.record({ kind: fc.constant('staff-search' as const), staff: host, host, player }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const o of ops) await run(o);
      }),
      { numRuns: 20 },
    );
    // each brand's database holds exactly its own players' numbers, whatever the other brand did
    for (const brand of BRANDS) {
      const rows = await t
        .app(brand)
        .db.pool.query<{ username: string; account_number: string }>(
          `SELECT p.username, b.account_number FROM bank_accounts b JOIN players p ON p.id = b.player_id`,
        );
      const actual = rows.rows.map((r) => `${r.username}:${r.account_number}`).sort();
      const expected = players
        .filter((p) => p.brand === brand)
        .flatMap((p) => [...p.banks].map((n) => `${p.username}:${n}`))
        .sort();
      expect(actual).toEqual(expected);
    }
  }, 120_000);
});
