import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { SANDBOX_INBOX_PATH, sandboxInboxRoutes } from './messaging.inbox';

describe(sandboxInboxRoutes.name, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('should show what the sandbox sent, in Vietnamese, escaped, filtered by recipient', async () => {
    await t.app.services.messaging.send({
      channel: 'sms',
      to: '0961112222',
      body: 'Mã xác thực của bạn là 482913 <b>',
      purpose: 'otp:verify_phone',
    });
    await t.app.services.messaging.send({
      channel: 'email',
      to: 'an@example.vn',
      subject: 'Xác thực email',
      body: 'Mã 771204',
      purpose: 'otp:verify_email',
    });
    const all = await t.app.inject({ method: 'GET', url: SANDBOX_INBOX_PATH });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/html/);
    expect(all.body).toContain('Hộp thư thử nghiệm');
    expect(all.body).toContain('Mã xác thực của bạn là 482913 &lt;b&gt;');
    expect(all.body).toContain('Mã 771204');

    const one = await t.app.inject({ method: 'GET', url: `${SANDBOX_INBOX_PATH}?to=0961112222` });
    expect(one.body).toContain('482913');
    expect(one.body).not.toContain('771204');
  });

  it('should never show a message a real provider delivered', async () => {
    await t.db.pool.query(
      `INSERT INTO outbox_messages (channel, recipient, body, purpose, adapter, status)
       VALUES ('sms', '0961113333', 'Mã thật 909090', 'otp:verify_phone', 'twilio', 'sent')`,
    );
    const res = await t.app.inject({ method: 'GET', url: SANDBOX_INBOX_PATH });
    expect(res.body).not.toContain('909090');
  });

  it('should not exist when real providers deliver both SMS and e-mail', async () => {
    const real = await buildTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'x'.repeat(32),
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: 'http://127.0.0.1:9',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:9',
      EMAIL_FROM: 'no-reply@example.vn',
    });
    try {
      expect(real.app.services.messaging.sandboxChannels()).toEqual([]);
      const config = await real.app.inject({ method: 'GET', url: '/api/system/configurations' });
      expect(config.json().data.SANDBOX_INBOX_URL).toBeNull();
      expect((await real.app.inject({ method: 'GET', url: SANDBOX_INBOX_PATH })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});
