import { randomUUID } from 'node:crypto';
import { inTransaction, ProviderError } from '@app/provider-kit/server';
import {
  answerOrThrow,
  answerOrUnknown,
  answerWhenKnown,
  type WalletAnswer,
  type WalletClient,
} from '@app/provider-kit/wallet-client';
import { refusalMessages, UNSETTLED_MESSAGE, walletRefusal } from '@app/provider-kit/wallet-refusal';
import type pg from 'pg';
import { type SportsWords, sportsT } from '../i18n';
import {
  combinedOdds,
  describeSelection,
  type LegResult,
  MAX_PARLAY_LEGS,
  type MarketType,
  marketKey,
  payout,
  potentialWin,
} from '../markets';
import type { PricedMarket } from '../model';
import { DEFAULT_CASHOUT_MARGIN_PERMILLE } from '../rules';
import { Adjustments } from './adjustments';
import { Cashouts } from './cashout';
import { betDetails } from './details';
import type { SportsSettings } from './settings';
import { openMarkets, playerLimit } from './trading';

export class SportsError extends ProviderError {
  /** the catalogue key and figures of its message, to word it in the player's language */
  words?: SportsWords;
}

const vi = sportsT('vi');

/** A refusal worded from the catalogue: Vietnamese here, another language when it is answered. */
export function sportsError(
  status: number,
  code: string,
  key: string,
  params?: Record<string, unknown>,
  extra?: Record<string, unknown>,
): SportsError {
  const error = new SportsError(status, code, vi(key, params), extra);
  error.words = { key, params };
  return error;
}

// the wallet's refusals in Vietnamese (the catalogue's `errors.codes` word them in English)
const REFUSAL = Object.fromEntries(
  Object.entries(refusalMessages({ spend: '', reopen: '', take: '', product: '' })).map(([status, [http]]) => [
    status,
    [http, vi(`errors.codes.${status.replace(/^RS_ERROR_/, '')}`)],
  ]),
) as Record<string, [number, string]>;

/** When the price moved between the slip and the bet: take any price, only a better one, or none. */
export const ACCEPT_ODDS = ['any', 'better', 'none'] as const;
export type AcceptOdds = (typeof ACCEPT_ODDS)[number];

export interface SlipLeg {
  fixtureId: string;
  /** the selection key as priced, e.g. `ah:-0.75:home` */
  key: string;
  /** the milli-odds the player saw */
  odds: number;
}

export interface Slip {
  game: 'sportsbook' | 'virtual';
  legs: SlipLeg[];
  stake: number;
  accept: AcceptOdds;
}

interface FixtureForBet {
  id: string;
  league: string;
  home: string;
  away: string;
  status: string;
  kickoff: Date;
  markets: PricedMarket[];
  source: string;
  odds_updated_at: Date;
  suspended: string[];
}

/**
 * Whether a price change is acceptable to the player: `any` takes the new price, `better` only a
 * higher one, `none` only the very price on the slip.
 */
export function oddsAcceptable(accept: AcceptOdds, seen: number, now: number): boolean {
  if (now === seen) return true;
  if (accept === 'any') return true;
  if (accept === 'better') return now > seen;
  return false;
}

export const betUuid = (bet: string) => `${bet}:bet`;
export const winUuid = (bet: string) => `${bet}:win`;
export const rollbackUuid = (bet: string) => `${bet}:rollback`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SESSION_TTL_MS = 5 * 60_000;

/**
 * The bet slip: takes the stake through the wallet protocol when a bet is accepted, pays the win
 * (0 for a loss) once every leg has a result, rolls the stake back when every leg is void.
 * Wallet ids are derived from the bet id (`<bet>:bet|win|rollback`), so every call is idempotent
 * and the recovery loop can repeat any of them.
 */
export class BetsService {
  private readonly sessions = new Map<string, { user: string; at: number }>();
  /** corrections of settled bets (adjustments.ts) */
  readonly adjustments: Adjustments;

