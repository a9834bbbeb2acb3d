import { randomInt, randomUUID } from 'node:crypto';
import { FairRandom, hashServerSeed, newServerSeed } from '@app/provider-kit/fair-node';
import { inTransaction } from '@app/provider-kit/server';
import type pg from 'pg';
import { LEAGUES, type League } from '../leagues';
import type { MarketType } from '../markets';
import { type PlayedMatch, playMatch, resultOf, sandboxOutcome, scoreAt } from '../match';
import { DEFAULT_MARGINS, HALF_MINUTES, lambdas, MATCH_MINUTES, priceMarkets, rateOf } from '../model';
import type { SportsTiming } from './config';
import { resultLegs } from './legs';
import { asBook, type MarginBook } from './settings';

/** Every league keeps this many matches listed ahead. */
const LISTED_AHEAD = 4;
const VIRTUAL_LISTED_AHEAD = 3;
/** the feed's tick takes this advisory lock so one instance plays the matches */
const FEED_LOCK = 0x5b0f_eed;

export interface FixtureRow {
  id: string;
  league: string;
  home: string;
  away: string;
  kickoff: Date;
  status: 'scheduled' | 'live' | 'finished' | 'postponed' | 'abandoned';
  lambda_home: number;
  lambda_away: number;
  rate_home: number | null;
  rate_away: number | null;
  markets: unknown;
  odds_version: number;
  odds_updated_at: Date;
  server_seed: string | null;
  server_seed_hash: string | null;
  timeline: PlayedMatch | null;
  minute: number;
  score_home: number | null;
  score_away: number | null;
  ht_home: number | null;
  ht_away: number | null;
  started_at: Date | null;
  ended_at: Date | null;
}

/** Where a live match is: the match minute, or half-time, or over. */
export function matchClock(
  elapsedMs: number,
  minuteMs: number,
  breakMinutes: number,
  endMinute: number,
): { minute: number; halfTime: boolean; over: boolean } {
  const m = elapsedMs / minuteMs;
  if (m < HALF_MINUTES) return { minute: Math.floor(m), halfTime: false, over: endMinute < Math.floor(m) };
  if (m < HALF_MINUTES + breakMinutes) return { minute: HALF_MINUTES, halfTime: true, over: endMinute < HALF_MINUTES };
  const minute = Math.min(MATCH_MINUTES, Math.floor(m - breakMinutes));
  return { minute, halfTime: false, over: m - breakMinutes >= MATCH_MINUTES || minute > endMinute };
}

/**
 * The sandbox feed: keeps a realistic list of matches ahead, moves their odds until kick-off,
 * plays each match at kick-off from the provably fair RNG (its seed hash was published when the
 * match was listed), shows the live score minute by minute and publishes the result, revealing
 * the seed. Resulting legs are marked here; the bet service pays them.
 */
