import type { AddressInfo } from 'node:net';
import { StreamErrorMessage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, type GamesTestApp } from '../providers/providers.test-support';
import { StreamsService } from './streams.service';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe(StreamsService.name, () => {
  let t: GamesTestApp;
  let origin: string;
  const verify = (body: Record<string, unknown>, host = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/stream/verify', headers: { host }, payload: body });

  beforeAll(async () => {
    t = await buildGamesTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('should give a seeded live table a token and a playable address through the sandbox service', async () => {
    const res = await verify({ groupId: 'lotus-live', streamId: 'table-1', site: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
      url: `/sandbox/streams/live/lotus-live/table-1?token=${encodeURIComponent(data.token)}`,
      format: 'mjpeg',
      expiresAt: expect.any(String),
    });
    // One request to the service per stream and site while the token is fresh.
    const again = await verify({ groupId: 'lotus-live', streamId: 'table-1', site: '127.0.0.1' });
    expect(again.json().data.token).toBe(data.token);
  });

  it('should serve the table as a live multipart stream of PNG frames to the token holder', async () => {
    const { data } = (await verify({ groupId: 'lotus-live', streamId: 'table-5', site: '127.0.0.1' })).json();
    const abort = new AbortController();
    const res = await fetch(`${origin}${data.url}&fps=10`, { signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('multipart/x-mixed-replace; boundary=frame');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let buf = Buffer.alloc(0);
    const frames: Buffer[] = [];
    while (frames.length < 3) {
      const { value, done } = await reader.read();
      if (done) break;
      buf = Buffer.concat([buf, Buffer.from(value)]);
      // Parts: headers, blank line, Content-Length bytes of PNG, then the next boundary.
      for (;;) {
        const head = buf.indexOf('\r\n\r\n');
        const len = /Content-Length: (\d+)/.exec(buf.subarray(0, Math.max(0, head)).toString())?.[1];
        if (head < 0 || !len || buf.length < head + 4 + Number(len)) break;
        frames.push(buf.subarray(head + 4, head + 4 + Number(len)));
        buf = buf.subarray(head + 4 + Number(len));
      }
    }
    abort.abort();
    expect(frames).toHaveLength(3);
    for (const f of frames) expect(f.subarray(0, 8).equals(PNG)).toBe(true);
    // Frames keep coming and the picture moves (the dealer sways, the clock runs).
    expect(new Set(frames.map((f) => f.toString('base64'))).size).toBeGreaterThan(1);
  });

  it('should refuse the stream without a valid token for that table and host', async () => {
    const { data } = (await verify({ groupId: 'lotus-live', streamId: 'table-1', site: '127.0.0.1' })).json();
    const token = encodeURIComponent(data.token);
    expect((await fetch(`${origin}/sandbox/streams/live/lotus-live/table-1`)).status).toBe(403);
    expect((await fetch(`${origin}/sandbox/streams/live/lotus-live/table-1?token=${token}x`)).status).toBe(403);
    expect((await fetch(`${origin}/sandbox/streams/live/lotus-live/table-5?token=${token}`)).status).toBe(403);
    // Bound to the site it was issued for: the same token on another host name is refused.
    const elsewhere = await t.app.inject({
      url: `/sandbox/streams/live/lotus-live/table-1?token=${token}`,
      headers: { host: 'other.example' },
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('should answer 404 for a stream no catalogue game shows, without asking the service', async () => {
    const res = await verify({ groupId: 'lotus-live', streamId: 'table-99', site: '127.0.0.1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'STREAM_NOT_FOUND', message: StreamErrorMessage.STREAM_NOT_FOUND });
  });

  it('should answer 503 while the service refuses, and not ask again for a while', async () => {
    const sandbox = t.app.services.streams.sandbox;
    sandbox?.offline.add('lotus-live/table-5');
    // a site that has not asked for this table yet (the earlier tests' grants are cached)
    const res = await verify({ groupId: 'lotus-live', streamId: 'table-5', site: 'xc04.example' }, 'xc04.example');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'STREAM_UNAVAILABLE', message: StreamErrorMessage.STREAM_UNAVAILABLE });
    sandbox?.offline.delete('lotus-live/table-5');
    expect(
      (await verify({ groupId: 'lotus-live', streamId: 'table-5', site: 'xc04.example' }, 'xc04.example')).statusCode,
    ).toBe(503);
    // Another site is another cache entry: the table is back on air for it.
    const other = await verify({ groupId: 'lotus-live', streamId: 'table-5', site: 'xc03.example' }, 'xc03.example');
    expect(other.statusCode).toBe(200);
  });

  it('should refuse a site other than the host the page came from, and malformed input', async () => {
    const mismatch = await verify({ groupId: 'lotus-live', streamId: 'table-1', site: 'evil.example' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'STREAM_SITE_MISMATCH', message: 'Tên miền không hợp lệ' });
    const bad = await verify({ groupId: 'lotus live', streamId: 'table-1', site: '127.0.0.1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Nhóm luồng không hợp lệ/);
    const url = await verify({ groupId: 'lotus-live', streamId: 'table-1', site: 'https://127.0.0.1/' });
    expect(url.statusCode).toBe(400);
  });
});