  constructor(
    private readonly pool: pg.Pool,
    private readonly wallet: WalletClient,
    private readonly settings: SportsSettings,
    private readonly inPlayDelayMs: number,
    private readonly log: { warn(o: object, m?: string): void; error(o: object, m?: string): void },
    /** a real feed's prices older than this take no bets (the sandbox prices its own matches) */
    private readonly staleOddsMs: number | null = null,
    /** the cash-out margin in thousandths (50 = 5%) */
    cashoutMarginPermille = DEFAULT_CASHOUT_MARGIN_PERMILLE,
  ) {
    this.adjustments = new Adjustments(pool, wallet, log);
    this.cashouts = new Cashouts(pool, wallet, cashoutMarginPermille, staleOddsMs, log);
  }

  /** cash-out of open bets (cashout.ts) */
  readonly cashouts: Cashouts;

  /** Quotes a cash-out of the player's bet, held a few seconds. */
  async cashoutQuote(token: string, betId: string) {
    return this.cashouts.quote(await this.userOf(token), betId);
  }

  /** Accepts a held cash-out price; answers the paid amount, the balance and the bet as it is now. */
  async cashout(token: string, betId: string, quoteId: string) {
    const user = await this.userOf(token);
    const { rows } = await this.pool.query<{ game: string; token: string }>(
      'SELECT game, token FROM sports_bets WHERE id = $1 AND user_id = $2',
      [betId, user],
    );
    if (!rows[0]) throw sportsError(404, 'BET_NOT_FOUND', 'errors.noBet');
    // paid with the bet's own token, as its settlement would be (wins are accepted after expiry)
    const done = await this.cashouts.accept(user, betId, quoteId, rows[0].token, rows[0].game);
    return { ...done, bet: await this.bet(user, betId) };
  }

  async session(token: string): Promise<{ user: string; balance: number }> {
    const answer = await this.askWallet(() => this.wallet.balance(token));
    if (answer.status !== 'RS_OK' || !answer.user) throw this.refusal(answer);
    if (this.sessions.size > 50_000) this.sessions.clear();
    this.sessions.set(token, { user: answer.user, at: Date.now() });
    return { user: answer.user, balance: answer.balance ?? 0 };
  }

  async userOf(token: string): Promise<string> {
    const hit = this.sessions.get(token);
    if (hit && Date.now() - hit.at < SESSION_TTL_MS) return hit.user;
    return (await this.session(token)).user;
  }

  // ─── placing ──────────────────────────────────────────────────────────────────────────────

