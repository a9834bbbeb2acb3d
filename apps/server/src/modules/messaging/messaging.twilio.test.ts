import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { parseEnv } from '../../config/env';
import { authedPost, register } from '../auth/auth.test-support';
import { MessageDeliveryError, MessagingService } from './messaging.service';
import { TWILIO_STATUS_PATH, TwilioSmsAdapter, toE164, twilioSignature } from './messaging.twilio';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-test-auth-token';
const FROM = '+15005550006';
const SITE = 'https://xc03.test';

interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A stand-in for api.twilio.com on loopback, answering as Twilio's Messages resource does:
 * 201 with the message, 401 for wrong credentials, 400 with Twilio's error body for a number
 * it cannot send to, and (for one number) no answer at all.
 */
function fakeTwilio(received: Received[]): Server {
  return createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const form = Object.fromEntries(new URLSearchParams(raw));
    received.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form,
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`) {
      return json(401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    if (form.To === '+84900000000') {
      return json(400, {
        code: 21211,
        message: "The 'To' number +84900000000 is not a valid phone number.",
        status: 400,
      });
    }
    if (form.To === '+84911111111') return; // never answers
    json(201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      status: 'queued',
      to: form.To,
      body: form.Body,
    });
  });
}

describe(TwilioSmsAdapter.name, () => {
  const received: Received[] = [];
  let server: Server;
  let apiUrl: string;
  let t: TestApp;

  beforeAll(async () => {
    server = fakeTwilio(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await buildTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: FROM,
      TWILIO_API_URL: apiUrl,
      SMS_TIMEOUT_MS: '1000',
      SITE_URL: SITE,
    });
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
  });

  it('should send the phone verification code through Twilio when the environment asks for it', async () => {
    const p = await register(t.app);
    const sent = await authedPost(t.app, p.token, '/api/auth/verify-phone/send');
    expect(sent.statusCode).toBe(200);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request!.contentType).toBe('application/x-www-form-urlencoded');
    expect(request!.form.To).toBe(toE164(p.phone));
    expect(request!.form.From).toBe(FROM);
    expect(request!.form.StatusCallback).toBe(`${SITE}${TWILIO_STATUS_PATH}`);
    const [row] = await t.app.services.messaging.outbox({ to: p.phone, purpose: 'otp:verify_phone' });
    expect(row).toMatchObject({ adapter: 'twilio', status: 'sent' });
    // The code the player types is the one Twilio was asked to deliver.
    const code = /\d{6}/.exec(request!.form.Body ?? '')?.[0];
    expect(code).toBeDefined();
    expect(row!.body).toContain(code);
    const { rows } = await t.db.pool.query('SELECT provider_message_id FROM outbox_messages WHERE id = $1', [row!.id]);
    expect(rows[0].provider_message_id).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it("should record Twilio's refusal with its error code and throw MessageDeliveryError", async () => {
    await expect(
      t.app.services.messaging.send({ channel: 'sms', to: '0900000000', body: 'x', purpose: 'otp:test' }),
    ).rejects.toBeInstanceOf(MessageDeliveryError);
    const { rows } = await t.db.pool.query(
      `SELECT status, error FROM outbox_messages WHERE recipient = '0900000000' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ status: 'failed', error: expect.stringContaining('21211') });
  });

  it('should fail on wrong credentials and when Twilio does not answer in time', async () => {
    const wrong = new MessagingService(t.db, {
      sms: new TwilioSmsAdapter({
        accountSid: SID,
        authToken: 'not-the-token-1234',
        from: FROM,
        apiUrl,
        timeoutMs: 1000,
        statusCallbackUrl: null,
      }),
    });
    await expect(wrong.send({ channel: 'sms', to: '0981234567', body: 'x', purpose: 'otp:test' })).rejects.toThrow(
      MessageDeliveryError,
    );
    const started = Date.now();
    await expect(
      t.app.services.messaging.send({ channel: 'sms', to: '0911111111', body: 'x', purpose: 'otp:test' }),
    ).rejects.toBeInstanceOf(MessageDeliveryError);
    expect(Date.now() - started).toBeLessThan(5_000);
    const { rows } = await t.db.pool.query(
      `SELECT error FROM outbox_messages WHERE recipient = '0981234567' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0].error).toContain('20003');
  });

  it('should send from a messaging service when configured with its SID', async () => {
    const service = `MG${'fedcba9876543210'.repeat(2)}`;
    const adapter = new TwilioSmsAdapter({
      accountSid: SID,
      authToken: TOKEN,
      from: service,
      apiUrl,
      timeoutMs: 10_000,
      statusCallbackUrl: null,
    });
    await adapter.deliver({ channel: 'sms', to: '0981234568', body: 'hello', purpose: 'otp:test' });
    expect(received[0]!.form).toEqual({ To: '+84981234568', Body: 'hello', MessagingServiceSid: service });
  });

  it("should compute Twilio's documented signature vector", () => {
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675309',
      Digits: '1234',
      From: '+14158675309',
      To: '+18005551212',
    };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
    );
  });

  describe('delivery reports', () => {
    const report = (
      params: Record<string, string>,
      signature = twilioSignature(TOKEN, `${SITE}${TWILIO_STATUS_PATH}`, params),
    ) =>
      t.app.inject({
        method: 'POST',
        url: TWILIO_STATUS_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: new URLSearchParams(params).toString(),
      });
    const sendOne = async (to: string) => {
      await t.app.services.messaging.send({ channel: 'sms', to, body: 'ma 123456', purpose: 'otp:test' });
      const { rows } = await t.db.pool.query(
        'SELECT provider_message_id AS sid FROM outbox_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [to],
      );
      return rows[0].sid as string;
    };
    const statusOf = async (sid: string) =>
      (await t.db.pool.query('SELECT status, error FROM outbox_messages WHERE provider_message_id = $1', [sid]))
        .rows[0];

    it('should mark a message delivered on a signed report, and let no later report move it back', async () => {
      const sid = await sendOne('0981000001');
      // Twilio sends more fields than we read; the signature covers all of them.
      const delivered = {
        AccountSid: SID,
        MessageSid: sid,
        MessageStatus: 'delivered',
        SmsStatus: 'delivered',
        To: '+84981000001',
      };
      expect((await report(delivered)).statusCode).toBe(204);
      expect(await statusOf(sid)).toEqual({ status: 'delivered', error: null });
      expect((await report({ ...delivered, MessageStatus: 'failed', ErrorCode: '30008' })).statusCode).toBe(204);
      expect(await statusOf(sid)).toEqual({ status: 'delivered', error: null });
    });

    it("should record an undelivered message with Twilio's error code", async () => {
      const sid = await sendOne('0981000002');
      const res = await report({ AccountSid: SID, MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003' });
      expect(res.statusCode).toBe(204);
      expect(await statusOf(sid)).toEqual({ status: 'undelivered', error: 'twilio 30003' });
    });

    it('should refuse an unsigned, wrongly signed or altered report and change nothing', async () => {
      const sid = await sendOne('0981000003');
      const params = { AccountSid: SID, MessageSid: sid, MessageStatus: 'failed' };
      const forged = await report(params, twilioSignature('not-the-token', `${SITE}${TWILIO_STATUS_PATH}`, params));
      expect(forged.statusCode).toBe(403);
      expect(forged.json().code).toBe('WEBHOOK_UNAUTHORIZED');
      const signed = twilioSignature(TOKEN, `${SITE}${TWILIO_STATUS_PATH}`, params);
      expect((await report({ ...params, ErrorCode: '30008' }, signed)).statusCode).toBe(403);
      expect((await report(params, '')).statusCode).toBe(403);
      expect(await statusOf(sid)).toEqual({ status: 'sent', error: null });
    });
  });

  it('should write Vietnamese numbers in E.164 and refuse anything else', () => {
    expect(toE164('0912345678')).toBe('+84912345678');
    expect(toE164('84912345678')).toBe('+84912345678');
    expect(toE164('+84912345678')).toBe('+84912345678');
    expect(() => toE164('12345')).toThrow();
  });

  it('should refuse to start with SMS_PROVIDER=twilio and no credentials', () => {
    const result = parseEnv({ SMS_PROVIDER: 'twilio' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toEqual(
        expect.arrayContaining([
          'TWILIO_ACCOUNT_SID: required when SMS_PROVIDER is twilio',
          'TWILIO_AUTH_TOKEN: required when SMS_PROVIDER is twilio',
          'TWILIO_FROM: required when SMS_PROVIDER is twilio',
        ]),
      );
    }
  });
});
