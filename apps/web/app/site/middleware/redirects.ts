import { legacyRedirect } from '@app/brands';
import { redirect, redirectDocument } from 'react-router';
import { serverContext, supportHoursContext } from '../../lib/context';
import { siteOf } from '../server/site.server';
import type { ServerMiddleware } from './registry';

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Runs first on every server request, documents and client-navigation data requests alike:
 * brand xc06 legacy paths answer 301, and a redirect the server supplies for a path is
 * followed (an absolute URL as a full page load, a path as in-app navigation).
 */
export const redirectsMiddleware: ServerMiddleware = async ({ context, request }) => {
  const { server, brand } = siteOf(context);
  const url = new URL(request.url);
  if (brand.legacyRedirects) {
    const legacy = legacyRedirect(url.pathname, url.search);
    if (legacy) throw redirect(legacy.location, legacy.status);
  }
  const target = server.redirectFor ? await server.redirectFor(url.pathname) : null;
  if (target) throw ABSOLUTE.test(target) ? redirectDocument(target, 302) : redirect(target, 302);
};

/**
 * Reads the support hours staff set once per request, before the loaders: every `{support}` of
 * the page's copy (titles, descriptions, the brand's blurb) says them (issue 30).
 */
export const supportMiddleware: ServerMiddleware = async ({ context }) => {
  const view = await context
    .get(serverContext)
    .support?.()
    .catch(() => null);
  context.set(supportHoursContext, view?.channels.hours ?? null);
};
