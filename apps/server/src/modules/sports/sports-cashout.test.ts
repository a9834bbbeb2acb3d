import { WalletClient } from '@app/provider-kit/wallet-client';
import type { PricedMarket } from '@app/sportsbook';
import { BetsService, cashoutValue, SportsSettings } from '@app/sportsbook/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer } from '../providers/providers.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { listedMatch } from './sports.feed-samples';

type Score = { home: number; away: number };
const finished = (ft: Score, ht: Score) => ({ status: 'FINISHED', fullTime: ft, halfTime: ht });
const MARGIN = 50;

/**
 * Cash-out (decision 139): an open single or parlay is closed for what its legs' current prices
 * imply less the margin, at a quote held a few seconds, paid once through the ledger, and never
 * at a price that moved after the quote.
 */
describe('sportsbook cash-out', () => {
  let t: GamesTestApp;
  let bets: BetsService;
  const log = { warn: () => {}, error: () => {} };

  beforeAll(async () => {
    t = await buildGamesTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const wallet = new WalletClient({
      baseUrl: () => base,
      credentials: () => t.app.services.providers.sportsCredentials(),
    });
    bets = new BetsService(t.db.pool, wallet, new SportsSettings(t.db.pool), 0, log, null, MARGIN);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The feed moves one selection's price (what the sandbox's drift or a real feed's poll does). */
  const setOdds = async (fixtureId: string, key: string, odds: number) => {
    await t.db.pool.query(
      `UPDATE sports_fixtures SET markets = (
         SELECT jsonb_agg(jsonb_set(m, '{selections}', (
           SELECT jsonb_agg(CASE WHEN s->>'key' = $2 THEN jsonb_set(s, '{odds}', to_jsonb($3::int)) ELSE s END)
             FROM jsonb_array_elements(m->'selections') s)))
           FROM jsonb_array_elements(markets) m),
         odds_version = odds_version + 1
        WHERE id = $1`,
      [fixtureId, key, odds],
    );
  };
  const currentOdds = async (fixtureId: string, key: string) => {
    const { rows } = await t.db.pool.query<{ markets: PricedMarket[] }>(
      'SELECT markets FROM sports_fixtures WHERE id = $1',
      [fixtureId],
    );
    return rows[0]!.markets.flatMap((m) => m.selections).find((s) => s.key === key)!.odds;
  };

  it('should price a cash-out from the current odds less the margin, pay it once and ignore the result after', async () => {
    const m = await listedMatch(t.db.pool);
    const p = await newPlayer(t, 100_000);
    const leg = m.leg('1x2', 'home');
    const bet = await bets.place(p.tokenPlay, { game: 'sportsbook', stake: 10_000, accept: 'any', legs: [leg] });
    // the home side's price shortens: the bet is worth more now
    await setOdds(m.fixtureId, leg.key, 1500);
    const quote = await bets.cashoutQuote(p.tokenPlay, bet.id);
    expect(quote.amount).toBe(Math.floor((10_000 * leg.odds * 0.95) / 1500));
    expect((await bets.bet(p.user, bet.id))?.cashout.offer).toBe(quote.amount);

    const done = await bets.cashout(p.tokenPlay, bet.id, quote.quoteId);
    expect(done).toMatchObject({ amount: quote.amount, balance: 90_000 + quote.amount });
    expect(done.bet).toMatchObject({ status: 'settled', payout: quote.amount, cashout: { amount: quote.amount } });
    expect(await cashOf(t, p.id)).toBe(90_000 + quote.amount);

    // again: refused, nothing moves; the match's result (a home win) changes nothing either
    await expect(bets.cashout(p.tokenPlay, bet.id, quote.quoteId)).rejects.toMatchObject({ code: 'CASHED_OUT' });
    await m.feed(finished({ home: 2, away: 0 }, { home: 1, away: 0 }));
    await bets.recover(3600);
    await bets.recover(3600);
    expect(await cashOf(t, p.id)).toBe(90_000 + quote.amount);
    expect((await bets.bet(p.user, bet.id))?.adjustments).toEqual([]);
    // the platform's bet history has the cash-out line
    const history = await t.app.services.providers.betHistory(p.id, 1, 20);
    expect(history.rows.some((r) => r.details?.some((d) => d.label === 'Rút tiền sớm (cash-out)'))).toBe(true);
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });

  it('should refuse with a clear message when the price moved, the quote expired or a market closed', async () => {
    const m = await listedMatch(t.db.pool);
    const p = await newPlayer(t, 100_000);
    const leg = m.leg('ou', 'over');
    const bet = await bets.place(p.tokenPlay, { game: 'sportsbook', stake: 20_000, accept: 'any', legs: [leg] });
    const quote = await bets.cashoutQuote(p.tokenPlay, bet.id);
    await setOdds(m.fixtureId, leg.key, leg.odds + 50);
    await expect(bets.cashout(p.tokenPlay, bet.id, quote.quoteId)).rejects.toMatchObject({
      statusCode: 409,
      code: 'CASHOUT_PRICE_CHANGED',
      message: expect.stringMatching(/Tỷ lệ vừa thay đổi.*Giá mới/),
    });

    const second = await bets.cashoutQuote(p.tokenPlay, bet.id);
    await t.db.pool.query(`UPDATE sports_cashout_quotes SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      second.quoteId,
    ]);
    await expect(bets.cashout(p.tokenPlay, bet.id, second.quoteId)).rejects.toMatchObject({ code: 'CASHOUT_EXPIRED' });

    const third = await bets.cashoutQuote(p.tokenPlay, bet.id);
    await t.db.pool.query(`UPDATE sports_fixtures SET suspended = '{ou}' WHERE id = $1`, [m.fixtureId]);
    await expect(bets.cashout(p.tokenPlay, bet.id, third.quoteId)).rejects.toMatchObject({
      code: 'CASHOUT_UNAVAILABLE',
      message: expect.stringContaining('không thể rút tiền sớm'),
    });
    await expect(bets.cashoutQuote(p.tokenPlay, bet.id)).rejects.toMatchObject({ code: 'CASHOUT_UNAVAILABLE' });
    expect(await cashOf(t, p.id)).toBe(80_000);
    expect(await bets.bet(p.user, bet.id)).toMatchObject({ status: 'placed', cashout: { offer: null, amount: null } });

    // another player's bet is not theirs to cash out
    const other = await newPlayer(t, 10_000);
    await expect(bets.cashoutQuote(other.tokenPlay, bet.id)).rejects.toMatchObject({ code: 'BET_NOT_FOUND' });
  });

  it('should price a parlay with a settled leg by that leg’s result and the open one by its price now', async () => {
    const a = await listedMatch(t.db.pool);
    const b = await listedMatch(t.db.pool);
    const p = await newPlayer(t, 100_000);
    const la = a.leg('1x2', 'home');
    const lb = b.leg('1x2', 'away');
    const bet = await bets.place(p.tokenPlay, { game: 'sportsbook', stake: 10_000, accept: 'any', legs: [la, lb] });
    await a.feed(finished({ home: 1, away: 0 }, { home: 0, away: 0 }));
    const quote = await bets.cashoutQuote(p.tokenPlay, bet.id);
    expect(quote.amount).toBe(
      cashoutValue(
        10_000,
        [
          { odds: la.odds, result: 'win', current: null },
          { odds: lb.odds, result: null, current: lb.odds },
        ],
        MARGIN,
      ),
    );
    await bets.cashout(p.tokenPlay, bet.id, quote.quoteId);
    expect(await cashOf(t, p.id)).toBe(90_000 + quote.amount);
  });

  it('should never pay a cash-out at a stale price, whatever the price moves and their order (property)', async () => {
    const m = await listedMatch(t.db.pool);
    const leg = m.leg('ah', 'home');
    const step = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), odds: fc.integer({ min: 1010, max: 5000 }) }),
      fc.record({ kind: fc.constant('quote' as const) }),
      fc.record({ kind: fc.constant('accept' as const) }),
      // the player accepts while the feed moves the price: either order may win the race
      fc.record({ kind: fc.constant('race' as const), odds: fc.integer({ min: 1010, max: 5000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 8 }), async (steps) => {
        await setOdds(m.fixtureId, leg.key, leg.odds);
        const p = await newPlayer(t, 100_000);
        const bet = await bets.place(p.tokenPlay, { game: 'sportsbook', stake: 10_000, accept: 'any', legs: [leg] });
        let quote: { quoteId: string; amount: number; odds: number } | null = null;
        let paid: { amount: number; odds: number } | null = null;
        let refusal: string | null = null;
        const accept = async () => {
          if (!quote || paid) return;
          const q = quote;
          refusal = null;
          try {
            const done = await bets.cashout(p.tokenPlay, bet.id, q.quoteId);
            paid = { amount: done.amount, odds: q.odds };
          } catch (err) {
            refusal = (err as { code: string }).code;
            expect(refusal).toMatch(/^CASHOUT_PRICE_CHANGED$|^CASHOUT_EXPIRED$/);
          }
        };
        for (const s of steps) {
          if (s.kind === 'move') await setOdds(m.fixtureId, leg.key, s.odds);
          if (s.kind === 'quote' && !paid) {
            const odds = await currentOdds(m.fixtureId, leg.key);
            const q = await bets.cashoutQuote(p.tokenPlay, bet.id);
            quote = { quoteId: q.quoteId, amount: q.amount, odds };
          }
          if (s.kind === 'accept' && quote && !paid) {
            const q: { odds: number } = quote;
            const before = await currentOdds(m.fixtureId, leg.key);
            await accept();
            // one at a time: paid exactly when the price is still the quoted one (or the hold ran out)
            if (before === q.odds) expect(paid !== null || refusal === 'CASHOUT_EXPIRED').toBe(true);
            else expect(refusal).toBe('CASHOUT_PRICE_CHANGED');
          }
          if (s.kind === 'race') await Promise.all([accept(), setOdds(m.fixtureId, leg.key, s.odds)]);
        }
        const cash = await cashOf(t, p.id);
        if (paid) {
          const { amount, odds } = paid;
          // paid at the quoted price, which is what the legs were worth at that price: never another
          expect(amount).toBe(cashoutValue(10_000, [{ odds: leg.odds, result: null, current: odds }], MARGIN));
          expect(cash).toBe(90_000 + amount);
        } else {
          expect(cash).toBe(90_000);
        }
      }),
      { numRuns: 20 },
    );
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });
});
