import type { ProviderLang } from '@app/provider-kit/i18n';
import { loopbackUrl, ok } from '@app/provider-kit/play-api';
import { separatePartyApi } from '@app/provider-kit/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { langOf, partnerRefusalIn, partnersVi } from '../i18n/partners';
import { AwcSandbox } from './awc.sandbox';
import { SCREEN_CSS, SCREEN_JS, screenPage } from './pages';
import { PpSandbox } from './pp.sandbox';
import { SandboxError, type Session, sandboxError } from './sandbox';
import {
  measuredRtp,
  PP_LINE_BETS,
  PP_SLOT_TITLES,
  ppSlotTitle,
  slotRules,
  slotScreenSymbols,
  slotTitleName,
} from './slots';
import { SandboxStore } from './store';
import { AWC_TABLES, PP_TABLES, SANDBOX_SCHEDULES } from './tables';
import { AwcWallet, openSession, PpWallet, ppHashValid, signSession } from './wire';

export interface PartnerSandboxesOptions {
  pool: pg.Pool;
  /** the operator's base URL (default: this same server over loopback) */
  walletBaseUrl?: () => string;
  /** PP's secret key at the operator (the `pp` provider's key) */
  ppSecret: () => Promise<string>;
  /** AWC's cert at the operator (the `sexy` provider's key) */
  awcKey: () => Promise<string>;
  /** the live tables' rounds: every 30 s, or every 4 s for tests, e2e and `npm run play` */
  schedule?: 'normal' | 'fast' | 'test';
  /** run the settlement loops (default on) */
  settle?: boolean;
  expose?: (s: { pp: PpSandbox; awc: AwcSandbox }) => void;
}

const CHIPS = [1000, 5000, 10_000, 50_000, 100_000] as const;
const ZSpin = z.object({ lineBet: z.number().int() });
const ZBet = z.object({
  round: z.number().int().min(0),
  spot: z.string().max(32),
  amount: z
    .number()
    .int()
    // a sentence of the catalogue's `errors`, so a refusal finds its English by its text
    .refine((v) => (CHIPS as readonly number[]).includes(v), { error: partnersVi.errors.badStake }),
});

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success)
    throw new SandboxError(400, 'VALIDATION_ERROR', r.error.issues[0]?.message ?? partnersVi.errors.badData);
  return r.data;
}

/**
 * The language a screen's page was launched in (PP's `lang`, AWC's `language`), so a page that
 * cannot open refuses in it rather than in the browser's own language.
 */
const launched = new WeakMap<FastifyRequest, ProviderLang>();

const launchLang = (request: FastifyRequest, named: string | undefined): ProviderLang => {
  const lang = langOf(named);
  launched.set(request, lang);
  return lang;
};

/** The language a request asks for: its page's launch, else the screen's script's Accept-Language. */
const requestLang = (request: FastifyRequest): ProviderLang =>
  launched.get(request) ?? langOf(request.headers['accept-language']);

