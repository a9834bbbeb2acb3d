import { redirect } from 'react-router';
import { requireLogin } from '../../features/auth/bridge';
import { localeOfPath, localizedPath, stripLocale } from '../../lib/locale';
import type { ClientMiddleware, ServerMiddleware } from './registry';

/** Account sub-pages that are only a door to a default tab (product.md section 2). */
export const ACCOUNT_REDIRECTS: Record<string, string> = {
  '/account/deposit': '/account/deposit/codepay',
  '/account/withdraw': '/account/withdraw/bank',
};

export function accountRedirect(url: URL): string | null {
  const path = stripLocale(url.pathname).replace(/\/+$/, '');
  const to = ACCOUNT_REDIRECTS[path];
  return to ? `${to}${url.search}` : null;
}

// A server redirect names the full path (the English site's prefix included); a client one is
// relative to the router's basename, which React Router adds itself (decision 145).
export const accountServer: ServerMiddleware = ({ request }) => {
  const url = new URL(request.url);
  const to = accountRedirect(url);
  if (to) throw redirect(localizedPath(localeOfPath(url.pathname), to));
};

export const accountClient: ClientMiddleware = ({ request }) => {
  const to = accountRedirect(new URL(request.url));
  if (to) throw redirect(to);
};

/**
 * The account area needs a logged-in player. An anonymous visitor gets the login modal on
 * the page they came from (or the home page on a direct visit) and lands on the requested
 * page once logged in (the accounts feature navigates there after login).
 */
export const authClient: ClientMiddleware = async ({ request }) => {
  const url = new URL(request.url);
  if (await requireLogin(`${stripLocale(url.pathname)}${url.search}`)) return;
  const here = `${stripLocale(window.location.pathname)}${window.location.search}`;
  throw redirect(here.startsWith('/account') ? '/' : here);
};
