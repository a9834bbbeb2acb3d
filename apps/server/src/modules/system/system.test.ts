import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { SystemService } from './system.service';

describe(SystemService.name, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ APP_NAME: 'xc06', BRAND_NAME: 'Sáu Sao', MISSION_REQUIRE_FIRST_DEPOSIT: 'false' });
  });
  afterAll(() => t.close());

  it('should return the configuration object in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/configurations' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      APP_NAME: 'xc06',
      BRAND_NAME: 'Sáu Sao',
      MISSION_REQUIRE_FIRST_DEPOSIT: false,
      MISSION_REQUIRE_PHONE_VERIFICATION: true,
      REFRESH_INTERVAL_SECONDS: 60,
      MAINTENANCE_MODE: false,
    });
  });

  it('should default SITE_URL to the port it is served on, and keep a configured one', async () => {
    const served = await buildTestApp({ PORT: '3216' });
    const configured = await buildTestApp({ PORT: '3216', SITE_URL: 'https://xc.example.vn/' });
    try {
      const siteUrl = async (app: TestApp) =>
        (await app.app.inject({ method: 'GET', url: '/api/system/configurations' })).json().data.SITE_URL;
      expect(await siteUrl(served)).toBe('http://localhost:3216');
      const inbox = async (app: TestApp) =>
        (await app.app.inject({ method: 'GET', url: '/api/system/configurations' })).json().data.SANDBOX_INBOX_URL;
      // The SMS sandbox is the default: its inbox is where a local player reads the code.
      expect(await inbox(served)).toBe('/sandbox/inbox');
      expect(await siteUrl(configured)).toBe('https://xc.example.vn');
    } finally {
      await served.close();
      await configured.close();
    }
  });

  it('should answer unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, statusCode: 404, code: 'NOT_FOUND' });
  });

  it('should answer malformed JSON with 400 INVALID_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-call',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
  });

  it('should answer an oversize body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-call',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('should answer URLs the router cannot decode, or too long a parameter, in the envelope', async () => {
    for (const url of ['/api/news/%ZZ', '/api/news/%C0%80']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        statusCode: 400,
        code: 'INVALID_URL',
        message: 'Đường dẫn không hợp lệ',
      });
    }
    const long = await t.app.inject({ method: 'GET', url: `/admin-api/players/${'1'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      success: false,
      statusCode: 414,
      code: 'URL_TOO_LONG',
      message: 'Đường dẫn quá dài',
    });
  });

  it('should report liveness and database readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('should describe the API as OpenAPI', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/system/configurations');
  });

  it('should answer 503 MAINTENANCE_MODE on the player API during maintenance, and keep health up', async () => {
    t.app.services.system.setMaintenance(true);
    try {
      const res = await t.app.inject('/api/system/configurations');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, statusCode: 503, code: 'MAINTENANCE_MODE' });
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      t.app.services.system.setMaintenance(false);
    }
  });
});
