import { phoneLayoutOn } from './mobile-site';

const MOBILE_UA = /Android|iPhone|iPod|iPad|Windows Phone|webOS|BlackBerry|Opera Mini|IEMobile|Mobile/i;

/**
 * Whether a request comes from a phone or tablet. The Client Hint wins when the browser
 * sends it; otherwise the user agent decides.
 */
export function isMobileRequest(headers: Pick<Headers, 'get'>): boolean {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint === '?1') return true;
  if (hint === '?0' && !/iPad|Android/i.test(headers.get('user-agent') ?? '')) return false;
  return MOBILE_UA.test(headers.get('user-agent') ?? '');
}

/**
 * The same decision in the browser (live chat is loaded on non-mobile devices only); a page of
 * the mobile host (phone layout) counts as a phone whatever the browser.
 */
export function isMobileBrowser(): boolean {
  if (phoneLayoutOn()) return true;
  if (typeof navigator === 'undefined') return false;
  const data = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (data?.mobile) return true;
  return MOBILE_UA.test(navigator.userAgent);
}

/** Whether the page shows its phone layout: a narrow screen, or any screen on the mobile host. */
export function phoneWidth(): boolean {
  if (typeof window === 'undefined') return false;
  return phoneLayoutOn() || window.matchMedia('(max-width: 768px)').matches;
}
