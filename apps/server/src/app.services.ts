import type { Env } from './config/env';
import type { Db } from './db/client';
import { JobClaims } from './db/jobs';
import type { Log } from './log';
import { StaffPlayersService } from './modules/admin/admin.players';
import { AdminService } from './modules/admin/admin.service';
import { AgentsService } from './modules/agents/agents.service';
import { AmlService } from './modules/aml/aml.service';
import { AuthService } from './modules/auth/auth.service';
import { BackofficeService } from './modules/backoffice/backoffice.service';
import { BanksService } from './modules/banks/banks.service';
import { CmsService } from './modules/cms/cms.service';
import { ContentService } from './modules/content/content.service';
import { DomainEventsService } from './modules/domain-events/domain-events.service';
import { EventsService } from './modules/events/events.service';
import { withSiteEvents } from './modules/events/events.site';
import { exclusionsConfigFrom } from './modules/exclusions/exclusions.config';
import { ExclusionsService } from './modules/exclusions/exclusions.service';
import { FreeSpinsService } from './modules/freespins/freespins.service';
import { GamesService } from './modules/games/games.service';
import { GamesAdminService } from './modules/gamesadmin/gamesadmin.service';
import { GiftcodesService } from './modules/giftcodes/giftcodes.service';
import { JurisdictionsService } from './modules/jurisdictions/jurisdictions.service';
import { KycService } from './modules/kyc/kyc.service';
import { messagingAdaptersFrom } from './modules/messaging/messaging.config';
import { MessagingService } from './modules/messaging/messaging.service';
import { MissionsService } from './modules/missions/missions.service';
import { OPS_ALERT_TOPIC, ZOpsAlertRaisedEventSchema } from './modules/ops/ops.alerts';
import { OpsService } from './modules/ops/ops.service';
import { lazyLedger } from './modules/payments/payments.ports';
import { PaymentsService } from './modules/payments/payments.service';
import { PromotionsService } from './modules/promotions/promotions.service';
import { sitePromotions } from './modules/promotions/promotions.site';
import { ProtectionService } from './modules/protection/protection.service';
import { AdaptersService } from './modules/providers/adapters/adapters.service';
import { ProvidersService } from './modules/providers/providers.service';
import { streamsConfigFrom } from './modules/streams/streams.config';
import { StreamsService } from './modules/streams/streams.service';
import { SystemService } from './modules/system/system.service';
import { SupportSettings } from './modules/system/system.support';
import { TournamentsService } from './modules/tournaments/tournaments.service';
import { TransfersService } from './modules/transfers/transfers.service';
import { VipService } from './modules/vip/vip.service';
import { WalletService } from './modules/wallet/wallet.service';
import { sealerFor } from './secrets/reseal';

export interface Services {
  auth: AuthService;
  messaging: MessagingService;
  system: SystemService;
  /** the brand's support channels and licence (decision 125) */
  support: SupportSettings;
  content: ContentService;
  games: GamesService;
  providers: ProvidersService;
  providerAdapters: AdaptersService;
  admin: AdminService;
  domainEvents: DomainEventsService;
  banks: BanksService;
  payments: PaymentsService;
  wallet: WalletService;
  promotions: PromotionsService;
  giftcodes: GiftcodesService;
  agents: AgentsService;
  missions: MissionsService;
  tournaments: TournamentsService;
  freeSpins: FreeSpinsService;
  vip: VipService;
  streams: StreamsService;
  events: EventsService;
  protection: ProtectionService;
  staffPlayers: StaffPlayersService;
  backoffice: BackofficeService;
  kyc: KycService;
  gamesAdmin: GamesAdminService;
  cms: CmsService;
  aml: AmlService;
  /** the countries the brand is licensed for (decision 149) */
  jurisdictions: JurisdictionsService;
  /** the exclusion registry every brand shares (decision 158) */
  exclusions: ExclusionsService;
  ops: OpsService;
  transfers: TransfersService;
}

/**
 * Every module's service, each given what it needs of the others at construction (a port, looked
 * up on use when that module is built later) and the server's logger.
 */
/**
 * What the app around the services gives them (decision 154). `sharedDb`: the pool of the records
 * kept once for every brand of the deployment (the exclusion registry), the primary brand's; with
 * one brand, the app's own. `selfUrl`: this app over loopback, where its sandboxes answer; with
 * several brands in one process PORT is the dispatcher's, so each app names its own listener.
 */
export interface ServiceWiring {
  sharedDb?: Db;
  selfUrl?: () => string;
}

