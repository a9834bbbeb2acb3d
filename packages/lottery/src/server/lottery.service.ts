import { randomUUID } from 'node:crypto';
import { hashServerSeed, newServerSeed } from '@app/provider-kit/fair-node';
import { formatNumber } from '@app/provider-kit/number-format';
import { inTransaction, ProviderError } from '@app/provider-kit/server';
import {
  answerOrThrow,
  answerOrUnknown,
  reachWallet,
  type WalletAnswer,
  type WalletClient,
} from '@app/provider-kit/wallet-client';
import { refusalMessages, UNSETTLED_MESSAGE, walletRefusal } from '@app/provider-kit/wallet-refusal';
import type pg from 'pg';
import { betLines, lineWin, PAYOUTS, settleTicket, type TicketBet, ticketCost, ZTicketBet } from '../core/bets';
import { fairResult } from '../core/fair';
import { drawCode, LOTTERY_GAMES, type LotteryGameCode, nextDrawTimes, type Schedule } from '../core/games';
import { fastSlots, officialSlots, REGIONS, type Region } from '../core/regions';
import { checkResult, type DrawResult, type ResultFormat } from '../core/results';
import {
  isVietlott,
  parseVietlottBet,
  settleVietlott,
  VIETLOTT,
  VIETLOTT_GAMES,
  type VietlottBet,
  type VietlottGame,
  type VietlottResult,
  vietlottCost,
  vietlottOfficialTimes,
} from '../core/vietlott';
import type { ResultsSource } from '../feed/source';
import { type LotteryWords, lotteryT } from '../i18n';
import { type DrawJackpot, JackpotPools, type JackpotView, sharesOf } from './jackpots';
import { type DrawRow, type DrawView, drawView, type TicketRow, type TicketView, ticketView } from './views';

export class LotteryError extends ProviderError {
  /** the catalogue key and figures of its message, to word it in the player's language */
  words?: LotteryWords;
}

const vi = lotteryT('vi');

/** A refusal worded from the catalogue: Vietnamese here, another language when it is answered. */
export function lotteryError(status: number, code: string, key: string, params?: Record<string, unknown>) {
  const error = new LotteryError(status, code, vi(key, params));
  error.words = { key, params };
  return error;
}

function parseBet(game: LotteryGameCode, raw: unknown): TicketBet | VietlottBet {
  if (isVietlott(game)) {
    const parsed = parseVietlottBet(game, raw);
    if (!parsed.ok) throw new LotteryError(400, 'INVALID_BET', parsed.message);
    return parsed.bet;
  }
  const parsed = ZTicketBet.safeParse(raw);
  if (!parsed.success) {
    throw new LotteryError(400, 'INVALID_BET', parsed.error.issues[0]?.message ?? vi('errors.invalidBet'));
  }
  return parsed.data;
}

const isVietlottBet = (bet: TicketBet | VietlottBet): bet is VietlottBet => bet.type === 'pick6' || bet.type === 'bao';

const costOf = (bet: TicketBet | VietlottBet, format: string): number =>
  isVietlottBet(bet) ? vietlottCost(format as VietlottGame, bet) : ticketCost(bet, format as ResultFormat);

/**
 * A Mega / Power ticket's payout: each of its lines (one, or a bao's) at its tier's fixed prize
 * or jackpot share fixed for the draw; `times` is how many lines won, `tiers` how many per tier.
 */
function vietlottSettlement(bet: VietlottBet, result: VietlottResult, jackpot: DrawJackpot | null) {
  const s = settleVietlott(result.format, bet, result, sharesOf(jackpot));
  const times = Object.values(s.tiers).reduce((a, n) => a + (n ?? 0), 0);
  return {
    payout: s.payout,
    hits: [{ line: bet.numbers.join('-'), times, tier: s.tier, matched: s.matched, tiers: s.tiers }],
  };
}

/** What a player sees when the platform refuses a stake. */
const REFUSAL = refusalMessages({
  spend: vi('refusal.spend'),
  reopen: vi('refusal.reopen'),
  take: vi('refusal.take'),
  product: vi('refusal.product'),
});
const SESSION_TTL_MS = 5 * 60_000;
const SESSION_CACHE_MAX = 50_000;
/** a purchase whose bet answer is unknown this long is rolled back (the wallet client times out far sooner) */
const PENDING_GRACE_SECONDS = 30;

