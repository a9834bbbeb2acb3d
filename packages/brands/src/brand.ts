import type { TAppName } from '@app/contract';

/** Settings that differ between the white-label brands deployed from this codebase. */
export interface Brand {
  appName: TAppName;
  /** Display name used in copy and page titles. */
  brandName: string;
  /** Registered company name shown in structured data and the footer. */
  legalName: string;
  /** Canonical origin of the brand's site, without trailing slash. */
  siteUrl: string;
  /** Unlimited refund (hoàn trả) rate in percent, per product.md section 9. */
  refundRatePercent: number;
  /** Live-chat group: one brand variant uses group 6, every other group 1 (product.md section 7). */
  liveChatGroup: number;
  /** Whether the legacy redirects of product.md section 2 apply (brand xc06 only). */
  legacyRedirects: boolean;
  tagline: string;
  /** One-sentence description of the brand, used on the home page and in structured data. */
  description: string;
  /** The tagline and description on the English site (decision 170); `{brand}`-style placeholders as above. */
  en: { tagline: string; description: string };
  /** Two colours of the brand mark; the site theme itself is shared. */
  accent: { from: string; to: string };
  support: { email: string; telephone: string };
  address: { streetAddress: string; addressLocality: string; addressRegion: string; addressCountry: 'VN' };
  /**
   * Figures that appear in copy. Only figures a rule backs belong here (issue 8): the spec's
   * "1000+ / 999+ games" and "100+ quick games" claims are left out while the catalogue is far
   * smaller. Promotion rules themselves come from the promotions module.
   */
  figures: {
    firstDeposit100CapVnd: number;
    firstDeposit50CapVnd: number;
    newPlayerCodeVnd: number;
    appBonusVnd: number;
    sportsRefundPercent: number;
  };
  /** Script of the mini-game provider; null keeps the launcher pointing at /mini-games. */
  miniGameScriptUrl: string | null;
}
