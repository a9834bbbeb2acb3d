import { redirect } from 'react-router';
import { requireLogin } from '../../features/auth/bridge';
import type { ClientMiddleware, ServerMiddleware } from './registry';

/** Account sub-pages that are only a door to a default tab (product.md section 2). */
export const ACCOUNT_REDIRECTS: Record<string, string> = {
  '/account/deposit': '/account/deposit/codepay',
  '/account/withdraw': '/account/withdraw/bank',
};

export function accountRedirect(url: URL): string | null {
  const path = url.pathname.replace(/\/+$/, '');
  const to = ACCOUNT_REDIRECTS[path];
  return to ? `${to}${url.search}` : null;
}

export const accountServer: ServerMiddleware = ({ request }) => {
  const to = accountRedirect(new URL(request.url));
  if (to) throw redirect(to);
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
  if (await requireLogin(`${url.pathname}${url.search}`)) return;
  const here = `${window.location.pathname}${window.location.search}`;
  throw redirect(here.startsWith('/account') ? '/' : here);
};
