import type { TStaffRole } from '@app/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TOTP_PERIOD_SECONDS, totpNow } from './admin.totp';

/**
 * The whole staff sign-in as a browser does it: the password, then the authenticator code
 * (enrolling the secret the first time). The code is computed from the secret in the database,
 * as the staff member's authenticator app would; each time step is accepted only once, so a
 * second sign-in in the same step uses the next step's code (within the server's tolerance).
 */
export async function staffSignIn(
  app: FastifyInstance,
  username: string,
  password: string,
  ip?: string,
): Promise<LightMyRequestResponse> {
  const login = await app.inject({
    method: 'POST',
    url: '/admin-api/auth/login',
    payload: { username, password },
    ...(ip ? { remoteAddress: ip } : {}),
  });
  if (login.statusCode !== 200) return login;
  const { stage, challenge, enrolment } = login.json().data;
  const { rows } = await app.db.pool.query<{ totp_secret: string | null; totp_last_step: string | null }>(
    'SELECT totp_secret, totp_last_step FROM staff WHERE username = $1',
    [username],
  );
  // the stored secret is sealed (decision 098): the service opens it as the authenticator knows it
  const secret: string = stage === 'enrol' ? enrolment.secret : (await app.services.admin.totpSecretOf(username))!;
  const now = Math.floor(Date.now() / 1000);
  const current = Math.floor(now / TOTP_PERIOD_SECONDS);
  const last = rows[0]?.totp_last_step === null || stage === 'enrol' ? -1 : Number(rows[0]!.totp_last_step);
  // The server takes the step before and after the current one (a clock a little apart), each
  // once: the earliest unused of the three lets three sign-ins in a row through without waiting.
  // Not the step before in a step's last seconds, which the server may check in the next one.
  const earliest = now % TOTP_PERIOD_SECONDS < TOTP_PERIOD_SECONDS - 3 ? current - 1 : current;
  const step = Math.max(earliest, last + 1);
  if (step > current + 1) {
    // All three are used: wait for a fresh one, as a person would.
    await new Promise((r) => setTimeout(r, ((step - 1) * TOTP_PERIOD_SECONDS - now + 1) * 1000));
  }
  const code = await totpNow(secret, step * TOTP_PERIOD_SECONDS);
  return app.inject({
    method: 'POST',
    url: '/admin-api/auth/second-factor',
    payload: { challenge, code },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/** A staff session token for a new account of the role. */
export async function staffTokenFor(app: FastifyInstance, role: TStaffRole): Promise<string> {
  const username = `${role}.${Math.random().toString(36).slice(2, 8)}`;
  await app.services.admin.ensureStaff({ username, displayName: role, password: 'staff-password-1', role });
  const res = await staffSignIn(app, username, 'staff-password-1');
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.body}`);
  return res.json().data.token;
}
