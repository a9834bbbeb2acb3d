import type { TAppName } from '@app/contract';

/** Settings that differ between the white-label brands deployed from this codebase. */
export interface Brand {
  appName: TAppName;
  /** Display name used in copy and page titles. */
  brandName: string;
  /** Canonical origin of the brand's site, without trailing slash. */
  siteUrl: string;
  /** Unlimited refund (hoàn trả) rate in percent, per spec section 9. */
  refundRatePercent: number;
  /** Live-chat group: one brand variant uses group 6, every other group 1 (spec section 7). */
  liveChatGroup: number;
  /** Whether the legacy redirects of spec section 2 apply (brand xc06 only). */
  legacyRedirects: boolean;
  tagline: string;
}

const brands: Record<TAppName, Brand> = {
  xc03: {
    appName: 'xc03',
    brandName: 'XC03',
    siteUrl: 'http://localhost:3000',
    refundRatePercent: 1.5,
    liveChatGroup: 1,
    legacyRedirects: false,
    tagline: 'Cổng giải trí trực tuyến uy tín',
  },
  xc04: {
    appName: 'xc04',
    brandName: 'XC04',
    siteUrl: 'http://localhost:3000',
    refundRatePercent: 1.45,
    liveChatGroup: 1,
    legacyRedirects: false,
    tagline: 'Thể thao, casino và xổ số trong một tài khoản',
  },
  xc05: {
    appName: 'xc05',
    brandName: 'XC05',
    siteUrl: 'http://localhost:3000',
    refundRatePercent: 1.4,
    liveChatGroup: 1,
    legacyRedirects: false,
    tagline: 'Giải trí an toàn, nạp rút nhanh chóng',
  },
  xc06: {
    appName: 'xc06',
    brandName: 'XC06',
    siteUrl: 'http://localhost:3000',
    refundRatePercent: 1.35,
    liveChatGroup: 6,
    legacyRedirects: true,
    tagline: 'Nhà cái trực tuyến hỗ trợ 24/7',
  },
  xc07: {
    appName: 'xc07',
    brandName: 'XC07',
    siteUrl: 'http://localhost:3000',
    refundRatePercent: 1.5,
    liveChatGroup: 1,
    legacyRedirects: false,
    tagline: 'Chơi có trách nhiệm, giải trí hết mình',
  },
  xc08: {
    appName: 'xc08',
    brandName: 'XC08',
    siteUrl: 'http://localhost:3000',
    refundRatePercent: 1.4,
    liveChatGroup: 1,
    legacyRedirects: false,
    tagline: 'Cổng game và thể thao trực tuyến',
  },
};

/** The brand for an app name; BRAND_NAME and SITE_URL settings override the defaults. */
export function getBrand(appName: TAppName, overrides: { brandName?: string; siteUrl?: string } = {}): Brand {
  const base = brands[appName];
  return {
    ...base,
    brandName: overrides.brandName ?? base.brandName,
    siteUrl: (overrides.siteUrl ?? base.siteUrl).replace(/\/+$/, ''),
  };
}

export const allBrands: readonly Brand[] = Object.values(brands);
