import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db';
import { buildApp } from '../../app';
import { envFor } from '../../config/env';
import type { Db } from '../../db/client';
import { staffTokenFor } from '../admin/admin.test-support';
import { authedPost, ORIGIN, randomPhone, randomUsername, uniqueIp } from '../auth/auth.test-support';
import { identifiersOf } from './exclusions.identifiers';

/*
 * Two brands of one deployment (xc03 and xc04, each its own database) sharing the registry in
 * the first brand's database, as the multi-brand start-up wires them (decision 158).
 */
let a: { app: FastifyInstance; db: Db };
let b: { app: FastifyInstance; db: Db };

async function brand(appName: string, registryDb?: Db) {
  const db = await createTestDb();
  const app = await buildApp({ env: envFor({ APP_NAME: appName }), db, logger: false, web: false, registryDb });
  await app.ready();
  return { app, db };
}

const device = () => `fp-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;

async function registerOn(app: FastifyInstance, o: { phone: string; device: string; username?: string }) {
  const username = o.username ?? randomUsername('ex');
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, password: 'secret123', phone: o.phone, ageConfirmed: true },
    cookies: { device_fingerprint: o.device },
    headers: { origin: ORIGIN },
    remoteAddress: uniqueIp(),
  });
  return { res, username, token: res.json()?.data?.token as string, id: res.json()?.data?.user?.id as number };
}

const loginOn = (app: FastifyInstance, username: string, fp: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'secret123' },
    cookies: { device_fingerprint: fp },
    headers: { origin: ORIGIN },
    remoteAddress: uniqueIp(),
  });

const verifyPhone = (db: Db, id: number) =>
  db.pool.query('UPDATE players SET phone_verified = true WHERE id = $1', [id]);
const statusOf = async (db: Db, id: number) =>
  (await db.pool.query('SELECT status, status_until FROM players WHERE id = $1', [id])).rows[0] as {
    status: string;
    status_until: Date | null;
  };

/** A player of brand A with a verified phone, self-excluded for `duration`. */
async function excludedOnA(duration: '24h' | '30d' | 'permanent', phone = randomPhone()) {
  const fp = device();
  const p = await registerOn(a.app, { phone, device: fp });
  expect(p.res.statusCode).toBe(200);
  await verifyPhone(a.db, p.id);
  const res = await authedPost(a.app, p.token, '/api/user/protection/self-exclusion', {
    duration,
    password: 'secret123',
  });
  expect(res.statusCode).toBe(200);
  return { ...p, phone, fp };
}

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  a = await brand('xc03');
  b = await brand('xc04', a.db);
});

afterAll(async () => {
  await b?.app.close();
  await b?.db.close();
  await a?.app.close();
  await a?.db.close();
});

describe('identifiers', () => {
  it('hash one phone, e-mail or bank account alike however it is written, and differently under another key', () => {
    const key = Buffer.alloc(32, 7);
    const one = identifiersOf(
      {
        phone: '0912345678',
        email: ' An@Example.com',
        bankAccounts: [{ accountNumber: '0123 456 789', holderName: 'Nguyễn Văn Đức' }],
      },
      key,
    );
    const two = identifiersOf(
      {
        phone: '+84 912 345 678',
        email: 'an@example.com',
        bankAccounts: [{ accountNumber: '0123456789', holderName: 'NGUYEN VAN DUC' }],
      },
      key,
    );
    expect(two).toEqual(one);
    expect(one.map((i) => i.type).sort()).toEqual(['bank', 'email', 'phone']);
    const other = identifiersOf({ phone: '0912345678' }, Buffer.alloc(32, 8));
    expect(other[0]!.hash).not.toBe(one.find((i) => i.type === 'phone')!.hash);
    // nothing readable travels: the hash is not the number
    expect(JSON.stringify(one)).not.toContain('912345678');
  });
});

describe('one self-exclusion across the brands', () => {
  it('refuses a registration with the same phone on the sister brand, creates nothing and flags it', async () => {
    const p = await excludedOnA('30d');
    const entries = await a.app.services.exclusions.entries(10);
    const entry = entries.find((e) => e.brand === 'xc03' && e.kind === 'self_exclusion');
    expect(entry?.matchedOn).toEqual(expect.arrayContaining(['phone', 'device']));

    const again = await registerOn(b.app, { phone: p.phone, device: device() });
    expect(again.res.statusCode).toBe(403);
    expect(again.res.json()).toMatchObject({ code: 'EXCLUDED_ON_REGISTRY' });
    expect(again.res.json().message).toContain('tự loại trừ');
    const made = await b.db.pool.query('SELECT count(*)::int AS n FROM players WHERE username = $1', [again.username]);
    expect(made.rows[0].n).toBe(0);

    const compliance = await staffTokenFor(b.app, 'compliance');
    const found = await b.app.inject({
      method: 'GET',
      url: '/admin-api/exclusions/matches',
      headers: { 'x-staff-token': compliance },
    });
    expect(found.json().data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          username: again.username,
          action: 'register',
          outcome: 'refused',
          matchedOn: ['phone'],
        }),
      ]),
    );
  });

  it('lets a registration through when only the device matches, flagged once for compliance', async () => {
    const p = await excludedOnA('24h');
    const kinds = (await a.app.services.exclusions.entries(5)).map((e) => e.kind);
    expect(kinds).toContain('cool_off');
    const other = await registerOn(b.app, { phone: randomPhone(), device: p.fp });
    expect(other.res.statusCode).toBe(200);
    expect((await statusOf(b.db, other.id)).status).toBe('active');
    const flags = await b.app.services.exclusions.matches(true, 50);
    expect(flags.filter((m) => m.username === other.username)).toEqual([
      expect.objectContaining({ outcome: 'flagged', matchedOn: ['device'] }),
    ]);
  });

  it('excludes an online account of the same person on the sister brand at once, until the same end', async () => {
    const phone = randomPhone();
    const onB = await registerOn(b.app, { phone, device: device() });
    expect(onB.res.statusCode).toBe(200);
    const me = () =>
      b.app.inject({ method: 'GET', url: '/api/auth/refresh', headers: { authorization: `Bearer ${onB.token}` } });
    expect((await me()).statusCode).toBe(200);

    await excludedOnA('permanent', phone);
    // the registry's NOTIFY reaches brand B's server, which checks its online players
    const after = await until(me, (r) => r.statusCode === 401);
    expect(after.statusCode).toBe(401);
    expect(await statusOf(b.db, onB.id)).toEqual({ status: 'self_excluded', status_until: null });
    const login = await loginOn(b.app, onB.username, device());
    expect(login.statusCode).toBe(403);
    const found = await b.app.services.exclusions.matches(true, 50);
    expect(found).toEqual(
      expect.arrayContaining([expect.objectContaining({ playerId: onB.id, action: 'online', outcome: 'excluded' })]),
    );
  });

  it('refuses the login of an offline account of the same person and excludes it then', async () => {
    const phone = randomPhone();
    const onB = await registerOn(b.app, { phone, device: device() });
    await authedPost(b.app, onB.token, '/api/auth/logout');
    const excluded = await excludedOnA('30d', phone);
    const entryUntil = (await a.db.pool.query('SELECT status_until FROM players WHERE id = $1', [excluded.id])).rows[0]
      .status_until as Date;

    const login = await loginOn(b.app, onB.username, device());
    expect(login.statusCode).toBe(403);
    expect(['EXCLUDED_ON_REGISTRY', 'ACCOUNT_SELF_EXCLUDED']).toContain(login.json().code);
    const st = await statusOf(b.db, onB.id);
    expect(st.status).toBe('self_excluded');
    expect(st.status_until?.getTime()).toBe(entryUntil.getTime());
    // an unrelated player of the sister brand is untouched
    const other = await registerOn(b.app, { phone: randomPhone(), device: device() });
    expect(other.res.statusCode).toBe(200);
    expect((await statusOf(b.db, other.id)).status).toBe('active');
  });

  it('a staff exclusion on one brand refuses the same bank account on the sister brand and excludes its holder there', async () => {
    const account = {
      bankBin: '970436',
      accountNumber: `09${String(Date.now()).slice(-10)}`,
      holderName: 'NGUYEN VAN AN',
    };
    const holder = await registerOn(a.app, { phone: randomPhone(), device: device() });
    expect((await authedPost(a.app, holder.token, '/api/user/bank', account)).statusCode).toBe(200);
    const compliance = await staffTokenFor(a.app, 'compliance');
    const imposed = await a.app.inject({
      method: 'POST',
      url: `/admin-api/players/${holder.id}/exclusion`,
      headers: { 'x-staff-token': compliance },
      payload: { days: 90, reason: 'Người chơi yêu cầu qua tổng đài' },
    });
    expect(imposed.statusCode).toBe(200);
    expect((await statusOf(a.db, holder.id)).status).toBe('self_excluded');
    const audit = await a.db.pool.query(
      "SELECT details FROM audit_log WHERE action = 'exclusions.staff_exclusion' AND target_id = $1",
      [holder.id],
    );
    expect(audit.rows[0]?.details).toMatchObject({
      reason: 'Người chơi yêu cầu qua tổng đài',
      entry: imposed.json().data.uid,
    });
    expect((await a.app.services.exclusions.entries(5))[0]).toMatchObject({
      kind: 'staff',
      matchedOn: ['bank', 'device'],
    });

    const onB = await registerOn(b.app, { phone: randomPhone(), device: device() });
    const res = await authedPost(b.app, onB.token, '/api/user/bank', account);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EXCLUDED_ON_REGISTRY');
    const held = await b.db.pool.query('SELECT count(*)::int AS n FROM bank_accounts WHERE player_id = $1', [onB.id]);
    expect(held.rows[0].n).toBe(0);
    expect((await statusOf(b.db, onB.id)).status).toBe('self_excluded');
  });

  it('refuses bad staff input in Vietnamese and changes nothing', async () => {
    const compliance = await staffTokenFor(b.app, 'compliance');
    const p = await registerOn(b.app, { phone: randomPhone(), device: device() });
    const before = (await a.app.services.exclusions.entries(500)).length;
    for (const payload of [
      { days: -1, reason: 'lý do hợp lệ' },
      { days: 5, reason: 'x' },
      { days: 1.5, reason: 'lý do hợp lệ' },
    ]) {
      const res = await b.app.inject({
        method: 'POST',
        url: `/admin-api/players/${p.id}/exclusion`,
        headers: { 'x-staff-token': compliance },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/ngày|Lý do/);
    }
    expect((await statusOf(b.db, p.id)).status).toBe('active');
    expect((await a.app.services.exclusions.entries(500)).length).toBe(before);
  });
});
