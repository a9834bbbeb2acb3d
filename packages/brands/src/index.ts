import type { TAppName } from '@app/contract';
import type { Brand } from './brand';

export type { Brand } from './brand';
export * from './legacy-redirects';
export * from './pages';
export { PAGES_EN } from './pages-en';
export * from './seo';
export * from './structured-data';

type BrandSeed = Omit<Brand, 'siteUrl' | 'support' | 'address' | 'figures' | 'miniGameScriptUrl' | 'legalName'> & {
  figures?: Partial<Brand['figures']>;
};

const SHARED_FIGURES: Brand['figures'] = {
  firstDeposit100CapVnd: 10_000_000,
  firstDeposit50CapVnd: 20_000_000,
  newPlayerCodeVnd: 38_000,
  appBonusVnd: 5_000,
  sportsRefundPercent: 1.58,
};

const seeds: Record<TAppName, BrandSeed> = {
  xc03: {
    appName: 'xc03',
    brandName: 'XC03',
    refundRatePercent: 1.5,
    liveChatGroup: 1,
    legacyRedirects: false,
    tagline: 'Cổng giải trí trực tuyến uy tín',
    description:
      'XC03 là cổng giải trí trực tuyến cho người Việt: thể thao, live casino, xổ số, đá gà và cổng game trong một tài khoản, nạp rút nhanh, {support}.',
    en: {
      tagline: 'Trusted online entertainment',
      description:
        'XC03 is an online entertainment site for Vietnamese players: sports, live casino, lottery, cockfighting and games in one account, with fast deposits and withdrawals and {support}.',
    },
    accent: { from: '#f7c948', to: '#de911d' },
  },
  xc04: {
    appName: 'xc04',
    brandName: 'XC04',
    refundRatePercent: 1.45,
    liveChatGroup: 1,
    legacyRedirects: false,
    tagline: 'Thể thao, casino và xổ số trong một tài khoản',
    description:
      'XC04 gom thể thao, live casino, lô đề và cổng game vào một tài khoản duy nhất, với giao dịch minh bạch và đội ngũ chăm sóc khách hàng tận tâm.',
    en: {
      tagline: 'Sports, casino and lottery in one account',
      description:
        'XC04 brings sports, live casino, lô đề lottery and games together in one account, with transparent transactions and a caring support team.',
    },
    accent: { from: '#fbbf24', to: '#f97316' },
    figures: { firstDeposit100CapVnd: 9_000_000, firstDeposit50CapVnd: 18_000_000 },
  },
  xc05: {
    appName: 'xc05',
    brandName: 'XC05',
    refundRatePercent: 1.4,
    liveChatGroup: 1,
    legacyRedirects: false,
    tagline: 'Giải trí an toàn, nạp rút nhanh chóng',
    description:
      'XC05 mang đến trải nghiệm giải trí trực tuyến an toàn: thể thao, casino trực tiếp, xổ số và hơn 1000 trò chơi, nạp rút chỉ trong vài phút.',
    en: {
      tagline: 'Safe entertainment, fast deposits and withdrawals',
      description:
        'XC05 offers safe online entertainment: sports, live casino, lottery and over 1000 games, with deposits and withdrawals in minutes.',
    },
    accent: { from: '#fde68a', to: '#d97706' },
  },
  xc06: {
    appName: 'xc06',
    brandName: 'XC06',
    refundRatePercent: 1.35,
    liveChatGroup: 6,
    legacyRedirects: true,
    tagline: 'Nhà cái trực tuyến cho người Việt',
    description:
      'XC06 là nhà cái trực tuyến dành cho người chơi Việt Nam: cá cược thể thao, live casino, lô đề, đá gà và cổng game, {support}.',
    en: {
      tagline: 'The online bookmaker for Vietnamese players',
      description:
        'XC06 is an online bookmaker for players in Vietnam: sports betting, live casino, lô đề lottery, cockfighting and games, with {support}.',
    },
    accent: { from: '#facc15', to: '#ca8a04' },
  },
  xc07: {
    appName: 'xc07',
    brandName: 'XC07',
    refundRatePercent: 1.5,
    liveChatGroup: 1,
    legacyRedirects: false,
    tagline: 'Chơi có trách nhiệm, giải trí hết mình',
    description:
      'XC07 là sân chơi giải trí trực tuyến đề cao chơi có trách nhiệm: thể thao, casino, xổ số và cổng game, với công cụ giới hạn nạp và tự loại trừ.',
    en: {
      tagline: 'Play responsibly, enjoy to the full',
      description:
        'XC07 is an online entertainment site that puts responsible play first: sports, casino, lottery and games, with deposit limits and self-exclusion tools.',
    },
    accent: { from: '#f0b429', to: '#b45309' },
  },
  xc08: {
    appName: 'xc08',
    brandName: 'XC08',
    refundRatePercent: 1.4,
    liveChatGroup: 1,
    legacyRedirects: false,
    tagline: 'Cổng game và thể thao trực tuyến',
    description:
      'XC08 là cổng game và thể thao trực tuyến với hàng nghìn trò chơi, kèo thể thao hấp dẫn mỗi ngày và dịch vụ nạp rút nhanh chóng.',
    en: {
      tagline: 'Online games and sports',
      description:
        'XC08 is an online games and sports site with thousands of games, attractive sports odds every day and fast deposits and withdrawals.',
    },
    accent: { from: '#fcd34d', to: '#ea580c' },
    figures: { firstDeposit100CapVnd: 9_000_000, firstDeposit50CapVnd: 18_000_000 },
  },
};