const form = (request: FastifyRequest): Record<string, string> => {
  const b = request.body;
  if (b && typeof b === 'object' && !Buffer.isBuffer(b)) {
    return Object.fromEntries(Object.entries(b as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  }
  return {};
};

/** The site origin a launch came from (its lobby address): the screens are served there. */
const originOf = (url: string | undefined, fallback: string) => {
  try {
    return url ? new URL(url).origin : fallback;
  } catch {
    return fallback;
  }
};

/**
 * The partner sandboxes (decision 132), registered under one prefix (/partners): the PP and AWC
 * game servers with their launch APIs, game screens, play APIs and round feeds. Separate
 * parties: money reaches the platform only through /provider/pp and /provider/awc over HTTP.
 */
export async function partnerSandboxesPlugin(app: FastifyInstance, opts: PartnerSandboxesOptions): Promise<void> {
  const base = opts.walletBaseUrl ?? (() => loopbackUrl(app, 'partner sandboxes'));
  const store = new SandboxStore(opts.pool);
  const schedule = SANDBOX_SCHEDULES[opts.schedule ?? 'normal'];
  const pp = new PpSandbox(
    store,
    new PpWallet({ walletUrl: () => `${base()}/provider/pp`, secret: opts.ppSecret }),
    schedule,
    opts.ppSecret,
    app.log,
  );
  const awc = new AwcSandbox(
    store,
    new AwcWallet({ walletUrl: () => `${base()}/provider/awc`, key: opts.awcKey }),
    schedule,
    opts.awcKey,
    app.log,
  );
  opts.expose?.({ pp, awc });
  if (opts.settle !== false) {
    app.addHook('onReady', async () => {
      pp.start();
      awc.start();
    });
    app.addHook('onClose', async () => {
      pp.stop();
      awc.stop();
    });
  }
  // refusals in the screen's language, as the house games' (decision 175)
  separatePartyApi(app, 'partner sandboxes', (request, code, message, error) =>
    partnerRefusalIn(requestLang(request), code, message, error instanceof SandboxError ? error.words : undefined),
  );
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }
  const prefix = app.prefix;

  const html = (reply: FastifyReply, body: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(body);

  app.get('/assets/partners.js', async (_q, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCREEN_JS),
  );
  app.get('/assets/partners.css', async (_q, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(SCREEN_CSS),
  );

  // ─── Pragmatic Play ────────────────────────────────────────────────────────────────────────

  const ppSession = async (request: FastifyRequest): Promise<Session> => {
    const raw = request.headers['x-sandbox-session'];
    const s = typeof raw === 'string' ? openSession(await opts.ppSecret(), raw) : null;
    if (!s) throw sandboxError(401, 'SESSION_REQUIRED', 'errors.badSession');
    return s;
  };

  /** PP's launch API: `game/url` with the md5 hash of the operator's secret; answers `gameURL`. */
  app.post('/pp/IntegrationService/v3/http/CasinoGameAPI/game/url/', async (request) => {
    const f = form(request);
    const secret = await opts.ppSecret();
    if (!ppHashValid(f, secret)) return { error: '5', description: 'Invalid hash' };
    const symbol = f.symbol ?? '';
    if (!ppSlotTitle(symbol) && !PP_TABLES.some((t) => t.game === symbol))
      return { error: '17', description: 'Game not found' };
    if (!f.token || !/^[1-9]\d{0,14}$/.test(f.externalPlayerId ?? ''))
      return { error: '7', description: 'Bad parameters in the request' };
    const session = signSession(secret, { u: f.externalPlayerId!, g: symbol, t: f.token });
    const url = new URL(`${prefix}/pp/gs2c/openGame.do`, originOf(f.lobbyUrl, base()));
    url.searchParams.set('gameSymbol', symbol);
    url.searchParams.set('lang', f.language ?? 'vi');
    url.searchParams.set('platform', f.platform ?? 'WEB');
    url.searchParams.set('s', session);
    if (f.lobbyUrl) url.searchParams.set('lobbyUrl', f.lobbyUrl);
    if (f.cashierUrl) url.searchParams.set('cashierUrl', f.cashierUrl);
    return { error: '0', description: 'OK', gameURL: url.toString() };
  });

  app.get('/pp/gs2c/openGame.do', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const lang = launchLang(request, q.lang);
    const s = q.s ? openSession(await opts.ppSecret(), q.s) : null;
    if (!s) throw sandboxError(401, 'SESSION_REQUIRED', 'errors.badSession');
    const title = ppSlotTitle(s.g);
    const table = PP_TABLES.find((t) => t.game === s.g);
    const common = {
      base: `${prefix}/pp`,
      assets: `${prefix}/assets`,
      provider: 'pp' as const,
      brand: 'Pragmatic Play',
      game: s.g,
      session: q.s!,
      lobbyUrl: q.lobbyUrl ?? null,
    };
    if (title) {
      return html(
        reply,
        screenPage(
          {
            ...common,
            kind: 'slot',
            name: slotTitleName(title, lang),
            palette: title.palette,
            rows: title.data.rows,
            lines: title.lines,
            ways: title.data.mode.kind === 'ways' ? title.paths : 0,
            cost: title.data.cost,
            lineBets: PP_LINE_BETS,
            symbols: slotScreenSymbols(title, lang),
            paylines: title.paylines,
            freeSpins: title.data.freeSpins ?? null,
            rules: slotRules(title, lang),
          },
          lang,
        ),
      );
    }
    return html(
      reply,
      screenPage(
        {
          ...common,
          kind: 'table',
          name: table!.name(lang),
          palette: ['#052e16', '#4ade80'],
          layout: table!.layout,
          chips: CHIPS,
          rules: table!.rules(lang),
        },
        lang,
      ),
    );
  });

  app.get('/pp/api/session', async (request) => {
    const s = await ppSession(request);
    const opened = await pp.open(s);
    const free = await pp.freeRounds(s);
    return ok({
      userId: opened.userId,
      balance: opened.cash,
      freeRounds: free.reduce((n, b) => n + b.roundsLeft, 0),
      freeLineBet: free[0]?.lineBet ?? null,
    });
  });
  app.post('/pp/api/spin', async (request) =>
    ok(await pp.spin(await ppSession(request), parse(ZSpin, request.body).lineBet, requestLang(request))),
  );
  app.get('/pp/api/table', async (request) => ok(await pp.view((await ppSession(request)).g, requestLang(request))));
  app.post('/pp/api/bet', async (request) =>
    ok(await pp.tableBet(await ppSession(request), parse(ZBet, request.body))),
  );
  app.get('/pp/api/bets', async (request) => ok(await pp.bets(await ppSession(request), requestLang(request))));
  app.get('/pp/api/games', async (request) =>
    ok([
      ...PP_SLOT_TITLES.map((t) => ({
        symbol: t.symbol,
        name: slotTitleName(t, requestLang(request)),
        type: 'slot',
        lines: t.lines,
        ways: t.data.mode.kind === 'ways' ? t.paths : 0,
        /** the stake is the line bet times this */
        cost: t.data.cost,
        rtp: measuredRtp(t),
        volatility: t.data.volatility,
      })),
      ...PP_TABLES.map((t) => ({ symbol: t.game, name: t.name(requestLang(request)), type: 'live' })),
    ]),
  );

  /** PP's data feed of game rounds: `login` (secure login) and `password` (the secret key), from `timepoint`. */
  app.get('/pp/IntegrationService/v3/DataFeeds/gamerounds/', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    if (q.password !== (await opts.ppSecret())) return reply.status(401).type('text/plain').send('error=5\n');
    const from = Number(q.timepoint ?? 0);
    const to = q.endTimepoint ? Number(q.endTimepoint) : Date.now();
    return reply.type('text/csv; charset=utf-8').send(await pp.gameRounds(Number.isFinite(from) ? from : 0, to));
  });

  // ─── AWC (AE Sexy, SV388) ──────────────────────────────────────────────────────────────────

  const awcSession = async (request: FastifyRequest): Promise<Session> => {
    const raw = request.headers['x-sandbox-session'];
    const s = typeof raw === 'string' ? openSession(await opts.awcKey(), raw) : null;
    if (!s) throw sandboxError(401, 'SESSION_REQUIRED', 'errors.badSession');
    return s;
  };
  const awcAuth = async (f: Record<string, string>) => f.cert === (await opts.awcKey()) && Boolean(f.agentId);

  app.post('/awc/wallet/createMember', async (request) => {
    const f = form(request);
    if (!(await awcAuth(f))) return { status: '1027', desc: 'Invalid Certificate' };
    if (!/^[1-9]\d{0,14}$/.test(f.userId ?? '')) return { status: '1000', desc: 'Invalid user Id' };
    if (f.currency && f.currency !== 'VND') return { status: '1004', desc: 'Invalid Currency' };
    // members live at the operator: creating one twice is AWC's 1001, which callers treat as done
    return { status: '0000', desc: 'Success' };
  });

  app.post('/awc/wallet/doLoginAndLaunchGame', async (request) => {
    const f = form(request);
    if (!(await awcAuth(f))) return { status: '1027', desc: 'Invalid Certificate' };
    if (!/^[1-9]\d{0,14}$/.test(f.userId ?? '')) return { status: '1000', desc: 'Invalid user Id' };
    const table = AWC_TABLES.find((t) => t.game === f.gameCode && t.platform === f.platform);
    if (!table) return { status: '1033', desc: 'Invalid Game' };
    const url = new URL(`${prefix}/awc/player/login/apiLogin0`, originOf(f.externalURL, base()));
    url.searchParams.set('platform', table.platform);
    url.searchParams.set('gameCode', table.game);
    url.searchParams.set('language', f.language ?? 'vn');
    url.searchParams.set('isMobileLogin', f.isMobileLogin === 'true' ? 'true' : 'false');
    url.searchParams.set('s', signSession(await opts.awcKey(), { u: f.userId!, g: table.game }));
    if (f.externalURL) url.searchParams.set('externalURL', f.externalURL);
    return { status: '0000', url: url.toString() };
  });

  app.get('/awc/player/login/apiLogin0', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    // AWC writes Vietnamese `vn`: anything but English reads as Vietnamese
    const lang = launchLang(request, q.language);
    const s = q.s ? openSession(await opts.awcKey(), q.s) : null;
    if (!s) throw sandboxError(401, 'SESSION_REQUIRED', 'errors.badSession');
    const table = AWC_TABLES.find((t) => t.game === s.g)!;
    const sexy = table.platform === 'SEXYBCRT';
    return html(
      reply,
      screenPage(
        {
          base: `${prefix}/awc`,
          assets: `${prefix}/assets`,
          provider: 'awc',
          brand: sexy ? 'AE Sexy' : 'SV388',
          kind: 'table',
          game: table.game,
          name: table.name(lang),
          session: q.s!,
          lobbyUrl: q.externalURL ?? null,
          palette: sexy ? ['#4a044e', '#f0abfc'] : ['#431407', '#fb923c'],
          layout: table.layout,
          chips: CHIPS,
          rules: table.rules(lang),
        },
        lang,
      ),
    );
  });

  app.get('/awc/api/session', async (request) => {
    const s = await awcSession(request);
    return ok({ userId: s.u, balance: await awc.balance(s) });
  });
  app.get('/awc/api/table', async (request) => ok(await awc.view((await awcSession(request)).g, requestLang(request))));
  app.post('/awc/api/bet', async (request) =>
    ok(await awc.tableBet(await awcSession(request), parse(ZBet, request.body))),
  );
  app.get('/awc/api/bets', async (request) => ok(await awc.bets(await awcSession(request), requestLang(request))));

  /** AWC's bet records by transaction time (`startTime`, `endTime` ISO), for the operator's reconciliation. */
  app.post('/awc/fetch/gzip/getTransactionByTxTime', async (request) => {
    const f = form(request);
    if (!(await awcAuth(f))) return { status: '1027', desc: 'Invalid Certificate' };
    const from = new Date(f.startTime ?? '');
    const to = new Date(f.endTime ?? '');
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
      return { status: '1024', desc: 'Invalid date time format' };
    return { status: '0000', transactions: await awc.transactions(from, to, f.platform || undefined) };
  });
}