export class SandboxFeed {
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly timing: SportsTiming,
    private readonly margins: () => Promise<Record<MarketType, number> | MarginBook>,
    private readonly onResults: () => void,
    private readonly log: { error(o: object, m?: string): void },
    /** with a real feed, the sandbox lists virtual football only (what it listed before plays out) */
    private readonly virtualOnly = false,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.safeTick(), this.timing.tickMs);
    this.timer.unref();
    void this.safeTick();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async safeTick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const resulted = await this.tick(new Date());
      if (resulted > 0) this.onResults();
    } catch (err) {
      this.log.error({ err }, 'sports feed: tick failed');
    } finally {
      this.running = false;
    }
  }

  /** One step of the feed at `now`; answers how many matches got a result. */
  async tick(now: Date): Promise<number> {
    return inTransaction(this.pool, async (db) => {
      const { rows } = await db.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [FEED_LOCK]);
      if (!rows[0]?.ok) return 0;
      const margins = asBook(await this.margins());
      await this.list(db, now, margins);
      await this.moveOdds(db, now, margins);
      // a match postponed at kick-off has its result then (every leg void): counted, so that
      // the settlement it needs is called for as for one played to the end
      const postponed = await this.kickOff(db, now, margins);
      return postponed + (await this.play(db, now, margins));
    });
  }

  // ─── listing ──────────────────────────────────────────────────────────────────────────────

  private async list(db: pg.PoolClient, now: Date, margins: MarginBook): Promise<void> {
    // Accelerated, only matches within the accelerated schedule count: those a run at normal
    // speed listed for tomorrow morning must not keep the accelerated ones from being listed
    // (a player, or `npm run play`, would otherwise wait hours for the next kick-off).
    const t = this.timing;
    const horizon = t.speed > 1 ? new Date(now.getTime() + t.leadMs + LISTED_AHEAD * t.gapMs) : null;
    const near = `($1::timestamptz IS NULL OR league = ANY($2::text[]) OR kickoff <= $1)`;
    const { rows } = await db.query<{ league: string; ahead: number; last: Date | null; busy: string[] }>(
      `SELECT league,
              count(*) FILTER (WHERE status = 'scheduled' AND ${near})::int AS ahead,
              max(kickoff) FILTER (WHERE ${near}) AS last,
              coalesce(array_agg(home) FILTER (WHERE status IN ('scheduled', 'live')), '{}')
                || coalesce(array_agg(away) FILTER (WHERE status IN ('scheduled', 'live')), '{}') AS busy
         FROM sports_fixtures WHERE source = 'sandbox' GROUP BY league`,
      [horizon, LEAGUES.filter((l) => l.virtual).map((l) => l.code)],
    );
    const byLeague = new Map(rows.map((r) => [r.league, r]));
    for (const league of LEAGUES) {
      if (this.virtualOnly && !league.virtual) continue;
      const state = byLeague.get(league.code);
      let ahead = state?.ahead ?? 0;
      let last = state?.last ?? null;
      const busy = new Set(state?.busy ?? []);
      const want = league.virtual ? VIRTUAL_LISTED_AHEAD : LISTED_AHEAD;
      while (ahead < want) {
        const kickoff = this.nextKickoff(league, last, now);
        const free = league.clubs.filter((c) => !busy.has(c.name));
        if (free.length < 2) break;
        const home = free.splice(randomInt(free.length), 1)[0]!;
        const away = free[randomInt(free.length)]!;
        busy.add(home.name);
        busy.add(away.name);
        const l = lambdas(home, away);
        const serverSeed = newServerSeed();
        const markets = priceMarkets({ home: rateOf(l.home), away: rateOf(l.away) }, START, margins(league.code));
        await db.query(
          `INSERT INTO sports_fixtures (id, source, league, home, away, kickoff, status, lambda_home, lambda_away, markets,
                                        server_seed, server_seed_hash)
           VALUES ($1, 'sandbox', $2, $3, $4, $5, 'scheduled', $6, $7, $8, $9, $10)`,
          [
            randomUUID(),
            league.code,
            home.name,
            away.name,
            kickoff,
            l.home,
            l.away,
            JSON.stringify(markets),
            serverSeed,
            hashServerSeed(serverSeed),
          ],
        );
        last = kickoff;
        ahead++;
      }
    }
  }

  /** The next kick-off after `last`: the league's usual slots at normal speed, a short gap when accelerated. */
  private nextKickoff(league: League, last: Date | null, now: Date): Date {
    const t = this.timing;
    if (league.virtual) {
      const first = now.getTime() + t.virtualEveryMs;
      return new Date(last ? Math.max(last.getTime() + t.virtualEveryMs, first) : first);
    }
    if (t.speed > 1) {
      const first = now.getTime() + t.leadMs;
      return new Date(last ? Math.max(last.getTime() + t.gapMs, first) : first);
    }
    // at normal speed: the next free slot of the league's day, at least an hour from now
    const from = Math.max(last ? last.getTime() + 60_000 : 0, now.getTime() + 3_600_000);
    const day = new Date(from);
    day.setUTCHours(0, 0, 0, 0);
    for (let d = 0; d < 14; d++) {
      for (const slot of league.slots) {
        const at = day.getTime() + d * 86_400_000 + slot * 60_000;
        if (at >= from) return new Date(at);
      }
    }
    return new Date(from);
  }

  // ─── odds before kick-off ─────────────────────────────────────────────────────────────────

  /**
   * Before kick-off the market moves: each listed match's expected goals drift by up to ±4% (news,
   * money) every `oddsMoveMs`, and its prices are made again. The drift is not part of the result:
   * the match is played with the rates at kick-off, which are published with the result.
   */
  private async moveOdds(db: pg.PoolClient, now: Date, margins: MarginBook): Promise<void> {
    const { rows } = await db.query<{ id: string; league: string; lambda_home: number; lambda_away: number }>(
      `SELECT id, league, lambda_home, lambda_away FROM sports_fixtures
        WHERE status = 'scheduled' AND source = 'sandbox' AND kickoff > $1 AND odds_updated_at < $2
        ORDER BY odds_updated_at LIMIT 20`,
      [now, new Date(now.getTime() - this.timing.oddsMoveMs)],
    );
    for (const f of rows) {
      const drift = () => 1 + (randomInt(81) - 40) / 1000;
      const lh = clampLambda(f.lambda_home * drift());
      const la = clampLambda(f.lambda_away * drift());
      const markets = priceMarkets({ home: rateOf(lh), away: rateOf(la) }, START, margins(f.league));
      await db.query(
        `UPDATE sports_fixtures SET lambda_home = $2, lambda_away = $3, markets = $4, odds_version = odds_version + 1,
                odds_updated_at = $5 WHERE id = $1`,
        [f.id, lh, la, JSON.stringify(markets), now],
      );
    }
  }

  /**
   * Makes the prices of every listed (not started) sandbox match again with `margins`, at once:
   * after staff change a margin, players see the new prices now rather than at the next move.
   * Live matches are priced again every match minute anyway. Answers how many were priced.
   */
  async reprice(book: Record<MarketType, number> | MarginBook): Promise<number> {
    const margins = asBook(book);
    return inTransaction(this.pool, async (db) => {
      const { rows } = await db.query<{ id: string; league: string; lambda_home: number; lambda_away: number }>(
        `SELECT id, league, lambda_home, lambda_away FROM sports_fixtures
          WHERE status = 'scheduled' AND source = 'sandbox' AND kickoff > now() FOR UPDATE`,
      );
      for (const f of rows) {
        const markets = priceMarkets(
          { home: rateOf(f.lambda_home), away: rateOf(f.lambda_away) },
          START,
          margins(f.league),
        );
        await db.query('UPDATE sports_fixtures SET markets = $2, odds_version = odds_version + 1 WHERE id = $1', [
          f.id,
          JSON.stringify(markets),
        ]);
      }
      return rows.length;
    });
  }

  // ─── kick-off, live, full time ────────────────────────────────────────────────────────────

  /** Starts the matches due; answers how many of them were postponed instead (and so resulted). */
  private async kickOff(db: pg.PoolClient, now: Date, margins: MarginBook): Promise<number> {
    const { rows } = await db.query<FixtureRow>(
      `SELECT * FROM sports_fixtures WHERE status = 'scheduled' AND source = 'sandbox' AND kickoff <= $1
        ORDER BY kickoff LIMIT 50`,
      [now],
    );
    let postponed = 0;
    for (const f of rows) {
      const rates = { home: rateOf(f.lambda_home), away: rateOf(f.lambda_away) };
      // client seed: the fixture id, nonce 0 — both public from the moment the match is listed
      const played = playMatch(new FairRandom(f.server_seed!, f.id, 0), rates);
      if (played.status === 'postponed') {
        await db.query(
          `UPDATE sports_fixtures SET status = 'postponed', rate_home = $2, rate_away = $3, timeline = $4, ended_at = $5,
                  markets = '[]', outcome = $6, outcome_source = 'feed' WHERE id = $1`,
          [f.id, rates.home, rates.away, JSON.stringify(played), now, JSON.stringify(sandboxOutcome(played))],
        );
        await resultLegs(db, f.id, sandboxOutcome(played));
        postponed++;
        continue;
      }
      await db.query(
        `UPDATE sports_fixtures SET status = 'live', rate_home = $2, rate_away = $3, timeline = $4, end_minute = $5,
                started_at = $6, minute = 0, score_home = 0, score_away = 0, markets = $7, odds_version = odds_version + 1
          WHERE id = $1`,
        [
          f.id,
          rates.home,
          rates.away,
          JSON.stringify(played),
          played.endMinute,
          now,
          JSON.stringify(priceMarkets(rates, START, margins(f.league))),
        ],
      );
    }
    return postponed;
  }

  private async play(db: pg.PoolClient, now: Date, margins: MarginBook): Promise<number> {
    const { rows } = await db.query<FixtureRow>(
      `SELECT * FROM sports_fixtures WHERE status = 'live' AND source = 'sandbox'`,
    );
    let resulted = 0;
    for (const f of rows) {
      const virtual = LEAGUES.find((l) => l.code === f.league)?.virtual ?? false;
      const played = f.timeline!;
      const clock = matchClock(
        now.getTime() - f.started_at!.getTime(),
        virtual ? this.timing.virtualMinuteMs : this.timing.minuteMs,
        virtual ? 0 : this.timing.halfTimeBreak,
        played.endMinute,
      );
      if (clock.over) {
        const result = resultOf(played);
        await db.query(
          `UPDATE sports_fixtures SET status = $2, minute = $3, score_home = $4, score_away = $5, ht_home = $6, ht_away = $7,
                  ended_at = $8, markets = '[]', outcome = $9, outcome_source = 'feed' WHERE id = $1`,
          [
            f.id,
            result.status,
            played.endMinute,
            result.home,
            result.away,
            played.endMinute >= HALF_MINUTES ? result.htHome : null,
            played.endMinute >= HALF_MINUTES ? result.htAway : null,
            now,
            JSON.stringify(sandboxOutcome(played)),
          ],
        );
        await resultLegs(db, f.id, sandboxOutcome(played));
        resulted++;
        continue;
      }
      if (clock.minute === f.minute && f.score_home !== null) continue;
      if (virtual) {
        // virtual matches take no bets once started: only the clock and the score move
        const now90 = scoreAt(played, clock.minute);
        await db.query(
          'UPDATE sports_fixtures SET minute = $2, score_home = $3, score_away = $4, markets = $5 WHERE id = $1',
          [f.id, clock.minute, now90.home, now90.away, '[]'],
        );
        continue;
      }
      const score = scoreAt(played, clock.minute);
      const half = scoreAt(played, HALF_MINUTES);
      const pastHalf = clock.minute >= HALF_MINUTES;
      const state = {
        minute: clock.minute,
        home: score.home,
        away: score.away,
        htHome: pastHalf ? half.home : score.home,
        htAway: pastHalf ? half.away : score.away,
      };
      const markets = priceMarkets({ home: f.rate_home!, away: f.rate_away! }, state, margins(f.league));
      await db.query(
        `UPDATE sports_fixtures SET minute = $2, score_home = $3, score_away = $4, ht_home = $5, ht_away = $6, markets = $7,
                odds_version = odds_version + 1, odds_updated_at = $8 WHERE id = $1`,
        [
          f.id,
          clock.minute,
          score.home,
          score.away,
          pastHalf ? half.home : null,
          pastHalf ? half.away : null,
          JSON.stringify(markets),
          now,
        ],
      );
    }
    return resulted;
  }
}

const START = { minute: 0, home: 0, away: 0, htHome: 0, htAway: 0 };
const clampLambda = (x: number) => Math.min(4.5, Math.max(0.2, x));

export { DEFAULT_MARGINS };
