import { ok, playRequests, providerWallet } from '@app/provider-kit/play-api';
import { separatePartyApi } from '@app/provider-kit/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { verifyRound } from '../fair';
import { HOUSE_GAMES } from '../games';
import { LIVE_SCHEDULES } from '../games/baccarat-live';
import { FIGHT_SCHEDULES } from '../games/cockfight';
import { HOUSE_GAME_CODES } from '../games/types';
import { langOf, refusalIn } from '../i18n';
import { clientScript, clientStyle, fontFile } from '../ui/assets';
import { gamePage, type PageAssets, verifyPage } from '../ui/pages';
import { cockfightRoutes } from './cockfight.routes';
import { CockfightService } from './cockfight.service';
import { fishRoutes } from './fish.routes';
import { FishService } from './fish.service';
import { handsRoutes } from './hands.routes';
import { HouseTablesService } from './hands.service';
import { HouseError, type HouseService } from './house.service';
import { houseError, vi } from './house-error';
import type { TableLimitsStore } from './limits';
import { limitsRoutes } from './limits.routes';
import { liveRoutes } from './live.routes';
import { LiveBaccaratService } from './live.service';

export interface HouseGamesOptions {
  /** the database the house provider keeps its seeds and rounds in */
  pool: pg.Pool;
  /**
   * Base URL of the platform's wallet protocol, e.g. http://127.0.0.1:3000. Default: the
   * address this same server listens on, over loopback.
   */
  walletBaseUrl?: () => string;
  /** this provider's code at the platform and its HMAC secret */
  credentials: () => Promise<{ code: string; secret: string }>;
  /** run the loop that settles rounds an outage left open (default on) */
  recovery?: boolean;
  /** receives the service (tests and operations tooling) */
  expose?: (service: HouseService) => void;
  /** the cockfights' schedule: a fight every 2 minutes, every 20 s for demos and browser tests, 6 s for programs */
  cockfightSchedule?: 'normal' | 'fast' | 'test';
  /** receives the cockfight service (tests and operations tooling: cancelling a fight) */
  exposeCockfight?: (service: CockfightService) => void;
  /** the live baccarat table's coups: every 40 s, every 12 s for demos and browser tests, 5 s for programs */
  liveSchedule?: 'normal' | 'fast' | 'test';
  /** receives the live table service (tests and operations tooling: voiding a coup) */
  exposeLive?: (service: LiveBaccaratService) => void;
  /** hands over the tables' stake limits (the back office's settings, decisions 108 and 118) */
  exposeLimits?: (store: TableLimitsStore) => void;
}

const ZToken = z.string().min(16).max(256);
const ZPlay = z.object({ game: z.enum(HOUSE_GAME_CODES, { error: vi('errors.noGame') }), bet: z.unknown() });
const ZRotate = z.object({ clientSeed: z.string().trim().min(1).max(64).optional() });
const ZVerify = z.object({
  game: z.enum(HOUSE_GAME_CODES, { error: vi('errors.noGame') }),
  serverSeed: z.string().min(1).max(256),
  serverSeedHash: z.string().regex(/^[0-9a-fA-F]{64}$/, { error: vi('errors.hashFormat') }),
  clientSeed: z.string().min(1).max(256),
  nonce: z.coerce.number().int().min(0).max(2_147_483_647),
  bet: z.unknown(),
});

const { tokenOf, parse } = playRequests(HouseError, ZToken, vi('errors.session'));

/**
 * The built-in game provider as a Fastify plugin (register it with a prefix such as /house):
 * game screens, its game API, and the provably fair verification page. Money goes through the
 * platform's wallet protocol over HTTP only.
 */
