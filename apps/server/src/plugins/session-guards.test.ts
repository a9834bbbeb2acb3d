import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { requireStaff } from '../modules/admin/admin.guard';
import { requirePlayer } from '../modules/auth/auth.guard';
import { register } from '../modules/auth/auth.test-support';
import sessionGuardsPlugin, { SESSION_SECURITY } from './session-guards';

interface Operation {
  method: string;
  path: string;
  kind: 'player' | 'staff' | null;
}

/** Bodies nobody should get past authentication with, whatever they hold. */
const GARBAGE: { label: string; headers?: Record<string, string>; payload?: string }[] = [
  { label: 'no body' },
  {
    label: 'garbage JSON',
    headers: { 'content-type': 'application/json' },
    payload: '{"uuid":7,"x":[{"\\u0000":null}]}',
  },
  { label: 'malformed JSON', headers: { 'content-type': 'application/json' }, payload: '{"mission_id": ' },
  { label: 'wrong content type', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
  {
    label: '1 MB body',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ a: 'a'.repeat(1 << 20) }),
  },
];

describe(sessionGuardsPlugin.name, () => {
  let t: TestApp;
  let ops: Operation[];
  beforeAll(async () => {
    t = await buildTestApp();
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    ops = Object.entries<Record<string, { security?: Record<string, string[]>[] }>>(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => {
        const schemes = op.security ?? [];
        // An empty requirement ({}) means the session is optional.
        const required = schemes.length > 0 && schemes.every((s) => Object.keys(s).length > 0);
        const staff = schemes.some((s) => 'staffToken' in s);
        return { method: method.toUpperCase(), path, kind: required ? (staff ? 'staff' : 'player') : null };
      }),
    );
  });
  afterAll(() => t.close());

  const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '1');
  const guarded = () => ops.filter((op) => op.kind !== null);

  it('should mark every route that needs a session in the OpenAPI document, by the kind of session', () => {
    expect(guarded().length).toBeGreaterThan(60);
    const byPath = (prefix: string) => ops.filter((op) => op.path.startsWith(prefix));
    // conventions: everything under /api/user and /admin-api needs a session (but the staff sign-in)
    const signIn = new Set(['/admin-api/auth/login', '/admin-api/auth/second-factor']);
    for (const op of byPath('/api/user/')) expect(`${op.method} ${op.path}: ${op.kind}`).toMatch(/: player$/);
    for (const op of byPath('/admin-api/').filter((op) => !signIn.has(op.path))) {
      expect(`${op.method} ${op.path}: ${op.kind}`).toMatch(/: staff$/);
    }
    expect(ops.find((op) => op.path === '/api/game/favorite')?.kind).toBe('player');
    expect(ops.find((op) => op.path === '/api/auth/logout')?.kind).toBeNull();
    expect(ops.find((op) => op.path === '/admin-api/auth/login')?.kind).toBeNull();
    expect(ops.find((op) => op.path === '/admin-api/auth/second-factor')?.kind).toBeNull();
  });

  it('should answer 401 to a guest on every route that needs a session, whatever the body', async () => {
    const wrong: string[] = [];
    for (const op of guarded()) {
      const cases = ['GET', 'HEAD'].includes(op.method) ? GARBAGE.slice(0, 1) : GARBAGE;
      for (const c of cases) {
        const res = await t.app.inject({
          method: op.method as InjectOptions['method'],
          url: urlOf(op.path),
          headers: c.headers,
          payload: c.payload,
        });
        const expected = op.kind === 'staff' ? 'STAFF_UNAUTHORIZED' : 'UNAUTHORIZED';
        if (res.statusCode !== 401 || res.json().code !== expected) {
          wrong.push(`${op.method} ${op.path} [${c.label}] -> ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("should answer 401 to a player's session on every staff route, and to a broken bearer token on player routes", async () => {
    const player = await register(t.app);
    const wrong: string[] = [];
    for (const op of guarded()) {
      const headers =
        op.kind === 'staff' ? { authorization: `Bearer ${player.token}` } : { authorization: 'Bearer not a token' };
      const res = await t.app.inject({
        method: op.method as InjectOptions['method'],
        url: urlOf(op.path),
        headers: { ...headers, 'content-type': 'application/json' },
        payload: ['GET', 'HEAD'].includes(op.method) ? undefined : '{"x": ',
      });
      if (res.statusCode !== 401) wrong.push(`${op.method} ${op.path} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('should refuse to start when a session guard runs after the body is parsed', async () => {
    for (const [phase, guard] of [
      ['preValidation', requirePlayer],
      ['preHandler', requireStaff('finance')],
    ] as const) {
      const app = Fastify();
      await app.register(sessionGuardsPlugin);
      await expect(
        app.register(async (child) => {
          child.post('/late', { [phase]: guard }, async () => ({ ok: true }));
        }),
      ).rejects.toThrow(/runs in (preValidation|preHandler); session guards run in onRequest/);
      await app.close();
    }
  });

  it('should describe the session a guarded route needs, keeping a security the route states itself', async () => {
    const app = Fastify();
    await app.register(sessionGuardsPlugin);
    const seen: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      seen[route.url] = (route.schema as { security?: unknown } | undefined)?.security;
    });
    app.get('/player', { onRequest: requirePlayer }, async () => ({}));
    app.get('/staff', { onRequest: [requireStaff('support')] }, async () => ({}));
    app.get('/own', { onRequest: requirePlayer, schema: { security: [{ bearer: [] }] } }, async () => ({}));
    app.get('/open', async () => ({}));
    await app.ready();
    expect(seen).toEqual({
      '/player': SESSION_SECURITY.player,
      '/staff': SESSION_SECURITY.staff,
      '/own': [{ bearer: [] }],
      '/open': undefined,
    });
    await app.close();
  });
});