export function createServices(env: Env, _db: Db, log: Log, wiring: ServiceWiring = {}): Services {
  const messaging = new MessagingService(_db, messagingAdaptersFrom(env));
  // One key ring seals staff TOTP secrets and providers' keys (decisions 098, 107).
  const sealer = sealerFor(env);
  // Authenticator apps list the account under the brand's name.
  const admin = new AdminService(_db, undefined, new SystemService(env).brand().brandName, undefined, sealer);
  const domainEvents = new DomainEventsService(_db, undefined, log);
  const banks = new BanksService(_db, admin, {
    usernames: async (ids) =>
      new Map(
        (await Promise.all(ids.map((id) => services.auth.getPlayer(id)))).flatMap((p) =>
          p ? [[p.id, p.username]] : [],
        ),
      ),
    verifiedNames: (ids) => services.kyc.verifiedNames(ids),
  });
  // before the wallet: its metrics observe every ledger call (decision 130)
  const ops = new OpsService(
    _db,
    {
      admin: () => services.admin,
      domainEvents: () => domainEvents,
      payments: () => services.payments,
      notify: () => ({ send: (m) => messaging.send(m), siteUrl: () => services.system.brand().siteUrl }),
      alertmanagerToken: () => env.ALERTMANAGER_WEBHOOK_TOKEN ?? null,
      instanceName: env.INSTANCE_NAME,
    },
    new JobClaims(_db.pool, env.INSTANCE_NAME),
    log,
  );
  const services: Services = {
    admin,
    domainEvents,
    banks,
    payments: new PaymentsService(_db, env, {
      ledger: lazyLedger(() => walletOf(services)),
      players: {
        getPlayer: (id) => services.auth.getPlayer(id),
        markFirstDeposit: (id, c) => services.auth.markFirstDeposit(id, c),
        lockPlayerStatus: (id, c) => services.auth.lockPlayerStatus(id, c),
      },
      domainEvents,
      banks,
      admin,
      protection: () => services.protection,
      registry: () => services.exclusions,
      siteUrl: () => services.system.brand().siteUrl,
      promotions: () => services.promotions,
      withdrawalChecks: () => [
        // money at a transfer-wallet provider comes back before any withdrawal (decision 134)
        async ({ playerId }) => {
          await services.transfers.bringHome(playerId);
          return null;
        },
        ({ playerId }) => services.promotions.withdrawalCheck(playerId),
        ({ playerId }) => services.giftcodes.withdrawalCheck(playerId),
        ({ playerId }) => services.tournaments.withdrawalCheck(playerId),
        // a VIP level's daily withdrawal limit (decision 144)
        ({ playerId, amount }) => services.vip.withdrawalCheck(playerId, amount),
        // large withdrawals need a verified identity (decision 078)
        ({ playerId, amount }) => services.kyc.withdrawalCheck({ playerId, amount }),
      ],
      // auto-approval needs a verified identity and no open AML flag (decision 097)
      autoApprovalChecks: () => [(input) => services.aml.autoApprovalHolds(input)],
      // a VIP level's withdrawal priority orders the staff queue (decision 155)
      withdrawalPriority: () => (ids) => services.vip.withdrawalPriority(ids),
      // approving or marking paid waits for compliance's outcome on an open flag (decision 105)
      payoutGate: () => ({
        refusal: (playerId, c) => services.aml.payoutRefusal(playerId, c),
        blockedAmong: (ids) => services.aml.playersWithOpenFlags(ids),
      }),
      // why a waiting withdrawal waits now, and the figures of the other rules holding money (decision 125)
      review: () => ({
        facts: (ids) => services.aml.reviewFacts(ids),
        otherRules: async () => {
          const r = await services.aml.settings.rules();
          return {
            kycThresholdVnd: env.KYC_WITHDRAWAL_THRESHOLD,
            aml: {
              largeDepositVnd: r.largeDepositVnd,
              rapidWindowHours: r.rapidWindowHours,
              rapidMinTurnoverPct: r.rapidMinTurnoverPct,
              accountsPerDevice: r.accountsPerDevice,
              accountsPerAddress: r.accountsPerAddress,
            },
          };
        },
        usernames: async (ids) =>
          new Map([...(await services.auth.playersByIds(ids))].map(([id, p]) => [id, p.username])),
      }),
      log,
    }),
    system: new SystemService(env),
    support: new SupportSettings(_db, {
      audit: (actor, action, target, details, q) => admin.audit(actor, action, target, details, q),
      brand: () => services.system.brand().appName,
      liveChat: () => env.LIVE_CHAT_LICENSE !== null && env.LIVE_CHAT_LICENSE !== undefined,
    }),
    wallet: new WalletService(_db, { log, observer: ops.metrics }),
    content: new ContentService(_db),
    messaging,
    // user.balance is the wallet's available balance, looked up on use.
    auth: new AuthService(_db, env, {
      messaging,
      wallet: () => services.wallet,
      sessionLimitMinutes: (id) => services.protection.sessionLimitMinutes(id),
      agents: () => services.agents,
      exclusions: () => services.exclusions,
    }),
    games: new GamesService(_db, {
      auth: () => services.auth,
      wallet: () => walletOf(services),
      providers: () => services.providers,
      launches: () => services.providerAdapters,
    }),
    // Live video of game cards; settings from STREAM_VERIFY_* (sandbox unless configured).
    streams: new StreamsService(streamsConfigFrom(env), { catalogue: () => services.games, log }),
    providers: new ProvidersService(_db, {
      auth: () => services.auth,
      wallet: () => walletOf(services),
      games: () => services.games,
      domainEvents: () => domainEvents,
      tickets: () => services.transfers,
      log,
      sealer,
    }),
    providerAdapters: new AdaptersService(_db, {
      providers: () => services.providers,
      freeSpins: () => services.freeSpins,
      wallet: () => walletOf(services),
      auth: () => services.auth,
      admin: () => services.admin,
      sealer,
      log,
      alerts: () => services.ops.alerts,
    }),
    promotions: new PromotionsService(_db, {
      wallet: () => walletOf(services),
      auth: () => services.auth,
      brand: () => services.system.brand().appName,
      admin: () => services.admin,
      providers: () => services.providers,
      vipRefundExtras: (ids) => services.vip.refundExtras(ids),
      log,
    }),
    agents: new AgentsService(_db, {
      auth: () => services.auth,
      wallet: () => walletOf(services),
      admin: () => services.admin,
      banks: () => services.banks,
      aml: () => services.aml,
      protection: () => services.protection,
      games: () => services.games,
      brand: () => services.system.brand(),
      now: () => new Date(),
      earlyClose: () => env.AGENTS_TEST_EARLY_CLOSE,
    }),
    giftcodes: new GiftcodesService(_db, {
      wallet: () => walletOf(services),
      auth: () => services.auth,
      banks: () => services.banks,
      admin: () => services.admin,
    }),
    missions: new MissionsService(_db, {
      wallet: () => walletOf(services),
      auth: () => services.auth,
      config: () => ({
        requireFirstDeposit: env.MISSION_REQUIRE_FIRST_DEPOSIT,
        requirePhoneVerification: env.MISSION_REQUIRE_PHONE_VERIFICATION,
      }),
      admin: () => services.admin,
    }),
    tournaments: new TournamentsService(_db, {
      wallet: () => walletOf(services),
      admin: () => services.admin,
      players: (ids) => services.auth.playersByIds(ids),
      flagged: (ids) => services.aml.playersWithOpenFlags(ids),
      gameSections: (provider, code) => services.games.sectionsOf(provider, code),
      sectionNames: async () =>
        new Map((await services.games.catalogue()).categories.map((c) => [c.slug, c.name] as const)),
      depositedSince: (id, since) => services.payments.depositedSince(id, since),
      vip: () => services.vip,
      giftcodes: () => services.giftcodes,
      freeSpins: () => services.freeSpins,
      log,
    }),
    freeSpins: new FreeSpinsService(_db, {
      wallet: () => walletOf(services),
      admin: () => services.admin,
      playerStatus: (id) => services.auth.playerStatus(id),
      log,
    }),
    vip: new VipService(_db, {
      wallet: () => walletOf(services),
      admin: () => services.admin,
      players: (ids) => services.auth.playersByIds(ids),
      gameSections: (provider, code) => services.games.sectionsOf(provider, code),
      sectionNames: async () =>
        new Map((await services.games.catalogue()).categories.map((c) => [c.slug, c.name] as const)),
      withdrawnToday: (id) => services.payments.withdrawnToday(id),
      birthdaysOn: (days) => services.kyc.birthdaysOn(days),
      log,
    }),
    protection: new ProtectionService(_db, {
      auth: () => services.auth,
      wallet: () => walletOf(services),
      providerPlay: () => services.transfers,
      registry: () => services.exclusions,
    }),
    backoffice: new BackofficeService(_db, { admin: () => services.admin }),
    kyc: new KycService(_db, { admin: () => services.admin }, env.KYC_WITHDRAWAL_THRESHOLD),
    gamesAdmin: new GamesAdminService(_db, {
      admin: () => services.admin,
      sealSecret: (code, secret) => services.providers.sealSecret(code, secret),
      invalidate: (provider) => {
        services.games.dropCaches();
        if (provider) services.providers.forget(provider);
      },
    }),
    cms: new CmsService(_db, {
      admin: () => services.admin,
      brand: () => services.system.brand().appName,
      promotions: () => services.promotions,
      sitePages: () => withSiteEvents(sitePromotions(services.promotions), services.events, services.promotions),
    }),
    jurisdictions: new JurisdictionsService(_db, env.APP_NAME, env.TRUST_PROXY !== false, () => admin),
    exclusions: new ExclusionsService(_db, wiring.sharedDb ?? _db, exclusionsConfigFrom(env), () => ({
      players: {
        facts: async (id) => {
          const facts = await services.auth.exclusionFacts(id);
          return facts && { ...facts, bankAccounts: await services.banks.listAccounts(id) };
        },
        exclude: (id, until) => services.auth.extendExclusion(id, until),
        online: () => services.auth.onlinePlayerIds(),
      },
      audit: (actor, action, target, details, q) => admin.audit(actor, action, target, details, q),
      staffNames: (ids) => admin.staffNames(ids),
      log,
    })),
    aml: new AmlService(_db, {
      admin: () => services.admin,
      auth: () => services.auth,
      payments: () => services.payments,
      wallet: () => walletOf(services),
      giftcodes: () => services.giftcodes,
      kycVerified: (playerId) => services.kyc.isVerified(playerId),
      log,
    }),
    ops,
    staffPlayers: new StaffPlayersService({
      auth: () => services.auth,
      wallet: () => walletOf(services),
      protection: () => services.protection,
      promotions: () => services.promotions,
      giftcodes: () => services.giftcodes,
      admin: () => services.admin,
    }),
    events: new EventsService(_db, {
      wallet: () => walletOf(services),
      auth: () => services.auth,
      brand: () => services.system.brand(),
      admin: () => services.admin,
      log,
    }),
    // IM Sports and WS168 keep balances of their own; money moves there by transfers (decision 134)
    transfers: new TransfersService(_db, {
      wallet: () => walletOf(services),
      account: (code) => services.providerAdapters.repo.account(code),
      provider: (code) => services.providers.provider(code),
      playerStatus: (id) => services.auth.playerStatus(id),
      playRoom: async (id) => {
        const rooms = (await services.protection.get(id)).limits
          .filter((l) => l.kind !== 'deposit' && l.remaining !== null)
          .map((l) => l.remaining!);
        return rooms.length ? Math.min(...rooms) : null;
      },
      alerts: () => services.ops.alerts,
      log,
      selfUrl: wiring.selfUrl ?? (() => `http://127.0.0.1:${env.PORT}`),
      timeoutMs: env.TRANSFER_TIMEOUT_MS,
    }),
  };
  subscribeReactions(services);
  ops.watchStream('balance', () => services.wallet.hub.subscriberCount());
  return services;
}

