import { randomBytes } from 'node:crypto';
import type { SandboxBet, SandboxStore } from '@app/house-games/partners';
import type { ProviderLang } from '@app/provider-kit/i18n';
import {
  describeSelection,
  type LegResult,
  legOutcome,
  MARKET_LABELS,
  type MatchOutcome,
  payout,
  type Selection,
} from '@app/sportsbook';
import { getMatch, listMatches } from '@app/sportsbook/server';
import type pg from 'pg';
import { leagueIn, marketText, pickText, sandboxT, scoreText, wordsOf } from './sportsbook.i18n';

/** The two sportsbooks a sandbox plays: SABA (OneWorks) and BTI (SBTech). */
export type SportsbookCode = 'saba' | 'bti';
/** `lobby`: the real leagues; `vsports`: the virtual league (SABA's virtual sports). */
export type SportsbookGame = 'lobby' | 'vsports';

/** The ticket a sandbox keeps (sandbox_bets.bet): the match, market and price the player took. */
export interface SportsTicket {
  match: string;
  league: string;
  home: string;
  away: string;
  kickoff: string;
  market: Selection['market'];
  line: number | null;
  pick: string;
  /** milli-odds */
  odds: number;
  /**
   * the pick and market as they go to the operator's wallet (Vietnamese, e.g. "Kèo chấp: Hà Nội
   * -0.5"); the screen words a ticket from its fields in its own language
   */
  label: string;
  marketName: string;
  /** a parlay (BTI's combo): its legs, each a single's ticket; `odds` is their product */
  legs?: SportsTicket[];
}

/** What the operator's wallet said to a stake. */
export type Staked =
  | { kind: 'ok' }
  /** refused: the wallet's message, or null when it gave none */
  | { kind: 'refused'; message: string | null }
  /** no answer, and the provider's cancel landed: nothing is held */
  | { kind: 'cancelled' }
  /** no answer, and the cancel did not land yet: the settlement loop sends it again */
  | { kind: 'cancel-pending' };

/** What a cancel found: the stake given back, the ticket standing after all (its bet was recorded), or no answer yet. */
export type CancelOutcome = 'cancelled' | 'stands' | 'unknown';

/** The provider's half of its wallet protocol: stake, and settle a ticket's result. */
export interface SportsWallet {
  /** Places (and for SABA confirms) the ticket; a stake whose answer never came is cancelled the provider's way. */
  stake(userId: string, reference: string, stake: number, t: SportsTicket): Promise<Staked>;
  /** The provider's cancel of a ticket whose stake may have been taken. */
  cancel(bet: SandboxBet): Promise<CancelOutcome>;
  /** Pays the result (`payout` VND, stake included); true once the wallet accepted it. */
  settle(bet: SandboxBet, t: SportsTicket, result: LegResult, payout: number): Promise<boolean>;
  /**
   * A settled ticket whose match result our feed corrected (decision 153): `resettle` moves the
   * difference to the new payout; `unsettle` takes the payout back and the ticket runs again
   * (it is then settled afresh). Wallets that do not play corrections leave it out.
   */
  correct?(
    bet: SandboxBet,
    kind: 'resettle' | 'unsettle',
    result: LegResult | null,
    credit: number,
    debit: number,
  ): Promise<boolean>;
}

/**
 * A refusal of the sandbox's play API: its catalogue key (`errors.<key>`), worded in the
 * screen's language when answered; or, with no key, a message as the operator's wallet wrote it.
 */
export class SportsSandboxError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly key: string | null,
    message?: string,
  ) {
    super(message ?? sandboxT('vi')(`errors.${key}`));
  }

  /** The refusal in a language: the catalogue's words, or the operator's message as it came. */
  in(lang: ProviderLang): string {
    return this.key ? sandboxT(lang)(`errors.${this.key}`) : this.message;
  }
}

