import { openSession, type SandboxStore, signSession } from '@app/house-games/partners';
import { langOf, type ProviderLang } from '@app/provider-kit/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { BtiSandboxWallet, btiHttp } from './bti.sandbox';
import { SabaSandboxWallet, sabaHttp } from './saba.sandbox';
import { sandboxT } from './sportsbook.i18n';
import { SPORTSBOOK_CSS, SPORTSBOOK_JS, sportsbookPage } from './sportsbook.page';
import { type SportsbookCode, type SportsbookGame, SportsbookSandbox, SportsSandboxError } from './sportsbook.sandbox';

export interface SportsbookSandboxesOptions {
  pool: pg.Pool;
  store: SandboxStore;
  /** the operator's wallet base (this server over loopback) */
  walletBaseUrl: () => string;
  /** the key each sandbox signs its sessions with: SABA's vendor id, BTI's provider secret */
  key: (code: SportsbookCode) => Promise<string>;
  /** run the settlement loops (default on) */
  settle?: boolean;
  expose?: (s: { saba: SportsbookSandbox; bti: SportsbookSandbox }) => void;
}

const ZBet = z.object({
  match: z.string().uuid(),
  selection: z.string().min(1).max(40),
  stake: z.number().int(),
});
const ZParlay = z.object({
  legs: z
    .array(z.object({ match: z.string().uuid(), selection: z.string().min(1).max(40) }))
    .min(2)
    .max(10),
  stake: z.number().int(),
});
const GAMES: readonly SportsbookGame[] = ['lobby', 'vsports'];
const NAMES: Record<SportsbookCode, string> = { saba: 'SABA Sports', bti: 'BTI Sports' };