/**
 * Who reacts to which domain event (decision 070), in one place. Each event is delivered at
 * least once; every reaction is idempotent on the event's identity (the deposit, the settlement).
 */
function subscribeReactions(s: Services): void {
  s.payments.onDepositCredited('promotions.first-deposit-bonus', async (e) => {
    await s.promotions.onDepositCredited(e);
  });
  s.payments.onDepositCredited('missions.progress', (e) => s.missions.onDeposit(e));
  s.payments.onDepositCredited('aml.large-deposit', (e) => s.aml.onDepositCredited(e));
  s.providers.onBetSettled('promotions.wagering', (e) => s.promotions.onBetSettled(e));
  s.providers.onBetSettled('giftcodes.wagering', (e) => s.giftcodes.onBetSettled(e));
  s.providers.onBetSettled('missions.progress', (e) => s.missions.onBetSettled(e));
  s.providers.onBetSettled('tournaments.score', (e) => s.tournaments.onBetSettled(e));
  s.providers.onBetAdjusted('tournaments.rescore', (e) => s.tournaments.onBetAdjusted(e));
  // a correction that voids a bet or gives a void bet a result moves what its stake counted for
  s.providers.onBetAdjusted('promotions.rewager', (e) => s.promotions.onBetAdjusted(e));
  s.providers.onBetAdjusted('giftcodes.rewager', (e) => s.giftcodes.onBetAdjusted(e));
  s.providers.onBetAdjusted('missions.reprogress', (e) => s.missions.onBetAdjusted(e));
  s.providers.onBetSettled('vip.points', (e) => s.vip.onBetSettled(e));
  s.providers.onBetAdjusted('vip.points', (e) => s.vip.onBetAdjusted(e));
  s.domainEvents.subscribe(OPS_ALERT_TOPIC, 'ops.alert-notify', ZOpsAlertRaisedEventSchema, (e) =>
    s.ops.alerts.notify(e),
  );
}

/** The wallet service, which games and providers look up on use (it may be wired after them). */
function walletOf(services: Services): WalletService {
  const wallet = (services as Partial<Record<'wallet', WalletService>>).wallet;
  if (!wallet) throw new Error('the wallet service is not wired');
  return wallet;
}
