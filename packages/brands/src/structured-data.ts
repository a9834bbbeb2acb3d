import type {
  BreadcrumbList,
  Casino,
  ContactPoint,
  EntertainmentBusiness,
  FAQPage,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { Brand } from './brand';

/** Business constants of product.md section 9 used in every business structured-data block. */
export const BUSINESS = {
  priceRange: '1 - 1000000',
  numberOfEmployees: 40,
  opens: '00:00',
  closes: '24:00',
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const,
  currency: 'VND',
  paymentAccepted: 'Chuyển khoản ngân hàng, QR Codepay, Ví MoMo, Tiền điện tử (USDT, KDG), Thẻ cào điện thoại',
  languages: ['vi'],
} as const;

/** The search the WebSite SearchAction points at: the game portal's search box. */
export const SEARCH_PATH = '/cong-game?q={search_term_string}';

export const logoUrl = (brand: Brand) => `${brand.siteUrl}/images/logo/${brand.appName}.svg`;

function postalAddress(brand: Brand): PostalAddress {
  return { '@type': 'PostalAddress', ...brand.address };
}

function contactPoint(brand: Brand): ContactPoint {
  return {
    '@type': 'ContactPoint',
    contactType: 'customer support',
    email: brand.support.email,
    telephone: brand.support.telephone,
    availableLanguage: ['Vietnamese'],
    hoursAvailable: openingHours(),
  };
}

function openingHours(): OpeningHoursSpecification {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...BUSINESS.days],
    opens: BUSINESS.opens,
    closes: BUSINESS.closes,
  };
}

function searchAction(brand: Brand): WithActionConstraints<SearchAction> {
  return {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${brand.siteUrl}${SEARCH_PATH}` },
    'query-input': 'required name=search_term_string',
  };
}

export function websiteJsonLd(brand: Brand): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: brand.brandName,
    url: `${brand.siteUrl}/`,
    inLanguage: 'vi',
    potentialAction: searchAction(brand),
  };
}

export function organizationJsonLd(brand: Brand): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.brandName,
    legalName: brand.legalName,
    url: `${brand.siteUrl}/`,
    logo: logoUrl(brand),
    description: brand.description,
    address: postalAddress(brand),
    contactPoint: contactPoint(brand),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: BUSINESS.numberOfEmployees },
  };
}

export function breadcrumbJsonLd(
  items: { name: string; url: string; position: number }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item) => ({
      '@type': 'ListItem',
      position: item.position,
      name: item.name,
      item: item.url,
    })),
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

function businessFields(brand: Brand) {
  return {
    name: brand.brandName,
    legalName: brand.legalName,
    description: brand.description,
    url: `${brand.siteUrl}/`,
    logo: logoUrl(brand),
    image: `${brand.siteUrl}/images/og/${brand.appName}.jpg`,
    address: postalAddress(brand),
    numberOfEmployees: { '@type': 'QuantitativeValue' as const, value: BUSINESS.numberOfEmployees },
    currenciesAccepted: BUSINESS.currency,
    paymentAccepted: BUSINESS.paymentAccepted,
    priceRange: BUSINESS.priceRange,
    contactPoint: contactPoint(brand),
    knowsLanguage: [...BUSINESS.languages],
    openingHoursSpecification: openingHours(),
    telephone: brand.support.telephone,
    email: brand.support.email,
  };
}

export function casinoJsonLd(brand: Brand): WithContext<Casino> {
  return { '@context': 'https://schema.org', '@type': 'Casino', ...businessFields(brand) };
}

/**
 * schema.org has no sports-betting type; the closest is an EntertainmentBusiness whose
 * additionalType names the activity, which search engines accept as a refinement.
 */
export function sportsBettingJsonLd(brand: Brand): WithContext<EntertainmentBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EntertainmentBusiness',
    additionalType: 'https://en.wikipedia.org/wiki/Sports_betting',
    ...businessFields(brand),
    name: `${brand.brandName} Thể thao`,
  };
}
