import { installVietnameseErrors } from '@app/contract';
import { analyticsTags } from '@app/contract/analytics';
import { partnerSandboxesPlugin, SandboxStore } from '@app/house-games/partners';
import { houseGamesPlugin, type TableLimitsStore } from '@app/house-games/server';
import { FAST_SCHEDULE, OFFICIAL_SCHEDULE } from '@app/lottery';
import { type LotteryService, lotteryPlugin, XsktMienBacSource, XsmbCsvSource } from '@app/lottery/server';
import { loopbackUrl } from '@app/provider-kit/play-api';
import { fixturesBetween, type SportsbookOptions, sportsbookPlugin } from '@app/sportsbook/server';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createServices, type Services } from './app.services';
import type { Deployment } from './brands/brands.deployment';
import type { Env } from './config/env';
import { ChangeBus } from './db/changes';
import type { Db } from './db/client';
import { JobClaims } from './db/jobs';
import { ListenConnection } from './db/listen';
import { staffMaskingPlugin } from './modules/admin/admin.masking';
import { adminRoutes, staffPlayerRoutes } from './modules/admin/admin.routes';
import { staffAccountRoutes } from './modules/admin/admin.staff.routes';
import { staffSupportRoutes } from './modules/admin/admin.support.routes';
import { agentsRoutes } from './modules/agents/agents.routes';
import { amlRoutes } from './modules/aml/aml.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { staffListRoutes } from './modules/backoffice/backoffice.lists.routes';
import { backofficePlayerRoutes } from './modules/backoffice/backoffice.players.routes';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes';
import { banksRoutes } from './modules/banks/banks.routes';
import { cmsBannerRoutes, cmsPromoPageRoutes, cmsRoutes } from './modules/cms/cms.routes';
import { contentRoutes } from './modules/content/content.routes';
import { eventsAdminRoutes, eventsRoutes } from './modules/events/events.routes';
import { withSiteEvents } from './modules/events/events.site';
import { deliverDue, EXCLUSION_REGISTRY_CHANNEL } from './modules/exclusions/exclusions.peers';
import { exclusionPeerRoutes, exclusionsRoutes } from './modules/exclusions/exclusions.routes';
import { freeSpinsRoutes } from './modules/freespins/freespins.routes';
import { gamesRoutes } from './modules/games/games.routes';
import { siteCatalogue } from './modules/games/games.site';
import { gamesAdminRoutes } from './modules/gamesadmin/gamesadmin.routes';
import { TableLimitsAdmin } from './modules/gamesadmin/table-limits.admin';
import { tableLimitsRoutes } from './modules/gamesadmin/table-limits.routes';
import { giftcodesRoutes } from './modules/giftcodes/giftcodes.routes';
import jurisdictionsPlugin from './modules/jurisdictions/jurisdictions.plugin';
import { jurisdictionsRoutes } from './modules/jurisdictions/jurisdictions.routes';
import { kycRoutes } from './modules/kyc/kyc.routes';
import { LotteryAdmin } from './modules/lottery/lottery.admin';
import { lotteryAdminRoutes } from './modules/lottery/lottery.admin.routes';
import { sandboxInboxRoutes } from './modules/messaging/messaging.inbox';
import { messagingDevRoutes } from './modules/messaging/messaging.routes';
import { twilioStatusRoutes } from './modules/messaging/messaging.webhooks';
import { missionsRoutes } from './modules/missions/missions.routes';
import { countProviderCallbacks, countRequests, opsRoutes } from './modules/ops/ops.routes';
import { paymentsRoutes } from './modules/payments/payments.plugin';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { sitePromotions } from './modules/promotions/promotions.site';
import { protectionRoutes } from './modules/protection/protection.routes';
import { previousDay } from './modules/providers/adapters/adapters.reconcile';
import { providerAccountRoutes } from './modules/providers/adapters/adapters.routes';
import { awcRoutes } from './modules/providers/adapters/awc/awc.routes';
import { btiRoutes } from './modules/providers/adapters/bti/bti.routes';
import { ppRoutes } from './modules/providers/adapters/pp/pp.routes';
import { sabaRoutes } from './modules/providers/adapters/saba/saba.routes';
import { betHistoryRoutes, providerWalletRoutes } from './modules/providers/providers.routes';
import { sportsbookSandboxesPlugin } from './modules/providers/sandboxes/sportsbook.routes';
import { SportsAdmin } from './modules/sports/sports.admin';
import { sportsAdminRoutes } from './modules/sports/sports.admin.routes';
import { SportsDesk } from './modules/sports/sports.desk';
import { sportsDeskRoutes } from './modules/sports/sports.desk.routes';
import { sportsRoutes } from './modules/sports/sports.routes';
import { streamsRoutes } from './modules/streams/streams.routes';
import { systemRoutes } from './modules/system/system.routes';
import { supportRoutes } from './modules/system/system.support.routes';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes';
import { transfersRoutes } from './modules/transfers/transfers.routes';
import { registerTransferSandboxes, startTransferJobs } from './modules/transfers/transfers.wiring';
import { vipRoutes } from './modules/vip/vip.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { adminAppPlugin } from './plugins/admin-app';
import errorsPlugin, { apiNotFound, frameworkErrors } from './plugins/errors';
import maintenancePlugin from './plugins/maintenance';
import openapiPlugin, { openapiDocumentPlugin } from './plugins/openapi';
import { GuestPageCache } from './plugins/page-cache';
import requestLocalePlugin from './plugins/request-locale';
import securityHeadersPlugin, { thirdPartySources } from './plugins/security-headers';
import sessionGuardsPlugin from './plugins/session-guards';
import textGuardPlugin from './plugins/text-guard';
import { type WebMode, webPlugin } from './plugins/web';