function checkStake(stake: number): void {
  if (!Number.isInteger(stake) || stake % 1000 !== 0) throw new SportsSandboxError(400, 'INVALID_STAKE', 'stakeStep');
  if (stake < STAKE_LIMITS.min || stake > STAKE_LIMITS.max)
    throw new SportsSandboxError(400, 'INVALID_STAKE', 'stakeRange');
}

const genOf = (bet: Pick<SandboxBet, 'outcome'>) => (bet.outcome as { gen?: number } | null)?.gen ?? 0;

/** What a settled ticket keeps of its result (`sandbox_bets.outcome`); `text` only on tickets settled before decision 180. */
interface Settled {
  result?: LegResult;
  match?: { home: number; away: number };
  legs?: { home: number; away: number; result: LegResult }[];
  corrected?: boolean;
  text?: string;
}

/** A settled ticket's score and result in the screen's language ("2-0 · Won"; a parlay's leg by leg). */
function resultText(w: ReturnType<typeof wordsOf>, t: SportsTicket, o: Settled | null): string | null {
  if (!o?.result) return null;
  if (o.legs && t.legs)
    return t.legs.map((l, i) => `${l.home} - ${l.away} ${scoreText(w.s, o.legs![i]!, o.legs![i]!.result)}`).join('; ');
  if (!o.match) return o.text ?? null;
  const text = scoreText(w.s, o.match, o.result);
  return o.corrected ? w.t('ticket.corrected', { text }) : text;
}

/** Markets the sandboxes' screens offer: the main ones a sportsbook leads with. */
const OFFERED: readonly Selection['market'][] = ['1x2', 'ah', 'ou'];
/** Stakes are whole thousands (SABA counts VND in thousands). */
export const STAKE_LIMITS = { min: 10_000, max: 50_000_000 };
const SETTLE_EVERY_MS = 1000;
/** A match without a result yet is looked at again this much later. */
const RECHECK_MS = 5000;

/** SABA's and BTI's result words for a leg result (SABA `status`; BTI shows the same in its history). */
export const SABA_STATUS: Record<LegResult, string> = {
  win: 'won',
  half_win: 'half won',
  push: 'draw',
  half_lose: 'half lose',
  lose: 'lose',
  void: 'void',
};

/**
 * The sportsbook of a SABA or BTI sandbox (decision 146): the matches, markets and prices of our
 * own sportsbook's feed (the same fixtures, the same odds), a ticket placed through the
 * provider's wallet protocol, and settled through it once the feed publishes the match's
 * result (`sports_fixtures.outcome`), by our settlement rules. Its tickets are its own records
 * (`sandbox_bets`, provider `saba` or `bti`), from which it serves its bet records.
 */
export class SportsbookSandbox {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  /** the feed wrote fixtures since the last pass: a result may have come for a waiting ticket */
  private woken = false;

  constructor(
    readonly code: SportsbookCode,
    private readonly pool: pg.Pool,
    readonly store: SandboxStore,
    private readonly wallet: SportsWallet,
    private readonly log: { error(o: object, m?: string): void },
  ) {}

  /** Matches open for bets: kick-off ahead, with the offered markets at their current prices, named in `lang`. */
  async matches(game: SportsbookGame, lang: ProviderLang = 'vi') {
    const w = wordsOf(lang);
    const list = await listMatches(this.pool, {
      status: 'upcoming',
      virtual: game === 'vsports',
      limit: 30,
      markets: true,
    });
    return list
      .filter((m) => Date.parse(m.kickoff) > Date.now() + 3000)
      .slice(0, 12)
      .map((m) => ({
        id: m.id,
        league: leagueIn(w.s, m.league, m.leagueName),
        home: m.home,
        away: m.away,
        kickoff: m.kickoff,
        markets: m.markets
          .filter((x) => OFFERED.includes(x.market))
          .map((x) => ({
            market: x.market,
            name: marketText(w, x),
            line: x.line,
            // under the market's heading the button names only the pick ("Sevilla -0.25")
            selections: x.selections.map((s) => ({
              key: s.key,
              label: pickText(w, { ...s, home: m.home, away: m.away }).replace(`${marketText(w, x)}: `, ''),
              odds: s.odds,
            })),
          })),
      }));
  }

