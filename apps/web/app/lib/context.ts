import type {
  TContentPage,
  THomeBanner,
  TLuckySpin,
  TMission,
  TMoneyRules,
  TNewbieOffer,
  TNewsArticle,
  TNewsSummary,
  TPagination,
  TPublishedInfoPage,
  TPublishedPromoPage,
  TSitemapEntry,
  TSupportView,
  TSystemConfigurations,
  TTournament,
  TTournamentBoard,
  TVipProgram,
} from '@app/contract';
import { createContext } from 'react-router';
import type { CatalogueLookup, FixturesLookup, PromotionsLookup } from './lookups';

/**
 * What the Fastify server hands to loaders and middleware on each request. Kept as plain
 * functions so the site never imports server code (and its database driver) into bundles.
 */
export interface ServerContext {
  /**
   * This response's Content-Security-Policy nonce: every inline script the page renders must
   * carry it (entry.server.tsx hands it to React and React Router; decision 072).
   */
  cspNonce?: string;
  /** The request's language, from its path ('/en/...': English; decision 145). */
  locale?: 'vi' | 'en';
  configurations(): TSystemConfigurations;
  /** News articles and content pages (server module `content`). */
  content?: {
    newsList(page: number, perPage: number): Promise<{ items: TNewsSummary[]; pagination: TPagination }>;
    newsArticle(slug: string): Promise<TNewsArticle | null>;
    contentPage(slug: string): Promise<TContentPage | null>;
    sitemapEntries(): Promise<TSitemapEntry[]>;
    /** An info page's published revision from the CMS, or null for the text in code (decision 100). */
    /** the published revision, in English when staff wrote it and `locale` is 'en' (decision 163) */
    infoPage?(key: string, locale?: 'vi' | 'en'): Promise<TPublishedInfoPage | null>;
    /** The home carousel published in the CMS, or null for the promotions list (decision 103). */
    homeBanners?(): Promise<THomeBanner[] | null>;
    /** A promotion or event page's published body and SEO fields, or null for the rule alone (decision 104). */
    promoPage?(kind: 'khuyen-mai' | 'su-kien', slug: string, locale?: 'vi' | 'en'): Promise<TPublishedPromoPage | null>;
  };
  /** Games catalogue; absent until the games module provides it (lobbies then show "updating"). */
  games?: CatalogueLookup;
  /** The lucky-spin wheel as the events module publishes it (apps/server/src/modules/events). */
  events?: { luckySpin(): Promise<TLuckySpin> };
  /** Promotions and events; absent until the promotions module provides them. */
  promotions?: PromotionsLookup;
  /** Sports fixtures and results for /lich-thi-dau; absent until the sports feed provides them. */
  fixtures?: FixturesLookup;
  /** The missions and their rules without a player: the guest's /nhiem-vu, in the server HTML (decision 116). */
  missions?: { catalogue(): Promise<TMission[]> };
  /** Published tournaments and their public leaderboards (server module `tournaments`, decision 138). */
  tournaments?: {
    list(): Promise<TTournament[]>;
    find(slug: string): Promise<TTournament | null>;
    board(slug: string): Promise<TTournamentBoard>;
  };
  /** The published VIP ladder and its generated texts (server module `vip`, decision 144). */
  vip?: { program(): Promise<TVipProgram | null> };
  /** The newbie gift code on offer and its conditions (server module `giftcodes`). */
  giftcodes?: { newbieOffer(): Promise<TNewbieOffer | null> };
  /** The figures of every rule that can hold money, from the settings that enforce them (decision 125). */
  cashier?: { moneyRules(): Promise<TMoneyRules> };
  /** The brand's support channels and licence as staff set them (decision 125). */
  support?(): Promise<TSupportView>;
  /** A redirect the server wants for this path (absolute URL = full page load). */
  redirectFor?(path: string): Promise<string | null> | string | null;
}

export const serverContext = createContext<ServerContext>();

/**
 * The support hours staff set, read once per request by the site layout's middleware
 * (`supportMiddleware`): the copy's `{support}` says them. Null when none are set or read.
 */
export const supportHoursContext = createContext<string | null>(null);
