import { z } from 'zod';
import { isValidLine, type MarketType, selectionKey } from '../markets';
import type { PricedMarket } from '../model';
import { MAX_ODDS, MIN_ODDS } from '../odds';

/**
 * The Odds API v4 (https://the-odds-api.com/liveapi/guides/v4/): `GET /v4/sports/{sport}/odds
 * ?regions=eu&markets=h2h,spreads,totals&oddsFormat=decimal` answers an array of events, each
 * with bookmakers, their markets (`h2h`, `spreads`, `totals`) and outcomes (`name`, `price`, and
 * `point` for spreads and totals). Soccer h2h has a third outcome named "Draw".
 */

const ZOutcome = z.object({ name: z.string(), price: z.number().positive(), point: z.number().optional() });
const ZMarket = z.object({ key: z.string(), last_update: z.string().optional(), outcomes: z.array(ZOutcome) });
const ZBookmaker = z.object({
  key: z.string(),
  title: z.string(),
  last_update: z.string().optional(),
  markets: z.array(ZMarket),
});
export const ZOddsApiEvent = z.object({
  id: z.string(),
  sport_key: z.string(),
  sport_title: z.string().optional(),
  commence_time: z.iso.datetime({ offset: true }),
  home_team: z.string(),
  away_team: z.string(),
  bookmakers: z.array(ZBookmaker),
});
export type OddsApiEvent = z.infer<typeof ZOddsApiEvent>;

/** The Odds API sport keys of the leagues we list. */
export const ODDS_API_LEAGUES: Record<string, string> = {
  soccer_epl: 'epl',
  soccer_spain_la_liga: 'laliga',
  soccer_italy_serie_a: 'seriea',
  soccer_germany_bundesliga: 'bundesliga',
  soccer_uefa_champs_league: 'ucl',
};

export interface FeedOdds {
  source: 'the-odds-api';
  externalId: string;
  league: string;
  home: string;
  away: string;
  kickoff: Date;
  bookmaker: string;
  markets: PricedMarket[];
}

/** A decimal price to milli-odds, rounded down to 0.01 as we quote; out-of-range prices are dropped. */
function milli(price: number): number | null {
  const odds = Math.floor(price * 100 + 1e-9) * 10;
  return odds >= MIN_ODDS && odds <= MAX_ODDS ? odds : null;
}

/**
 * Parses an odds answer into our markets, from the bookmaker `preferred` (else the first that
 * prices the event): h2h → 1X2, spreads → Asian handicap on the home side's point, totals →
 * over/under. Lines that are not quarter goals and incomplete markets are left out.
 */
export function parseOddsApi(body: unknown, preferred?: string): FeedOdds[] {
  const events = z.array(ZOddsApiEvent).parse(body);
  const out: FeedOdds[] = [];
  for (const e of events) {
    const league = ODDS_API_LEAGUES[e.sport_key];
    const book = e.bookmakers.find((b) => b.key === preferred) ?? e.bookmakers[0];
    if (!league || !book) continue;
    const markets: PricedMarket[] = [];
    const add = (market: MarketType, line: number | null, picks: [string, number | null][]) => {
      if (!isValidLine(market, line) || picks.some(([, o]) => o === null)) return;
      markets.push({
        market,
        line,
        selections: picks.map(([pick, odds]) => ({
          market,
          line,
          pick,
          key: selectionKey({ market, line, pick }),
          odds: odds!,
        })),
      });
    };
    for (const m of book.markets) {
      const by = (name: string) => m.outcomes.find((o) => o.name === name);
      if (m.key === 'h2h') {
        const [h, d, a] = [by(e.home_team), by('Draw'), by(e.away_team)];
        if (h && d && a)
          add('1x2', null, [
            ['home', milli(h.price)],
            ['draw', milli(d.price)],
            ['away', milli(a.price)],
          ]);
      } else if (m.key === 'spreads') {
        const [h, a] = [by(e.home_team), by(e.away_team)];
        if (h && a && h.point !== undefined && a.point === -h.point) {
          add('ah', h.point, [
            ['home', milli(h.price)],
            ['away', milli(a.price)],
          ]);
        }
      } else if (m.key === 'totals') {
        const [o, u] = [by('Over'), by('Under')];
        if (o && u && o.point !== undefined && o.point === u.point) {
          add('ou', o.point, [
            ['over', milli(o.price)],
            ['under', milli(u.price)],
          ]);
        }
      }
    }
    out.push({
      source: 'the-odds-api',
      externalId: e.id,
      league,
      home: e.home_team,
      away: e.away_team,
      kickoff: new Date(e.commence_time),
      bookmaker: book.key,
      markets,
    });
  }
  return out;
}