const betUuid = (ticket: string) => `${ticket}:bet`;
const winUuid = (ticket: string) => `${ticket}:win`;
const rollbackUuid = (ticket: string) => `${ticket}:rollback`;
/** the wallet round names the draw, so the platform's records tie each ticket to it */
const roundOf = (code: string, ticket: string) => `${code}/${ticket}`;

export interface LotteryServiceOptions {
  schedule: Schedule;
  /** official results of lô đề 3 miền for the regions it covers (official schedule only); else the sandbox draws */
  results?: ResultsSource;
  /** the clock draws and closes run on (tests move it) */
  now?: () => number;
}

type Log = { warn(o: object, m?: string): void; error(o: object, m?: string): void };

/**
 * The lottery provider: scheduled, provably fair draws; tickets bought through the wallet
 * protocol (bet), settled when their draw is drawn (win, 0 for a loss) and refunded when it
 * is cancelled (rollback). Every wallet call is idempotent on an id derived from the ticket,
 * and every state change is conditional, so ticks on several instances, retries and crashes
 * leave each ticket paid or refunded exactly once.
 */
export class LotteryService {
  private readonly sessions = new Map<string, { user: string; at: number }>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private readonly opened = new Set<string>();
  private readonly asked = new Map<number, number>();
  private readonly jackpotPools: JackpotPools;
  readonly now: () => number;

  constructor(
    private readonly pool: pg.Pool,
    private readonly wallet: WalletClient,
    private readonly log: Log,
    readonly opts: LotteryServiceOptions,
  ) {
    this.now = opts.now ?? Date.now;
    this.jackpotPools = new JackpotPools(pool);
  }

  // ─── sessions ─────────────────────────────────────────────────────────────────────────────

  async session(token: string): Promise<{ user: string; balance: number }> {
    const answer = await this.askWallet(() => this.wallet.balance(token));
    if (answer.status !== 'RS_OK' || !answer.user) throw this.refusal(answer);
    if (this.sessions.size >= SESSION_CACHE_MAX) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    this.sessions.set(token, { user: answer.user, at: Date.now() });
    return { user: answer.user, balance: answer.balance ?? 0 };
  }

  /** The user of a token: cached for a while, since every bet re-checks the token anyway. */
  async userOf(token: string): Promise<string> {
    const hit = this.sessions.get(token);
    if (hit && Date.now() - hit.at < SESSION_TTL_MS) return hit.user;
    return (await this.session(token)).user;
  }

  // ─── draws ────────────────────────────────────────────────────────────────────────────────

  /**
   * Opens the coming draws (idempotent: the code is unique per slot, so every instance may run
   * it): the next two siêu tốc draws, and today's and tomorrow's lô đề 3 miền draws (or the
   * next two of the fast schedule).
   */
  async schedule(now = this.now()): Promise<void> {
    for (const game of ['lode-sieutoc', 'lode-3mien', ...VIETLOTT_GAMES] as const) await this.openAhead(game, now, 2);
  }

  /** Opens a game's next `count` draw times (all provinces of a regional one). */
  private async openAhead(game: LotteryGameCode, now: number, count: number): Promise<void> {
    const s = this.opts.schedule;
    if (game === 'lode-sieutoc') {
      const sieutoc = LOTTERY_GAMES['lode-sieutoc'];
      for (const at of nextDrawTimes(now, s.periodSeconds, count)) {
        await this.openDraw({
          source: 'sandbox',
          game,
          code: drawCode(sieutoc.prefix, at),
          region: '',
          province: '',
          format: sieutoc.format,
          drawAt: at,
          closeSeconds: s.closeSeconds,
          cancelAfterSeconds: s.cancelAfterSeconds,
        });
      }
      return;
    }
    if (game === 'lode-3mien') {
      const slots = s.regionalEverySeconds ? fastSlots(now, s.regionalEverySeconds, count) : officialSlots(now);
      for (const slot of slots) {
        const feed = !s.regionalEverySeconds && this.opts.results?.covers(slot.region);
        await this.openDraw({
          source: feed ? 'feed' : 'sandbox',
          game,
          code: slot.code,
          region: slot.region,
          province: slot.province,
          format: REGIONS[slot.region].format,
          drawAt: slot.drawAt,
          closeSeconds: s.regionalCloseSeconds,
          cancelAfterSeconds: s.regionalCancelAfterSeconds,
        });
      }
      return;
    }
    const times = s.vietlottEverySeconds
      ? nextDrawTimes(now, s.vietlottEverySeconds, count)
      : vietlottOfficialTimes(game, now, count);
    for (const at of times) {
      await this.openDraw({
        source: 'sandbox',
        game,
        code: drawCode(VIETLOTT[game].prefix, at),
        region: '',
        province: '',
        format: game,
        drawAt: at,
        closeSeconds: s.vietlottCloseSeconds,
        cancelAfterSeconds: s.regionalCancelAfterSeconds,
      });
    }
  }

