import {
  GameErrorCode,
  GameErrorMessage,
  GameMessage,
  type TGameErrorCode,
  type TGameItem,
  type TGameLinkQuery,
  type TGameListQuery,
  type TJackpotGame,
} from '@app/contract';
import type { Db } from '../../db/client';
import { Kept, KeptByKey } from '../../db/kept';
import { AppError } from '../../http/errors';
import { type ApiLocale, inRequestLocale, requestLocale } from '../../http/locale';
import type { AuthService } from '../auth/auth.service';
import type { LaunchRequest } from '../providers/adapters/adapters.launch';
import type { WalletService } from '../wallet/wallet.service';
import { systemAccount } from '../wallet/wallet.types';
import {
  BUILT_IN_LAUNCH,
  externalLaunchUrl,
  SEED_CATEGORIES,
  SEED_GAMES,
  SEED_JACKPOT_POOLS,
  SEED_PARTNERS,
  SEED_PROVIDERS,
} from './games.catalogue';
import { type GameRow, GamesRepository, type JackpotPoolRow } from './games.repository';
import { thumbnailPath } from './games.thumbnails';

/** What the games module needs from the providers module. */
export interface ProviderDirectory {
  isEnabled(code: string): Promise<boolean>;
  ensureProviders(list: { code: string; name: string; enabled: boolean }[]): Promise<void>;
}

/** A game as provider callbacks name it: (provider, game_code). */
export interface ProviderGame {
  gameId: number;
  /** the Vietnamese names; `titles()` gives them in the request's language */
  title: string;
  partnerName: string;
  titleEn: string | null;
  partnerNameEn: string | null;
  jackpotPool: string | null;
  contributionBp: number;
}

const gameError = (code: TGameErrorCode, status = 400, message?: string) =>
  new AppError(status, code, message ?? GameErrorMessage[code]);

