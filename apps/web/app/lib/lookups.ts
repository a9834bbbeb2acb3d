import type { TContentBlock } from '@app/contract';

/**
 * Data the player site reads from modules built in later issues. The server fills these
 * in `serverContext` (apps/server/src/app.ts) once a module exists; until then the pages
 * render their "updating" empty state instead of invented data (decision 032).
 */

/** A game as product.md section 3 describes it. */
export interface GameItem {
  id: string;
  uuid: string;
  title: string;
  image: string;
  partnerName: string;
  partner: string;
  partnerProviderCode: string;
  partnerGameId: string;
  device: string;
  orientationType: string;
  link: string | null;
  gameDirectLink: string | null;
  isFavorite: boolean;
  jackpot: number | null;
  streamInfo: { groupId: string; streamId: string; streamUniqueId?: string } | null;
  /** a running tournament whose score this game's rounds count toward (the tile's badge) */
  tournament?: { slug: string; title: string } | null;
}

export type LobbyCategory = 'home' | 'live-casino' | 'cong-game' | 'mini-games';

export interface CatalogueQuery {
  category: LobbyCategory;
  /** Sub-page of the category (e.g. baccarat, slot, no-hu), or a partner slug. */
  type?: string;
  partner?: string;
  search?: string;
  page: number;
  perPage: number;
}

export interface CatalogueLookup {
  list(query: CatalogueQuery): Promise<{ items: GameItem[]; total: number }>;
  /** Partners (providers) of a category, for /live-casino/{slug}. */
  partners(category: LobbyCategory): Promise<{ slug: string; name: string }[]>;
}

export type PromotionKind = 'promotion' | 'event';

export interface PromotionSummary {
  slug: string;
  kind: PromotionKind;
  title: string;
  summary: string;
  image: string | null;
  endsAt: string | null;
  /** a first-deposit bonus, chosen at the deposit (its page's button preselects it) */
  firstDeposit?: boolean;
}

export interface PromotionDetail extends PromotionSummary {
  body: TContentBlock[];
}

export interface PromotionsLookup {
  /** The kinds the module runs; pages of any other kind keep the brand's named pages. */
  kinds: readonly PromotionKind[];
  list(kind: PromotionKind): Promise<PromotionSummary[]>;
  /** Null when the slug is unknown or the promotion is not active. */
  find(kind: PromotionKind, slug: string): Promise<PromotionDetail | null>;
}

export interface Fixture {
  id: string;
  sport: string;
  league: string;
  /** the feed's league code, for the league filter */
  leagueCode?: string;
  home: string;
  away: string;
  kickoff: string;
  status: 'scheduled' | 'live' | 'suspended' | 'finished' | 'postponed' | 'abandoned';
  /** the match minute while live */
  minute?: number | null;
  score: { home: number; away: number } | null;
}

export interface FixturesLookup {
  list(range: { from: string; to: string; league?: string }): Promise<Fixture[]>;
}

/** The promotions module when it runs this kind of page, else undefined. */
export function promotionsFor(
  server: { promotions?: PromotionsLookup },
  kind: PromotionKind,
): PromotionsLookup | undefined {
  return server.promotions?.kinds.includes(kind) ? server.promotions : undefined;
}
