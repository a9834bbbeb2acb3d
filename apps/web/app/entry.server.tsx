import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { i18nFor } from './i18n/instances.server';
import { serverContext } from './lib/context';
import { isMobileRequest } from './lib/device';
import { localeOfRequest } from './lib/locale';

export { serverContext };

export const streamTimeout = 5_000;

/**
 * What of the request besides its URL changes the server's HTML: a phone (phone-only sections
 * show a QR code on desktop) and a crawler (waits for all content). The server's guest-page
 * cache keys on it (decision 110); a render that starts reading another header must say so here.
 */
export function renderVariant(headers: Pick<Headers, 'get'>): string {
  const userAgent = headers.get('user-agent');
  return `${isMobileRequest(headers) ? 'mobile' : 'desktop'}${userAgent && isbot(userAgent) ? '+bot' : ''}`;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = cspNonceOf(loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and the SPA-mode fallback wait for all content so SEO pages arrive complete.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // The nonce goes on React Router's inline scripts (hydration context, streamed data, scroll
    // restoration: <ServerRouter nonce> feeds <Scripts> and <ScrollRestoration>) and on React's own.
    // The page's language is its URL's (decision 145); the instances are shared, never switched.
    const app = (
      <I18nextProvider i18n={i18nFor(localeOfRequest(request))}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** The Content-Security-Policy nonce the server chose for this response (none outside the server). */
function cspNonceOf(loadContext: RouterContextProvider | undefined): string | undefined {
  try {
    return loadContext?.get(serverContext).cspNonce || undefined;
  } catch {
    return undefined;
  }
}