/** Lower case without Vietnamese diacritics: "Bầu Cua" and "bau cua" find the same game. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a search matches: the titles in both languages and the studio, so "dragon" finds "Rồng Hổ". */
export function gameSearchText(title: string, titleEn: string | null, partner: string): string {
  return searchKey([title, titleEn, partner].filter(Boolean).join(' '));
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const flag = (v: string | undefined) => (v === undefined ? null : v === 'true' || v === '1');

/** Where the pool's seed money comes from, and the scope of every jackpot movement. */
export const JACKPOT_FUNDING = systemAccount('promotions_expense', 'jackpot');
export const jackpotScope = (pool: string) => `jackpot:${pool}`;

const POOL_CACHE_MS = 1000;
const PROVIDER_GAMES_CACHE_MS = 30_000;
const STREAM_CACHE_MS = 30_000;
const LAUNCH_ORIGINS_CACHE_MS = 30_000;

/**
 * The catalogue, favourites, launch links and progressive jackpots. Jackpot money moves only
 * through the wallet: a share of each stake from the provider's account to the pool's, the pool
 * to the winner, and the seed from the operator's promotions budget back into the pool.
 */
export class GamesService {
  readonly repo: GamesRepository;
  private poolCache: { at: number; amounts: Map<string, number> } | null = null;
  private streamCache = new Map<string, { at: number; known: boolean }>();
  private readonly launchOriginsCache = new Kept(LAUNCH_ORIGINS_CACHE_MS, () => this.readLaunchOrigins());

  constructor(
    db: Db,
    /** looked up on use: modules are wired in any order */
    private readonly deps: {
      auth: () => AuthService;
      wallet: () => WalletService;
      providers: () => ProviderDirectory;
      /** providers with their own launch call (PP, AWC; decision 132): null when they do not serve the game's */
      launches?: () => { launch(providerCode: string, req: LaunchRequest): Promise<string | null> };
    },
  ) {
    this.repo = new GamesRepository(db);
  }

  // ─── catalogue ─────────────────────────────────────────────────────────────────────────────

  async list(query: TGameListQuery, viewer: number | null): Promise<{ items: TGameItem[]; total: number }> {
    const favoritesOnly = flag(query.favorite) === true;
    if (favoritesOnly && viewer === null) throw new AppError(401, 'UNAUTHORIZED');
    const search = query.search ? searchKey(query.search) : '';
    const { rows, total } = await this.repo.list(
      {
        category: query.category ?? null,
        partner: query.partner ?? null,
        search: search ? likeEscape(search) : null,
        hot: flag(query.hot),
        isNew: flag(query.new),
        favoritesOf: favoritesOnly ? viewer : null,
        device: query.device && query.device !== 'all' ? query.device : null,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      },
      viewer,
    );
    const amounts = await this.poolAmounts();
    return { items: rows.map((r) => this.toItem(r, amounts)), total };
  }

  async catalogue() {
    const [categories, partners, providers] = await Promise.all([
      this.repo.categories(),
      this.repo.partners(),
      Promise.resolve(this.deps.providers()),
    ]);
    const enabled = new Map<string, boolean>();
    for (const p of partners) {
      if (!enabled.has(p.provider_code)) enabled.set(p.provider_code, await providers.isEnabled(p.provider_code));
    }
    return {
      // names in the request's language (decision 177): lobby filters, tournament and VIP rule texts
      categories: categories.map((c) => ({
        slug: c.slug,
        name: inRequestLocale(c.name, c.name_en),
        parent: c.parent_slug,
        count: c.count,
      })),
      partners: partners.map((p) => ({
        code: p.code,
        name: inRequestLocale(p.name, p.name_en),
        categories: p.categories,
        enabled: enabled.get(p.provider_code) ?? false,
      })),
    };
  }

  private toItem(r: GameRow, amounts: Map<string, number>): TGameItem {
    const query = new URLSearchParams({ partner_provider: r.partner_code, partner_game_type: r.partner_game_id });
    return {
      id: r.id,
      uuid: r.uuid,
      title: inRequestLocale(r.title, r.title_en),
      image: r.image,
      partnerName: inRequestLocale(r.partner_name, r.partner_name_en),
      partner: r.provider_code,
      partnerProviderCode: r.partner_code,
      partnerGameId: r.partner_game_id,
      device: r.device,
      orientationType: r.orientation,
      link: `/game/play?${query}`,
      gameDirectLink: r.direct_link,
      isFavorite: r.is_favorite,
      jackpot: r.jackpot_pool ? (amounts.get(r.jackpot_pool) ?? 0) : 0,
      streamInfo: { groupId: r.stream_group_id, streamId: r.stream_id, streamUniqueId: r.stream_unique_id },
      categories: r.categories,
      isHot: r.is_hot,
      isNew: r.is_new,
    };
  }

  // ─── favourites ────────────────────────────────────────────────────────────────────────────

  /** Adds or removes a favourite of the caller; `userId` in the body must be the caller. */
  async setFavorite(
    callerId: number,
    body: { uuid: string; userId: number },
    on: boolean,
  ): Promise<{ uuid: string; isFavorite: boolean; message: string }> {
    if (body.userId !== callerId) throw gameError(GameErrorCode.FAVORITE_NOT_OWN, 403);
    const game = await this.repo.findByUuid(body.uuid);
    if (!game?.enabled) throw gameError(GameErrorCode.GAME_NOT_FOUND, 404);
    if (on) await this.repo.addFavorite(callerId, game.id);
    else await this.repo.removeFavorite(callerId, game.id);
    return { uuid: game.uuid, isFavorite: on, message: on ? GameMessage.FAVORITE_ADDED : GameMessage.FAVORITE_REMOVED };
  }

  // ─── launch ────────────────────────────────────────────────────────────────────────────────

  /**
   * The URL that opens the game for this player: the partner's launch address (relative ones
   * resolve against the site's origin) with the play token as `token`. Only http(s) URLs leave.
   */
  async gameLink(
    playerId: number,
    playToken: string,
    q: TGameLinkQuery,
    origin: string,
    selfUrl: () => string = () => origin,
  ): Promise<string> {
    const game = await this.repo.findByPartnerGame(q.partner_provider, q.partner_game_type);
    if (!game?.enabled) throw gameError(GameErrorCode.GAME_NOT_FOUND);
    if (q.device !== 'all' && game.device !== 'all' && game.device !== q.device) {
      throw gameError(
        GameErrorCode.GAME_NOT_FOUND,
        400,
        game.device === 'mobile' ? 'Trò chơi chỉ hỗ trợ trên điện thoại' : 'Trò chơi chỉ hỗ trợ trên máy tính',
      );
    }
    if (!(await this.deps.providers().isEnabled(game.provider_code)))
      throw gameError(GameErrorCode.PROVIDER_UNAVAILABLE);
    if ((await this.deps.auth().playerStatus(playerId)) !== 'active') throw gameError(GameErrorCode.PLAY_NOT_ALLOWED);
    // the site asks in its page's language (Accept-Language): the game opens in it and leads back to it
    const locale = requestLocale();
    const lobby = lobbyUrl(origin, q.category_name, locale);
    const launched = await this.deps.launches?.().launch(game.provider_code, {
      playerId,
      playToken,
      gameId: game.partner_game_id,
      partner: game.partner_code,
      device: q.device,
      lobbyUrl: lobby,
      cashierUrl: new URL('/account/deposit', origin).toString(),
      selfUrl,
      lang: locale,
    });
    if (launched) return launched;
    return buildLaunchUrl(game.launch_url, origin, {
      token: playToken,
      device: q.device,
      lang: locale,
      lobby_url: lobby,
    });
  }

  /**
   * A game's direct address (/game/game-component) with the play token added. The token lets
   * its holder stake the player's money, so it goes only to this site or to an origin the
   * catalogue launches games from; any other address is refused.
   */
  async directLink(playerId: number, playToken: string, raw: string, origin: string): Promise<string> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw gameError(GameErrorCode.INVALID_GAME_LINK);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
      throw gameError(GameErrorCode.INVALID_GAME_LINK);
    }
    if (url.origin !== new URL(origin).origin && !(await this.launchOrigins()).has(url.origin)) {
      throw gameError(GameErrorCode.INVALID_GAME_LINK);
    }
    if ((await this.deps.auth().playerStatus(playerId)) !== 'active') throw gameError(GameErrorCode.PLAY_NOT_ALLOWED);
    url.searchParams.set('token', playToken);
    return url.toString();
  }

  /** The catalogue or the pools changed: staff on this instance (decision 099) or a change announced by another (decision 102). */
  dropCaches(): void {
    this.providerGames.drop();
    this.streamCache.clear();
    this.launchOriginsCache.drop();
    this.gameSections.drop();
    this.poolCache = null;
  }

  /** Origins of the enabled games' absolute launch and direct addresses (site-relative ones are ours). */
  private launchOrigins(): Promise<Set<string>> {
    return this.launchOriginsCache.get();
  }

  private async readLaunchOrigins(): Promise<Set<string>> {
    const origins = new Set<string>();
    for (const address of await this.repo.launchAddresses()) {
      try {
        const url = new URL(address);
        if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
      } catch {
        // site-relative: served by this origin
      }
    }
    return origins;
  }

  // ─── live streams ──────────────────────────────────────────────────────────────────────────

  /** Whether a catalogue game shows this stream: only those get verification tokens. */
  async hasStream(groupId: string, streamId: string): Promise<boolean> {
    const key = `${groupId}/${streamId}`;
    const cached = this.streamCache.get(key);
    if (cached && Date.now() - cached.at < STREAM_CACHE_MS) return cached.known;
    const known = await this.repo.hasStream(groupId, streamId);
    if (this.streamCache.size >= 1000) this.streamCache.clear();
    this.streamCache.set(key, { at: Date.now(), known });
    return known;
  }

  // ─── provider-facing lookups ──────────────────────────────────────────────────────────────

  /** The catalogue entry behind a provider callback's game_code, or null for an unknown game. */
  async providerGame(providerCode: string, gameCode: string): Promise<ProviderGame | null> {
    const kept = await this.providerGames.get(providerCode);
    const hit = kept.get(gameCode);
    if (hit) return hit;
    // A miss reloads once (a game just added); unknown codes then stay cheap until the list ages.
    if (kept.has(`?${gameCode}`)) return null;
    this.providerGames.forget(providerCode);
    const games = await this.providerGames.get(providerCode);
    const found = games.get(gameCode) ?? null;
    if (!found) games.set(`?${gameCode}`, null as unknown as ProviderGame);
    return found;
  }

  /** A provider's enabled games by their code, with their jackpot pool's share. */
  private readonly providerGames = new KeptByKey(PROVIDER_GAMES_CACHE_MS, async (providerCode: string) => {
    const pools = new Map((await this.repo.pools()).map((p) => [p.code, p]));
    const games = new Map<string, ProviderGame>();
    for (const g of await this.repo.gamesOfProvider(providerCode)) {
      if (!g.enabled) continue;
      const pool = g.jackpot_pool ? pools.get(g.jackpot_pool) : undefined;
      games.set(g.partner_game_id, {
        gameId: g.id,
        title: g.title,
        partnerName: g.partner_name,
        titleEn: g.title_en,
        partnerNameEn: g.partner_name_en,
        jackpotPool: pool ? pool.code : null,
        contributionBp: pool ? pool.contribution_bp : 0,
      });
    }
    return games;
  });

  /**
   * A provider game's catalogue categories with their sections (`slot` and `cong-game`), and
   * its title: what a tournament's scope matches (decision 138). Cached like providerGame.
   */
  async sectionsOf(providerCode: string, gameCode: string): Promise<{ title: string; sections: string[] } | null> {
    const found = (await this.gameSections.get(providerCode)).get(gameCode);
    return found ? { title: inRequestLocale(found.title, found.titleEn), sections: found.sections } : null;
  }

  private readonly gameSections = new KeptByKey(PROVIDER_GAMES_CACHE_MS, async (providerCode: string) => {
    const parents = new Map((await this.repo.categories()).map((c) => [c.slug, c.parent_slug]));
    const index = new Map<string, { title: string; titleEn: string | null; sections: string[] }>();
    for (const g of await this.repo.gamesOfProvider(providerCode)) {
      const sections = new Set<string>();
      for (const c of g.categories) {
        sections.add(c);
        const parent = parents.get(c);
        if (parent) sections.add(parent);
      }
      index.set(g.partner_game_id, { title: g.title, titleEn: g.title_en, sections: [...sections] });
    }
    return index;
  });

  /** Titles for the bet history in the request's language, by provider and game code (unknown codes keep their code). */
  async titles(providerCode: string, gameCode: string): Promise<{ title: string; partnerName: string }> {
    const g = await this.providerGame(providerCode, gameCode);
    return g
      ? { title: inRequestLocale(g.title, g.titleEn), partnerName: inRequestLocale(g.partnerName, g.partnerNameEn) }
      : { title: gameCode, partnerName: providerCode };
  }

  // ─── jackpots ──────────────────────────────────────────────────────────────────────────────

  /** Current amount of every pool (ledger balances), cached for a second. */
  async poolAmounts(): Promise<Map<string, number>> {
    if (this.poolCache && Date.now() - this.poolCache.at < POOL_CACHE_MS) return this.poolCache.amounts;
    const pools = await this.repo.pools();
    const wallet = this.deps.wallet();
    const amounts = new Map<string, number>();
    await Promise.all(
      pools.map(async (p) => {
        amounts.set(p.code, await wallet.getSystemBalance(systemAccount('jackpot_pool', p.code)));
      }),
    );
    this.poolCache = { at: Date.now(), amounts };
    return amounts;
  }

  async explodeJackpot(): Promise<{ games: TJackpotGame[] }> {
    const [games, amounts] = await Promise.all([this.repo.jackpotGames(), this.poolAmounts()]);
    return {
      games: games.map((g) => ({
        id: g.id,
        jackpot: amounts.get(g.jackpot_pool) ?? 0,
        image: g.image,
        // the popup's tile opens its game
        title: inRequestLocale(g.title, g.title_en),
        partnerProviderCode: g.partner_code,
        partnerGameId: g.partner_game_id,
        orientationType: g.orientation,
      })),
    };
  }

  async jackpot() {
    const [pools, amounts] = await Promise.all([this.repo.pools(), this.poolAmounts()]);
    const view = pools.map((p) => ({
      code: p.code,
      name: p.name,
      amount: amounts.get(p.code) ?? 0,
      seed: p.seed_amount,
      lastWonAt: p.last_won_at ? p.last_won_at.toISOString() : null,
      lastWinAmount: p.last_win_amount,
    }));
    const big = view.reduce<(typeof view)[number] | null>((a, b) => (a && a.amount >= b.amount ? a : b), null);
    return {
      jackpot: big?.amount ?? 0,
      name: big?.name ?? '',
      total: view.reduce((s, p) => s + p.amount, 0),
      pools: view,
      updatedAt: new Date().toISOString(),
    };
  }

  /**
   * Feeds the pool of a jackpot game with its share of a stake: provider account -> pool.
   * Idempotent on the bet's transaction id; a no-op for games without a pool.
   */
  async contribute(input: {
    provider: string;
    betTransactionId: string;
    playerId: number;
    game: ProviderGame;
    stake: number;
  }): Promise<number> {
    const { game } = input;
    if (!game.jackpotPool || game.contributionBp <= 0) return 0;
    const amount = Math.floor((input.stake * game.contributionBp) / 10_000);
    if (amount <= 0) return 0;
    await this.deps.wallet().transfer({
      scope: jackpotScope(game.jackpotPool),
      externalId: `${input.provider}:${input.betTransactionId}`,
      kind: 'jackpot_contribution',
      amount,
      from: systemAccount('game_provider', input.provider),
      to: systemAccount('jackpot_pool', game.jackpotPool),
      meta: { playerId: input.playerId, gameId: game.gameId },
    });
    this.poolCache = null;
    return amount;
  }

  /** Undoes the contribution of a bet that was rolled back (if it made one). */
  async reverseContribution(input: { provider: string; betTransactionId: string; game: ProviderGame }): Promise<void> {
    if (!input.game.jackpotPool) return;
    const scope = jackpotScope(input.game.jackpotPool);
    const wallet = this.deps.wallet();
    const journal = await wallet.findJournal(scope, `${input.provider}:${input.betTransactionId}`);
    if (!journal) return;
    try {
      await wallet.reverse({
        scope,
        externalId: `${input.provider}:${input.betTransactionId}:rollback`,
        journalId: journal.id,
        kind: 'jackpot_contribution_reversal',
      });
    } catch (err) {
      // Reversed once already (a replay of the rollback): nothing more to do.
      if (err instanceof AppError && err.code === 'ALREADY_REVERSED') return;
      throw err;
    }
    this.poolCache = null;
  }

  /**
   * Pays the whole pool of the game to the player and resets it to its seed from the
   * operator's budget. One win at a time per pool (row lock); idempotent on the provider's
   * win transaction: a replay finds the payout already made and returns its amount.
   */
  async payJackpot(input: {
    provider: string;
    winTransactionId: string;
    playerId: number;
    game: ProviderGame;
  }): Promise<number> {
    const pool = input.game.jackpotPool;
    if (!pool) return 0;
    const scope = jackpotScope(pool);
    const wallet = this.deps.wallet();
    const key = `${input.provider}:${input.winTransactionId}`;
    const paid = await this.repo.withPoolLock(pool, async (client) => {
      const rules = await this.repo.pool(pool, client);
      if (!rules) return 0;
      const earlier = await wallet.findJournal(scope, `win:${key}`, client);
      let amount = earlier
        ? earlier.amount
        : await wallet.getSystemBalance(systemAccount('jackpot_pool', pool), client);
      if (!earlier && amount > 0) {
        await wallet.transfer(
          {
            scope,
            externalId: `win:${key}`,
            kind: 'jackpot_win',
            amount,
            from: systemAccount('jackpot_pool', pool),
            to: { type: 'player', playerId: input.playerId, purpose: 'cash' },
            meta: { gameId: input.game.gameId },
          },
          client,
        );
      }
      amount = Math.max(amount, 0);
      if (rules.seed_amount > 0) {
        await wallet.transfer(
          {
            scope,
            externalId: `seed:${key}`,
            kind: 'jackpot_seed',
            amount: rules.seed_amount,
            from: JACKPOT_FUNDING,
            to: systemAccount('jackpot_pool', pool),
          },
          client,
        );
      }
      if (!earlier && amount > 0) await this.repo.recordPoolWin(client, pool, amount, input.playerId);
      return amount;
    });
    this.poolCache = null;
    return paid;
  }

  // ─── demo data ─────────────────────────────────────────────────────────────────────────────

  /** The demo catalogue, idempotent: providers, categories, partners, games and funded pools. */
  async seed(): Promise<void> {
    await this.deps.providers().ensureProviders(SEED_PROVIDERS);
    let order = 0;
    for (const c of SEED_CATEGORIES) await this.repo.upsertCategory(c, order++);
    order = 0;
    for (const p of SEED_PARTNERS) await this.repo.upsertPartner(p, order++);
    for (const pool of SEED_JACKPOT_POOLS) {
      await this.repo.upsertPool(pool.code, pool.name, pool.seedAmount, pool.contributionBp);
      await this.fundPool(pool.code, pool.seedAmount);
    }
    order = 0;
    for (const g of SEED_GAMES) {
      const builtIn = BUILT_IN_LAUNCH[g.partner];
      await this.repo.upsertGame({
        title: g.title,
        titleEn: g.titleEn,
        image: thumbnailPath(g),
        partnerCode: g.partner,
        partnerGameId: g.partnerGameId,
        device: g.device ?? 'all',
        orientation: g.orientation ?? 'landscape',
        launchUrl: builtIn ? `${builtIn}${g.partnerGameId}` : externalLaunchUrl(g.partner, g.partnerGameId),
        directLink: null,
        jackpotPool: g.jackpotPool ?? null,
        stream: g.stream ?? null,
        isHot: g.hot ?? false,
        isNew: g.isNew ?? false,
        sortOrder: order++,
        searchText: gameSearchText(g.title, g.titleEn, g.partner),
        categories: g.categories,
      });
    }
    // an upgraded database still holds games an earlier catalogue listed
    await this.repo.retireGamesNotIn(
      SEED_GAMES.map((g) => ({ partnerCode: g.partner, partnerGameId: g.partnerGameId })),
    );
    this.dropCaches();
  }

  /** Puts the seed into a new pool once (idempotent on the pool code). */
  async fundPool(code: string, seedAmount: number): Promise<void> {
    if (seedAmount <= 0) return;
    try {
      await this.deps.wallet().transfer({
        scope: jackpotScope(code),
        externalId: 'initial-seed',
        kind: 'jackpot_seed',
        amount: seedAmount,
        from: JACKPOT_FUNDING,
        to: systemAccount('jackpot_pool', code),
      });
    } catch (err) {
      // Funded before with another seed amount: a later seed change applies from the next win.
      if (!(err instanceof AppError && err.code === 'IDEMPOTENCY_CONFLICT')) throw err;
    }
    this.poolCache = null;
  }

  pools(): Promise<JackpotPoolRow[]> {
    return this.repo.pools();
  }
}

