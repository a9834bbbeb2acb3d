import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import { ORIGIN } from '../auth/auth.test-support';
import { buildGamesTestApp, type GamesTestApp, newPlayer, type TestPlayer } from '../providers/providers.test-support';
import { GamesAdminService } from './gamesadmin.service';

// smallest valid PNG (1x1, transparent) and a GIF pretending to be one
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const dataUrl = (buf: Buffer, type = 'image/png') => `data:${type};base64,${buf.toString('base64')}`;

describe(GamesAdminService.name, () => {
  let t: GamesTestApp;
  let p: TestPlayer;
  let superadmin: string;
  let content: string;
  const as = (token: string) => ({ 'x-staff-token': token });
  const lobby = async (q = 'per_page=96') =>
    (await t.app.inject({ url: `/api/game/list?${q}` })).json().data as {
      id: number;
      title: string;
      partner: string;
      image: string;
      isHot: boolean;
      isNew: boolean;
    }[];
  const audit = async (action: string) =>
    (
      await t.db.pool.query<{ details: Record<string, unknown>; ip: string | null; target_id: string }>(
        'SELECT details, ip, target_id FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
        [action],
      )
    ).rows[0];

  beforeAll(async () => {
    t = await buildGamesTestApp();
    p = await newPlayer(t, 0);
    superadmin = await staffTokenFor(t.app, 'superadmin');
    content = await staffTokenFor(t.app, 'content');
  }, 120_000);
  afterAll(() => t.close());

  it('should list providers with their keys masked, never in full', async () => {
    const res = await t.app.inject({ url: '/admin-api/providers', headers: as(superadmin) });
    expect(res.statusCode).toBe(200);
    const house = res.json().data.find((x: { code: string }) => x.code === 'house');
    expect(house).toMatchObject({ enabled: true, signAlg: 'hmac-sha256', secretSet: true, publicKeySet: false });
    expect(house).toMatchObject({ keyChangedAt: null, keyChangedBy: null });
    expect(house.games).toBeGreaterThan(5);
    expect(res.body).not.toContain(t.houseSecret.slice(-4));
  });

  it('should take a disabled provider out of the lobbies at once and put it back when enabled', async () => {
    expect((await lobby()).some((g) => g.partner === 'house')).toBe(true);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/providers/house',
      headers: as(superadmin),
      payload: { enabled: false },
      remoteAddress: '203.0.113.9',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ code: 'house', enabled: false });
    expect((await lobby()).some((g) => g.partner === 'house')).toBe(false);
    const link = await t.app.inject({
      url: '/api/game/link?partner_game_type=taixiu&partner_provider=house',
      headers: { authorization: `Bearer ${p.token}`, origin: ORIGIN },
    });
    expect(link.json().code).toBe('PROVIDER_UNAVAILABLE');
    const row = await audit('provider.update');
    expect(row).toMatchObject({ ip: '203.0.113.9', target_id: 'house' });
    expect(row!.details).toMatchObject({ before: { enabled: true }, after: { enabled: false, keyChanged: false } });

    await t.app.inject({
      method: 'PUT',
      url: '/admin-api/providers/house',
      headers: as(superadmin),
      payload: { enabled: true },
    });
    expect((await lobby()).some((g) => g.partner === 'house')).toBe(true);
  });

  it('should store a new key without returning or auditing it, and refuse keys of built-in providers', async () => {
    const secret = 'Zx9-new-provider-secret-0123456789';
    const res = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/providers/saba',
      headers: as(superadmin),
      payload: { secret },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('6789');
    expect(res.json().data).toMatchObject({ secretSet: true, keyChangedBy: expect.stringMatching(/^superadmin\./) });
    // sealed at rest (decision 107), and the platform's directory opens it for signatures
    const stored = await t.db.pool.query('SELECT secret FROM providers WHERE code = $1', ['saba']);
    expect(stored.rows[0].secret).toMatch(/^enc:v2:/);
    expect(stored.rows[0].secret).not.toContain(secret);
    expect((await t.app.services.providers.provider('saba'))!.secret).toBe(secret);
    expect(JSON.stringify((await audit('provider.key_rotate'))!.details)).not.toContain('6789');

    const builtIn = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/providers/house',
      headers: as(superadmin),
      payload: { secret },
    });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().code).toBe('PROVIDER_KEYS_MANAGED');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/providers/saba',
      headers: as(superadmin),
      payload: { secret: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Khóa bí mật tối thiểu 24 ký tự');
  });

  it('should hide, flag and order games for the lobby, audited, and keep them through a re-seed', async () => {
    const games = (await t.app.inject({ url: '/admin-api/games', headers: as(content) })).json().data as {
      id: number;
      title: string;
      enabled: boolean;
    }[];
    const baucua = games.find((g) => g.title === 'Bầu Cua')!;
    const keno = games.find((g) => g.title === 'Keno')!;
    const hide = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/games/${baucua.id}`,
      headers: as(content),
      payload: { enabled: false },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await lobby()).map((g) => g.title)).not.toContain('Bầu Cua');
    expect((await audit('game.update'))!.details).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    });

    const taixiu = games.find((g) => g.title === 'Tài Xỉu')!;
    await t.app.inject({
      method: 'PUT',
      url: `/admin-api/games/${taixiu.id}`,
      headers: as(content),
      payload: { sortOrder: 1 },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/admin-api/games/${keno.id}`,
      headers: as(content),
      payload: { isHot: true, isNew: true, sortOrder: 0 },
    });
    const first = (await lobby())[0]!;
    expect(first).toMatchObject({ title: 'Keno', isHot: true, isNew: true });
    expect((await lobby('hot=true&per_page=96')).map((g) => g.title)).toContain('Keno');

    await t.app.services.games.seed();
    expect((await lobby()).map((g) => g.title)).not.toContain('Bầu Cua');
    expect((await lobby())[0]).toMatchObject({ title: 'Keno', isHot: true, isNew: true });

    const empty = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/games/${keno.id}`,
      headers: as(content),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/games/999999',
      headers: as(content),
      payload: { enabled: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('should replace a game picture with a checked upload, served from its own address', async () => {
    const games = (await t.app.inject({ url: '/admin-api/games', headers: as(content) })).json().data as {
      id: number;
      title: string;
      image: string;
    }[];
    const game = games.find((g) => g.title === 'Keno')!;
    const up = await t.app.inject({
      method: 'POST',
      url: `/admin-api/games/${game.id}/image`,
      headers: as(content),
      payload: { image: dataUrl(PNG) },
    });
    expect(up.statusCode, up.body).toBe(200);
    const image = up.json().data.image as string;
    expect(image).toMatch(new RegExp(`^/media/games/${game.id}-[a-f0-9]{16}\\.png$`));
    expect(up.json().data.uploadedImage).toBe(true);
    expect((await lobby()).find((g) => g.title === 'Keno')!.image).toBe(image);
    const served = await t.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: image.replace(/-[a-f0-9]{16}/, '-0000000000000000') })).statusCode).toBe(404);
    expect((await audit('game.image'))!.details).toMatchObject({ before: { image: game.image }, after: { image } });

    // a GIF claiming to be a PNG, and an oversized picture: refused, nothing changes
    for (const bad of [dataUrl(GIF), dataUrl(Buffer.concat([PNG, Buffer.alloc(600 * 1024)]))]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/admin-api/games/${game.id}/image`,
        headers: as(content),
        payload: { image: bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Ảnh phải là JPEG, PNG hoặc WebP, tối đa 512 KB');
    }
    expect((await lobby()).find((g) => g.title === 'Keno')!.image).toBe(image);
  });
});
