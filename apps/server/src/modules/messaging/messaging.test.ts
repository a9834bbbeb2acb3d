import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { buildApp } from '../../app';
import { envFor } from '../../config/env';
import { type MessageAdapter, MessageDeliveryError, MessagingService } from './messaging.service';

describe(MessagingService.name, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('should deliver through the sandbox and keep every message in the outbox, newest first', async () => {
    const to = '0981112233';
    await t.app.services.messaging.send({ channel: 'sms', to, body: 'first 111111', purpose: 'otp:test' });
    await t.app.services.messaging.send({ channel: 'sms', to, body: 'second 222222', purpose: 'otp:test' });
    const rows = await t.app.services.messaging.outbox({ to });
    expect(rows.map((r) => r.body)).toEqual(['second 222222', 'first 111111']);
    expect(rows[0]).toMatchObject({ channel: 'sms', recipient: to, adapter: 'sandbox', status: 'sent' });
  });

  it('should record a refused message as failed and throw MessageDeliveryError', async () => {
    const failing: MessageAdapter = {
      name: 'failing-gateway',
      deliver: async () => {
        throw new Error('gateway said no');
      },
    };
    const messaging = new MessagingService(t.db, { email: failing });
    await expect(
      messaging.send({ channel: 'email', to: 'x@mail.vn', subject: 'S', body: 'B', purpose: 'otp:test' }),
    ).rejects.toBeInstanceOf(MessageDeliveryError);
    const [row] = await messaging.outbox({ to: 'x@mail.vn' });
    expect(row).toMatchObject({ adapter: 'failing-gateway', status: 'failed' });
    // SMS still goes through the sandbox
    await expect(
      messaging.send({ channel: 'sms', to: '0981112234', body: 'x', purpose: 'otp:test' }),
    ).resolves.toBeDefined();
  });

  it('should serve the outbox page and JSON outside production, escaping message text', async () => {
    await t.app.services.messaging.send({
      channel: 'sms',
      to: '0981112235',
      body: '<script>alert(1)</script> 333333',
      purpose: 'otp:test',
    });
    const page = await t.app.inject('/dev/outbox?to=0981112235');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; 333333');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    const json = await t.app.inject('/dev/outbox.json?to=0981112235');
    expect(json.json().messages[0]).toMatchObject({ recipient: '0981112235', purpose: 'otp:test' });
  });

  it('should not expose the outbox in production', async () => {
    const app = await buildApp({ env: envFor({ NODE_ENV: 'production' }), db: t.db, logger: false });
    try {
      await app.ready();
      expect((await app.inject('/dev/outbox')).statusCode).toBe(404);
      expect((await app.inject('/dev/outbox.json')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
