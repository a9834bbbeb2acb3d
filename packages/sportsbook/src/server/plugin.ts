import { readFile } from 'node:fs/promises';
import { FairRandom } from '@app/provider-kit/fair-node';
import { ok, playRequests, providerWallet } from '@app/provider-kit/play-api';
import { separatePartyApi } from '@app/provider-kit/server';
import { FONT_FACES, fontFile } from '@app/provider-kit/typeface';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { langOf, refusalIn, sportsT } from '../i18n';
import { LEAGUES } from '../leagues';
import { MAX_PARLAY_LEGS } from '../markets';
import { MATCH_MINUTES } from '../model';
import { type SettlementRules, settlementRules, windowMs } from '../rules';
import { sportsPage, sportsScript } from '../ui/page';
import { rulesPage } from '../ui/rules-page';
import { ACCEPT_ODDS, BetsService, SportsError, sportsError } from './bets.service';
import { CashoutError } from './cashout';
import { type SportsTiming, sportsTiming } from './config';
import { SandboxFeed } from './feed.service';
import { SportsLive } from './live';
import { getMatch, listMatches, replayMatch } from './matches';
import { FeedPoller, type RealFeedConfig, realFeedConfig } from './poller';
import { SportsSettings } from './settings';
import { closeOverdue } from './window';

export interface SportsbookOptions {
  pool: pg.Pool;
  /** the platform's wallet protocol base URL; default: this server over loopback */
  walletBaseUrl?: () => string;
  credentials: () => Promise<{ code: string; secret: string }>;
  /** run the sandbox feed and the settlement loop (default on) */
  feed?: boolean;
  timing?: SportsTiming;
  /** a real feed to poll (default: from the environment, `SPORTS_FEED=real`; null: the sandbox only) */
  realFeed?: RealFeedConfig | null;
  /** settlement rules (default: from the environment, `SPORTS_SETTLEMENT_WINDOW_HOURS`) */
  rules?: SettlementRules;
  /**
   * `live` pushes changes to open screens: the platform calls `live.changed` when the fixtures or
   * the settings changed on any instance (its change bus).
   */
  expose?: (parts: { bets: BetsService; feed: SandboxFeed; settings: SportsSettings; live: SportsLive }) => void;
}

export const SPORTS_GAMES = ['sportsbook', 'virtual'] as const;