export async function houseGamesPlugin(app: FastifyInstance, opts: HouseGamesOptions): Promise<void> {
  const wallet = providerWallet(app, 'house games', opts);
  const service = new HouseTablesService(opts.pool, wallet, app.log);
  opts.expose?.(service);
  const fights = new CockfightService(
    opts.pool,
    wallet,
    service,
    FIGHT_SCHEDULES[opts.cockfightSchedule ?? 'normal'],
    app.log,
  );
  opts.exposeCockfight?.(fights);
  const live = new LiveBaccaratService(
    opts.pool,
    wallet,
    service,
    LIVE_SCHEDULES[opts.liveSchedule ?? 'normal'],
    app.log,
  );
  opts.exposeLive?.(live);
  opts.exposeLimits?.(live.limits);
  if (opts.recovery !== false) {
    app.addHook('onReady', async () => service.startRecovery());
    app.addHook('onClose', async () => service.stopRecovery());
    app.addHook('onReady', async () => fights.start());
    app.addHook('onClose', async () => fights.stop());
    app.addHook('onReady', async () => live.start());
    app.addHook('onClose', async () => live.stop());
  }

  // A separate party's API: not part of the platform's OpenAPI description, errors in the envelope.
  // Refusals in the language the screen asks for (its Accept-Language, decision 175).
  separatePartyApi(app, 'house games', (request, code, message, error) =>
    refusalIn(
      langOf(request.headers['accept-language']),
      code,
      message,
      error instanceof HouseError ? error.words : undefined,
    ),
  );

  // ─── screens ──────────────────────────────────────────────────────────────────────────────

  const pageAssets = async (): Promise<PageAssets> => {
    const [script, style] = await Promise.all([clientScript(), clientStyle()]);
    return { base: app.prefix, scriptVersion: script.version, styleVersion: style.version };
  };
  const html = (reply: FastifyReply, body: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // the launch URL carries the play token: never send it on as a referrer
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .send(body);

  app.get('/play/:game', async (request, reply) => {
    const { game } = request.params as { game: string };
    if (!(HOUSE_GAME_CODES as readonly string[]).includes(game)) {
      throw houseError(404, 'GAME_NOT_FOUND', 'errors.noGame');
    }
    // the launch names the player's language as `lang` (the site's page language), Vietnamese without one
    const lang = langOf((request.query as { lang?: unknown }).lang);
    return html(reply, gamePage(game as (typeof HOUSE_GAME_CODES)[number], await pageAssets(), lang));
  });

  app.get('/verify', async (request, reply) =>
    html(reply, verifyPage(await pageAssets(), langOf((request.query as { lang?: unknown }).lang))),
  );

  app.get('/assets/house.js', async (_request, reply) => {
    const script = await clientScript();
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${script.version}"`)
      .send(script.body);
  });

  app.get('/assets/house.css', async (_request, reply) => {
    const style = await clientStyle();
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${style.version}"`)
      .send(style.body);
  });

  app.get('/assets/fonts/:file', async (request, reply) => {
    const body = await fontFile((request.params as { file: string }).file);
    if (!body) throw houseError(404, 'NOT_FOUND', 'errors.fileNotFound');
    return reply.type('font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(body);
  });

  // ─── API ──────────────────────────────────────────────────────────────────────────────────

  app.get('/api/games', async () =>
    ok(
      Object.values(HOUSE_GAMES).map((g) => ({
        code: g.code,
        name: g.name,
        rtp: g.rtp,
        jackpotContribution: g.jackpotContribution ?? null,
      })),
    ),
  );

  app.get('/api/session', async (request) => ok(await service.session(tokenOf(request))));

  app.get('/api/balance', async (request) => ok({ balance: await service.balance(tokenOf(request)) }));

  app.post('/api/play', async (request) => {
    const token = tokenOf(request);
    const body = parse(ZPlay, request.body);
    return ok(await service.play(token, body.game, body.bet));
  });

  handsRoutes(app, service, tokenOf);
  cockfightRoutes(app, fights, { tokenOf, parse });
  liveRoutes(app, live, { tokenOf, parse });
  fishRoutes(app, new FishService(opts.pool, wallet, service), { tokenOf, parse });
  limitsRoutes(app, service.limits, { parse });

  app.post('/api/seed/rotate', async (request) => {
    const user = await service.userOf(tokenOf(request));
    const body = parse(ZRotate, request.body ?? {});
    return ok(await service.rotate(user, body.clientSeed));
  });

  app.get('/api/rounds', async (request) => {
    const user = await service.userOf(tokenOf(request));
    const limit = parse(
      z.coerce.number().int().min(1).max(100).default(20),
      (request.query as { limit?: unknown }).limit,
    );
    return ok(await service.rounds(user, limit));
  });

  app.post('/api/verify', async (request) => {
    const body = parse(ZVerify, request.body);
    const result = verifyRound(body);
    if (!result.ok) throw new HouseError(400, result.reason, result.message);
    return ok(result);
  });
}
