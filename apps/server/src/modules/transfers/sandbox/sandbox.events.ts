import { type FightResult, type FightSide, fightOdds, fightPayout } from '@app/house-games';
import { type LegResult, legOutcome, MARKET_LABELS, type MatchOutcome, payout, type Selection } from '@app/sportsbook';
import { leagueIn, type SportsT, sportsT } from '@app/sportsbook/i18n';
import { getMatch, listMatches } from '@app/sportsbook/server';
import type pg from 'pg';
import { recordT, type SandboxLang, type SandboxT, type sandboxVi } from './i18n';
import type { SandboxBet, SandboxBook, SandboxProtocol } from './sandbox.book';

/*
 * What the IM and WS168 sandboxes take bets on, and how a ticket gets its result (decision 153):
 * the IM sandbox offers our sportsbook's matches at their 1X2 prices and settles a ticket by the
 * result our feed publishes (`sports_fixtures.outcome`, our settlement rules); the WS168 sandbox
 * offers the fight of our cockfight schedule that is taking bets and settles by that fight's
 * result. Neither draws anything of its own: the provider's book follows the same events as ours.
 */

/** One pick on the screen: its key, what the player reads, and the price in thousandths. */
export interface OfferPick {
  key: string;
  label: string;
  odds: number;
}
export interface OfferEvent {
  id: string;
  title: string;
  /** when bets on it close (ISO) */
  closesAt: string;
  picks: OfferPick[];
}

/** A ticket's result: what it pays back (stake included), and its words for the bet log. */
export interface TicketResult {
  status: 'settled' | 'cancelled';
  payout: number;
  result: Record<string, unknown>;
}

/** A refusal of a pick: its key in the sandboxes' catalogue, worded in the screen's language. */
export type TicketRefusal = `errors.${keyof typeof sandboxVi.errors}`;

/** How a ticket reads on the screen: its event, pick and result in the screen's language. */
export interface TicketWords {
  match: string;
  pick: string;
  result: string | null;
}