const DEFAULT_SITE_URL = 'http://localhost:3000';

function build(seed: BrandSeed): Brand {
  const slug = seed.appName;
  return {
    ...seed,
    legalName: `${seed.brandName} Entertainment`,
    siteUrl: DEFAULT_SITE_URL,
    support: { email: `hotro@${slug}.vn`, telephone: '+84-1900-0000' },
    address: {
      streetAddress: 'Quận 1',
      addressLocality: 'Thành phố Hồ Chí Minh',
      addressRegion: 'Hồ Chí Minh',
      addressCountry: 'VN',
    },
    figures: { ...SHARED_FIGURES, ...seed.figures },
    miniGameScriptUrl: null,
  };
}

/**
 * The brand as a page in `locale` shows it: on the English site its English tagline and
 * description (decision 170), everything else as it is.
 */
export function brandIn(brand: Brand, locale: 'vi' | 'en'): Brand {
  return locale === 'en' ? { ...brand, tagline: brand.en.tagline, description: brand.en.description } : brand;
}

/** The brand for an app name; BRAND_NAME and SITE_URL settings override the defaults. */
export function getBrand(appName: TAppName, overrides: { brandName?: string; siteUrl?: string } = {}): Brand {
  const base = build(seeds[appName]);
  const brandName = overrides.brandName ?? base.brandName;
  return {
    ...base,
    brandName,
    legalName: `${brandName} Entertainment`,
    siteUrl: (overrides.siteUrl ?? base.siteUrl).replace(/\/+$/, ''),
  };
}

export const allBrands: readonly Brand[] = Object.values(seeds).map(build);

/** The slug of the brand's refund promotion page: 1.35 -> hoan-tra-135, 1.5 -> hoan-tra-15. */
export function refundPromotionSlug(brand: Pick<Brand, 'refundRatePercent'>): string {
  return `hoan-tra-${String(brand.refundRatePercent).replace('.', '')}`;
}

/** Named promotion pages of product.md section 2 that this brand runs. */
export function brandPromotionSlugs(brand: Pick<Brand, 'refundRatePercent'>): string[] {
  return ['khuyen-mai-100', 'khuyen-mai-50', refundPromotionSlug(brand)];
}

/** Named event pages of product.md section 2 (every brand). */
export const EVENT_SLUGS = ['gift-code', 'hoan-tra-cuoc', 'nhiem-vu', 'thuong-tai-app'] as const;