  private async openDraw(d: {
    source: 'sandbox' | 'feed';
    game: LotteryGameCode;
    code: string;
    region: string;
    province: string;
    format: ResultFormat | VietlottGame;
    drawAt: number;
    closeSeconds: number;
    cancelAfterSeconds: number;
  }): Promise<void> {
    // each instance inserts a slot once; the unique code makes a race between instances harmless
    if (this.opened.has(d.code)) return;
    if (this.opened.size > 10_000) this.opened.clear();
    // a feed draw has no seed: its sheet is the official one
    const seed = d.source === 'sandbox' ? newServerSeed() : null;
    await this.pool.query(
      `INSERT INTO lottery_draws (game, code, region, province, format, source, draw_at, close_at, cancel_at,
                                  server_seed, server_seed_hash, status)
       VALUES ($1, $2, $3, $4, $5, $11, $6, $7, $8, $9, $10, 'open') ON CONFLICT (code) DO NOTHING`,
      [
        d.game,
        d.code,
        d.region,
        d.province,
        d.format,
        new Date(d.drawAt),
        new Date(d.drawAt - d.closeSeconds * 1000),
        new Date(d.drawAt + d.cancelAfterSeconds * 1000),
        seed,
        seed ? hashServerSeed(seed) : null,
        d.source,
      ],
    );
    this.opened.add(d.code);
  }

  /** Every draw of a game taking tickets now, soonest first (the region and province pickers). */
  async openDraws(game: LotteryGameCode): Promise<DrawView[]> {
    const now = this.now();
    await this.schedule(now);
    const { rows } = await this.pool.query<DrawRow>(
      `SELECT * FROM lottery_draws WHERE game = $1 AND status = 'open' AND close_at > $2
        ORDER BY draw_at, region, province LIMIT 60`,
      [game, new Date(now)],
    );
    return rows.map(drawView);
  }

  /** The draw now taking tickets. */
  async currentDraw(game: LotteryGameCode, province?: string): Promise<DrawView> {
    const now = this.now();
    await this.schedule(now);
    const { rows } = await this.pool.query<DrawRow>(
      `SELECT * FROM lottery_draws WHERE game = $1 AND status = 'open' AND close_at > $2
          AND ($3::text IS NULL OR province = $3)
        ORDER BY draw_at LIMIT 1`,
      [game, new Date(now), province ?? null],
    );
    if (!rows[0]) throw lotteryError(404, 'NO_OPEN_DRAW', 'errors.noOpenDraw');
    return drawView(rows[0]);
  }

  async draw(id: number): Promise<DrawView> {
    const { rows } = await this.pool.query<DrawRow>('SELECT * FROM lottery_draws WHERE id = $1', [id]);
    if (!rows[0]) throw lotteryError(404, 'DRAW_NOT_FOUND', 'errors.drawNotFound');
    return drawView(rows[0]);
  }