const form = (request: FastifyRequest): Record<string, string> => {
  const b = request.body;
  if (b && typeof b === 'object' && !Buffer.isBuffer(b))
    return Object.fromEntries(Object.entries(b as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  return {};
};

/**
 * The SABA and BTI sandboxes (decision 146), under /partners: their launch APIs, sportsbook
 * screens, the screens' play API and their bet records. Separate parties: money reaches the
 * platform only through /provider/saba and /provider/bti over loopback HTTP, in their formats.
 */
export async function sportsbookSandboxesPlugin(app: FastifyInstance, opts: SportsbookSandboxesOptions) {
  const log = app.log;
  const saba = new SportsbookSandbox(
    'saba',
    opts.pool,
    opts.store,
    new SabaSandboxWallet(
      () => opts.key('saba'),
      sabaHttp(() => `${opts.walletBaseUrl()}/provider/saba`),
    ),
    log,
  );
  const btiWallet = new BtiSandboxWallet(btiHttp(() => `${opts.walletBaseUrl()}/provider/bti`));
  const bti = new SportsbookSandbox('bti', opts.pool, opts.store, btiWallet, log);
  const books = { saba, bti };
  opts.expose?.(books);
  if (opts.settle !== false) {
    app.addHook('onReady', async () => {
      saba.start();
      bti.start();
    });
    app.addHook('onClose', async () => {
      saba.stop();
      bti.stop();
    });
  }
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }
  // the screen asks in its page's language; a launch page is in the language its launch named
  const langOfRequest = (request: FastifyRequest): ProviderLang => {
    const params = request.params as { lang?: string } | undefined;
    const q = request.query as { lang?: string } | undefined;
    return langOf(params?.lang ?? q?.lang ?? request.headers['accept-language']);
  };
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, request, reply) => {
    const lang = langOfRequest(request);
    if (err instanceof SportsSandboxError)
      return reply.status(err.statusCode).send({ success: false, code: err.code, message: err.in(lang) });
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) log.error({ err }, 'sportsbook sandbox failed');
    return reply.status(status).send({ success: false, code: 'SANDBOX_ERROR', message: sandboxT(lang)('errors.busy') });
  });
  const prefix = app.prefix;
  const html = (reply: FastifyReply, body: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(body);

  const session = async (code: SportsbookCode, request: FastifyRequest) => {
    const raw = request.headers['x-sandbox-session'];
    const s = typeof raw === 'string' ? openSession(await opts.key(code), raw) : null;
    if (!s || !GAMES.includes(s.g as SportsbookGame)) throw new SportsSandboxError(401, 'SESSION_REQUIRED', 'session');
    return { userId: s.u, game: s.g as SportsbookGame, lang: langOfRequest(request) };
  };

  const screen = (
    code: SportsbookCode,
    reply: FastifyReply,
    s: string,
    game: SportsbookGame,
    lobby: string | null,
    lang: ProviderLang,
  ) =>
    html(
      reply,
      sportsbookPage({
        code,
        brand: NAMES[code],
        game,
        lang,
        api: `${prefix}/${code}/api`,
        assets: `${prefix}/sportsbook-assets`,
        session: s,
        lobbyUrl: lobby,
      }),
    );

  app.get('/sportsbook-assets/sportsbook.js', { schema: { hide: true } }, async (_q, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SPORTSBOOK_JS),
  );
  app.get('/sportsbook-assets/sportsbook.css', { schema: { hide: true } }, async (_q, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(SPORTSBOOK_CSS),
  );

  // ─── SABA: CreateMember and GetSabaUrl (research file 3.8), its screen ─────────────────────

  const sabaVendor = async (f: Record<string, string>) =>
    f.vendor_id !== undefined && f.vendor_id === (await opts.key('saba'));
  const memberOk = (id: string | undefined) => /^[1-9]\d{0,14}$/.test(id ?? '');

  app.post('/saba/api/CreateMember', { schema: { hide: true } }, async (request) => {
    const f = form(request);
    if (!(await sabaVendor(f))) return { error_code: 1, message: 'Invalid vendor_id' };
    if (!memberOk(f.vendor_member_id)) return { error_code: 2, message: 'Invalid vendor_member_id' };
    if (f.currency !== undefined && f.currency !== '51') return { error_code: 3, message: 'Invalid currency' };
    // members live at the operator (seamless): creating one again is a success
    return { error_code: 0, message: 'Success' };
  });

  app.post('/saba/api/GetSabaUrl', { schema: { hide: true } }, async (request) => {
    const f = form(request);
    if (!(await sabaVendor(f))) return { error_code: 1, message: 'Invalid vendor_id' };
    if (!memberOk(f.vendor_member_id)) return { error_code: 2, message: 'Member not found' };
    const url = new URL(`${prefix}/saba/sports`, opts.walletBaseUrl());
    url.searchParams.set('s', signSession(await opts.key('saba'), { u: f.vendor_member_id!, g: 'lobby' }));
    url.searchParams.set('platform', f.platform === '2' ? '2' : '1');
    return { error_code: 0, message: 'Success', Data: url.toString() };
  });

  app.get('/saba/sports', { schema: { hide: true } }, async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const key = await opts.key('saba');
    const s = q.s ? openSession(key, q.s) : null;
    if (!s) throw new SportsSandboxError(401, 'SESSION_REQUIRED', 'session');
    // SABA's client appends `types=` for its virtual sports (T1's launch)
    const game: SportsbookGame = q.types === 'virtualsport' ? 'vsports' : 'lobby';
    const session = signSession(key, { u: s.u, g: game });
    return screen('saba', reply, session, game, q.lobbyUrl ?? null, langOfRequest(request));
  });

  /** SABA's bet details for the operator's reconciliation: vendor_id, start_date and end_date (ISO). */
  app.post('/saba/api/GetBetDetail', { schema: { hide: true } }, async (request) => {
    const f = form(request);
    if (!(await sabaVendor(f))) return { error_code: 1, message: 'Invalid vendor_id' };
    const from = new Date(f.start_date ?? '');
    const to = new Date(f.end_date ?? '');
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return { error_code: 4, message: 'Invalid date' };
    const rows = await saba.records(from, to);
    return {
      error_code: 0,
      message: 'Success',
      Data: {
        BetDetails: rows.map((r) => ({
          trans_id: r.reference,
          vendor_member_id: r.userId,
          match_id: r.ticket.match,
          stake: r.stake / 1000,
          winlost_amount: r.payout === null ? 0 : (r.payout - r.stake) / 1000,
          ticket_status: r.status === 'settled' ? 'settled' : r.status === 'refunded' ? 'void' : 'running',
          transaction_time: r.createdAt.toISOString(),
        })),
      },
    };
  });

  // ─── BTI: the launch URL {lang}/sports?operatorToken= (research file 4.5), its records ────

  app.get('/bti/:lang/sports', { schema: { hide: true } }, async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const token = q.operatorToken ?? '';
    const lang = langOfRequest(request);
    if (!token || token === 'logout' || token.length > 256)
      return html(reply, `<!doctype html><meta charset="utf-8"><p>${sandboxT(lang)('page.btiLogin')}</p>`);
    // BTI's first call when its page opens: ValidateToken names the player and keeps the session
    const who = await btiWallet.validate(token);
    if (!who || 'error' in who) throw new SportsSandboxError(401, 'SESSION_REQUIRED', 'session');
    const game: SportsbookGame = q.game === 'vsports' ? 'vsports' : 'lobby';
    const s = signSession(await opts.key('bti'), { u: who.custId, g: game });
    return screen('bti', reply, s, game, q.lobbyUrl ?? null, lang);
  });

  /** BTI's settled-and-open bets by creation time, for the operator's reconciliation (key: the provider's secret). */
  app.get('/bti/api/reports/bets', { schema: { hide: true } }, async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    if (q.key !== (await opts.key('bti'))) return reply.status(401).send({ error_code: -3, bets: [] });
    const from = new Date(q.from ?? '');
    const to = new Date(q.to ?? '');
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
      return reply.status(400).send({ error_code: -10, bets: [] });
    const rows = await bti.records(from, to);
    return {
      error_code: 0,
      bets: rows.map((r) => ({
        ReserveID: r.reference,
        CustomerID: r.userId,
        Stake: r.stake,
        Return: r.payout,
        Status: r.status,
        CreationDateUTC: r.createdAt.toISOString(),
      })),
    };
  });

  // ─── the screens' play API (both) ─────────────────────────────────────────────────────────

  for (const code of ['saba', 'bti'] as const) {
    const book = books[code];
    app.get(`/${code}/api/matches`, { schema: { hide: true } }, async (request) => {
      const s = await session(code, request);
      return { success: true, data: { game: s.game, matches: await book.matches(s.game, s.lang) } };
    });
    app.post(`/${code}/api/bet`, { schema: { hide: true } }, async (request) => {
      const s = await session(code, request);
      const parsed = ZBet.safeParse(request.body);
      if (!parsed.success) throw new SportsSandboxError(400, 'VALIDATION_ERROR', 'invalidBet');
      return { success: true, data: await book.bet(s.userId, s.game, parsed.data) };
    });
    app.post(`/${code}/api/parlay`, { schema: { hide: true } }, async (request) => {
      const s = await session(code, request);
      const parsed = ZParlay.safeParse(request.body);
      if (!parsed.success) throw new SportsSandboxError(400, 'VALIDATION_ERROR', 'invalidBet');
      return { success: true, data: await book.parlay(s.userId, s.game, parsed.data) };
    });
    app.get(`/${code}/api/bets`, { schema: { hide: true } }, async (request) => {
      const s = await session(code, request);
      return { success: true, data: await book.bets(s.userId, s.game, 20, s.lang) };
    });
  }
}