export type { Services } from './app.services';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Db;
    services: Services;
    /** scheduled jobs run once per period across instances (db/jobs.ts) */
    jobs: JobClaims;
    /** cache invalidation across instances (db/changes.ts) */
    changes: ChangeBus;
    /** guests' rendered pages (plugins/page-cache.ts), used when the site is served */
    pageCache: GuestPageCache;
    /** every brand this process serves and the pool they share (decision 154) */
    deployment: Deployment;
  }
}

export interface BuildAppOptions {
  env: Env;
  db: Db;
  /** Serve the player site too; tests of the API alone leave it off. */
  web?: WebMode | false;
  logger?: FastifyServerOptions['logger'];
  /** Run the ledger reconciliation in-process this often (ms); 0 turns it off. Default: 10 min, off in tests. */
  ledgerCheckIntervalMs?: number;
  /** Run the sportsbook's sandbox feed and settlement loop. Default: on, off in tests (they drive it). */
  sportsFeed?: boolean;
  /** The IM and WS168 sandboxes settle their tickets every second. Default: on, off in tests (they settle by hand). */
  transferSandboxSettle?: boolean;
  /** The brands of a multi-brand deployment (brands/brands.deployment.ts); unset: this app's brand alone. */
  deployment?: Deployment;
}

/**
 * Which caches each table's changes drop, on every instance (decision 102). A table listed here
 * carries the `notify_table_changed` trigger (migration cluster_scale_out).
 */
function dropCachesOnChange(changes: ChangeBus, s: Services): void {
  changes.on('providers', () => s.providers.dropCaches());
  for (const table of ['games', 'game_partners', 'jackpot_pools']) changes.on(table, () => s.games.dropCaches());
  changes.on('missions', () => s.missions.dropCaches());
  changes.on('tournaments', () => s.tournaments.dropCaches());
  changes.on('vip_rules', () => s.vip.dropCaches());
  changes.on('promotions', () => s.promotions.dropCaches());
  changes.on('payment_settings', () => s.payments.settings.invalidate());
  changes.on('aml_settings', () => s.aml.settings.invalidate());
  changes.on('jurisdiction_settings', () => s.jurisdictions.invalidate());
}

