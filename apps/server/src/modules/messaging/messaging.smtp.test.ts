import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { parseEnv } from '../../config/env';
import { authedPost, register } from '../auth/auth.test-support';
import { MessageDeliveryError, MessagingService } from './messaging.service';
import { SmtpEmailAdapter } from './messaging.smtp';

const USER = 'mailer';
const PASS = 'mailer-secret';
const FROM = 'XC03 <no-reply@xc03.test>';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback (smtp-server, from nodemailer's authors) that requires a login
 * and refuses mail to one address, standing in for the operator's mail relay.
 */
function fakeRelay(received: Received[]): SMTPServer {
  return new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) return callback(null, { user: USER });
      callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === 'bounce@mail.test') return callback(new Error('550 mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
}

/** Undoes quoted-printable soft line breaks and =XX escapes, enough to read a text body. */
const unQuote = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe(SmtpEmailAdapter.name, () => {
  const received: Received[] = [];
  let relay: SMTPServer;
  let url: string;
  let t: TestApp;

  beforeAll(async () => {
    relay = fakeRelay(received);
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.server.address() as AddressInfo).port;
    url = `smtp://${USER}:${PASS}@127.0.0.1:${port}`;
    t = await buildTestApp({ EMAIL_PROVIDER: 'smtp', SMTP_URL: url, EMAIL_FROM: FROM, EMAIL_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  });
  beforeEach(() => {
    received.length = 0;
  });

  it('should mail the e-mail verification code through the relay when the environment asks for it', async () => {
    const p = await register(t.app);
    const email = `${p.username}@mail.test`;
    const sent = await authedPost(t.app, p.token, '/api/auth/verify-email/send', { email });
    expect(sent.statusCode).toBe(200);

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@xc03.test', to: [email] });
    const [row] = await t.app.services.messaging.outbox({ to: email });
    expect(row).toMatchObject({ adapter: 'smtp', status: 'sent', purpose: 'otp:verify_email' });
    const code = /\d{6}/.exec(row!.body)?.[0];
    expect(code).toBeDefined();
    expect(unQuote(received[0]!.raw)).toContain(code);
    expect(received[0]!.raw).toMatch(/^Subject: /m);
  });

  it('should record a refused recipient as failed and throw MessageDeliveryError', async () => {
    await expect(
      t.app.services.messaging.send({
        channel: 'email',
        to: 'bounce@mail.test',
        subject: 'S',
        body: 'B',
        purpose: 'otp:test',
      }),
    ).rejects.toBeInstanceOf(MessageDeliveryError);
    const { rows } = await t.db.pool.query(
      `SELECT status, error FROM outbox_messages WHERE recipient = 'bounce@mail.test' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ status: 'failed', error: expect.stringContaining('mailbox unavailable') });
    expect(received).toHaveLength(0);
  });

  it('should fail when the relay refuses the login', async () => {
    const wrong = new MessagingService(t.db, {
      email: new SmtpEmailAdapter({ url: url.replace(PASS, 'wrong-password'), from: FROM, timeoutMs: 2000 }),
    });
    await expect(
      wrong.send({ channel: 'email', to: 'someone@mail.test', subject: 'S', body: 'B', purpose: 'otp:test' }),
    ).rejects.toBeInstanceOf(MessageDeliveryError);
    expect(received).toHaveLength(0);
  });

  it('should refuse to start with EMAIL_PROVIDER=smtp and no relay', () => {
    const result = parseEnv({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'http://mail.test' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/),
          'EMAIL_FROM: required when EMAIL_PROVIDER is smtp',
        ]),
      );
    }
  });
});
