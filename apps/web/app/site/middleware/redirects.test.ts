import type { TSystemConfigurations } from '@app/contract';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ServerContext, serverContext } from '../../lib/context';
import { notFound } from '../../lib/not-found';
import { redirectsMiddleware } from './redirects';

function contextFor(appName: 'xc03' | 'xc06', redirectFor?: ServerContext['redirectFor']) {
  const context = new RouterContextProvider();
  const config = { APP_NAME: appName, BRAND_NAME: appName.toUpperCase(), SITE_URL: 'https://x.example' };
  context.set(serverContext, { configurations: () => config as TSystemConfigurations, redirectFor });
  return context;
}

async function run(context: RouterContextProvider, url: string): Promise<Response | undefined> {
  const next = vi.fn(async () => new Response('page'));
  try {
    await redirectsMiddleware(
      { request: new Request(url), context, params: {}, url: new URL(url), pattern: '' } as never,
      next,
    );
    return undefined;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('redirectsMiddleware', () => {
  it('should answer xc06 legacy paths with 301 and leave other brands alone', async () => {
    const moved = await run(contextFor('xc06'), 'http://h/song-bai-livecasino-truc-tuyen/baccarat?utm_source=x');
    expect(moved?.status).toBe(301);
    expect(moved?.headers.get('location')).toBe('/live-casino/baccarat?utm_source=x');
    expect(await run(contextFor('xc03'), 'http://h/song-bai-livecasino-truc-tuyen/baccarat')).toBeUndefined();
  });

  it('should follow a server-supplied path in the app and an absolute URL with a full page load', async () => {
    const inApp = await run(
      contextFor('xc03', () => '/khuyen-mai'),
      'http://h/old',
    );
    expect(inApp?.headers.get('location')).toBe('/khuyen-mai');
    expect(inApp?.headers.get('X-Remix-Reload-Document')).toBeNull();

    const outside = await run(
      contextFor('xc03', async () => 'https://other.example/'),
      'http://h/old',
    );
    expect(outside?.headers.get('location')).toBe('https://other.example/');
    expect(outside?.headers.get('X-Remix-Reload-Document')).toBe('true');

    expect(
      await run(
        contextFor('xc03', () => null),
        'http://h/old',
      ),
    ).toBeUndefined();
  });
});

describe('notFound', () => {
  it("should log 'Page Not Found: {path}' and throw a 404", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let thrown: unknown;
    try {
      notFound(new Request('http://h/khong-co?x=1'));
    } catch (error) {
      thrown = error;
    }
    expect(warn).toHaveBeenCalledWith('Page Not Found: /khong-co');
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
    warn.mockRestore();
  });
});
