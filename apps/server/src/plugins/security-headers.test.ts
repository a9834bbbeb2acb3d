import { analyticsTags } from '@app/contract/analytics';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import securityHeadersPlugin, {
  API_POLICY,
  HOUSE_POLICY,
  pagePolicy,
  profileFor,
  sandboxPolicy,
  thirdPartySources,
} from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));

async function plainApp(trustProxy: boolean | number | string): Promise<FastifyInstance> {
  // Fastify's overloads reject a union here (as in app.ts); every form given is one it accepts.
  const app = Fastify({ trustProxy: trustProxy as string });
  await app.register(securityHeadersPlugin, {
    thirdParty: thirdPartySources({ liveChat: false, miniGameScriptUrl: null }),
  });
  app.get('/', async (request) => ({ nonce: request.cspNonce }));
  app.get('/api/thing', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('securityHeadersPlugin', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('should choose the policy by path', () => {
    expect(profileFor('/')).toBe('page');
    expect(profileFor('/live-casino?page=2')).toBe('page');
    expect(profileFor('/favicon.svg')).toBe('page');
    expect(profileFor('/api/game/list?x=1')).toBe('api');
    expect(profileFor('/api')).toBe('api');
    expect(profileFor('/provider/house/user/balance')).toBe('api');
    expect(profileFor('/webhooks/twilio/sms-status')).toBe('api');
    expect(profileFor('/admin-api/players')).toBe('api');
    expect(profileFor('/healthz')).toBe('api');
    expect(profileFor('/house/api/session')).toBe('api');
    expect(profileFor('/api/docs')).toBe('docs');
    expect(profileFor('/api/docs/static/index.html')).toBe('docs');
    expect(profileFor('/api/docsx')).toBe('api');
    expect(profileFor('/house/play/keno?token=x')).toBe('house');
    expect(profileFor('/house/assets/house.js?v=1')).toBe('asset');
    expect(profileFor('/assets/entry.client-abc.js')).toBe('asset');
    expect(profileFor('/dev/outbox')).toBe('tool');
    expect(profileFor('/sandbox/momo/pay/order-1')).toBe('sandbox');
    // a path that only starts like a prefix is a page
    expect(profileFor('/apiary')).toBe('page');
    expect(profileFor('/housewares')).toBe('page');
  });

  it('should allow scripts by nonce only, and third-party origins only for features that are on', () => {
    const none = thirdPartySources({ liveChat: false, miniGameScriptUrl: null });
    const policy = pagePolicy({ nonce: 'abc', thirdParty: none });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https:");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');

    const chat = thirdPartySources({ liveChat: true, miniGameScriptUrl: 'https://mini.games.test/v2/launcher.js' });
    const withChat = pagePolicy({ nonce: 'abc', thirdParty: chat });
    expect(directive(withChat, 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://*.livechatinc.com https://mini.games.test",
    );
    expect(directive(withChat, 'connect-src')).toContain('wss://*.livechatinc.com');
    expect(directive(withChat, 'script-src')).not.toContain('unsafe-inline');
    // Vite's hot-reload socket, in development only
    expect(directive(pagePolicy({ nonce: 'n', thirdParty: none, development: true }), 'connect-src')).toBe(
      "connect-src 'self' ws: wss:",
    );
    expect(thirdPartySources({ liveChat: false, miniGameScriptUrl: 'javascript:alert(1)' }).script).toEqual([]);
  });

  it("should allow the analytics tags' origins only for the tags the site code names", () => {
    const policy = (code: string | null) =>
      pagePolicy({
        nonce: 'abc',
        thirdParty: thirdPartySources({ liveChat: false, miniGameScriptUrl: null, analytics: analyticsTags(code) }),
      });
    expect(directive(policy(null), 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(policy('GTM-AB12CD3'), 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://www.googletagmanager.com",
    );
    expect(directive(policy('G-XYZ1234567'), 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy('FB-1234567890'), 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://connect.facebook.net",
    );
    expect(directive(policy('FB-1234567890'), 'connect-src')).toBe("connect-src 'self' https://www.facebook.com");
  });

  it('should give each page response a fresh nonce, API answers the strict policy', async () => {
    const app = await plainApp(false);
    apps.push(app);
    const [a, b] = [await app.inject('/'), await app.inject('/')];
    expect(a.json().nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a.json().nonce).not.toBe(b.json().nonce);
    expect(a.headers['content-security-policy']).toContain(`'nonce-${a.json().nonce}'`);
    const api = await app.inject('/api/thing');
    expect(api.headers['content-security-policy']).toBe(API_POLICY);
    expect(api.headers['x-frame-options']).toBe('DENY');
    // unknown paths and errors carry them too
    const missing = await app.inject('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(API_POLICY);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(HOUSE_POLICY).toContain("frame-ancestors 'self'");
    expect(sandboxPolicy('n1')).toContain("script-src 'nonce-n1';");
  });

  it('should send HSTS only for HTTPS requests, believing X-Forwarded-Proto only from a trusted proxy', async () => {
    const untrusted = await plainApp(false);
    // Fastify believes no X-Forwarded-Proto with a mere hop count: TRUST_PROXY must name the proxies
    const hops = await plainApp(1);
    const trusted = await plainApp('127.0.0.1');
    apps.push(untrusted, hops, trusted);
    const https = { 'x-forwarded-proto': 'https' };
    expect((await untrusted.inject({ url: '/', headers: https })).headers['strict-transport-security']).toBeUndefined();
    expect((await hops.inject({ url: '/', headers: https })).headers['strict-transport-security']).toBeUndefined();
    expect((await trusted.inject('/')).headers['strict-transport-security']).toBeUndefined();
    expect((await trusted.inject({ url: '/', headers: https })).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
    expect((await trusted.inject({ url: '/api/thing', headers: https })).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
  });
});