  /** Finished draws (newest first), optionally of one Vietnam-time day: the results archive. */
  async results(game: LotteryGameCode, limit: number, day?: string, region?: string): Promise<DrawView[]> {
    const { rows } = await this.pool.query<DrawRow>(
      `SELECT * FROM lottery_draws
        WHERE game = $1 AND status IN ('drawn', 'settled', 'cancelled') AND (draw_at <= $2 OR drawn_at <= $2)
          AND ($3::date IS NULL OR (draw_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date = $3::date)
          AND ($5::text IS NULL OR region = $5)
        ORDER BY draw_at DESC, province LIMIT $4`,
      [game, new Date(this.now()), day ?? null, limit, region ?? null],
    );
    return rows.map(drawView);
  }

  // ─── tickets ──────────────────────────────────────────────────────────────────────────────

  /**
   * Buys a ticket on the draw taking tickets (or the named one): the ticket and its liability
   * are recorded under the draw's lock (so the caps hold under concurrency and nothing is sold
   * after the close), then the stake is taken through the wallet.
   */
  async buy(token: string, game: LotteryGameCode, rawBet: unknown, drawId?: number): Promise<TicketView> {
    const bet = parseBet(game, rawBet);
    if (drawId === undefined && LOTTERY_GAMES[game].kind === 'regional') {
      throw lotteryError(400, 'DRAW_REQUIRED', 'errors.drawRequired');
    }
    const user = await this.userOf(token);
    const now = this.now();
    if (drawId === undefined) await this.schedule(now);
    const id = randomUUID();

    const draw = await inTransaction(this.pool, async (client) => {
      const { rows } = drawId
        ? await client.query<DrawRow>('SELECT * FROM lottery_draws WHERE id = $1 AND game = $2 FOR UPDATE', [
            drawId,
            game,
          ])
        : await client.query<DrawRow>(
            `SELECT * FROM lottery_draws WHERE game = $1 AND status = 'open' AND close_at > $2
              ORDER BY draw_at LIMIT 1 FOR UPDATE`,
            [game, new Date(now)],
          );
      const draw = rows[0];
      if (!draw) throw lotteryError(404, 'DRAW_NOT_FOUND', 'errors.drawNotFound');
      if (draw.status !== 'open' || draw.close_at.getTime() <= now) {
        throw lotteryError(409, 'BETTING_CLOSED', 'errors.bettingClosed', { draw: draw.code });
      }
      if (isVietlottBet(bet)) {
        // Mega / Power: fixed prizes and pari-mutuel jackpots, no per-number liability to cap
        await client.query(
          `INSERT INTO lottery_tickets (id, draw_id, user_id, game, bet_type, bet, cost, status, token)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8)`,
          [id, draw.id, user, game, bet.type, JSON.stringify(bet), vietlottCost(game as VietlottGame, bet), token],
        );
        return draw;
      }
      const format = draw.format as ResultFormat;
      const rule = PAYOUTS[format][bet.type];
      const lines = betLines(bet);
      const perHit = lineWin(bet, format);
      const { rows: taken } = await client.query<{ line: string; total: number }>(
        `SELECT l.line, SUM(l.win_per_hit)::float8 AS total
           FROM lottery_ticket_lines l JOIN lottery_tickets t ON t.id = l.ticket_id
          WHERE l.draw_id = $1 AND l.bet_type = $2 AND l.line = ANY($3) AND t.status NOT IN ('refused', 'refunded')
          GROUP BY l.line`,
        [draw.id, bet.type, lines],
      );
      for (const { line, total } of taken) {
        if (total + perHit > rule.maxLiability) {
          const left = Math.max(0, Math.floor((rule.maxLiability - total) / rule.unitWin));
          const words = { number: line, type: bet.type, draw: draw.code, left: formatNumber(left) };
          const key =
            left <= 0
              ? 'errors.numberFull'
              : rule.unit === 'diem'
                ? 'errors.numberLeftPoints'
                : 'errors.numberLeftThousands';
          throw lotteryError(409, 'NUMBER_LIMIT_REACHED', key, words);
        }
      }
      if (perHit > rule.maxLiability) {
        throw lotteryError(
          409,
          'NUMBER_LIMIT_REACHED',
          rule.unit === 'diem' ? 'errors.perNumberPoints' : 'errors.perNumberThousands',
          { type: bet.type, max: formatNumber(Math.floor(rule.maxLiability / rule.unitWin)) },
        );
      }
      await client.query(
        `INSERT INTO lottery_tickets (id, draw_id, user_id, game, bet_type, bet, cost, status, token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8)`,
        [id, draw.id, user, game, bet.type, JSON.stringify(bet), ticketCost(bet, format), token],
      );
      await client.query(
        `INSERT INTO lottery_ticket_lines (ticket_id, draw_id, bet_type, line, win_per_hit, position)
         SELECT $1, $2, $3, line, $5, ord FROM unnest($4::text[]) WITH ORDINALITY AS u(line, ord)`,
        [id, draw.id, bet.type, lines, perHit],
      );
      return draw;
    });

    const answer = await answerOrUnknown(
      () =>
        this.wallet.bet({
          token,
          user,
          transactionUuid: betUuid(id),
          round: roundOf(draw.code, id),
          gameCode: game,
          amount: costOf(bet, draw.format),
        }),
      user,
    );
    if (answer.status === 'RS_ERROR_UNKNOWN') {
      // The stake may or may not have been taken: cancel it (a rollback before the bet leaves a
      // tombstone, so a late bet cannot take money either). The tick retries if this fails.
      await this.refund(await this.ticketRow(id));
      throw new LotteryError(503, 'TICKET_CANCELLED', UNSETTLED_MESSAGE);
    }
    if (answer.status !== 'RS_OK') {
      await this.pool.query(
        `UPDATE lottery_tickets SET status = 'refused', refusal = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`,
        [id, answer.status],
      );
      if (answer.status === 'RS_ERROR_TOKEN_EXPIRED' || answer.status === 'RS_ERROR_INVALID_TOKEN') {
        this.sessions.delete(token);
      }
      throw this.refusal(answer);
    }
    await this.pool.query(
      `UPDATE lottery_tickets SET status = 'placed', updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [id],
    );
    return { ...ticketView(await this.ticketRow(id)), balance: answer.balance };
  }

  async tickets(user: string, game: LotteryGameCode | undefined, limit: number): Promise<TicketView[]> {
    const { rows } = await this.pool.query<TicketRow>(
      `SELECT t.*, d.code AS draw_code, d.draw_at, d.format FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id
        WHERE t.user_id = $1 AND ($2::text IS NULL OR t.game = $2) AND t.status NOT IN ('refused')
        ORDER BY t.created_at DESC LIMIT $3`,
      [user, game ?? null, limit],
    );
    return rows.map(ticketView);
  }

  private async ticketRow(id: string): Promise<TicketRow> {
    const { rows } = await this.pool.query<TicketRow>(
      `SELECT t.*, d.code AS draw_code, d.draw_at, d.format FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id
        WHERE t.id = $1`,
      [id],
    );
    return rows[0]!;
  }

  // ─── the draw loop ────────────────────────────────────────────────────────────────────────

  /**
   * One pass of the loop (every second; any instance): opens the next draws, draws the due
   * ones (or cancels those past their deadline), then pays, refunds or rolls back every ticket
   * still waiting for its wallet call.
   */
  async tick(): Promise<void> {
    // one pass at a time per instance; instances race harmlessly (conditional updates, idempotent ids)
    this.ticking ??= this.pass().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async pass(): Promise<void> {
    const now = this.now();
    await this.schedule(now);
    const { rows: due } = await this.pool.query<DrawRow>(
      `SELECT * FROM lottery_draws WHERE status = 'open' AND draw_at <= $1 ORDER BY draw_at LIMIT 50`,
      [new Date(now)],
    );
    for (const d of due) {
      if (now >= d.cancel_at.getTime() || (d.source === 'sandbox' && !d.server_seed)) {
        await this.pool.query(`UPDATE lottery_draws SET status = 'cancelled' WHERE id = $1 AND status = 'open'`, [
          d.id,
        ]);
        this.log.warn({ draw: d.code }, 'lottery: draw cancelled, its tickets are refunded');
        continue;
      }
      const result =
        d.source === 'feed' ? await this.officialSheet(d, now) : fairResult(d.server_seed!, d.code, d.format);
      if (!result) continue;
      await this.pool.query(
        `UPDATE lottery_draws SET status = 'drawn', result = $2, drawn_at = now() WHERE id = $1 AND status = 'open'`,
        [d.id, JSON.stringify(result)],
      );
    }
    await this.finishTickets();
  }

  /**
   * Staff's "draw now" (demos, a stuck schedule): closes a sandbox draw to new tickets and draws
   * it from its committed seed at once, then settles what it can. The row lock it takes is the
   * one purchases take, so no ticket can slip in after the sheet exists.
   */
  async drawNow(id: number): Promise<DrawView> {
    const result = await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<DrawRow>('SELECT * FROM lottery_draws WHERE id = $1 FOR UPDATE', [id]);
      const d = rows[0];
      if (!d) throw lotteryError(404, 'DRAW_NOT_FOUND', 'errors.drawNotFound');
      if (d.status !== 'open') throw lotteryError(409, 'DRAW_NOT_OPEN', 'errors.drawNotOpen', { draw: d.code });
      if (d.source !== 'sandbox' || !d.server_seed) {
        throw lotteryError(409, 'DRAW_NOT_SANDBOX', 'errors.officialDraw', { draw: d.code });
      }
      const sheet = fairResult(d.server_seed, d.code, d.format);
      await client.query(
        `UPDATE lottery_draws SET status = 'drawn', result = $2, drawn_at = now(), close_at = LEAST(close_at, now())
          WHERE id = $1`,
        [id, JSON.stringify(sheet)],
      );
      return sheet;
    });
    this.log.warn({ draw: id }, 'lottery: drawn now by staff');
    await this.finishTickets();
    await this.keepDrawsAhead(id);
    const view = await this.draw(id);
    return { ...view, result: view.result ?? result };
  }

  /**
   * A draw drawn before its time leaves its game one open draw short of what the schedule keeps,
   * and the schedule only looks at the next two times: open one more time for each such draw, or
   * the game's screen would say "opening the next draw" until the schedule caught up (two draws
   * drawn now in a minute emptied the fast Mega 6/45).
   */
  private async keepDrawsAhead(id: number): Promise<void> {
    const now = this.now();
    const { rows } = await this.pool.query<{ game: LotteryGameCode; ahead: number }>(
      `SELECT d.game, (SELECT count(*)::int FROM lottery_draws a
                        WHERE a.game = d.game AND a.draw_at > $2 AND a.status <> 'open') AS ahead
         FROM lottery_draws d WHERE d.id = $1`,
      [id, new Date(now)],
    );
    if (rows[0]) await this.openAhead(rows[0].game, now, 2 + rows[0].ahead);
  }

  /**
   * The official sheet of a feed draw, or null while it is not published (asked at most every
   * 30 s per draw; a feed error is logged and asked again later).
   */
  private async officialSheet(d: DrawRow, now: number): Promise<DrawResult | null> {
    const source = this.opts.results;
    if (!source) return null;
    const last = this.asked.get(d.id) ?? 0;
    if (now - last < 30_000) return null;
    this.asked.set(d.id, now);
    const day = new Date(d.draw_at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
    try {
      const sheet = await source.sheet(d.region as Region, d.province, day);
      if (!sheet) return null;
      const problem = checkResult(sheet);
      if (problem || sheet.format !== d.format) {
        this.log.error({ draw: d.code, problem }, 'lottery: the results source sent an unusable sheet');
        return null;
      }
      this.asked.delete(d.id);
      return sheet;
    } catch (err) {
      this.log.warn({ err, draw: d.code, source: source.name }, 'lottery: results source unavailable');
      return null;
    }
  }

  /** Pays placed tickets of drawn draws, refunds those of cancelled ones and rolls back stale purchases. */
  async finishTickets(): Promise<number> {
    // Mega / Power tickets are paid once their draw's jackpot shares are fixed
    await this.jackpotPools.fixReady();
    const { rows } = await this.pool.query<
      TicketRow & { draw_status: string; result: DrawResult | VietlottResult | null; jackpot: DrawJackpot | null }
    >(
      `SELECT t.*, d.code AS draw_code, d.draw_at, d.format, d.status AS draw_status, d.result, d.jackpot
         FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id
        WHERE (t.status = 'placed' AND d.status = 'cancelled')
           OR (t.status = 'placed' AND d.status = 'drawn' AND (d.jackpot IS NOT NULL OR d.format <> ALL($2)))
           OR (t.status = 'pending' AND t.updated_at < now() - make_interval(secs => $1))
        ORDER BY t.created_at LIMIT 500`,
      [PENDING_GRACE_SECONDS, VIETLOTT_GAMES],
    );
    let done = 0;
    for (const t of rows) {
      const ok =
        t.status === 'placed' && t.draw_status === 'drawn' && t.result
          ? await this.pay(t, t.result, t.jackpot)
          : await this.refund(t);
      if (ok) done++;
    }
    // a drawn draw is settled once none of its tickets waits for the wallet
    await this.pool.query(
      `UPDATE lottery_draws d SET status = 'settled' WHERE status = 'drawn'
          AND (d.jackpot IS NOT NULL OR d.format <> ALL($1))
          AND NOT EXISTS (SELECT 1 FROM lottery_tickets t WHERE t.draw_id = d.id AND t.status IN ('pending', 'placed'))`,
      [VIETLOTT_GAMES],
    );
    return done;
  }

  private async pay(t: TicketRow, result: DrawResult | VietlottResult, jackpot: DrawJackpot | null): Promise<boolean> {
    const settlement =
      'prizes' in result
        ? settleTicket(t.bet as TicketBet, result)
        : vietlottSettlement(t.bet as VietlottBet, result, jackpot);
    const answer = await reachWallet(() =>
      this.wallet.win({
        token: t.token,
        user: t.user_id,
        transactionUuid: winUuid(t.id),
        betUuid: betUuid(t.id),
        round: roundOf(t.draw_code, t.id),
        gameCode: t.game,
        amount: settlement.payout,
        jackpot: false,
      }),
    );
    if (!answer) return false; // unreachable: the next pass tries again
    if (answer.status === 'RS_OK') {
      await this.pool.query(
        `UPDATE lottery_tickets SET status = $2, payout = $3, hits = $4, updated_at = now()
          WHERE id = $1 AND status = 'placed'`,
        [t.id, settlement.payout > 0 ? 'won' : 'lost', settlement.payout, JSON.stringify(settlement.hits)],
      );
      return true;
    }
    if (answer.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK') {
      await this.markRefunded(t.id, 'placed');
      return true;
    }
    this.log.error({ ticket: t.id, status: answer.status }, 'lottery: platform refused a win, retried next pass');
    return false;
  }

  private async refund(t: TicketRow): Promise<boolean> {
    const answer = await reachWallet(() =>
      this.wallet.rollback({
        token: t.token,
        user: t.user_id,
        transactionUuid: rollbackUuid(t.id),
        betUuid: betUuid(t.id),
        round: roundOf(t.draw_code, t.id),
        gameCode: t.game,
      }),
    );
    if (!answer) return false; // unreachable: the next pass tries again
    if (answer.status === 'RS_OK') {
      await this.markRefunded(t.id, t.status);
      return true;
    }
    this.log.error({ ticket: t.id, status: answer.status }, 'lottery: platform refused a rollback');
    return false;
  }

  private async markRefunded(id: string, from: string): Promise<void> {
    await this.pool.query(
      `UPDATE lottery_tickets SET status = 'refunded', payout = 0, updated_at = now() WHERE id = $1 AND status = $2`,
      [id, from],
    );
  }

  /** Mega / Power: the jackpot pools as shown (the carried pool plus the share of open draws' stakes). */
  async jackpots(game: VietlottGame): Promise<JackpotView[]> {
    return this.jackpotPools.view(game);
  }

  start(everyMs = 1000): void {
    this.timer = setInterval(() => {
      this.tick().catch((err) => this.log.error({ err }, 'lottery: draw loop failed'));
    }, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }

  private askWallet(call: () => Promise<WalletAnswer>): Promise<WalletAnswer> {
    return answerOrThrow(call, () => new LotteryError(503, 'WALLET_UNAVAILABLE', UNSETTLED_MESSAGE));
  }

  private refusal(answer: WalletAnswer): LotteryError {
    return walletRefusal(REFUSAL, answer, LotteryError);
  }
}