const vi = sportsT('vi');
const ZToken = z.string().min(16).max(256);
const ZStatus = z.enum(['upcoming', 'live', 'finished']);
const ZMatchesQuery = z.object({
  status: ZStatus.optional(),
  league: z
    .string()
    .max(40)
    .refine((l) => LEAGUES.some((x) => x.code === l), { error: vi('errors.noLeague') })
    .optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: vi('errors.dateFormat') })
    .optional(),
  game: z.enum(SPORTS_GAMES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
const ZSlip = z.object({
  game: z.enum(SPORTS_GAMES, { error: vi('errors.noBook') }).default('sportsbook'),
  stake: z
    .number({ error: vi('errors.stake') })
    .int({ error: vi('errors.stakeWhole') })
    .positive({ error: vi('errors.stake') }),
  accept: z.enum(ACCEPT_ODDS, { error: vi('errors.accept') }).default('better'),
  legs: z
    .array(
      z.object({
        fixtureId: z.uuid({ error: vi('errors.fixture') }),
        key: z.string().min(3).max(40),
        odds: z.number().int().min(1001).max(10_000_000),
      }),
    )
    .min(1, { error: vi('errors.emptySlip') })
    // the catalogue's sentence names the number (its check holds it to MAX_PARLAY_LEGS)
    .max(MAX_PARLAY_LEGS, { error: vi('errors.maxLegs') }),
});

const { tokenOf, parse } = playRequests(SportsError, ZToken, vi('errors.session'));

let style: Promise<string> | null = null;
const css = () => {
  style ??= readFile(new URL('../ui/sports.css', import.meta.url), 'utf8').then((body) => `${FONT_FACES}\n${body}`);
  return style;
};

/**
 * The built-in sportsbook as a Fastify plugin (register it at /sports): the sportsbook and
 * virtual football screens, their API, and the sandbox feed. Money moves only through the
 * platform's wallet protocol over HTTP.
 */
export async function sportsbookPlugin(app: FastifyInstance, opts: SportsbookOptions): Promise<void> {
  const timing = opts.timing ?? sportsTiming();
  const wallet = providerWallet(app, 'sportsbook', opts);
  const settings = new SportsSettings(opts.pool);
  const real = opts.realFeed === undefined ? realFeedConfig() : opts.realFeed;
  const rules = opts.rules ?? settlementRules();
  const bets = new BetsService(
    opts.pool,
    wallet,
    settings,
    timing.inPlayDelayMs,
    app.log,
    real?.staleMs ?? null,
    rules.cashoutMarginPermille,
  );
  let settling = false;
  const settle = () => {
    if (settling) return;
    settling = true;
    closeOverdue(opts.pool, windowMs(rules))
      .then(() => bets.recover())
      .catch((err) => app.log.error({ err }, 'sports: settlement failed'))
      .finally(() => {
        settling = false;
      });
  };
  const feed = new SandboxFeed(opts.pool, timing, () => settings.marginBook(), settle, app.log, real !== null);
  const poller = real ? new FeedPoller(opts.pool, real, () => settings.marginBook(), settle, app.log) : null;
  const live = new SportsLive();
  // open streams would keep the server from closing: end them first
  app.addHook('preClose', async () => live.close());
  opts.expose?.({ bets, feed, settings, live });
  if (opts.feed !== false) {
    let loop: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      feed.start();
      poller?.start();
      loop = setInterval(settle, 15_000);
      loop.unref();
    });
    app.addHook('onClose', async () => {
      feed.stop();
      poller?.stop();
      if (loop) clearInterval(loop);
    });
  }

  // A separate party's API: not part of the platform's OpenAPI description, errors in the envelope.
  // Refusals in the language the screen asks for (its Accept-Language, decision 176).
  separatePartyApi(app, 'sportsbook', (request, code, message, error) =>
    refusalIn(
      langOf(request.headers['accept-language']),
      code,
      message,
      error instanceof SportsError || error instanceof CashoutError ? error.words : undefined,
    ),
  );

  // ─── screens ──────────────────────────────────────────────────────────────────────────────

  // the launch names the player's language as `lang` (the site's page language), Vietnamese without one
  app.get('/play/:game', async (request, reply) => {
    const { game } = request.params as { game: string };
    const lang = langOf((request.query as { lang?: unknown }).lang);
    if (!(SPORTS_GAMES as readonly string[]).includes(game)) {
      throw sportsError(404, 'GAME_NOT_FOUND', 'errors.noGame');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .send(await sportsPage(game as (typeof SPORTS_GAMES)[number], app.prefix, lang));
  });

  app.get('/rules', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(rulesPage(rules, app.prefix, langOf((request.query as { lang?: unknown }).lang))),
  );

  app.get('/assets/sports.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send((await sportsScript()).body),
  );

  app.get('/assets/fonts/:file', async (request, reply) => {
    const body = await fontFile((request.params as { file: string }).file);
    if (!body) throw sportsError(404, 'NOT_FOUND', 'errors.notFound');
    return reply.type('font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(body);
  });

  app.get('/assets/sports.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await css()),
  );

  // ─── API ──────────────────────────────────────────────────────────────────────────────────

  app.get('/api/leagues', async () =>
    ok(LEAGUES.map((l) => ({ code: l.code, name: l.name, country: l.country, virtual: l.virtual }))),
  );

  app.get('/api/matches', async (request) => {
    const q = parse(ZMatchesQuery, request.query ?? {});
    const items = await listMatches(opts.pool, {
      status: q.status,
      league: q.league,
      date: q.date,
      virtual: q.game === undefined ? undefined : q.game === 'virtual',
      limit: q.limit,
      markets: true,
    });
    return ok({ items, serverTime: new Date().toISOString() });
  });

  /**
   * Server-Sent Events: `matches` when the listing changed (a price, a suspension, a result, on
   * any instance), `limits` when the book's limits did. No token: the events carry no data.
   */
  app.get('/api/stream', async (request, reply) => live.subscribe(request, reply));

  app.get('/api/matches/:id', async (request) => {
    const id = parse(z.uuid({ error: vi('errors.noMatch') }), (request.params as { id: string }).id);
    const match = await getMatch(opts.pool, id);
    if (!match) throw sportsError(404, 'MATCH_NOT_FOUND', 'errors.noMatch');
    return ok(match);
  });

  /** Replays a finished match from its revealed seed (anyone can, with the published rates). */
  app.get('/api/matches/:id/verify', async (request) => {
    const id = parse(z.uuid({ error: vi('errors.noMatch') }), (request.params as { id: string }).id);
    const match = await getMatch(opts.pool, id);
    if (!match) throw sportsError(404, 'MATCH_NOT_FOUND', 'errors.noMatch');
    const replay = await replayMatch((s, c, n) => new FairRandom(s, c, n), match);
    if (!replay) throw sportsError(409, 'NOT_REVEALED', 'errors.notRevealed');
    return ok({ match: match.id, fairness: match.fairness, replay });
  });

  app.get('/api/session', async (request) => {
    const s = await bets.session(tokenOf(request));
    return ok({
      ...s,
      limits: await settings.limits(),
      inPlayDelayMs: timing.inPlayDelayMs,
      // how long a match lasts from kick-off to its result at this clock, so a client can pick one
      // that will be played while it waits (`npm run play`)
      matchMs: {
        sportsbook: (MATCH_MINUTES + timing.halfTimeBreak) * timing.minuteMs,
        virtual: MATCH_MINUTES * timing.virtualMinuteMs,
      },
    });
  });

  app.post('/api/bets', async (request) => {
    const token = tokenOf(request);
    const slip = parse(ZSlip, request.body);
    return ok(await bets.place(token, slip));
  });

  app.post('/api/bets/:id/cashout-quote', async (request) => {
    const token = tokenOf(request);
    const id = parse(z.uuid({ error: vi('errors.noBet') }), (request.params as { id: string }).id);
    return ok(await bets.cashoutQuote(token, id));
  });

  app.post('/api/bets/:id/cashout', async (request) => {
    const token = tokenOf(request);
    const id = parse(z.uuid({ error: vi('errors.noBet') }), (request.params as { id: string }).id);
    const body = parse(z.object({ quoteId: z.uuid({ error: vi('errors.quoteId') }) }), request.body ?? {});
    return ok(await bets.cashout(token, id, body.quoteId));
  });

  app.get('/api/bets', async (request) => {
    const user = await bets.userOf(tokenOf(request));
    const limit = parse(
      z.coerce.number().int().min(1).max(100).default(20),
      (request.query as { limit?: unknown }).limit,
    );
    return ok(await bets.bets(user, limit));
  });
}
