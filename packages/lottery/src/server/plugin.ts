import { ok, playRequests, providerWallet } from '@app/provider-kit/play-api';
import { separatePartyApi } from '@app/provider-kit/server';
import { fontFile } from '@app/provider-kit/typeface';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { BAO_SIZES, baoCost, baoPrizeTable, lineCount } from '../core/bao';
import { BET_TYPES, oddsLabel, PAYOUTS } from '../core/bets';
import { verifyDraw } from '../core/fair';
import { LOTTERY_GAME_CODES, LOTTERY_GAMES, type Schedule } from '../core/games';
import { PROVINCES, REGIONS } from '../core/regions';
import { rtpTable } from '../core/rtp';
import { isVietlott, tierOdds, VIETLOTT, vietlottRtp } from '../core/vietlott';
import type { ResultsSource } from '../feed/source';
import { langOf, lotteryT, refusalIn } from '../i18n';
import { lotteryAsset, lotteryPage } from '../ui/page';
import { LotteryError, LotteryService, lotteryError } from './lottery.service';

export interface LotteryOptions {
  /** the database the lottery keeps its draws and tickets in */
  pool: pg.Pool;
  /** Base URL of the platform's wallet protocol; default: this same server over loopback. */
  walletBaseUrl?: () => string;
  /** this provider's code at the platform and its HMAC secret */
  credentials: () => Promise<{ code: string; secret: string }>;
  schedule: Schedule;
  /** official results for lô đề 3 miền (default: none, the sandbox draws every region) */
  results?: ResultsSource;
  /** run the draw loop (default on) */
  loop?: boolean;
  /** the clock (tests) */
  now?: () => number;
  expose?: (service: LotteryService) => void;
}

const vi = lotteryT('vi');
const ZToken = z.string().min(16).max(256);
const ZGame = z.enum(LOTTERY_GAME_CODES, { error: vi('errors.noGame') });
const ZDrawId = z.coerce
  .number({ error: vi('errors.drawId') })
  .int({ error: vi('errors.drawId') })
  .positive({ error: vi('errors.drawId') })
  .max(2 ** 53, { error: vi('errors.drawId') });
const ZBuy = z.object({ game: ZGame, drawId: ZDrawId.optional(), bet: z.unknown() });
const ZVerify = z.object({
  serverSeed: z.string().min(1).max(256),
  serverSeedHash: z.string().regex(/^[0-9a-fA-F]{64}$/, { error: vi('errors.hashFormat') }),
  code: z.string().min(1).max(100),
  format: z.enum(['bac27', 'nam18', 'mega645', 'power655'], { error: vi('errors.sheetFormat') }),
});
const ZResults = z.object({
  game: ZGame,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: vi('errors.dateFormat') })
    .optional(),
  region: z.enum(['nam', 'trung', 'bac'], { error: vi('errors.region') }).optional(),
});

const { tokenOf, parse } = playRequests(LotteryError, ZToken, vi('errors.session'));

/**
 * The rules a game screen shows: per sheet format, the bet types with their price, payout,
 * odds and RTP, from the one table; for lô đề 3 miền also the regions and provinces.
 */
function gameRules(code: keyof typeof LOTTERY_GAMES) {
  if (isVietlott(code)) return vietlottRules(code);
  const g = LOTTERY_GAMES[code];
  const rtp = rtpTable();
  const formats = g.format ? [g.format] : (['nam18', 'bac27'] as const);
  return {
    code,
    name: g.name,
    kind: g.kind,
    betTypes: Object.fromEntries(
      formats.map((format) => [
        format,
        BET_TYPES.map((type) => {
          const r = PAYOUTS[format][type];
          return { type, ...r, odds: oddsLabel(r), rtp: rtp[format][type] };
        }),
      ]),
    ),
    regions:
      g.kind === 'regional'
        ? (['nam', 'trung', 'bac'] as const).map((key) => ({
            key,
            name: REGIONS[key].name,
            time: `${REGIONS[key].hour}:${String(REGIONS[key].minute).padStart(2, '0')}`,
          }))
        : [],
    provinces: g.kind === 'regional' ? PROVINCES : {},
  };
}

/** Mega / Power: the number range, price, prize tiers with their exact odds, jackpots and RTP. */
function vietlottRules(code: 'mega645' | 'power655') {
  const r = VIETLOTT[code];
  const odds = tierOdds(code);
  return {
    code,
    name: r.name,
    kind: 'vietlott' as const,
    max: r.max,
    ticketCost: r.ticketCost,
    bonus: r.bonus,
    weekdays: r.weekdays,
    tiers: r.tiers.map((t) => ({
      ...t,
      odds: `1/${Math.round(odds[t.tier].total / odds[t.tier].ways).toLocaleString('en-US')}`,
    })),
    jackpots: r.jackpots,
    rtp: vietlottRtp(code),
    // the system tickets: lines, price and the prize table of each bao, from the same rules
    bao: BAO_SIZES.map((size) => ({
      size,
      lines: lineCount(code, size),
      cost: baoCost(code, size),
      table: baoPrizeTable(code, size),
    })),
  };
}

