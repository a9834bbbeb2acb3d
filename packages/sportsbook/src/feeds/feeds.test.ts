import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFootballData } from './football-data';
import { parseOddsApi } from './the-odds-api';

const sample = (name: string) => JSON.parse(readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8'));

describe('parseFootballData', () => {
  it('should read fixtures, live scores and results from a football-data.org v4 matches answer', () => {
    const fixtures = parseFootballData(sample('football-data-pl-matches.json'));
    expect(fixtures).toHaveLength(4);
    expect(fixtures[0]).toMatchObject({
      source: 'football-data',
      externalId: '497564',
      league: 'epl',
      home: 'Manchester City FC',
      away: 'Everton FC',
      status: 'finished',
      score: { home: 1, away: 1 },
      result: { status: 'finished', home: 1, away: 1, htHome: 1, htAway: 1 },
    });
    expect(fixtures[0]!.kickoff.toISOString()).toBe('2024-12-26T12:30:00.000Z');
    // in play: the running score and minute, no result yet
    expect(fixtures[2]).toMatchObject({ status: 'live', minute: 67, score: { home: 2, away: 1 }, result: null });
    // TIMED is a scheduled match with no score
    expect(fixtures[3]).toMatchObject({ status: 'scheduled', score: null, halfTime: null, result: null });
  });

  it('should settle on the 90-minute score after extra time and keep postponed matches open', () => {
    const base = sample('football-data-pl-matches.json').matches[0];
    const fixtures = parseFootballData({
      matches: [
        {
          ...base,
          id: 1,
          competition: { id: 2001, name: 'UEFA Champions League', code: 'CL' },
          score: {
            winner: 'HOME_TEAM',
            duration: 'EXTRA_TIME',
            fullTime: { home: 3, away: 2 },
            halfTime: { home: 1, away: 0 },
            regularTime: { home: 2, away: 2 },
          },
        },
        { ...base, id: 2, status: 'POSTPONED', score: { ...base.score, fullTime: { home: null, away: null } } },
        { ...base, id: 3, competition: { id: 2013, name: 'Campeonato Brasileiro Série A', code: 'BSA' } },
      ],
    });
    expect(fixtures).toHaveLength(2);
    expect(fixtures[0]).toMatchObject({ league: 'ucl', result: { home: 2, away: 2, htHome: 1, htAway: 0 } });
    // postponed: no outcome yet, the match may be played within the settlement window
    expect(fixtures[1]).toMatchObject({ status: 'postponed', result: null });
  });

  it('should refuse an answer that is not in the format', () => {
    expect(() => parseFootballData({ matches: [{ id: 'x' }] })).toThrow();
    expect(() => parseFootballData([])).toThrow();
  });
});

describe('parseOddsApi', () => {
  it('should read 1X2, Asian handicap and over/under from The Odds API v4 in decimal odds', () => {
    const [first, second] = parseOddsApi(sample('the-odds-api-epl-odds.json'), 'pinnacle');
    expect(first).toMatchObject({
      league: 'epl',
      home: 'Brentford',
      away: 'Brighton and Hove Albion',
      bookmaker: 'pinnacle',
    });
    const m = (market: string) => first!.markets.find((x) => x.market === market)!;
    expect(m('1x2').selections.map((s) => [s.pick, s.odds])).toEqual([
      ['home', 2620],
      ['draw', 3720],
      ['away', 2600],
    ]);
    expect(m('ah')).toMatchObject({ line: 0 });
    expect(m('ah').selections.map((s) => s.key)).toEqual(['ah:0:home', 'ah:0:away']);
    expect(m('ou')).toMatchObject({ line: 3.25 });
    expect(m('ou').selections.map((s) => s.odds)).toEqual([1880, 2020]);
    // the home side gives three quarters; a total of 3.1 is not an Asian line and is left out
    expect(second!.markets.find((x) => x.market === 'ah')).toMatchObject({ line: -0.75 });
    expect(second!.markets.find((x) => x.market === 'ou')).toBeUndefined();
  });

  it('should fall back to the first bookmaker and refuse a malformed answer', () => {
    const [first] = parseOddsApi(sample('the-odds-api-epl-odds.json'), 'nobody');
    expect(first!.bookmaker).toBe('pinnacle');
    expect(() => parseOddsApi({ data: [] })).toThrow();
  });
});

/** Answers the real APIs gave, committed in public repositories (samples/README.md says where). */
describe('recorded answers', () => {
  it('should read a recorded football-data.org v4 team matches answer: results, a postponed match, timed fixtures', () => {
    const body = sample('football-data-v4-teams-65-matches.json');
    const fixtures = parseFootballData(body);
    // Premier League and Champions League matches of Manchester City, 2023-24: all are leagues we list
    expect(fixtures).toHaveLength(body.matches.length);
    const byId = (id: string) => fixtures.find((f) => f.externalId === id)!;
    expect(byId('435943')).toMatchObject({
      league: 'epl',
      home: 'Burnley FC',
      away: 'Manchester City FC',
      status: 'finished',
      result: { status: 'finished', home: 0, away: 3, htHome: 0, htAway: 2 },
    });
    expect(byId('435943').kickoff.toISOString()).toBe('2023-08-11T19:00:00.000Z');
    expect(byId('451640')).toMatchObject({ league: 'ucl', result: { home: 3, away: 1, htHome: 0, htAway: 1 } });
    // postponed: no outcome; its bets wait for the match or the end of the settlement window
    expect(byId('436118')).toMatchObject({ status: 'postponed', score: null, result: null });
    // TIMED: listed with its kick-off, no score, no result
    expect(byId('436138')).toMatchObject({
      status: 'scheduled',
      home: 'Manchester City FC',
      away: 'Sheffield United FC',
      score: null,
      result: null,
    });
    expect(fixtures.filter((f) => f.status === 'finished')).toHaveLength(24);
    expect(fixtures.filter((f) => f.status === 'scheduled')).toHaveLength(21);
  });

  it('should read a live match of the recorded answer once it is in play (IN_PLAY with the running score)', () => {
    const base = sample('football-data-v4-teams-65-matches.json').matches.find((m: { id: number }) => m.id === 436138);
    const [live] = parseFootballData({
      matches: [
        {
          ...base,
          status: 'IN_PLAY',
          minute: 67,
          score: { ...base.score, fullTime: { home: 2, away: 1 }, halfTime: { home: 1, away: 1 } },
        },
      ],
    });
    expect(live).toMatchObject({ status: 'live', minute: 67, score: { home: 2, away: 1 }, result: null });
  });

  it('should read a recorded The Odds API v4 soccer_epl h2h answer (Betway, decimal) whatever the outcome order', () => {
    const odds = parseOddsApi(sample('the-odds-api-v4-soccer-epl-h2h.json'), 'betway');
    expect(odds).toHaveLength(11);
    const x12 = (home: string) =>
      odds
        .find((o) => o.home === home)!
        .markets.find((m) => m.market === '1x2')!
        .selections.map((s) => [s.pick, s.odds]);
    expect(odds[0]).toMatchObject({
      externalId: '36808dc52374b40df08cab6b1d5664d1',
      league: 'epl',
      home: 'Leicester City',
      away: 'Tottenham Hotspur',
      bookmaker: 'betway',
    });
    expect(odds[0]!.kickoff.toISOString()).toBe('2024-08-19T19:00:00.000Z');
    expect(x12('Leicester City')).toEqual([
      ['home', 5000],
      ['draw', 4200],
      ['away', 1600],
    ]);
    // listed away side first in the answer: still home = Tottenham
    expect(x12('Tottenham Hotspur')).toEqual([
      ['home', 1440],
      ['draw', 4750],
      ['away', 5750],
    ]);
    // h2h only: no handicap or totals made up
    expect(odds.every((o) => o.markets.length === 1)).toBe(true);
  });
});