/**
 * Tables whose changes show on guests' pages (decision 110): the catalogue and jackpots, content
 * and CMS pages, promotions, missions and the lucky-spin prizes. Each carries the
 * `notify_table_changed` trigger; a change on any instance drops every cached page.
 */
const GUEST_PAGE_TABLES = [
  'providers',
  'games',
  'game_partners',
  'game_categories',
  'game_category_links',
  'game_images',
  'jackpot_pools',
  'promotions',
  'missions',
  'tournaments',
  'vip_rules',
  'news_articles',
  'content_pages',
  'info_pages',
  'info_page_revisions',
  'lucky_spin_prizes',
  'home_banners',
  'home_banner_revisions',
  // the promised times and the rules that hold money are written on the pages (decision 125)
  'payment_settings',
  'aml_settings',
];

/**
 * Guests' rendered pages (decision 110): dropped on every instance by the change notifications,
 * and on this one before a staff change's answer leaves, so the staff member's next look at the
 * site shows it without waiting for the notification's round trip.
 */
function guestPageCache(app: FastifyInstance, env: Env, changes: ChangeBus): GuestPageCache {
  const pageCache = new GuestPageCache({ ttlMs: env.PAGE_CACHE_SECONDS * 1000 });
  app.decorate('pageCache', pageCache);
  for (const table of GUEST_PAGE_TABLES) changes.on(table, () => pageCache.clear());
  return pageCache;
}

/**
 * Drops the guest pages when a staff change's answer leaves. In the site's context (where the
 * back office's API is), so provider callbacks do not run it (decision 115).
 */
function clearPagesOnStaffChange(app: FastifyInstance, pageCache: GuestPageCache): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/admin-api/'))
      pageCache.clear();
    return payload;
  });
}

/**
 * An entry added to the shared registry by any brand or peer (decision 158) excludes the
 * matching online players of this brand at once; after a lost connection every online player is
 * checked again. Entries to peers leave from the outbox every 15 s.
 */
async function listenToRegistry(app: FastifyInstance, services: Services, registryDb: Db): Promise<void> {
  const sweep = () => {
    services.exclusions.sweepOnline().catch((err) => app.log.warn({ err }, 'exclusion registry: sweep failed'));
  };
  const connection = new ListenConnection({
    clientConfig: registryDb.listenConfig,
    channel: EXCLUSION_REGISTRY_CHANNEL,
    name: 'exclusion-registry',
    log: app.log,
    onNotify: sweep,
    onReconnect: sweep,
    firstDelayMs: 250,
    maxDelayMs: 10_000,
  });
  await connection.listen();
  app.addHook('onClose', () => connection.close());
  const secret = app.env.EXCLUSION_PEER_SECRET;
  if (secret && services.exclusions.config.peers.length > 0 && app.env.NODE_ENV !== 'test') {
    const stop = services.ops.every('exclusions.deliver', 15_000, () => deliverDue(services.exclusions, { secret }));
    app.addHook('onClose', async () => stop());
  }
}

/** A provider wallet callback (`/provider/{code}/...`), by its raw request's URL. */
const isProviderCallback = (request: { url?: string }) => request.url?.startsWith('/provider/') === true;

