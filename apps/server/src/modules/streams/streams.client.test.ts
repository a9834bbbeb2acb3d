import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamVerifyClient, StreamVerifyError } from './streams.client';
import { OPERATOR_HEADER, SIGNATURE_HEADER, VERIFY_PATH } from './streams.protocol';
import { StreamSandbox } from './streams.sandbox';

/*
 * The live adapter over real HTTP on 127.0.0.1 against a fake verification service that
 * implements the protocol (the sandbox's verify, which checks our signature), plus tables that
 * misbehave the ways a real service does: slow, 5xx, garbage, a wrong shape, expired tokens.
 */

const OPERATOR = 'op-xc03';
const SECRET = 'the-shared-operator-secret';
const service = new StreamSandbox({ operators: { [OPERATOR]: SECRET }, offline: new Set(['lotus-live/table-3']) });

let server: Server;
let baseUrl: string;
const received: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    received.push({ path: req.url ?? '', headers: req.headers, body });
    const streamId = (() => {
      try {
        return (JSON.parse(body) as { streamId?: string }).streamId;
      } catch {
        return undefined;
      }
    })();
    const send = (status: number, payload: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(payload);
    };
    if (req.url !== `/svc${VERIFY_PATH}` || req.method !== 'POST')
      return send(404, '{"success":false,"code":"NO_ROUTE"}');
    if (streamId === 'slow') return void setTimeout(() => send(200, '{}'), 1_500);
    if (streamId === 'boom') return send(502, '<html>bad gateway</html>');
    if (streamId === 'garbled') return send(200, 'not json at all');
    if (streamId === 'bad-shape') return send(200, JSON.stringify({ success: true, data: { url: '/x' } }));
    if (streamId === 'expired') {
      return send(
        200,
        JSON.stringify({
          success: true,
          data: {
            token: 'abcdefghijklmnopqrstuvwxyz',
            expiresAt: new Date(Date.now() - 1000).toISOString(),
            playback: { url: 'https://live.example/t', format: 'hls' },
          },
        }),
      );
    }
    const answer = service.verify(req.headers, body);
    send(answer.status, JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/svc/`;
});

afterAll(async () => {
  service.close();
  await new Promise((resolve) => server.close(resolve));
});

const client = (over: Partial<{ secret: string; operatorId: string; timeoutMs: number }> = {}) =>
  new StreamVerifyClient({ baseUrl, operatorId: OPERATOR, secret: SECRET, timeoutMs: 10_000, ...over });

async function failure(p: Promise<unknown>): Promise<StreamVerifyError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StreamVerifyError);
  return err as StreamVerifyError;
}

describe(StreamVerifyClient.name, () => {
  it('should send a signed request with groupId, streamId and site, and return the validated token', async () => {
    received.length = 0;
    const grant = await client().verify({ groupId: 'lotus-live', streamId: 'table-1', site: 'xc03.example' });
    expect(grant.format).toBe('mjpeg');
    expect(grant.url).toBe('/sandbox/streams/live/lotus-live/table-1');
    expect(grant.expiresAt.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    expect(service.checkToken(grant.token, 'lotus-live', 'table-1', 'xc03.example')).not.toBeNull();
    // The token is bound to the site and the stream it was asked for.
    expect(service.checkToken(grant.token, 'lotus-live', 'table-1', 'other.example')).toBeNull();
    expect(service.checkToken(grant.token, 'lotus-live', 'table-2', 'xc03.example')).toBeNull();

    const [req] = received;
    expect(req?.path).toBe(`/svc${VERIFY_PATH}`);
    expect(req?.headers[OPERATOR_HEADER]).toBe(OPERATOR);
    expect(req?.headers[SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(req?.body ?? '{}')).toEqual({
      groupId: 'lotus-live',
      streamId: 'table-1',
      site: 'xc03.example',
      nonce: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('should report a stream the service does not know as not_found', async () => {
    const err = await failure(client().verify({ groupId: 'lotus-live', streamId: 'table-99', site: 'a.example' }));
    expect(err.kind).toBe('not_found');
    expect(err.serviceCode).toBe('STREAM_NOT_FOUND');
  });

  it('should treat a refused signature, an off-air table and an unknown operator as unavailable', async () => {
    const bad = await failure(
      client({ secret: 'not-the-right-secret!' }).verify({
        groupId: 'lotus-live',
        streamId: 'table-1',
        site: 'a.example',
      }),
    );
    expect([bad.kind, bad.serviceCode]).toEqual(['unavailable', 'BAD_SIGNATURE']);
    const off = await failure(client().verify({ groupId: 'lotus-live', streamId: 'table-3', site: 'a.example' }));
    expect([off.kind, off.serviceCode]).toEqual(['unavailable', 'STREAM_OFFLINE']);
    const who = await failure(
      client({ operatorId: 'someone-else' }).verify({ groupId: 'lotus-live', streamId: 'table-1', site: 'a.example' }),
    );
    expect([who.kind, who.serviceCode]).toEqual(['unavailable', 'UNKNOWN_OPERATOR']);
  });

  it('should give up after the timeout', async () => {
    const started = Date.now();
    const err = await failure(client({ timeoutMs: 300 }).verify({ groupId: 'g', streamId: 'slow', site: 'a.example' }));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/timed out/);
    expect(Date.now() - started).toBeLessThan(1_200);
  });

  it('should refuse 5xx, non-JSON, wrongly shaped and already expired answers', async () => {
    for (const streamId of ['boom', 'garbled', 'bad-shape', 'expired']) {
      const err = await failure(client().verify({ groupId: 'g', streamId, site: 'a.example' }));
      expect(err.kind, streamId).toBe('unavailable');
    }
  });

  it('should report a service that cannot be reached as unavailable', async () => {
    const dead = new StreamVerifyClient({
      baseUrl: 'http://127.0.0.1:1',
      operatorId: OPERATOR,
      secret: SECRET,
      timeoutMs: 500,
    });
    const err = await failure(dead.verify({ groupId: 'lotus-live', streamId: 'table-1', site: 'a.example' }));
    expect(err.kind).toBe('unavailable');
  });
});