  /** A single on one listed selection at its current price, placed through the provider's wallet. */
  async bet(userId: string, game: SportsbookGame, input: { match: string; selection: string; stake: number }) {
    checkStake(input.stake);
    const ticket = await this.leg(game, input.match, input.selection);
    return this.place(userId, game, input.stake, ticket, ticket.match, new Date(ticket.kickoff));
  }

  /**
   * A parlay (BTI's combo, decision 153): 2 to 10 legs on different matches, at the product of
   * their prices, staked as one ticket through the provider's wallet (BTI: one reserve, one
   * debitreserve, the commit) and paid once every leg has its match's result.
   */
  async parlay(
    userId: string,
    game: SportsbookGame,
    input: { legs: { match: string; selection: string }[]; stake: number },
  ) {
    if (this.code !== 'bti') throw new SportsSandboxError(400, 'INVALID_BET', 'singlesOnly');
    checkStake(input.stake);
    const matches = new Set(input.legs.map((l) => l.match));
    if (input.legs.length < 2 || input.legs.length > 10 || matches.size !== input.legs.length)
      throw new SportsSandboxError(400, 'INVALID_BET', 'parlayLegs');
    const legs: SportsTicket[] = [];
    for (const l of input.legs) legs.push(await this.leg(game, l.match, l.selection));
    // the combined price in thousandths, rounded down as a book quotes it
    const odds = Math.floor(legs.reduce((o, l) => o * (l.odds / 1000), 1) * 1000);
    const last = legs.reduce((a, b) => (Date.parse(b.kickoff) > Date.parse(a.kickoff) ? b : a));
    const ticket: SportsTicket = {
      ...legs[0]!,
      home: legs.map((l) => l.home).join(' / '),
      away: legs.map((l) => l.away).join(' / '),
      kickoff: last.kickoff,
      odds,
      label: sandboxT('vi')('ticket.parlayPick', {
        count: legs.length,
        legs: legs.map((l) => `${l.home} - ${l.away} · ${l.label}`).join('; '),
      }),
      marketName: sandboxT('vi')('ticket.parlayMarket', { count: legs.length }),
      legs,
    };
    return this.place(userId, game, input.stake, ticket, legs[0]!.match, new Date(last.kickoff));
  }

  /** One listed selection at its current price, on a match still open for bets. */
  private async leg(game: SportsbookGame, match: string, selection: string): Promise<SportsTicket> {
    const m = await getMatch(this.pool, match);
    if (!m || m.virtual !== (game === 'vsports')) throw new SportsSandboxError(404, 'MATCH_NOT_FOUND', 'matchNotFound');
    if (m.status !== 'scheduled' || Date.parse(m.kickoff) <= Date.now())
      throw new SportsSandboxError(409, 'BETTING_CLOSED', 'bettingClosed');
    const market = m.markets.find((x) => OFFERED.includes(x.market) && x.selections.some((s) => s.key === selection));
    const sel = market?.selections.find((s) => s.key === selection);
    if (!market || !sel) throw new SportsSandboxError(400, 'INVALID_BET', 'selectionClosed');
    return {
      match: m.id,
      league: m.leagueName,
      home: m.home,
      away: m.away,
      kickoff: m.kickoff,
      market: sel.market,
      line: sel.line,
      pick: sel.pick,
      odds: sel.odds,
      label: describeSelection(sel, m.home, m.away),
      marketName: MARKET_LABELS[sel.market],
    };
  }

