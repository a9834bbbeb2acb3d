import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db';
import { buildApp } from '../../app';
import { envFor } from '../../config/env';
import type { Db } from '../../db/client';
import { authedPost, ORIGIN, randomPhone, randomUsername, uniqueIp } from '../auth/auth.test-support';
import { identifiersOf } from './exclusions.identifiers';
import { deliverDue, PEER_ENTRIES_PATH, signPeerBody } from './exclusions.peers';

/*
 * Two deployments of one operator (decision 158): "hanoi" sends its entries to "saigon" over
 * loopback, signed with the secret they share; saigon only accepts them from 127.0.0.1.
 */
const SECRET = 'peer-secret-of-the-operator-0123456789';
const KEY = 'a'.repeat(64);
let saigon: { app: FastifyInstance; db: Db; url: string };
let hanoi: { app: FastifyInstance; db: Db };

async function deployment(env: Record<string, string>) {
  const db = await createTestDb();
  const app = await buildApp({ env: envFor({ EXCLUSION_REGISTRY_KEY: KEY, ...env }), db, logger: false, web: false });
  await app.ready();
  return { app, db };
}

beforeAll(async () => {
  const s = await deployment({
    APP_NAME: 'xc05',
    EXCLUSION_DEPLOYMENT_ID: 'saigon',
    EXCLUSION_PEER_SECRET: SECRET,
    EXCLUSION_PEER_ADDRESSES: '127.0.0.1,::1',
  });
  const address = await s.app.listen({ host: '127.0.0.1', port: 0 });
  saigon = { ...s, url: address };
  hanoi = await deployment({
    APP_NAME: 'xc03',
    EXCLUSION_DEPLOYMENT_ID: 'hanoi',
    EXCLUSION_PEERS: saigon.url,
    EXCLUSION_PEER_SECRET: SECRET,
  });
});

afterAll(async () => {
  await hanoi?.app.close();
  await hanoi?.db.close();
  await saigon?.app.close();
  await saigon?.db.close();
});

const entryCount = async (db: Db) =>
  (await db.pool.query('SELECT count(*)::int AS n FROM exclusion_entries')).rows[0].n as number;

function register(app: FastifyInstance, phone: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: randomUsername('peer'), password: 'secret123', phone, ageConfirmed: true },
    cookies: { device_fingerprint: `fp-${randomUUID()}` },
    headers: { origin: ORIGIN },
    remoteAddress: uniqueIp(),
  });
}

function post(body: string, o: { ts?: number; signature?: string; ip?: string } = {}) {
  const ts = o.ts ?? Math.floor(Date.now() / 1000);
  return saigon.app.inject({
    method: 'POST',
    url: PEER_ENTRIES_PATH,
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-registry-origin': 'hanoi',
      'x-registry-timestamp': String(ts),
      'x-registry-signature': o.signature ?? signPeerBody(SECRET, ts, body),
    },
    remoteAddress: o.ip ?? '127.0.0.1',
  });
}

const entry = (over: Record<string, unknown> = {}) => ({
  uid: randomUUID(),
  origin: 'hanoi',
  brand: 'xc03',
  kind: 'self_exclusion',
  until: null,
  createdAt: new Date().toISOString(),
  identifiers: identifiersOf({ phone: randomPhone() }, Buffer.from(KEY, 'hex')),
  ...over,
});

