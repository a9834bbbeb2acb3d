/**
 * The brand's mobile host (`MOBILE_SITE_URL`, decision 140). The brief: "a mobile domain is
 * detected when the site URL starts with {host}". On that host the site renders its phone layout
 * whatever the browser says it is; SEO follows Google's separate-URLs pattern: a page on the
 * mobile host names the main host's page as its canonical, and the main host's page names the
 * mobile one as its alternate for small screens.
 */

/** The media query a mobile alternate is announced for (Google's separate mobile URLs). */
export const MOBILE_ALTERNATE_MEDIA = 'only screen and (max-width: 640px)';

/** The attribute on <html> that switches the phone layout on for any screen width (app.css). */
export const PHONE_LAYOUT = 'phone';

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** Whether a request's URL is on the mobile host. */
export function onMobileSite(requestUrl: string, mobileSiteUrl: string | null | undefined): boolean {
  if (!mobileSiteUrl) return false;
  const host = hostOf(mobileSiteUrl);
  return host !== null && hostOf(requestUrl) === host;
}

/** The mobile host's address of a page whose canonical address is on the main host, or null. */
export function mobileAlternate(canonical: string, siteUrl: string, mobileSiteUrl: string | null): string | null {
  if (!mobileSiteUrl || !canonical.startsWith(siteUrl)) return null;
  return `${mobileSiteUrl.replace(/\/+$/, '')}${canonical.slice(siteUrl.length)}`;
}

/** In the browser: whether this page was rendered with the phone layout (the mobile host). */
export function phoneLayoutOn(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.layout === PHONE_LAYOUT;
}