  private async place(
    userId: string,
    game: SportsbookGame,
    stake: number,
    ticket: SportsTicket,
    roundId: string,
    settlesAt: Date,
  ) {
    const input = { stake };
    // SABA's refId and BTI's reserve_id: the provider's own unique key of the ticket
    const reference = `${this.code === 'saba' ? 'S' : ''}${Date.now()}${randomBytes(4).readUInt32BE(0)}`;
    const id = await this.store.insert({
      provider: this.code,
      game,
      userId,
      roundId,
      reference,
      stake: input.stake,
      bet: ticket,
      settlesAt,
    });
    const staked = await this.wallet.stake(userId, reference, input.stake, ticket);
    if (staked.kind === 'ok') {
      await this.store.mark(id, 'open');
      return { id, reference, stake: input.stake, ticket };
    }
    if (staked.kind === 'refused') {
      await this.store.mark(id, 'refused');
      throw new SportsSandboxError(400, 'BET_REFUSED', staked.message ? null : 'refused', staked.message ?? undefined);
    }
    if (staked.kind === 'cancelled') await this.store.mark(id, 'refunded', { payout: input.stake });
    else await this.store.mark(id, 'open', { outcome: { cancel: true } });
    throw new SportsSandboxError(503, 'PROVIDER_WALLET_UNAVAILABLE', 'walletUnavailable');
  }

  /** The player's latest tickets (the screen's list, `npm run play`), worded in `lang`. */
  async bets(userId: string, game: SportsbookGame, limit = 20, lang: ProviderLang = 'vi') {
    const w = wordsOf(lang);
    const rows = await this.store.ofUser(this.code, userId, game, limit);
    return rows.map((r) => {
      const t = r.bet as unknown as SportsTicket;
      return {
        id: r.id,
        reference: r.reference,
        match: `${t.home} - ${t.away}`,
        market: marketText(w, t),
        pick: pickText(w, t),
        odds: t.odds / 1000,
        stake: r.stake,
        payout: r.payout,
        status: r.status,
        result: resultText(w, t, r.outcome as Settled | null),
      };
    });
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), SETTLE_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * The feed changed fixtures (the platform's change bus, on any instance: prices, suspensions,
   * results). The next pass, within a second, settles the waiting tickets whose match now has its
   * result, instead of each waiting out its RECHECK_MS: a ticket is paid as soon as its match ends.
   */
  fixturesChanged(): void {
    this.woken = true;
  }

  /** Waiting tickets whose match has its result are due now (one statement, only after a change). */
  private async dueOnResults(): Promise<void> {
    if (!this.woken) return;
    this.woken = false;
    await this.pool.query(
      `UPDATE sandbox_bets b SET settles_at = now()
         FROM sports_fixtures f
        WHERE b.provider = $1 AND b.status = 'open' AND b.settles_at > now()
          AND f.id::text = b.round_id AND f.outcome IS NOT NULL`,
      [this.code],
    );
  }

  /** One settlement pass: each ticket whose match has a published result is paid once. */
  async tick(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let settled = 0;
    try {
      await this.dueOnResults();
      for (const bet of await this.store.claimDue(this.code)) {
        const t = bet.bet as unknown as SportsTicket;
        if ((bet.outcome as { cancel?: boolean } | null)?.cancel) {
          const out = await this.wallet.cancel(bet);
          if (out === 'cancelled') await this.store.mark(bet.id, 'refunded', { payout: bet.stake });
          else if (out === 'stands') await this.store.mark(bet.id, 'open', { outcome: { cancel: false } });
          else await this.store.defer(bet.id, new Date(Date.now() + RECHECK_MS));
          continue;
        }
        const legs = t.legs ?? [t];
        const { rows } = await this.pool.query<{ id: string; outcome: MatchOutcome | null }>(
          'SELECT id::text AS id, outcome FROM sports_fixtures WHERE id = ANY($1::uuid[])',
          [legs.map((l) => l.match)],
        );
        const outcomes = new Map(rows.map((r) => [r.id, r.outcome]));
        const results = legs.map((l) => {
          const o = outcomes.get(l.match);
          return o ? legOutcome({ market: l.market, line: l.line, pick: l.pick }, o) : null;
        });
        if (results.some((r) => !r)) {
          await this.store.defer(bet.id, new Date(Date.now() + RECHECK_MS));
          continue;
        }
        const outcome = outcomes.get(t.match)!;
        const legResults = results as LegResult[];
        // a parlay wins when every leg does (a void leg counts at 1); one losing leg loses it
        const result: LegResult = t.legs
          ? legResults.includes('lose')
            ? 'lose'
            : legResults.every((r) => r === 'void')
              ? 'void'
              : 'win'
          : legResults[0]!;
        // SABA carries amounts in thousands with two decimals: what is paid is whole tens of đồng
        const paid =
          Math.floor(
            payout(
              bet.stake,
              legs.map((l, i) => ({ result: legResults[i]!, odds: l.odds })),
            ) / 10,
          ) * 10;
        const ok = await this.wallet.settle(bet, t, result, paid);
        if (ok) {
          const scores = legs.map((l, i) => {
            const o = outcomes.get(l.match)!;
            return { home: o.home, away: o.away, result: legResults[i]! };
          });
          await this.store.mark(bet.id, 'settled', {
            payout: paid,
            // a single keeps the outcome it was settled on (corrections() compares it); a parlay is
            // settled once and keeps each leg's score; the screen words either in its language
            outcome: t.legs ? { result, legs: scores } : { result, match: outcome, gen: genOf(bet) },
          });
          settled++;
        } else {
          await this.store.defer(bet.id, new Date(Date.now() + RECHECK_MS));
        }
      }
      if (this.wallet.correct) settled += await this.corrections();
      return settled;
    } catch (err) {
      this.log.error({ err, provider: this.code }, 'sportsbook sandbox settlement failed');
      return settled;
    } finally {
      this.running = false;
    }
  }