describe('the peer API between deployments', () => {
  it('carries a self-exclusion to the other deployment, which then refuses the phone; a redelivery changes nothing', async () => {
    const phone = randomPhone();
    const reg = await register(hanoi.app, phone);
    const { token, user } = reg.json().data;
    await hanoi.db.pool.query('UPDATE players SET phone_verified = true WHERE id = $1', [user.id]);
    expect(
      (
        await authedPost(hanoi.app, token, '/api/user/protection/self-exclusion', {
          duration: '30d',
          password: 'secret123',
        })
      ).statusCode,
    ).toBe(200);
    const [made] = await hanoi.app.services.exclusions.entries(1);
    expect(made).toMatchObject({ origin: 'hanoi', undelivered: 1 });

    expect(await deliverDue(hanoi.app.services.exclusions, { secret: SECRET })).toEqual({ delivered: 1, failed: 0 });
    expect(await deliverDue(hanoi.app.services.exclusions, { secret: SECRET })).toEqual({ delivered: 0, failed: 0 });
    const [arrived] = await saigon.app.services.exclusions.entries(1);
    expect(arrived).toMatchObject({
      uid: made!.uid,
      origin: 'hanoi',
      receivedFrom: 'hanoi',
      kind: 'self_exclusion',
      until: made!.until,
    });

    const refused = await register(saigon.app, phone);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EXCLUDED_ON_REGISTRY');

    // the same entry again (a retry whose answer was lost): accepted, nothing new
    const before = await entryCount(saigon.db);
    const again = await saigon.app.services.exclusions.repo.entryByUid(made!.uid);
    const body = JSON.stringify({
      uid: again!.uid,
      origin: 'hanoi',
      brand: 'xc03',
      kind: again!.kind,
      until: again!.until?.toISOString() ?? null,
      createdAt: again!.createdAt.toISOString(),
      identifiers: again!.identifiers,
    });
    const res = await post(body);
    expect(res.json()).toEqual({ ok: true, created: false });
    expect(await entryCount(saigon.db)).toBe(before);
  });

  it('refuses forged, stale, foreign and malformed requests with its own codes and stores nothing', async () => {
    const before = await entryCount(saigon.db);
    const body = JSON.stringify(entry());
    const ts = Math.floor(Date.now() / 1000);
    const cases: [Promise<{ statusCode: number; json(): unknown }>, number, string][] = [
      [post(body, { signature: signPeerBody('another-secret-of-32-characters-xx', ts, body) }), 401, 'BAD_SIGNATURE'],
      [post(body, { signature: 'v1=00' }), 401, 'BAD_SIGNATURE'],
      [post(body, { ts: ts - 3_600 }), 401, 'BAD_SIGNATURE'],
      [post(body, { ip: '192.0.2.10' }), 403, 'ADDRESS_NOT_ALLOWED'],
      [post('{"uid":'), 400, 'INVALID_JSON'],
      [post(JSON.stringify(entry({ kind: 'forever' }))), 400, 'VALIDATION_ERROR'],
      [post(JSON.stringify(entry({ identifiers: [{ type: 'phone', hash: '0912345678' }] }))), 400, 'VALIDATION_ERROR'],
    ];
    for (const [pending, status, code] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ ok: false, code });
    }
    // a body changed after signing
    const signed = signPeerBody(SECRET, ts, body);
    const tampered = await post(body.replace('self_exclusion', 'cool_off'), { ts, signature: signed });
    expect(tampered.statusCode).toBe(401);
    expect(await entryCount(saigon.db)).toBe(before);
  });

  it('keeps an entry for a peer that does not answer and retries it later', async () => {
    const peerDown = await deployment({
      APP_NAME: 'xc06',
      EXCLUSION_DEPLOYMENT_ID: 'danang',
      EXCLUSION_PEERS: 'http://127.0.0.1:9',
      EXCLUSION_PEER_SECRET: SECRET,
    });
    try {
      const reg = await register(peerDown.app, randomPhone());
      const { token } = reg.json().data;
      await authedPost(peerDown.app, token, '/api/user/protection/self-exclusion', {
        duration: '7d',
        password: 'secret123',
      });
      expect(await deliverDue(peerDown.app.services.exclusions, { secret: SECRET, timeoutMs: 2_000 })).toEqual({
        delivered: 0,
        failed: 1,
      });
      const { rows } = await peerDown.db.pool.query(
        "SELECT attempts, delivered_at, next_at > now() + interval '20 seconds' AS later, last_error FROM exclusion_outbox",
      );
      expect(rows).toEqual([expect.objectContaining({ attempts: 1, delivered_at: null, later: true })]);
      // not due yet: nothing is sent again at once
      expect(await deliverDue(peerDown.app.services.exclusions, { secret: SECRET })).toEqual({
        delivered: 0,
        failed: 0,
      });
    } finally {
      await peerDown.app.close();
      await peerDown.db.close();
    }
  });

  it('ends with the same registry whatever the order, repetition and concurrency of deliveries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('self_exclusion', 'cool_off', 'staff'), { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 15 }),
        async (kinds, picks) => {
          const sent = kinds.map((kind) => entry({ kind }));
          const before = await entryCount(saigon.db);
          // every entry at least once, then random repeats, all at once
          const order = [...sent, ...picks.map((p) => sent[p % sent.length]!)];
          const answers = await Promise.all(order.map((e) => post(JSON.stringify(e))));
          expect(answers.every((r) => r.statusCode === 200)).toBe(true);
          const created = answers.filter((r) => (r.json() as { created: boolean }).created).length;
          expect(created).toBe(sent.length);
          expect(await entryCount(saigon.db)).toBe(before + sent.length);
          for (const e of sent) {
            const stored = await saigon.app.services.exclusions.repo.entryByUid(e.uid);
            expect(stored?.kind).toBe(e.kind);
            expect(stored?.identifiers).toEqual(e.identifiers);
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