/**
 * The built-in lottery provider as a Fastify plugin (register it with a prefix such as
 * /lottery): its game screens, its API and the draw loop. Money goes through the platform's
 * wallet protocol over HTTP only.
 */
export async function lotteryPlugin(app: FastifyInstance, opts: LotteryOptions): Promise<void> {
  const wallet = providerWallet(app, 'lottery', opts);
  const service = new LotteryService(opts.pool, wallet, app.log, {
    schedule: opts.schedule,
    now: opts.now,
    results: opts.results,
  });
  opts.expose?.(service);
  if (opts.loop !== false) {
    app.addHook('onReady', async () => service.start());
    app.addHook('onClose', async () => service.stop());
  }

  // A separate party's API: not part of the platform's OpenAPI description, errors in the envelope.
  // Refusals in the language the screen asks for (its Accept-Language, decision 169).
  separatePartyApi(app, 'lottery', (request, code, message, error) =>
    refusalIn(
      langOf(request.headers['accept-language']),
      code,
      message,
      error instanceof LotteryError ? error.words : undefined,
    ),
  );

  // ─── screens ──────────────────────────────────────────────────────────────────────────────

  // the launch names the player's language as `lang` (the site's page language), Vietnamese without one
  app.get('/play/:game', async (request, reply) => {
    const game = parse(ZGame, (request.params as { game: string }).game);
    const lang = langOf((request.query as { lang?: unknown }).lang);
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // the launch URL carries the play token: never send it on as a referrer
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .send(await lotteryPage(app.prefix, gameRules(game), lang))
    );
  });

  app.get('/assets/fonts/:file', async (request, reply) => {
    const body = await fontFile((request.params as { file: string }).file);
    if (!body) throw lotteryError(404, 'NOT_FOUND', 'errors.notFound');
    return reply.type('font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(body);
  });

  app.get('/assets/:file', async (request, reply) => {
    const asset = await lotteryAsset((request.params as { file: string }).file);
    if (!asset) throw lotteryError(404, 'NOT_FOUND', 'errors.notFound');
    return reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(asset.body);
  });

  // ─── API ──────────────────────────────────────────────────────────────────────────────────

  app.get('/api/games/:game', async (request) =>
    ok(gameRules(parse(ZGame, (request.params as { game: string }).game))),
  );

  app.get('/api/jackpots', async (request) => {
    const game = parse(ZGame, (request.query as { game?: unknown }).game);
    if (!isVietlott(game)) throw lotteryError(404, 'NO_JACKPOT', 'errors.noJackpot');
    return ok(await service.jackpots(game));
  });

  app.get('/api/session', async (request) => ok(await service.session(tokenOf(request))));

  app.get('/api/draws/current', async (request) => {
    const q = parse(
      z.object({
        game: ZGame,
        province: z
          .string()
          .regex(/^[A-Z]{2,4}$/)
          .optional(),
      }),
      request.query,
    );
    return ok(await service.currentDraw(q.game, q.province));
  });

  app.get('/api/draws/open', async (request) =>
    ok(await service.openDraws(parse(ZGame, (request.query as { game?: unknown }).game))),
  );

  app.get('/api/draws/:id', async (request) =>
    ok(await service.draw(parse(ZDrawId, (request.params as { id: string }).id))),
  );

  app.get('/api/results', async (request) => {
    const q = parse(ZResults, request.query);
    return ok(await service.results(q.game, q.limit, q.date, q.region));
  });

  app.post('/api/tickets', async (request) => {
    const token = tokenOf(request);
    const body = parse(ZBuy, request.body);
    return ok(await service.buy(token, body.game, body.bet, body.drawId));
  });

  app.get('/api/tickets', async (request) => {
    const user = await service.userOf(tokenOf(request));
    const q = parse(
      z.object({ game: ZGame.optional(), limit: z.coerce.number().int().min(1).max(100).default(30) }),
      request.query,
    );
    return ok(await service.tickets(user, q.game, q.limit));
  });

  app.post('/api/verify', async (request) => {
    const result = verifyDraw(parse(ZVerify, request.body));
    if (!result.ok) throw new LotteryError(400, result.reason, result.message);
    return ok(result);
  });
}