  /**
   * Settled tickets whose match our feed has since given another result (a staff correction, a
   * feed's revised score): a played result becomes the provider's Resettle with the difference;
   * a match voided after the fact its Unsettle, the ticket running again until the next pass
   * settles it as void. Only tickets that kept the outcome they were settled on are compared.
   */
  private async corrections(): Promise<number> {
    const { rows } = await this.pool.query<{ id: number; outcome: MatchOutcome }>(
      `SELECT b.id::float8 AS id, f.outcome FROM sandbox_bets b JOIN sports_fixtures f ON f.id::text = b.round_id
        WHERE b.provider = $1 AND b.status = 'settled' AND b.settled_at > now() - interval '14 days'
          AND b.outcome ? 'match' AND f.outcome IS NOT NULL AND f.outcome <> b.outcome->'match'
        LIMIT 100`,
      [this.code],
    );
    let n = 0;
    for (const row of rows) {
      const bet = await this.store.byId(row.id);
      if (!bet) continue;
      const gen = genOf(bet) + 1;
      const t = bet.bet as unknown as SportsTicket;
      const old = bet.payout ?? 0;
      const result = legOutcome({ market: t.market, line: t.line, pick: t.pick }, row.outcome);
      if (!result) continue;
      if (result === 'void') {
        if (!(await this.wallet.correct!(bet, 'unsettle', null, 0, old))) continue;
        // running again: the next pass settles it as void (its kick-off is past)
        await this.store.mark(bet.id, 'open', { payout: 0, outcome: { unsettled: true, gen } });
      } else {
        const paid = Math.floor(payout(bet.stake, [{ result, odds: t.odds }]) / 10) * 10;
        const credit = Math.max(0, paid - old);
        const debit = Math.max(0, old - paid);
        if (!(await this.wallet.correct!(bet, 'resettle', result, credit, debit))) continue;
        await this.store.mark(bet.id, 'settled', {
          payout: paid,
          outcome: { result, match: row.outcome, gen, corrected: true },
        });
      }
      n++;
    }
    return n;
  }

  /** The tickets that moved money in a period, as the provider's bet records list them. */
  async records(from: Date, to: Date) {
    const rows = await this.store.between(this.code, from, to);
    return rows.map((r) => ({
      reference: r.reference,
      userId: r.userId,
      createdAt: r.createdAt,
      stake: r.status === 'refunded' ? 0 : r.stake,
      payout: r.status === 'refunded' ? 0 : r.status === 'settled' ? (r.payout ?? 0) : null,
      status: r.status,
      ticket: r.bet as unknown as SportsTicket,
    }));
  }
}
