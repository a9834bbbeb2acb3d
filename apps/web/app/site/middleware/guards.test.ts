import type { TSystemConfigurations } from '@app/contract';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ServerContext, serverContext } from '../../lib/context';
import { accountRedirect } from './account';
import { deviceContext, guardContext } from './guard-context';
import { mobilePageGuard } from './mobile-page';
import { eventsGuard, promotionsGuard } from './promotions';
import type { ServerMiddleware } from './registry';

function contextFor(extra: Partial<ServerContext> = {}) {
  const context = new RouterContextProvider();
  const config = { APP_NAME: 'xc05', BRAND_NAME: 'XC05', SITE_URL: 'https://x.example' } as TSystemConfigurations;
  context.set(serverContext, { configurations: () => config, ...extra });
  return context;
}

async function run(mw: ServerMiddleware, context: RouterContextProvider, slug: string, headers: HeadersInit = {}) {
  const next = vi.fn(async () => new Response('page'));
  const request = new Request(`http://h/x/${slug}`, { headers });
  let thrown: unknown;
  try {
    await mw({ request, context, params: { slug }, url: new URL(request.url), pattern: '' } as never, next);
  } catch (error) {
    thrown = error;
  }
  return { next, thrown: thrown as { init?: { status?: number } } | undefined };
}

describe('promotions and events guards', () => {
  it("should let the brand's named pages through without a promotions module", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const slug of ['khuyen-mai-100', 'khuyen-mai-50', 'hoan-tra-14']) {
      const context = contextFor();
      const { next, thrown } = await run(promotionsGuard, context, slug);
      expect(thrown, slug).toBeUndefined();
      expect(next).toHaveBeenCalledOnce();
      expect(context.get(guardContext).notFound).toBe(false);
    }
    expect((await run(eventsGuard, contextFor(), 'gift-code')).thrown).toBeUndefined();
  });

  it('should answer 404 after the loaders for unknown, other-brand and malformed slugs', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const slug of ['hoan-tra-15', 'khong-co', 'Khuyen-Mai-100', '../x']) {
      const context = contextFor();
      const { next, thrown } = await run(promotionsGuard, context, slug);
      expect(next, slug).toHaveBeenCalledOnce();
      expect(context.get(guardContext).notFound, slug).toBe(true);
      expect(thrown?.init?.status, slug).toBe(404);
    }
    expect((await run(eventsGuard, contextFor(), 'khuyen-mai-100')).thrown?.init?.status).toBe(404);
  });

  it('should ask the promotions module when it exists (inactive = 404)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const find = vi.fn(async (_kind: string, slug: string) =>
      slug === 'tet-2027'
        ? { slug, kind: 'promotion' as const, title: 'Tết', summary: '', image: null, endsAt: null, body: [] }
        : null,
    );
    const promotions = { kinds: ['promotion', 'event'] as const, find, list: vi.fn(async () => []) };
    expect((await run(promotionsGuard, contextFor({ promotions }), 'tet-2027')).thrown).toBeUndefined();
    expect((await run(promotionsGuard, contextFor({ promotions }), 'khuyen-mai-100')).thrown?.init?.status).toBe(404);
    expect(find).toHaveBeenCalledWith('promotion', 'khuyen-mai-100');
  });

  it("should keep the brand's named event pages when the module runs promotions only", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const find = vi.fn(async () => null);
    const promotions = { kinds: ['promotion'] as const, find, list: vi.fn(async () => []) };
    expect((await run(eventsGuard, contextFor({ promotions }), 'gift-code')).thrown).toBeUndefined();
    expect((await run(eventsGuard, contextFor({ promotions }), 'khong-co')).thrown?.init?.status).toBe(404);
    expect(find).not.toHaveBeenCalled();
  });
});

describe('mobile-page guard', () => {
  it('should record whether the visitor is on a phone', async () => {
    const desktop = contextFor();
    await run(mobilePageGuard, desktop, 'lo-de', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0' });
    expect(desktop.get(deviceContext).mobile).toBe(false);
    const phone = contextFor();
    await run(mobilePageGuard, phone, 'lo-de', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148',
    });
    expect(phone.get(deviceContext).mobile).toBe(true);
    const hinted = contextFor();
    await run(mobilePageGuard, hinted, 'lo-de', { 'sec-ch-ua-mobile': '?1' });
    expect(hinted.get(deviceContext).mobile).toBe(true);
  });

  it("should give every visitor of the brand's mobile host the phone page (MOBILE_SITE_URL)", async () => {
    const desktopUa = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0' };
    const onHost = (mobileSiteUrl: string | null) => {
      const context = new RouterContextProvider();
      const config = { APP_NAME: 'xc05', SITE_URL: 'https://x.example', MOBILE_SITE_URL: mobileSiteUrl };
      context.set(serverContext, { configurations: () => config as TSystemConfigurations });
      return context;
    };
    // the request's host is "h" (run() asks for http://h/x/...)
    const mobileHost = onHost('http://h');
    await run(mobilePageGuard, mobileHost, 'lo-de', desktopUa);
    expect(mobileHost.get(deviceContext).mobile).toBe(true);
    const otherHost = onHost('https://m.x.example');
    await run(mobilePageGuard, otherHost, 'lo-de', desktopUa);
    expect(otherHost.get(deviceContext).mobile).toBe(false);
  });
});

describe('account redirects', () => {
  it('should send the deposit and withdraw doors to their default tab, keeping the query', () => {
    expect(accountRedirect(new URL('http://h/account/deposit'))).toBe('/account/deposit/codepay');
    expect(accountRedirect(new URL('http://h/account/withdraw/?x=1'))).toBe('/account/withdraw/bank?x=1');
    expect(accountRedirect(new URL('http://h/account/deposit/card'))).toBeNull();
    expect(accountRedirect(new URL('http://h/account'))).toBeNull();
  });
});
