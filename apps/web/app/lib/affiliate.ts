import type { TAffiliateInfo } from '@app/contract';
import { readCookie } from './fingerprint';

/**
 * Affiliate and referer attribution (product.md sections 3 and 9). Query `a` is stored as aff_id,
 * utm_* under their own names; a present-but-empty parameter deletes its cookie. The
 * referer is kept unless it is our own host or one of our own / partner domains. The source
 * cookie holds the current hostname. All last 12 hours, path /. Sent with register.
 */

export const AFFILIATE_MAX_AGE = 43_200;

/** Query parameter -> cookie name. */
export const TRACKED_PARAMS = [
  ['a', 'aff_id'],
  ['utm_campaign', 'utm_campaign'],
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_term', 'utm_term'],
  ['utm_content', 'utm_content'],
] as const;

export const REFERER_COOKIE = 'referer';
export const SOURCE_COOKIE = 'source';

/**
 * Our own and partner domains whose referrals are not attribution (the brands' sites,
 * payment and game partners that send players back). A host matches its subdomains too.
 */
export const NON_ATTRIBUTING_DOMAINS: readonly string[] = [
  'localhost',
  'momo.vn',
  'payment.momo.vn',
  'vietqr.io',
  'napas.com.vn',
  'vnpay.vn',
  'livechatinc.com',
  'tawk.to',
  'zalo.me',
];

function setCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${AFFILIATE_MAX_AGE}; path=/; SameSite=Lax`;
}

function deleteCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${name}=; max-age=0; path=/; SameSite=Lax`;
}

function hostMatches(host: string, domain: string) {
  return host === domain || host.endsWith(`.${domain}`);
}

/** Whether a referrer counts as attribution: not our host, not an own or partner domain. */
export function isAttributingReferrer(
  referrer: string,
  currentHost: string,
  extraDomains: readonly string[] = [],
): boolean {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (!host || host === currentHost.toLowerCase()) return false;
  return ![...NON_ATTRIBUTING_DOMAINS, ...extraDomains].some((d) => hostMatches(host, d.toLowerCase()));
}

/**
 * Stores the attribution of this page view. `siteUrls` are the brand's configured URLs
 * (their hosts count as our own).
 */
export function captureAffiliate(
  location: Pick<Location, 'search' | 'hostname'> = window.location,
  referrer: string = document.referrer,
  siteUrls: readonly string[] = [],
): void {
  const params = new URLSearchParams(location.search);
  for (const [param, cookie] of TRACKED_PARAMS) {
    if (!params.has(param)) continue;
    const value = params.get(param)?.trim() ?? '';
    if (value) setCookie(cookie, value.slice(0, 255));
    else deleteCookie(cookie);
  }
  const ownHosts = siteUrls.flatMap((u) => {
    try {
      return [new URL(u).hostname];
    } catch {
      return [];
    }
  });
  if (referrer && isAttributingReferrer(referrer, location.hostname, ownHosts)) {
    setCookie(REFERER_COOKIE, referrer.slice(0, 1024));
  }
  setCookie(SOURCE_COOKIE, location.hostname);
}

/** The stored attribution, as the register call sends it. */
export function affiliateInfo(): TAffiliateInfo {
  const info: TAffiliateInfo = {};
  for (const [, cookie] of TRACKED_PARAMS) info[cookie] = readCookie(cookie);
  info.source = readCookie(SOURCE_COOKIE);
  info.referer = readCookie(REFERER_COOKIE);
  return info;
}