/** Site sections a game is launched from (`category_name` of GET /api/game/link); home is `/`. */
const LOBBY_SECTIONS = new Set(['live-casino', 'cong-game', 'mini-games', 'the-thao', 'lo-de', 'da-ga']);

/**
 * Where the game's "back to lobby" goes (Hub88's `lobby_url`): the section the player launched
 * it from, on this site and in its language. Games opened in the same window on phones have no
 * other way back.
 */
export function lobbyUrl(origin: string, category: string | undefined, locale: ApiLocale = 'vi'): string {
  const section = category && LOBBY_SECTIONS.has(category) ? `/${category}` : '/';
  if (locale === 'en') return new URL(section === '/' ? '/en' : `/en${section}`, origin).toString();
  return new URL(section, origin).toString();
}

/**
 * Resolves a stored launch address against the site origin and adds query parameters.
 * Anything that is not an absolute http(s) URL afterwards is refused.
 */
export function buildLaunchUrl(base: string | null, origin: string, params: Record<string, string>): string {
  if (!base) throw gameError(GameErrorCode.INVALID_GAME_LINK);
  let url: URL;
  try {
    url = new URL(base, origin);
  } catch {
    throw gameError(GameErrorCode.INVALID_GAME_LINK);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw gameError(GameErrorCode.INVALID_GAME_LINK);
  }
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