export interface SandboxEvents {
  /** What is open for bets, its titles and picks in the language of `t`. */
  offer(t: SandboxT, lang: SandboxLang): Promise<OfferEvent[]>;
  /** The ticket's detail (its record, in Vietnamese) for a pick on an event still open; a refusal otherwise. */
  ticket(event: string, pick: string): Promise<Record<string, unknown> | TicketRefusal>;
  /** The result of an open ticket once its event has one; null while it has none. */
  results(bets: SandboxBet[]): Promise<Map<string, TicketResult>>;
  /**
   * A ticket in the language of `t`, from the codes its record keeps (pick, side, result) rather
   * than the record's Vietnamese words, so a ticket placed from either screen reads in the other.
   */
  words(bet: SandboxBet, t: SandboxT, lang: SandboxLang): TicketWords;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Bets close this long before the event's own close, so a slow request is not refused at the edge. */
const MARGIN_MS = 2000;

/** A 1X2 pick as it reads: a side is its team's name as the feed gives it, only the draw has words (the sportsbook's). */
const sidePick = (s: SportsT, pick: string, home: string, away: string) =>
  pick === 'home' ? home : pick === 'away' ? away : s('picks.draw');

/** The records' words: Vietnamese, as the bet logs keep them (`recordT`). */
const recordSports = sportsT('vi');

/** The IM sandbox: our sportsbook's real-league matches ahead, 1X2 at the feed's prices. */
export function imEvents(pool: pg.Pool): SandboxEvents {
  return {
    async offer(_t, lang) {
      const s = sportsT(lang);
      const list = await listMatches(pool, { status: 'upcoming', virtual: false, limit: 20, markets: true });
      return list
        .filter((m) => Date.parse(m.kickoff) > Date.now() + MARGIN_MS)
        .slice(0, 6)
        .map((m) => ({
          id: m.id,
          // the league in the sportsbook's words for the language (decision 176); teams as the feed names them
          title: `${leagueIn(s, m.league, m.leagueName)} · ${m.home} - ${m.away}`,
          closesAt: m.kickoff,
          picks: (m.markets.find((x) => x.market === '1x2')?.selections ?? []).map((sel) => ({
            key: sel.key,
            label: sidePick(s, sel.pick, m.home, m.away),
            odds: sel.odds,
          })),
        }))
        .filter((e) => e.picks.length > 0);
    },

    async ticket(event, pick) {
      const m = UUID.test(event) ? await getMatch(pool, event) : null;
      if (!m || m.virtual) return 'errors.noMatch';
      if (m.status !== 'scheduled' || Date.parse(m.kickoff) <= Date.now() + MARGIN_MS) return 'errors.matchClosed';
      const sel = m.markets.find((x) => x.market === '1x2')?.selections.find((s) => s.key === pick);
      if (!sel) return 'errors.pickClosed';
      return {
        event: m.id,
        sport: recordT('im.sport'),
        match: `${m.home} - ${m.away}`,
        league: m.leagueName,
        market: MARKET_LABELS['1x2'],
        pick: sidePick(recordSports, sel.pick, m.home, m.away),
        selection: { market: sel.market, line: sel.line, pick: sel.pick },
        odds: (sel.odds / 1000).toFixed(2),
        oddsMilli: sel.odds,
      };
    },

    async results(bets) {
      const out = new Map<string, TicketResult>();
      const ids = [...new Set(bets.map((b) => String(b.detail.event ?? '')))].filter((id) => UUID.test(id));
      if (ids.length === 0) return out;
      const { rows } = await pool.query<{ id: string; outcome: MatchOutcome | null }>(
        'SELECT id::text AS id, outcome FROM sports_fixtures WHERE id = ANY($1::uuid[])',
        [ids],
      );
      const outcomes = new Map(rows.map((r) => [r.id, r.outcome]));
      for (const b of bets) {
        const o = outcomes.get(String(b.detail.event));
        const sel = b.detail.selection as Pick<Selection, 'market' | 'line' | 'pick'> | undefined;
        if (!o || !sel) continue;
        const leg = legOutcome(sel as Selection, o);
        if (!leg) continue;
        // our settlement rules on the ticket's stake (hundredths of the unit), rounded down
        const paid = payout(b.stake, [{ result: leg, odds: Number(b.detail.oddsMilli) }]);
        out.set(b.betId, {
          status: leg === 'void' ? 'cancelled' : 'settled',
          payout: paid,
          result: { score: `${o.home}-${o.away}`, outcome: recordSports(`results.${leg}`), leg },
        });
      }
      return out;
    },

    words(b, _t, lang) {
      const s = sportsT(lang);
      const sel = b.detail.selection as Pick<Selection, 'pick'> | undefined;
      const leg = b.detail.leg as LegResult | undefined;
      return {
        match: String(b.detail.match ?? ''),
        // the record's pick is the team's name, which reads the same in every language
        pick: sel?.pick === 'draw' ? s('picks.draw') : String(b.detail.pick ?? ''),
        result: leg ? s(`results.${leg}`) : null,
      };
    },
  };
}

/** WS168's price for Meron and Wala: its own book, balanced (our odds rules with no money on either side). */
const WS_ODDS = fightOdds({ meron: 0, wala: 0 });
const WS_PICKS: { key: FightSide; odds: number }[] = [
  { key: 'meron', odds: WS_ODDS.meron * 10 },
  { key: 'wala', odds: WS_ODDS.wala * 10 },
  { key: 'draw', odds: 9000 },
];

/** The WS168 sandbox: the fight of our cockfight schedule taking bets, settled by its result. */
export function ws168Events(pool: pg.Pool): SandboxEvents {
  return {
    async offer(t) {
      const { rows } = await pool.query<{ no: number; closes_at: Date }>(
        `SELECT no::float8 AS no, closes_at FROM house_fights
          WHERE status = 'open' AND closes_at > now() + make_interval(secs => $1) ORDER BY no LIMIT 1`,
        [MARGIN_MS / 1000],
      );
      return rows.map((f) => ({
        id: String(f.no),
        title: t('ws168.fight', { no: f.no % 10_000 }),
        closesAt: f.closes_at.toISOString(),
        picks: WS_PICKS.map((p) => ({ key: p.key, label: t(`ws168.sides.${p.key}`), odds: p.odds })),
      }));
    },

    async ticket(event, pick) {
      const no = Number(event);
      if (!Number.isSafeInteger(no)) return 'errors.noFight';
      const { rows } = await pool.query<{ status: string; open: boolean }>(
        `SELECT status, closes_at > now() + make_interval(secs => $2) AS open FROM house_fights WHERE no = $1`,
        [no, MARGIN_MS / 1000],
      );
      if (!rows[0]) return 'errors.noFight';
      if (rows[0].status !== 'open' || !rows[0].open) return 'errors.fightClosed';
      const p = WS_PICKS.find((x) => x.key === pick);
      if (!p) return 'errors.noPick';
      return {
        event: String(no),
        arena: 'A1',
        match: recordT('ws168.fight', { no: no % 10_000 }),
        market: recordT('ws168.market'),
        side: p.key,
        pick: recordT(`ws168.sides.${p.key}`),
        odds: (p.odds / 1000).toFixed(2),
        oddsMilli: p.odds,
      };
    },

    async results(bets) {
      const out = new Map<string, TicketResult>();
      const nos = [...new Set(bets.map((b) => Number(b.detail.event)))].filter(Number.isSafeInteger);
      if (nos.length === 0) return out;
      const { rows } = await pool.query<{ no: number; status: string; result: FightResult | null }>(
        `SELECT no::float8 AS no, status, result FROM house_fights WHERE no = ANY($1::bigint[]) AND status <> 'open'`,
        [nos],
      );
      const fights = new Map(rows.map((r) => [Number(r.no), r]));
      for (const b of bets) {
        const f = fights.get(Number(b.detail.event));
        if (!f) continue;
        const side = b.detail.side as FightSide;
        const result = f.status === 'cancelled' ? 'cancelled' : f.result!;
        // fightPayout reads odds in hundredths; the ticket's stake is in hundredths of the unit
        const paid = fightPayout({ side, amount: b.stake, odds: Number(b.detail.oddsMilli) / 10 }, result);
        out.set(b.betId, {
          status: result === 'cancelled' ? 'cancelled' : 'settled',
          payout: Math.floor(paid),
          result: { result, outcome: fightOutcome(recordT, result) },
        });
      }
      return out;
    },

    words(b, t) {
      const result = b.detail.result as FightResult | 'cancelled' | undefined;
      return {
        match: t('ws168.fight', { no: Number(b.detail.event) % 10_000 }),
        pick: t(`ws168.sides.${String(b.detail.side)}`),
        result: result ? fightOutcome(t, result) : null,
      };
    },
  };
}

const fightOutcome = (t: SandboxT, result: FightResult | 'cancelled') =>
  result === 'cancelled' ? t('ws168.cancelled') : t('ws168.won', { side: t(`ws168.sides.${result}`) });

export const sandboxEvents = (protocol: SandboxProtocol, pool: pg.Pool): SandboxEvents =>
  protocol === 'im' ? imEvents(pool) : ws168Events(pool);

/**
 * The settlement pass of a sandbox: every open ticket whose event has a result is paid once
 * (`SandboxBook.settle` claims it). Run every second by the sandbox and before it answers a
 * balance, so the provider's wallet shows a result as soon as our feed or fight has it.
 */
export async function settleSandbox(book: SandboxBook, events: SandboxEvents): Promise<number> {
  const open = await book.open();
  if (open.length === 0) return 0;
  let n = 0;
  for (const [betId, r] of await events.results(open)) {
    if (await book.settle(betId, r.payout, r.status, r.result)) n++;
  }
  return n;
}