  async place(token: string, slip: Slip) {
    const limits = await this.settings.limits();
    if (slip.legs.length < 1 || slip.legs.length > MAX_PARLAY_LEGS) {
      throw sportsError(400, 'INVALID_SLIP', 'errors.slipSize', { max: MAX_PARLAY_LEGS });
    }
    if (new Set(slip.legs.map((l) => l.fixtureId)).size !== slip.legs.length) {
      throw sportsError(400, 'SAME_MATCH_IN_PARLAY', 'errors.sameMatch');
    }
    if (slip.stake < limits.minStake || slip.stake > limits.maxStake) {
      throw sportsError(400, 'STAKE_OUT_OF_RANGE', 'errors.stakeRange', {
        min: limits.minStake.toLocaleString('en-US'),
        max: limits.maxStake.toLocaleString('en-US'),
      });
    }
    const user = await this.userOf(token);
    const marketLimits = await this.settings.marketLimits();
    const own = await playerLimit(this.pool, user);

    // In-play bets wait the bet delay and are checked against the prices after it: a goal in
    // between moves the price (or closes the market) and the acceptance setting decides.
    const live = await this.pool.query<{ id: string; home: string; away: string }>(
      `SELECT id, home, away FROM sports_fixtures WHERE id = ANY($1::uuid[]) AND status = 'live'`,
      [slip.legs.map((l) => l.fixtureId)],
    );
    const inPlay = live.rows.length > 0;
    if (inPlay) await this.waitDelay(user, slip, live.rows);

    const betId = randomUUID();
    const accepted = await inTransaction(this.pool, async (db) => {
      const ids = [...new Set(slip.legs.map((l) => l.fixtureId))].sort();
      // one bet at a time per match: liability is checked and added atomically
      for (const id of ids) await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sports:${id}`]);
      const { rows } = await db.query<FixtureForBet>(
        `SELECT id, league, home, away, status, kickoff, markets, source, odds_updated_at, suspended
           FROM sports_fixtures WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      const fixtures = new Map(rows.map((r) => [r.id, r]));
      const legs = slip.legs.map((leg) => {
        const f = fixtures.get(leg.fixtureId);
        if (!f) throw sportsError(404, 'MATCH_NOT_FOUND', 'errors.noMatch');
        const virtual = f.league === 'vfl';
        if ((slip.game === 'virtual') !== virtual) {
          throw sportsError(400, 'WRONG_BOOK', 'errors.wrongBook');
        }
        // a feed may report kick-off late: a listed match stops taking pre-match bets at its kick-off time
        const preMatch = f.status === 'scheduled' && f.kickoff.getTime() > Date.now();
        if (!preMatch && !(f.status === 'live' && !virtual)) {
          throw sportsError(
            409,
            'MARKET_CLOSED',
            'errors.matchClosed',
            { match: `${f.home} - ${f.away}` },
            {
              fixtureId: f.id,
            },
          );
        }
        // a feed that stopped updating: its prices may be wrong by now
        if (
          this.staleOddsMs !== null &&
          f.source !== 'sandbox' &&
          f.odds_updated_at.getTime() < Date.now() - this.staleOddsMs
        ) {
          throw sportsError(
            409,
            'MARKET_CLOSED',
            'errors.oddsStale',
            { match: `${f.home} - ${f.away}` },
            { fixtureId: f.id },
          );
        }
        const selection = openMarkets(f.markets, f.suspended)
          .flatMap((m) => m.selections)
          .find((s) => s.key === leg.key);
        if (!selection) {
          throw sportsError(
            409,
            'MARKET_CLOSED',
            'errors.selectionClosed',
            { match: `${f.home} - ${f.away}` },
            // which pick: the slip takes the new line or drops it, and says so
            { fixtureId: f.id },
          );
        }
        return { leg, fixture: f, selection };
      });
      const changed = legs.filter((l) => !oddsAcceptable(slip.accept, l.leg.odds, l.selection.odds));
      if (changed.length > 0) {
        throw sportsError(409, 'ODDS_CHANGED', 'errors.oddsChanged', undefined, {
          odds: Object.fromEntries(legs.map((l) => [`${l.fixture.id}|${l.leg.key}`, l.selection.odds])),
        });
      }
      const odds = legs.map((l) => l.selection.odds);
      const potential = potentialWin(slip.stake, odds);
      // the tightest of the book's, each market type's and this player's limits (trading desk)
      const caps = [
        { maxStake: limits.maxStake, maxPayout: limits.maxPayout },
        ...legs.map((l) => marketLimits[l.selection.market] ?? {}),
        { maxStake: own?.maxStake ?? undefined, maxPayout: own?.maxPayout ?? undefined },
      ];
      const maxStake = Math.min(...caps.map((c) => c.maxStake ?? Number.POSITIVE_INFINITY));
      const maxPayout = Math.min(...caps.map((c) => c.maxPayout ?? Number.POSITIVE_INFINITY));
      if (slip.stake > maxStake) {
        throw sportsError(400, 'STAKE_OUT_OF_RANGE', 'errors.maxStake', { amount: maxStake.toLocaleString('en-US') });
      }
      if (potential > maxPayout) {
        throw sportsError(400, 'PAYOUT_TOO_HIGH', 'errors.maxPayout', { amount: maxPayout.toLocaleString('en-US') });
      }
      // liability per market: what open bets on that market of that match could pay out
      for (const l of legs) {
        const key = marketKey(l.selection);
        const { rows: exposure } = await db.query<{ total: string }>(
          `SELECT coalesce(sum(b.potential_win), 0)::text AS total
             FROM sports_bet_legs g JOIN sports_bets b ON b.id = g.bet_id
            WHERE g.fixture_id = $1 AND g.market_key = $2 AND g.result IS NULL AND b.status IN ('pending', 'placed')
              AND b.cashout_amount IS NULL`,
          [l.fixture.id, key],
        );
        if (Number(exposure[0]!.total) + potential > limits.liabilityPerMarket) {
          throw sportsError(409, 'LIABILITY_LIMIT', 'errors.liability');
        }
      }
      await db.query(
        `INSERT INTO sports_bets (id, user_id, game, kind, stake, odds, potential_win, status, accept_odds, token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9)`,
        [
          betId,
          user,
          slip.game,
          legs.length === 1 ? 'single' : 'parlay',
          slip.stake,
          combinedOdds(odds),
          potential,
          slip.accept,
          token,
        ],
      );
      for (const [i, l] of legs.entries()) {
        await db.query(
          `INSERT INTO sports_bet_legs (bet_id, idx, fixture_id, market, line, pick, market_key, odds, in_play)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            betId,
            i,
            l.fixture.id,
            l.selection.market,
            l.selection.line,
            l.selection.pick,
            marketKey(l.selection),
            l.selection.odds,
            l.fixture.status === 'live' ? 1 : 0,
          ],
        );
      }
      return { odds: combinedOdds(odds), potential };
    });

    const answer = await answerOrUnknown(
      async () =>
        this.wallet.call('transaction/bet', {
          token,
          user,
          transaction_uuid: betUuid(betId),
          round: betId,
          round_closed: false,
          game_code: slip.game,
          currency: 'VND',
          amount: slip.stake,
          // decimal odds travel with the stake for the platform's records (refund rules read odds)
          // and each leg as a line of the platform's bet history (results pending until settlement)
          meta: { odds: accepted.odds / 1000, legs: slip.legs.length, details: await betDetails(this.pool, betId) },
        }),
      user,
    );
    if (answer.status !== 'RS_OK') {
      if (answer.status === 'RS_ERROR_UNKNOWN') {
        await this.rollback(betId, user, token, slip.game, 'cancelled');
        throw new SportsError(503, 'BET_CANCELLED', UNSETTLED_MESSAGE);
      }
      await this.pool.query(
        `UPDATE sports_bets SET status = 'refused', refusal = $2, updated_at = now() WHERE id = $1`,
        [betId, answer.status],
      );
      if (answer.status === 'RS_ERROR_TOKEN_EXPIRED' || answer.status === 'RS_ERROR_INVALID_TOKEN')
        this.sessions.delete(token);
      throw this.refusal(answer);
    }
    // A match may have ended between the insert and now: its legs already carry results, and the
    // settlement pass pays them (it only takes placed bets, so it never races the stake).
    await this.pool.query(
      `UPDATE sports_bets SET status = 'placed', balance_after = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [betId, answer.balance],
    );
    return { ...(await this.bet(user, betId))!, balance: answer.balance, inPlay };
  }

  /**
   * The in-play bet delay, recorded while it runs so the trading desk sees the slips waiting
   * (on whichever instance took them).
   */
  private async waitDelay(user: string, slip: Slip, live: { id: string; home: string; away: string }[]) {
    const id = randomUUID();
    const names = new Map(live.map((f) => [f.id, `${f.home} - ${f.away}`]));
    const legs = slip.legs.map((l) => ({
      fixtureId: l.fixtureId,
      match: names.get(l.fixtureId) ?? '',
      key: l.key,
      odds: l.odds,
    }));
    await this.pool.query(
      `INSERT INTO sports_bet_delays (id, user_id, stake, legs, until) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [id, user, slip.stake, JSON.stringify(legs), this.inPlayDelayMs / 1000],
    );
    try {
      await sleep(this.inPlayDelayMs);
    } finally {
      await this.pool.query('DELETE FROM sports_bet_delays WHERE id = $1', [id]);
    }
  }

  // ─── settling ─────────────────────────────────────────────────────────────────────────────

  /**
   * Pays every placed bet whose legs all have results: the win (0 for a loss) through the wallet,
   * or a rollback when every leg is void. Safe to run at any time, on any instance, repeatedly.
   */
  async settleReady(limit = 200): Promise<number> {
    const { rows } = await this.pool.query<{ id: string; user_id: string; token: string; game: string; stake: number }>(
      `SELECT b.id, b.user_id, b.token, b.game, b.stake::float8 AS stake FROM sports_bets b
        WHERE b.status = 'placed' AND b.cashout_amount IS NULL
          AND NOT EXISTS (SELECT 1 FROM sports_bet_legs g WHERE g.bet_id = b.id AND g.result IS NULL)
        ORDER BY b.created_at LIMIT $1`,
      [limit],
    );
    let done = 0;
    for (const b of rows) {
      const { rows: legs } = await this.pool.query<{ result: LegResult; odds: number }>(
        'SELECT result, odds FROM sports_bet_legs WHERE bet_id = $1 ORDER BY idx',
        [b.id],
      );
      const ok = legs.every((l) => l.result === 'void')
        ? await this.rollback(b.id, b.user_id, b.token, b.game, 'void')
        : await this.win(b.id, b.user_id, b.token, b.game, payout(Number(b.stake), legs));
      if (ok) done++;
    }
    return done;
  }

  private async win(betId: string, user: string, token: string, game: string, amount: number): Promise<boolean> {
    const answer = await answerWhenKnown(
      async () =>
        this.wallet.win({
          token,
          user,
          transactionUuid: winUuid(betId),
          betUuid: betUuid(betId),
          round: betId,
          gameCode: game,
          amount,
          jackpot: false,
          meta: { details: await betDetails(this.pool, betId) },
        }),
      user,
    );
    if (answer.status === 'RS_OK') {
      await inTransaction(this.pool, async (db) => {
        const { rowCount } = await db.query(
          `UPDATE sports_bets SET status = 'settled', payout = $2, balance_after = $3, settled_at = now(), updated_at = now()
            WHERE id = $1 AND status = 'placed' AND cashout_amount IS NULL`,
          [betId, amount, answer.balance],
        );
        if (!rowCount) return;
        // a result corrected while this win was on its way is owed now; a debt is paid from the win first
        await Adjustments.reconcile(db, betId);
        await Adjustments.collectDebt(db, user, betId, amount);
      });
      return true;
    }
    if (answer.status !== 'RS_ERROR_UNKNOWN') {
      this.log.error({ betId, status: answer.status }, 'sports: platform refused a win');
      return false;
    }
    this.log.warn({ betId }, 'sports: win not confirmed yet, left for recovery');
    return false;
  }

  /** Cancels a bet's stake (once, however often it is called): void legs or an unknown bet answer. */
  private async rollback(
    betId: string,
    user: string,
    token: string,
    game: string,
    status: 'void' | 'cancelled',
  ): Promise<boolean> {
    const answer = await answerWhenKnown(
      async () =>
        this.wallet.rollback({
          token,
          user,
          transactionUuid: rollbackUuid(betId),
          betUuid: betUuid(betId),
          round: betId,
          gameCode: game,
          meta: { details: await betDetails(this.pool, betId) },
        }),
      user,
    );
    if (answer.status === 'RS_OK') {
      await inTransaction(this.pool, async (db) => {
        const { rowCount } = await db.query(
          `UPDATE sports_bets SET status = $2, payout = CASE WHEN $2 = 'void' THEN stake ELSE 0 END, balance_after = $3,
                  settled_at = now(), updated_at = now()
            WHERE id = $1 AND status IN ('pending', 'placed')`,
          [betId, status, answer.balance],
        );
        if (rowCount) await Adjustments.reconcile(db, betId);
      });
      return true;
    }
    if (answer.status !== 'RS_ERROR_UNKNOWN') {
      this.log.error({ betId, status: answer.status }, 'sports: platform refused a rollback');
    }
    return false;
  }

  /** Bets a crash or outage left pending (bet answer unknown) are rolled back after a while. */
  async recover(olderThanSeconds = 30): Promise<number> {
    const { rows } = await this.pool.query<{ id: string; user_id: string; token: string; game: string }>(
      `SELECT id, user_id, token, game FROM sports_bets
        WHERE status = 'pending' AND updated_at < now() - make_interval(secs => $1) ORDER BY updated_at LIMIT 100`,
      [olderThanSeconds],
    );
    let done = 0;
    for (const b of rows) if (await this.rollback(b.id, b.user_id, b.token, b.game, 'cancelled')) done++;
    done += await this.settleReady();
    done += await this.cashouts.recover();
    return done + (await this.adjustments.send());
  }

  // ─── reading ──────────────────────────────────────────────────────────────────────────────

  async bets(user: string, limit: number, id?: string) {
    const { rows } = await this.pool.query<{
      id: string;
      game: string;
      kind: string;
      stake: number;
      odds: number;
      potential_win: number;
      payout: number | null;
      status: string;
      created_at: Date;
      settled_at: Date | null;
      cashout_amount: number | null;
      cashed_out_at: Date | null;
      void_reason: string | null;
      legs: {
        fixture_id: string;
        market: MarketType;
        line: number | null;
        pick: string;
        odds: number;
        result: LegResult | null;
        in_play: number;
        league: string;
        home: string;
        away: string;
        kickoff: string;
        fixture_status: string;
        score_home: number | null;
        score_away: number | null;
      }[];
      adjustments: { amount: number; pending: boolean; purpose: 'result' | 'debt'; at: string }[] | null;
    }>(
      `SELECT b.id, b.game, b.kind, b.stake::float8 AS stake, b.odds, b.potential_win::float8 AS potential_win,
              b.payout::float8 AS payout, b.status, b.created_at, b.settled_at, b.cashout_amount::float8 AS cashout_amount,
              b.cashed_out_at, b.void_reason,
              (SELECT json_agg(json_build_object('fixture_id', g.fixture_id, 'market', g.market, 'line', g.line, 'pick', g.pick,
                        'odds', g.odds, 'result', g.result, 'in_play', g.in_play, 'league', f.league, 'home', f.home, 'away', f.away,
                        'kickoff', f.kickoff, 'fixture_status', f.status, 'score_home', f.score_home, 'score_away', f.score_away)
                        ORDER BY g.idx)
                 FROM sports_bet_legs g JOIN sports_fixtures f ON f.id = g.fixture_id WHERE g.bet_id = b.id) AS legs,
              (SELECT json_agg(json_build_object('amount', coalesce(a.applied, a.delta), 'pending', a.applied IS NULL,
                        'purpose', a.purpose, 'at', a.created_at) ORDER BY a.seq)
                 FROM sports_bet_adjustments a WHERE a.bet_id = b.id) AS adjustments
         FROM sports_bets b
        WHERE b.user_id = $1 AND b.status IN ('placed', 'settled', 'void') AND ($3::uuid IS NULL OR b.id = $3::uuid)
        ORDER BY b.created_at DESC LIMIT $2`,
      [user, limit, id ?? null],
    );
    // what an open bet could be cashed out for now (a quote holds it when the player asks)
    const offers = await Promise.all(
      rows.map((b) =>
        b.status === 'placed' && b.cashout_amount === null ? this.cashouts.offer(b.id, Number(b.stake)) : null,
      ),
    );
    return rows.map((b, i) => ({
      id: b.id,
      game: b.game,
      kind: b.kind,
      stake: Number(b.stake),
      odds: b.odds,
      potentialWin: Number(b.potential_win),
      payout: b.payout === null ? null : Number(b.payout),
      status: b.status,
      createdAt: b.created_at.toISOString(),
      settledAt: b.settled_at?.toISOString() ?? null,
      cashout: {
        offer: offers[i] ?? null,
        /** being paid (the wallet's answer was lost) or paid */
        amount: b.cashout_amount === null ? null : Number(b.cashout_amount),
        at: b.cashed_out_at?.toISOString() ?? null,
      },
      voidReason: b.void_reason,
      // "điều chỉnh kết quả": money moved after settlement because a result changed (or a debt collected)
      adjustments: (b.adjustments ?? []).map((a) => ({
        label: vi(a.purpose === 'result' ? 'records.adjustment' : 'records.debt'),
        purpose: a.purpose,
        amount: Number(a.amount),
        pending: a.pending,
        at: a.at,
      })),
      legs: b.legs.map((l) => ({
        fixtureId: l.fixture_id,
        league: l.league,
        home: l.home,
        away: l.away,
        kickoff: l.kickoff,
        matchStatus: l.fixture_status,
        score: l.score_home === null ? null : { home: l.score_home, away: l.score_away },
        market: l.market,
        line: l.line,
        pick: l.pick,
        label: describeSelection({ market: l.market, line: l.line, pick: l.pick }, l.home, l.away),
        odds: l.odds,
        inPlay: l.in_play === 1,
        result: l.result,
      })),
    }));
  }

  async bet(user: string, id: string) {
    return (await this.bets(user, 1, id))[0] ?? null;
  }

  private askWallet(call: () => Promise<WalletAnswer>): Promise<WalletAnswer> {
    return answerOrThrow(call, () => new SportsError(503, 'WALLET_UNAVAILABLE', UNSETTLED_MESSAGE));
  }

  private refusal(answer: WalletAnswer): SportsError {
    return walletRefusal(REFUSAL, answer, SportsError);
  }
}