/** Builds the whole server: external plugins, app plugins, then routes. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env, db } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: 256 * 1024,
    // Fastify's overloads reject a union here; every form TRUST_PROXY parses to is one Fastify accepts.
    trustProxy: env.TRUST_PROXY as string,
    genReqId: () => crypto.randomUUID(),
    // Provider callbacks are on record in the provider transactions: no per-request info lines
    // for them; their errors are still logged (decision 115).
    logController: new LogController({ disableRequestLogging: isProviderCallback }),
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
    return503OnClosing: true,
    // The site plugin imports the whole server build; at load 45+ on two shared cores that alone
    // passed Fastify's default 10 s, and every start-up failed (decision 173's notes).
    pluginTimeout: 60_000,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // Default validation messages in Vietnamese for every schema (zod's config is process-wide).
  installVietnameseErrors();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deployment: Deployment = opts.deployment ?? {
    sharedDb: db,
    brands: [{ appName: env.APP_NAME, hosts: [], primary: true, db, services: () => services }],
  };
  const services = createServices(env, db, app.log, {
    sharedDb: deployment.sharedDb,
    // The transfer sandboxes answer on this app's own listener. With several brands PORT is the
    // dispatcher's, which would send this brand's calls to the primary brand: until the app
    // listens, a call fails (and its job retries) rather than go there.
    selfUrl: () =>
      app.server.listening || opts.deployment ? loopbackUrl(app, 'transfers') : `http://127.0.0.1:${env.PORT}`,
  });
  app.decorate('deployment', deployment);
  app.decorate('env', env);
  app.decorate('db', db);
  app.decorate('services', services);
  // What a crash left undelivered goes out now; the poll catches failed deliveries' retries.
  services.domainEvents.start(env.NODE_ENV === 'test' ? 0 : 5_000);
  app.addHook('onClose', () => services.domainEvents.close());
  const jobs = new JobClaims(db.pool, env.INSTANCE_NAME);
  app.decorate('jobs', jobs);
  const changes = new ChangeBus(db.listenConfig, app.log);
  app.decorate('changes', changes);
  dropCachesOnChange(changes, services);
  const pageCache = guestPageCache(app, env, changes);
  services.ops.watchPageCache(pageCache.stats);
  countRequests(app, services.ops.metrics);
  // The cashier settings row (its gateway secrets are generated once) exists before the first
  // page: guests' pages read these settings (decision 125), and creating the row in the middle of
  // a render would drop the page cache under it. Before LISTEN starts, so this instance does not
  // hear its own insert.
  await services.payments.settings.get();
  await changes.start();
  app.addHook('onClose', () => changes.close());
  await listenToRegistry(app, services, deployment.sharedDb);
  if (env.NODE_ENV !== 'test') {
    const promotionsMs = 10 * 60_000;
    const stopPromotionJobs = services.promotions.startJobs(promotionsMs, () => jobs.claim('promotions', promotionsMs));
    app.addHook('onClose', async () => stopPromotionJobs());
    // Wins whose record a crash lost still reach wagering and missions (decision 070).
    const recoveryMs = 5 * 60_000;
    const stopRecovery = services.providers.startRecovery(recoveryMs, () =>
      jobs.claim('providers.recovery', recoveryMs),
    );
    app.addHook('onClose', async () => stopRecovery());
    // tournaments ended: results frozen and prizes paid once (decision 138)
    const stopTournaments = services.tournaments.startJobs((name, ms, job) => services.ops.every(name, ms, job));
    app.addHook('onClose', async () => stopTournaments());
    // free rounds whose time is up end with a history line (decision 164)
    const stopFreeSpins = services.freeSpins.startJobs((name, ms, job) => services.ops.every(name, ms, job));
    app.addHook('onClose', async () => stopFreeSpins());
    // VIP weekly bonuses and level-ups a failure left unpaid (decision 144)
    const stopVip = services.vip.startJobs((name, ms, job) => services.ops.every(name, ms, job));
    app.addHook('onClose', async () => stopVip());
    // AML's linked-accounts and gift-code rules, once per interval across instances (decision 097)
    const stopAml = services.ops.every('aml.sweep', 15 * 60_000, () => services.aml.sweep());
    app.addHook('onClose', async () => stopAml());
    // providers answering with errors, payouts in doubt: alerts for staff (decision 106)
    const stopHealth = services.ops.every('ops.health-alerts', 5 * 60_000, () => services.ops.checkHealth());
    app.addHook('onClose', async () => stopHealth());
    // alert messages the hourly limit held back go out as one digest per recipient (decision 123)
    const stopDigest = services.ops.every('ops.alert-digest', 5 * 60_000, () => services.ops.notifier.sendDigests());
    app.addHook('onClose', async () => stopDigest());
    // PP's and AWC's round records against ours, for the previous day (decision 132)
    const stopReconcile = services.ops.every('providers.reconcile', 6 * 3_600_000, () =>
      services.providerAdapters.reconcile(previousDay(), () => loopbackUrl(app, 'reconciliation')),
    );
    app.addHook('onClose', async () => stopReconcile());
    // BTI reservations neither committed nor cancelled give their stake back (docs/bti.md)
    const stopBti = services.ops.every('bti.reservations', 5 * 60_000, async () => {
      await services.providerAdapters.bti.expireReservations();
    });
    app.addHook('onClose', async () => stopBti());
    const stopTransfers = startTransferJobs(
      services.transfers,
      (n, ms, job) => services.ops.every(n, ms, job),
      env.TRANSFER_IDLE_MINUTES,
    );
    app.addHook('onClose', async () => stopTransfers());
    if (env.AGENTS_TEST_EARLY_CLOSE)
      app.log.warn(
        'AGENTS_TEST_EARLY_CLOSE is on: finance may close the running agent month early (test servers only)',
      );
    // last month's agent statements as drafts for finance, computed once after the month ends (decision 148)
    const stopAgentClose = services.ops.every('agents.month-close', 60 * 60_000, () =>
      services.agents.statements.closeDue(),
    );
    app.addHook('onClose', async () => stopAgentClose());
  }
  app.addHook('onClose', () => services.wallet.close());
  const ledgerCheckMs = opts.ledgerCheckIntervalMs ?? (env.NODE_ENV === 'test' ? 0 : 10 * 60_000);
  if (ledgerCheckMs > 0) {
    // once per interval across instances, each run kept for the operations screen (decision 098)
    const stopLedgerCheck = services.ops.every('ledger.check', ledgerCheckMs, () => services.ops.runLedgerCheck());
    app.addHook('onClose', async () => stopLedgerCheck());
  }

  // The OpenAPI document first: it collects the routes of every context registered after it.
  await app.register(openapiDocumentPlugin);
  // Provider wallet callbacks beside the site, not inside it: they run none of the site's hooks
  // and set their own security headers (decision 109).
  await app.register(providerWalletRoutes);
  await app.register(ppRoutes);
  await app.register(awcRoutes);
  await app.register(sabaRoutes);
  await app.register(btiRoutes);
  await app.register(exclusionPeerRoutes);
  await app.register((site) => siteContext(site, opts, services, changes, pageCache));
  return app;
}

/** Everything but the provider callbacks: the site's hooks, error handler, API routes and pages. */
async function siteContext(
  app: FastifyInstance,
  opts: BuildAppOptions,
  services: Services,
  changes: ChangeBus,
  pageCache: GuestPageCache,
) {
  const { env, db } = opts;
  // Before everything else, so every answer (errors and event streams too) carries them.
  await app.register(securityHeadersPlugin, {
    thirdParty: thirdPartySources({
      liveChat: Boolean(env.LIVE_CHAT_LICENSE),
      miniGameScriptUrl: services.system.brand().miniGameScriptUrl,
      analytics: analyticsTags(env.ANALYTICS_SITE_CODE),
    }),
    development: opts.web === 'development',
  });

  clearPagesOnStaffChange(app, pageCache);

  // external plugins
  await app.register(cookie);
  countProviderCallbacks(app);
  await app.register(openapiPlugin);

  // app plugins
  await app.register(requestLocalePlugin);
  await app.register(errorsPlugin);
  await app.register(textGuardPlugin);
  await app.register(sessionGuardsPlugin);
  // before the routes it guards: it adds its check as each one is registered
  await app.register(jurisdictionsPlugin);
  await app.register(maintenancePlugin, { isOn: () => services.system.isMaintenance() });

  // routes
  await app.register(systemRoutes);
  await app.register(contentRoutes);
  await app.register(authRoutes);
  await app.register(messagingDevRoutes);
  await app.register(sandboxInboxRoutes);
  await app.register(twilioStatusRoutes);
  await app.register(gamesRoutes);
  await app.register(streamsRoutes);
  await app.register(betHistoryRoutes);
  await app.register(staffMaskingPlugin);
  await app.register(adminRoutes);
  await app.register(staffPlayerRoutes);
  await app.register(staffAccountRoutes);
  await app.register(backofficeRoutes);
  await app.register(staffListRoutes);
  await app.register(backofficePlayerRoutes);
  await app.register(staffSupportRoutes);
  await app.register(kycRoutes);
  await app.register(supportRoutes);
  await app.register(gamesAdminRoutes);
  await app.register(providerAccountRoutes);
  await app.register(cmsRoutes);
  await app.register(cmsBannerRoutes);
  await app.register(cmsPromoPageRoutes);
  await app.register(amlRoutes);
  await app.register(jurisdictionsRoutes);
  await app.register(exclusionsRoutes);
  await app.register(opsRoutes);
  await app.register(banksRoutes);
  await app.register(paymentsRoutes);
  await app.register(walletRoutes);
  await app.register(promotionsRoutes);
  await app.register(giftcodesRoutes);
  await app.register(agentsRoutes);
  await app.register(missionsRoutes);
  await app.register(tournamentsRoutes);
  await app.register(freeSpinsRoutes);
  await app.register(vipRoutes);
  await app.register(eventsRoutes);
  await app.register(eventsAdminRoutes);
  await app.register(protectionRoutes);
  await app.register(transfersRoutes);
  await registerTransferSandboxes(
    app,
    db.pool,
    async (code) => (await services.providers.provider(code))?.secret ?? null,
    opts.transferSandboxSettle ?? env.NODE_ENV !== 'test',
  );
  // The built-in game provider: a separate party that reaches money only via /provider/house over HTTP.
  let tableLimits: TableLimitsStore | null = null;
  await app.register(houseGamesPlugin, {
    prefix: '/house',
    pool: db.pool,
    credentials: () => services.providers.houseCredentials(),
    cockfightSchedule: env.COCKFIGHT_SCHEDULE,
    liveSchedule: env.LIVE_TABLE_SCHEDULE,
    exposeLimits: (store) => {
      tableLimits = store;
    },
  });
  await app.register(
    tableLimitsRoutes(
      () =>
        new TableLimitsAdmin(
          () => tableLimits!,
          () => services.admin,
        ),
    ),
  );
  // The PP and AWC sandboxes (decision 132): separate parties calling /provider/pp and /provider/awc over HTTP.
  await app.register(partnerSandboxesPlugin, {
    prefix: '/partners',
    pool: db.pool,
    ppSecret: () => services.providerAdapters.sandboxKey('pp'),
    awcKey: () => services.providerAdapters.sandboxKey('sexy'),
    schedule: env.LIVE_TABLE_SCHEDULE,
  });
  // The SABA and BTI sandboxes (decision 146): our sportsbook's matches, staked and settled through
  // /provider/saba and /provider/bti over HTTP in those providers' formats.
  await app.register(sportsbookSandboxesPlugin, {
    prefix: '/partners',
    pool: db.pool,
    store: new SandboxStore(db.pool),
    walletBaseUrl: () => loopbackUrl(app, 'sportsbook sandboxes'),
    key: (code) => services.providerAdapters.sandboxKey(code),
    // a match's result, written on any instance, settles its tickets at the next pass
    expose: (books) =>
      changes.on('sports_fixtures', () => {
        books.saba.fixturesChanged();
        books.bti.fixturesChanged();
      }),
  });
  // The built-in lottery provider: the same kind of separate party, at /provider/lottery.
  let lottery: LotteryService | null = null;
  await app.register(lotteryPlugin, {
    prefix: '/lottery',
    pool: db.pool,
    credentials: () => services.providers.lotteryCredentials(),
    schedule: lotterySchedule(env),
    results: lotteryResults(env),
    loop: env.NODE_ENV !== 'test' || env.LOTTERY_SCHEDULE === 'fast',
    expose: (service) => {
      lottery = service;
    },
  });
  const lotteryAdmin = new LotteryAdmin(
    () => lottery!,
    () => services.admin,
  );
  await app.register(lotteryAdminRoutes(() => lotteryAdmin));
  // The built-in sportsbook: the same kind of separate party, via /provider/sports over HTTP.
  let sportsbook: Parameters<NonNullable<SportsbookOptions['expose']>>[0] | null = null;
  await app.register(sportsbookPlugin, {
    prefix: '/sports',
    pool: db.pool,
    credentials: () => services.providers.sportsCredentials(),
    feed: opts.sportsFeed ?? env.NODE_ENV !== 'test',
    expose: (parts) => {
      sportsbook = parts;
      changes.on('sports_settings', () => {
        parts.settings.invalidate();
        parts.live.changed('limits');
        // a league's margin reprices the listing
        parts.live.changed('matches');
      });
      // prices, suspensions and results written on any instance reach open screens at once
      changes.on('sports_fixtures', () => parts.live.changed('matches'));
    },
  });
  await app.register(sportsRoutes, { pool: db.pool });
  await app.register(
    sportsAdminRoutes(
      () =>
        new SportsAdmin(
          () => sportsbook!,
          () => services.admin,
          db.pool,
        ),
    ),
  );
  const sportsDesk = new SportsDesk(
    () => sportsbook!,
    () => services.admin,
    db.pool,
  );
  await app.register(sportsDeskRoutes(() => sportsDesk));
  await app.register(adminAppPlugin);
  app.all('/api/*', { schema: { hide: true } }, apiNotFound);
  app.setNotFoundHandler(apiNotFound);

  if (opts.web) {
    await app.register(webPlugin, {
      mode: opts.web,
      pageCache,
      pageCacheBypass: () => services.system.isMaintenance(),
      serverContext: (_request, cspNonce) => ({
        // the page's inline scripts carry it (plugins/security-headers.ts)
        cspNonce,
        configurations: () => services.system.configurations(),
        content: {
          newsList: (page: number, perPage: number) => services.content.listNews(page, perPage),
          newsArticle: (slug: string) => services.content.findNews(slug),
          contentPage: (slug: string) => services.content.findPage(slug),
          infoPage: (key: string, locale?: 'vi' | 'en') => services.cms.published(key, locale),
          homeBanners: () => services.cms.publishedBanners(),
          promoPage: (kind: 'khuyen-mai' | 'su-kien', slug: string, locale?: 'vi' | 'en') =>
            services.cms.publishedPromoPage(kind, slug, locale),
          sitemapEntries: () => services.content.sitemapEntries(),
        },
        games: siteCatalogue(services.games, (games) => services.tournaments.badges(games)),
        promotions: withSiteEvents(sitePromotions(services.promotions), services.events, services.promotions),
        events: { luckySpin: () => services.events.luckySpin() },
        fixtures: { list: (range: { from: string; to: string; league?: string }) => fixturesBetween(db.pool, range) },
        giftcodes: { newbieOffer: () => services.giftcodes.newbieOffer() },
        missions: { catalogue: () => services.missions.catalogue() },
        tournaments: {
          list: () => services.tournaments.list(),
          find: (slug: string) => services.tournaments.find(slug).catch(() => null),
          board: (slug: string) => services.tournaments.board(slug, null),
        },
        vip: { program: () => services.vip.program() },
        cashier: { moneyRules: () => services.payments.moneyRules() },
        support: () => services.support.view(),
      }),
    });
  }
}

/** Where lô đề Miền Bắc gets its official results (undefined: the sandbox draws every region). */
function lotteryResults(env: Env) {
  if (env.LOTTERY_RESULTS_SOURCE === 'xskt') return new XsktMienBacSource(env.LOTTERY_RESULTS_URL);
  if (env.LOTTERY_RESULTS_SOURCE === 'xsmb-csv') return new XsmbCsvSource(env.LOTTERY_RESULTS_URL);
  return undefined;
}

/** The lottery's schedule from the settings: official (siêu tốc every 75 s) or fast. */
function lotterySchedule(env: Env) {
  const base = env.LOTTERY_SCHEDULE === 'fast' ? FAST_SCHEDULE : OFFICIAL_SCHEDULE;
  return env.LOTTERY_SIEUTOC_SECONDS ? { ...base, periodSeconds: env.LOTTERY_SIEUTOC_SECONDS } : base;
}
