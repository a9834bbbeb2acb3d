import type { TGameItem } from '@app/contract';
import type { GamesService } from './games.service';

/**
 * The games catalogue as the player site's lobby loaders read it (`serverContext.games`,
 * apps/web/app/features/site/lookups.ts). Kept structural so the site never imports server
 * code. Pages render for anyone (no viewer): the site marks the caller's favourites after
 * hydration from GET /api/game/list?favorite=1.
 */

type SiteLobby = 'home' | 'live-casino' | 'cong-game' | 'mini-games';

export interface SiteCatalogueQuery {
  category: SiteLobby;
  type?: string;
  partner?: string;
  search?: string;
  page: number;
  perPage: number;
}

/** The catalogue category behind each lobby (children of a parent are included by the list). */
const LOBBY_CATEGORY: Record<SiteLobby, string | undefined> = {
  home: undefined,
  'live-casino': 'live-casino',
  'cong-game': 'cong-game',
  'mini-games': 'game-nhanh',
};

const SLUG = /^[a-z0-9-]{1,40}$/;
const PAGE_SIZES = [12, 24, 48, 96] as const;

function siteItem(g: TGameItem) {
  const live = g.streamInfo.groupId && g.streamInfo.streamId;
  return {
    id: String(g.id),
    uuid: g.uuid,
    title: g.title,
    image: g.image,
    partnerName: g.partnerName,
    partner: g.partner,
    partnerProviderCode: g.partnerProviderCode,
    partnerGameId: g.partnerGameId,
    device: g.device,
    orientationType: g.orientationType,
    link: g.link,
    gameDirectLink: g.gameDirectLink,
    isFavorite: g.isFavorite,
    jackpot: g.jackpot > 0 ? g.jackpot : null,
    streamInfo: live
      ? {
          groupId: g.streamInfo.groupId as string,
          streamId: g.streamInfo.streamId as string,
          streamUniqueId: g.streamInfo.streamUniqueId ?? undefined,
        }
      : null,
  };
}

/** The running tournament each game scores in (tournaments), for the tiles' badge. */
export type TournamentBadges = (
  games: { provider: string; gameCode: string }[],
) => Promise<({ slug: string; title: string } | null)[]>;

export function siteCatalogue(games: GamesService, tournamentBadges?: TournamentBadges) {
  return {
    async list(q: SiteCatalogueQuery) {
      const sub = q.type && SLUG.test(q.type) ? q.type : undefined;
      const perPage = PAGE_SIZES.find((s) => s >= q.perPage) ?? 96;
      const { items, total } = await games.list(
        {
          category: sub ?? LOBBY_CATEGORY[q.category],
          partner: q.partner,
          search: q.search || undefined,
          hot: q.category === 'home' ? 'true' : undefined,
          page: q.page,
          per_page: perPage,
        },
        null,
      );
      const shown = items.slice(0, q.perPage);
      const badges = tournamentBadges
        ? await tournamentBadges(shown.map((g) => ({ provider: g.partner, gameCode: g.partnerGameId })))
        : [];
      return { items: shown.map((g, i) => ({ ...siteItem(g), tournament: badges[i] ?? null })), total };
    },

    /** Enabled partners with games in the lobby's category (or one of its sub-categories). */
    async partners(category: SiteLobby) {
      const { categories, partners } = await games.catalogue();
      const root = LOBBY_CATEGORY[category];
      const inLobby = new Set(
        categories.filter((c) => !root || c.slug === root || c.parent === root).map((c) => c.slug),
      );
      return partners
        .filter((p) => p.enabled && p.categories.some((c) => inLobby.has(c)))
        .map((p) => ({ slug: p.code, name: p.name }));
    },
  };
}
