import { randomUUID } from 'node:crypto';
import {
  AdminErrorMessage,
  AuthErrorMessage,
  carrierOf,
  formatWaitVi,
  maskEmail,
  maskPhone,
  normalisePhone,
  type TAuthData,
  type TAuthErrorCode,
  type TForgotPasswordData,
  type TOtpSent,
  type TUser,
  type ZRegisterRequestSchema,
} from '@app/contract';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type pg from 'pg';
import type { z } from 'zod';
import type { Env } from '../../config/env';
import type { Db, Queryable } from '../../db/client';
import { AppError, unauthorized } from '../../http/errors';
import { MessageDeliveryError, type MessagingService } from '../messaging/messaging.service';
import { type AuthPolicy, DEFAULT_AUTH_POLICY, type ThrottleRule } from './auth.config';
import {
  AuthRepository,
  type OtpPurpose,
  type OtpRow,
  type PlayerRow,
  pgError,
  type SessionEndReason,
} from './auth.repository';
import { Throttle } from './auth.throttle';
import { hashOtp, hashToken, newOtpCode, newRid, newSecretToken, playTokenFor, sameHash } from './auth.tokens';

/** What the wallet module offers auth: the balance shown as `user.balance`. */
export interface BalancePort {
  getPlayerBalance(playerId: number): Promise<{ available: number }>;
}

/** Where a request came from; recorded with logins and used by the per-IP limits. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  deviceFingerprint: string | null;
}

export type PlayerStatus = 'active' | 'disabled' | 'self_excluded';

/** A player as other modules see it (AuthService.getPlayer). */
export interface PlayerInfo {
  id: number;
  rid: string;
  username: string;
  phone: string;
  carrier: PlayerRow['carrier'];
  email: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  /** Effective status: an elapsed self-exclusion counts as active. */
  status: PlayerStatus;
  statusUntil: Date | null;
  firstDepositAt: Date | null;
  affiliate: {
    affId: string | null;
    utmCampaign: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmTerm: string | null;
    utmContent: string | null;
    source: string | null;
    referer: string | null;
  };
  createdAt: Date;
}

/** The authenticated caller, as the guard puts it on `request.player`. */
export interface AuthenticatedPlayer {
  id: number;
  sessionId: string;
}

type RegisterInput = z.output<typeof ZRegisterRequestSchema>;
type OtpOutcome = { error: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_ATTEMPTS_EXCEEDED' } | { otp: OtpRow };

const authError = (statusCode: number, code: TAuthErrorCode, message: string = AuthErrorMessage[code]) =>
  new AppError(statusCode, code, message);

/** A 429 whose message says how long to wait; the error handler turns retryAfterSeconds into Retry-After. */
const lockedError = (code: TAuthErrorCode, seconds: number) =>
  new AppError(429, code, `${AuthErrorMessage[code]}. Vui lòng thử lại sau ${formatWaitVi(seconds)}.`, {
    retryAfterSeconds: seconds,
  });

const OTP_COPY: Record<OtpPurpose, { sms: string; email: string }> = {
  verify_phone: { sms: 'xac thuc so dien thoai', email: 'xác thực số điện thoại' },
  verify_email: { sms: 'xac thuc email', email: 'xác thực email' },
  reset_password: { sms: 'dat lai mat khau', email: 'đặt lại mật khẩu' },
};

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

function effectiveStatus(p: Pick<PlayerRow, 'status' | 'statusUntil'>, now = new Date()): PlayerStatus {
  if (p.status === 'self_excluded' && p.statusUntil && p.statusUntil.getTime() <= now.getTime()) return 'active';
  return p.status;
}

/**
 * Accounts, sessions, OTP and password recovery. Other modules use getPlayer, isPhoneVerified,
 * playerStatus / assertActive, markFirstDeposit and resolvePlayToken; routes use the rest.
 */
export class AuthService {
  readonly policy: AuthPolicy;
  private readonly repo: AuthRepository;
  private readonly throttle: Throttle;
  private dummyHash: Promise<string> | null = null;

  constructor(
    db: Db,
    private readonly env: Env,
    private readonly deps: {
      messaging: MessagingService;
      /** Looked up on use: the wallet module is wired after this one. */
      wallet: () => BalancePort | undefined;
      /** The player's own session time limit in minutes (0: none), from protection (decision 025). */
      sessionLimitMinutes?: (playerId: number) => Promise<number>;
      policy?: AuthPolicy;
    },
  ) {
    this.policy = deps.policy ?? structuredClone(DEFAULT_AUTH_POLICY);
    this.repo = new AuthRepository(db);
    this.throttle = new Throttle(db);
  }

  // ─── registration and login ────────────────────────────────────────────────

  async register(input: RegisterInput, meta: RequestMeta): Promise<TAuthData> {
    const ipKey = meta.ip ? `register:ip:${meta.ip}` : null;
    if (ipKey) await this.assertNotLocked(ipKey, 'REGISTER_RATE_LIMITED');
    if (await this.repo.usernameExists(input.username)) throw authError(409, 'USERNAME_TAKEN');
    if (await this.repo.phoneExists(input.phone)) throw authError(409, 'PHONE_TAKEN');

    const passwordHash = await argon2Hash(input.password, ARGON2);
    let player: PlayerRow | undefined;
    for (let attempt = 0; !player; attempt++) {
      try {
        player = await this.repo.insertPlayer({
          rid: newRid(),
          username: input.username,
          phone: input.phone,
          carrier: carrierOf(input.phone),
          passwordHash,
          ageConfirmedAt: new Date(),
          affId: input.aff_id,
          utmCampaign: input.utm_campaign,
          utmSource: input.utm_source,
          utmMedium: input.utm_medium,
          utmTerm: input.utm_term,
          utmContent: input.utm_content,
          source: input.source,
          referer: input.referer,
          registerIp: meta.ip,
          registerFingerprint: meta.deviceFingerprint,
        });
      } catch (err) {
        const { code, constraint } = pgError(err);
        if (code !== '23505') throw err;
        // Concurrent registrations can pass the checks above together; the unique indexes decide.
        if (constraint === 'players_username_lower_uq') throw authError(409, 'USERNAME_TAKEN');
        if (constraint === 'players_phone_unique') throw authError(409, 'PHONE_TAKEN');
        if (constraint !== 'players_rid_unique' || attempt >= 3) throw err;
      }
    }
    if (ipKey) await this.throttle.hit(ipKey, this.policy.throttles.registerIp);
    return this.startSession(player, meta, 'register');
  }

  async login(input: { username: string; password: string }, meta: RequestMeta): Promise<TAuthData> {
    const userKey = `login:user:${input.username.toLowerCase()}`;
    const ipKey = meta.ip ? `login:ip:${meta.ip}` : null;
    if (ipKey) await this.assertNotLocked(ipKey, 'LOGIN_IP_LOCKED');
    await this.assertNotLocked(userKey, 'ACCOUNT_LOCKED');

    const player = await this.repo.playerByUsername(input.username);
    // Unknown usernames cost the same argon2 work as wrong passwords: no timing oracle.
    let passwordOk = false;
    if (player) passwordOk = await argon2Verify(player.passwordHash, input.password);
    else await argon2Verify(await this.getDummyHash(), input.password);

    if (!player || !passwordOk) {
      await this.repo.recordLoginEvent({
        playerId: player?.id ?? null,
        username: input.username,
        kind: 'password',
        success: false,
        reason: 'invalid_credentials',
        ip: meta.ip,
        userAgent: meta.userAgent,
        deviceFingerprint: meta.deviceFingerprint,
      });
      const userHit = await this.throttle.hit(userKey, this.policy.throttles.loginUser);
      const ipHit = ipKey ? await this.throttle.hit(ipKey, this.policy.throttles.loginIp) : { lockedForSeconds: null };
      if (userHit.lockedForSeconds) throw lockedError('ACCOUNT_LOCKED', userHit.lockedForSeconds);
      if (ipHit.lockedForSeconds) throw lockedError('LOGIN_IP_LOCKED', ipHit.lockedForSeconds);
      throw authError(401, 'INVALID_CREDENTIALS');
    }
    await this.throttle.reset(userKey);
    await this.assertStatusAllowsLogin(player, meta, 'password');
    return this.startSession(player, meta, 'password');
  }

  /** Exchanges a one-time login token (app hand-off, support link) for a session. */
  async autoLogin(token: string, meta: RequestMeta): Promise<TAuthData> {
    const playerId = await this.repo.consumeLoginToken(hashToken(token));
    const player = playerId ? await this.repo.playerById(playerId) : null;
    if (!player) {
      await this.repo.recordLoginEvent({
        playerId: null,
        username: '',
        kind: 'auto_login',
        success: false,
        reason: 'invalid_token',
        ip: meta.ip,
        userAgent: meta.userAgent,
        deviceFingerprint: meta.deviceFingerprint,
      });
      throw authError(400, 'AUTO_LOGIN_FAILED');
    }
    await this.assertStatusAllowsLogin(player, meta, 'auto_login');
    return this.startSession(player, meta, 'auto_login');
  }

  /** Issues a one-time login token for `POST /api/auth/auto-login` (and `?login_token=` links). */
  async issueLoginToken(
    playerId: number,
    opts: { purpose: string; ttlSeconds?: number },
  ): Promise<{ token: string; expiresInSeconds: number }> {
    const ttl = Math.min(
      opts.ttlSeconds ?? this.policy.loginToken.defaultTtlSeconds,
      this.policy.loginToken.maxTtlSeconds,
    );
    const token = newSecretToken();
    await this.repo.insertLoginToken(hashToken(token), playerId, opts.purpose, ttl);
    return { token, expiresInSeconds: ttl };
  }

  // ─── sessions ──────────────────────────────────────────────────────────────

  /**
   * Resolves a session token to its player. Throws 401 SESSION_REPLACED when a newer login
   * ended the session, SESSION_EXPIRED when it timed out or was ended otherwise.
   */
  async authenticate(token: string): Promise<AuthenticatedPlayer> {
    const session = await this.repo.sessionByTokenHash(hashToken(token));
    if (!session) throw unauthorized();
    if (session.endedAt) {
      throw session.endReason === 'replaced' ? authError(401, 'SESSION_REPLACED') : authError(401, 'SESSION_EXPIRED');
    }
    const now = session.now.getTime();
    if (session.idleExpiresAt.getTime() <= now || session.absoluteExpiresAt.getTime() <= now) {
      throw authError(401, 'SESSION_EXPIRED');
    }
    if (now - session.lastSeenAt.getTime() >= this.policy.session.touchEverySeconds * 1000) {
      await this.repo.touchSession(session.id, this.policy.session.idleSeconds);
    }
    return { id: session.playerId, sessionId: session.id };
  }

  /** The refresh answer: the same token (no rotation, see decision 020) and the fresh user. */
  async refresh(player: AuthenticatedPlayer, token: string): Promise<TAuthData> {
    const row = await this.mustPlayer(player.id);
    return { token, user: await this.userView(row, token) };
  }

  async logout(sessionId: string): Promise<void> {
    await this.repo.endSession(sessionId, 'logout');
  }

  /** Seconds until the session's absolute expiry, for the cookie's Max-Age. */
  get cookieMaxAgeSeconds(): number {
    return this.policy.session.absoluteSeconds;
  }

  async currentUser(player: AuthenticatedPlayer, token: string): Promise<TUser> {
    return this.userView(await this.mustPlayer(player.id), token);
  }

  // ─── passwords ─────────────────────────────────────────────────────────────

  /** Changes the password and ends the player's other sessions; this one stays. */
  async changePassword(player: AuthenticatedPlayer, oldPassword: string, newPassword: string): Promise<void> {
    const key = `change-password:${player.id}`;
    await this.assertNotLocked(key, 'CHANGE_PASSWORD_LOCKED');
    const row = await this.mustPlayer(player.id);
    if (!(await argon2Verify(row.passwordHash, oldPassword))) {
      const hit = await this.throttle.hit(key, this.policy.throttles.changePassword);
      if (hit.lockedForSeconds) throw lockedError('CHANGE_PASSWORD_LOCKED', hit.lockedForSeconds);
      throw authError(400, 'WRONG_PASSWORD');
    }
    if (oldPassword === newPassword) throw authError(400, 'SAME_PASSWORD');
    await this.throttle.reset(key);
    await this.repo.setPasswordHash(player.id, await argon2Hash(newPassword, ARGON2));
    await this.repo.endPlayerSessions(player.id, 'password_changed', player.sessionId);
  }

  /** Player protection: confirms a step such as self-exclusion with the password, throttled like a change. */
  async confirmPassword(playerId: number, password: string): Promise<void> {
    const key = `change-password:${playerId}`;
    await this.assertNotLocked(key, 'CHANGE_PASSWORD_LOCKED');
    const row = await this.mustPlayer(playerId);
    if (!(await argon2Verify(row.passwordHash, password))) {
      const hit = await this.throttle.hit(key, this.policy.throttles.changePassword);
      if (hit.lockedForSeconds) throw lockedError('CHANGE_PASSWORD_LOCKED', hit.lockedForSeconds);
      throw authError(400, 'WRONG_PASSWORD');
    }
    await this.throttle.reset(key);
  }

  /** Forgot password, step 1: finds the account and sends a code to its phone (or verified e-mail). */
  async forgotPassword(account: string, meta: RequestMeta): Promise<TForgotPasswordData> {
    const ipKey = meta.ip ? `forgot:ip:${meta.ip}` : null;
    if (ipKey) {
      await this.assertNotLocked(ipKey, 'FORGOT_RATE_LIMITED');
      await this.throttle.hit(ipKey, this.policy.throttles.forgotIp);
    }
    let player: PlayerRow | null = null;
    let channel: 'sms' | 'email' = 'sms';
    if (account.includes('@')) {
      player = await this.repo.playerByVerifiedEmail(account);
      channel = 'email';
    } else {
      player = await this.repo.playerByUsername(account);
      if (!player) player = await this.repo.playerByPhone(normalisePhone(account));
    }
    if (!player) throw authError(404, 'ACCOUNT_NOT_FOUND');
    if (effectiveStatus(player) === 'disabled') throw authError(403, 'ACCOUNT_DISABLED');
    const destination = channel === 'email' ? player.email! : player.phone;
    const sent = await this.sendOtp(player, 'reset_password', channel, destination, meta);
    return { ...sent, username: player.username };
  }

  /** Forgot password, step 2: checks the code without using it up (a wrong code counts). */
  async forgotPasswordVerify(username: string, code: string): Promise<void> {
    const player = await this.repo.playerByUsername(username);
    if (!player) throw authError(400, 'OTP_INVALID');
    await this.checkOtp(player.id, 'reset_password', code, 'verify');
  }

  /** Forgot password, step 3: sets the new password and ends every session of the player. */
  async forgotPasswordReset(username: string, code: string, password: string): Promise<void> {
    const player = await this.repo.playerByUsername(username);
    if (!player) throw authError(400, 'OTP_INVALID');
    const otp = await this.checkOtp(player.id, 'reset_password', code, 'consume');
    await this.repo.setPasswordHash(player.id, await argon2Hash(password, ARGON2));
    await this.repo.endPlayerSessions(player.id, 'password_reset');
    // The player proved they hold the account: earlier wrong guesses no longer lock it.
    await this.throttle.reset(`login:user:${player.username.toLowerCase()}`);
    if (otp.channel === 'sms' && otp.destination === player.phone && !player.phoneVerified) {
      await this.repo.setPhoneVerified(player.id);
    }
  }

  // ─── phone and e-mail verification ─────────────────────────────────────────

  async sendPhoneOtp(playerId: number, meta: RequestMeta): Promise<TOtpSent> {
    const player = await this.mustPlayer(playerId);
    if (player.phoneVerified) throw authError(409, 'PHONE_ALREADY_VERIFIED');
    return this.sendOtp(player, 'verify_phone', 'sms', player.phone, meta);
  }

  async verifyPhoneOtp(player: AuthenticatedPlayer, code: string, token: string): Promise<TUser> {
    const row = await this.mustPlayer(player.id);
    if (row.phoneVerified) throw authError(409, 'PHONE_ALREADY_VERIFIED');
    await this.checkOtp(player.id, 'verify_phone', code, 'consume');
    await this.repo.setPhoneVerified(player.id);
    return this.currentUser(player, token);
  }

  async sendEmailOtp(playerId: number, email: string, meta: RequestMeta): Promise<TOtpSent> {
    const player = await this.mustPlayer(playerId);
    if (player.emailVerified && player.email === email) throw authError(409, 'EMAIL_ALREADY_VERIFIED');
    const owner = await this.repo.playerByVerifiedEmail(email);
    if (owner && owner.id !== playerId) throw authError(409, 'EMAIL_TAKEN');
    return this.sendOtp(player, 'verify_email', 'email', email, meta);
  }

  async verifyEmailOtp(player: AuthenticatedPlayer, code: string, token: string): Promise<TUser> {
    const otp = await this.checkOtp(player.id, 'verify_email', code, 'consume');
    try {
      await this.repo.setVerifiedEmail(player.id, otp.destination);
    } catch (err) {
      if (pgError(err).code === '23505') throw authError(409, 'EMAIL_TAKEN');
      throw err;
    }
    return this.currentUser(player, token);
  }

  // ─── for other modules ─────────────────────────────────────────────────────

  async getPlayer(playerId: number): Promise<PlayerInfo | null> {
    const p = await this.repo.playerById(playerId);
    if (!p) return null;
    return {
      id: p.id,
      rid: p.rid,
      username: p.username,
      phone: p.phone,
      carrier: p.carrier,
      email: p.email,
      emailVerified: p.emailVerified,
      phoneVerified: p.phoneVerified,
      status: effectiveStatus(p),
      statusUntil: p.statusUntil,
      firstDepositAt: p.firstDepositAt,
      affiliate: {
        affId: p.affId,
        utmCampaign: p.utmCampaign,
        utmSource: p.utmSource,
        utmMedium: p.utmMedium,
        utmTerm: p.utmTerm,
        utmContent: p.utmContent,
        source: p.source,
        referer: p.referer,
      },
      createdAt: p.createdAt,
    };
  }

  async isPhoneVerified(playerId: number): Promise<boolean> {
    return (await this.repo.playerById(playerId))?.phoneVerified ?? false;
  }

  /**
   * Records the first credited deposit in the cashier's transaction (the player's row stays
   * locked until it commits, so of two deposits credited at once only one is the first); true
   * only for the call that recorded it.
   */
  async markFirstDeposit(playerId: number, c: Queryable): Promise<boolean> {
    return this.repo.markFirstDeposit(playerId, c);
  }

  /** The player's status now (null for an unknown id); money paths check it before moving money. */
  async playerStatus(playerId: number): Promise<PlayerStatus | null> {
    const p = await this.repo.playerById(playerId);
    return p ? effectiveStatus(p) : null;
  }

  /**
   * The player's status in the caller's transaction, with the player's row locked until it
   * commits (null for an unknown id): a status change cannot commit between this read and the
   * caller's commit, so a deposit credited in that transaction is judged by the status it
   * commits under (decision 073).
   */
  async lockPlayerStatus(playerId: number, c: Queryable): Promise<PlayerStatus | null> {
    const p = await this.repo.lockStatus(playerId, c);
    return p ? effectiveStatus(p) : null;
  }

  /** Throws 403 ACCOUNT_DISABLED / ACCOUNT_SELF_EXCLUDED (404 for an unknown id) unless active. */
  async assertActive(playerId: number): Promise<void> {
    const p = await this.repo.playerById(playerId);
    if (!p) throw new AppError(404, 'NOT_FOUND');
    this.assertStatusActive(p);
  }

  /** Staff and player-protection use: a status other than active ends the player's sessions. */
  async setPlayerStatus(playerId: number, status: PlayerStatus, until: Date | null = null): Promise<void> {
    if (!(await this.repo.setStatus(playerId, status, status === 'active' ? null : until))) {
      throw new AppError(404, 'NOT_FOUND');
    }
    if (status !== 'active') await this.repo.endPlayerSessions(playerId, 'status_changed');
  }

  /** Shortens the player's open sessions to end `minutes` after login (a session limit set now). */
  async capOpenSessions(playerId: number, minutes: number, on: Queryable): Promise<void> {
    await this.repo.capOpenSessions(playerId, minutes, on);
  }

  /** When a session began and ends at the latest, with the database's now. */
  async sessionTimes(sessionId: string): Promise<{ startedAt: Date; endsAt: Date; now: Date } | null> {
    return this.repo.sessionTimes(sessionId);
  }

  /**
   * Staff disable or re-enable an account; `audit` writes the staff audit record in the same
   * commit, and disabling ends the player's sessions in it too. A self-exclusion in force is the
   * player's own decision: 409 PLAYER_SELF_EXCLUDED, nothing changes.
   */
  async setStatusByStaff(
    playerId: number,
    status: 'active' | 'disabled',
    audit: (q: pg.PoolClient) => Promise<void>,
  ): Promise<void> {
    const outcome = await this.repo.setStatusByStaff(playerId, status, audit);
    if (outcome === 'missing') throw new AppError(404, 'NOT_FOUND');
    if (outcome === 'self_excluded') {
      throw new AppError(409, 'PLAYER_SELF_EXCLUDED', AdminErrorMessage.PLAYER_SELF_EXCLUDED);
    }
  }

  /**
   * The player behind a game launch's play token. By default only while the session is open;
   * `allowEnded` accepts ended sessions too (wins and rollbacks settle after logout).
   */
  async resolvePlayToken(tokenPlay: string, opts: { allowEnded?: boolean } = {}): Promise<number | null> {
    if (!tokenPlay || tokenPlay.length > 256) return null;
    return this.repo.playerByPlayTokenHash(hashToken(tokenPlay), !opts.allowEnded);
  }

  /**
   * resolvePlayToken for several tokens in one database round trip: for each token its player
   * and whether the session is live now, or null for a token no session has.
   */
  /** What the ledger compares a stake's play token with (sessions.play_token_hash, decision 068). */
  playTokenHash(tokenPlay: string): string {
    return hashToken(tokenPlay);
  }

  async resolvePlayTokens(tokensPlay: string[]): Promise<({ playerId: number; live: boolean } | null)[]> {
    const hashes = tokensPlay.map((t) => (t && t.length <= 256 ? hashToken(t) : null));
    const wanted = [...new Set(hashes.filter((h): h is string => h !== null))];
    const found = wanted.length > 0 ? await this.repo.sessionsByPlayTokenHashes(wanted) : new Map();
    return hashes.map((h) => (h === null ? null : (found.get(h) ?? null)));
  }

  /** Open, unexpired sessions of the player (0 or 1). */
  async liveSessionCount(playerId: number): Promise<number> {
    return this.repo.openSessionCount(playerId);
  }

  // ─── internals ─────────────────────────────────────────────────────────────

  private async startSession(
    player: PlayerRow,
    meta: RequestMeta,
    kind: 'password' | 'auto_login' | 'register',
  ): Promise<TAuthData> {
    const token = newSecretToken();
    // The player's session time limit ends the session, and with it every stake (decision 068).
    const limitMinutes = (await this.deps.sessionLimitMinutes?.(player.id)) ?? 0;
    const absoluteSeconds =
      limitMinutes > 0
        ? Math.min(this.policy.session.absoluteSeconds, limitMinutes * 60)
        : this.policy.session.absoluteSeconds;
    await this.repo.openSession(
      {
        playerId: player.id,
        tokenHash: hashToken(token),
        playTokenHash: hashToken(playTokenFor(token)),
        idleSeconds: Math.min(this.policy.session.idleSeconds, absoluteSeconds),
        absoluteSeconds,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
        deviceFingerprint: meta.deviceFingerprint,
      },
      {
        playerId: player.id,
        username: player.username,
        kind,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
        deviceFingerprint: meta.deviceFingerprint,
      },
    );
    return { token, user: await this.userView(player, token) };
  }

  private async userView(p: PlayerRow, token: string): Promise<TUser> {
    const wallet = this.deps.wallet();
    if (!wallet) {
      throw new Error(
        'AuthService needs services.wallet (getPlayerBalance) to show user.balance; wire the wallet module',
      );
    }
    const balance = await wallet.getPlayerBalance(p.id);
    return {
      id: p.id,
      rid: p.rid,
      username: p.username,
      phone: maskPhone(p.phone),
      carrier: p.carrier,
      email: p.emailVerified ? p.email : null,
      balance: balance.available,
      isVerifyPhone: p.phoneVerified,
      isVerifyEmail: p.emailVerified,
      isFirstDeposit: p.firstDepositAt !== null,
      tokenPlay: playTokenFor(token),
    };
  }

  private async mustPlayer(playerId: number): Promise<PlayerRow> {
    const p = await this.repo.playerById(playerId);
    if (!p) throw unauthorized();
    return p;
  }

  private assertStatusActive(p: PlayerRow) {
    const status = effectiveStatus(p);
    if (status === 'disabled') throw authError(403, 'ACCOUNT_DISABLED');
    if (status === 'self_excluded') {
      const until = p.statusUntil
        ? ` đến ${p.statusUntil.toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' })}`
        : '';
      throw authError(403, 'ACCOUNT_SELF_EXCLUDED', `${AuthErrorMessage.ACCOUNT_SELF_EXCLUDED}${until}`);
    }
  }

  private async assertStatusAllowsLogin(p: PlayerRow, meta: RequestMeta, kind: 'password' | 'auto_login') {
    try {
      this.assertStatusActive(p);
    } catch (err) {
      await this.repo.recordLoginEvent({
        playerId: p.id,
        username: p.username,
        kind,
        success: false,
        reason: effectiveStatus(p),
        ip: meta.ip,
        userAgent: meta.userAgent,
        deviceFingerprint: meta.deviceFingerprint,
      });
      throw err;
    }
  }

  private async assertNotLocked(key: string, code: TAuthErrorCode) {
    const seconds = await this.throttle.lockedFor(key);
    if (seconds > 0) throw lockedError(code, seconds);
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= argon2Hash(newSecretToken(), ARGON2);
    return this.dummyHash;
  }

  private async sendOtp(
    player: PlayerRow,
    purpose: OtpPurpose,
    channel: 'sms' | 'email',
    destination: string,
    meta: RequestMeta,
  ): Promise<TOtpSent> {
    const { otp: policy, throttles } = this.policy;
    const latest = await this.repo.latestOtp(player.id, purpose);
    if (latest && latest.resendAt.getTime() > latest.now.getTime()) {
      const wait = Math.ceil((latest.resendAt.getTime() - latest.now.getTime()) / 1000);
      throw new AppError(429, 'OTP_RESEND_TOO_SOON', `Vui lòng chờ ${wait} giây để gửi lại mã OTP`, {
        retryAfterSeconds: wait,
      });
    }
    await this.consumeAllowance(`otp:dest:${destination}`, throttles.otpSendDestination, 'OTP_SEND_LIMIT');
    if (meta.ip) await this.consumeAllowance(`otp:ip:${meta.ip}`, throttles.otpSendIp, 'OTP_SEND_LIMIT');

    const id = randomUUID();
    const code = newOtpCode();
    await this.repo.insertOtp(
      {
        id,
        playerId: player.id,
        purpose,
        channel,
        destination,
        codeHash: hashOtp(id, code),
        maxAttempts: policy.maxAttempts,
        ip: meta.ip,
      },
      policy.ttlSeconds,
      policy.resendSeconds,
    );
    const brand = this.env.BRAND_NAME ?? this.env.APP_NAME.toUpperCase();
    const minutes = Math.round(policy.ttlSeconds / 60);
    const copy = OTP_COPY[purpose];
    try {
      await this.deps.messaging.send(
        channel === 'sms'
          ? {
              channel,
              to: destination,
              // Unaccented so the SMS fits GSM-7 (one segment instead of UCS-2's 70 characters).
              body: `${brand}: Ma OTP ${copy.sms} cua ban la ${code}. Hieu luc ${minutes} phut. Khong chia se ma nay cho bat ky ai.`,
              purpose: `otp:${purpose}`,
              meta: { otpId: id, playerId: player.id },
            }
          : {
              channel,
              to: destination,
              subject: `[${brand}] Mã OTP ${copy.email}`,
              body: `Xin chào ${player.username},\n\nMã OTP ${copy.email} của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút.\nKhông chia sẻ mã này cho bất kỳ ai, kể cả nhân viên ${brand}.`,
              purpose: `otp:${purpose}`,
              meta: { otpId: id, playerId: player.id },
            },
      );
    } catch (err) {
      await this.repo.cancelOtp(id);
      if (err instanceof MessageDeliveryError) throw authError(502, 'OTP_DELIVERY_FAILED');
      throw err;
    }
    return {
      channel,
      destination: channel === 'sms' ? maskPhone(destination) : maskEmail(destination),
      expiresInSeconds: policy.ttlSeconds,
      resendInSeconds: policy.resendSeconds,
    };
  }

  /** Counts one use of a limited action; refuses it once the key is locked. */
  private async consumeAllowance(key: string, rule: ThrottleRule, code: TAuthErrorCode) {
    await this.assertNotLocked(key, code);
    await this.throttle.hit(key, rule);
  }

  /**
   * Checks a code against the purpose's newest open code. `verify` marks it verified and keeps
   * it usable a little longer; `consume` uses it up. Wrong codes count toward the attempt limit.
   */
  private async checkOtp(playerId: number, purpose: OtpPurpose, code: string, mode: 'verify' | 'consume') {
    const outcome = await this.repo.withOpenOtp<OtpOutcome>(playerId, purpose, (otp) => {
      if (!otp) return { result: { error: 'OTP_INVALID' as const } };
      if (otp.attempts >= otp.maxAttempts) return { result: { error: 'OTP_ATTEMPTS_EXCEEDED' as const } };
      if (otp.expiresAt.getTime() <= otp.now.getTime()) return { result: { error: 'OTP_EXPIRED' as const } };
      if (!sameHash(otp.codeHash, hashOtp(otp.id, code))) {
        const attempts = otp.attempts + 1;
        return {
          update: { attempts },
          result: {
            error: attempts >= otp.maxAttempts ? ('OTP_ATTEMPTS_EXCEEDED' as const) : ('OTP_INVALID' as const),
          },
        };
      }
      return {
        update:
          mode === 'consume'
            ? { consumed: true }
            : { verified: true, graceSeconds: this.policy.otp.verifiedGraceSeconds },
        result: { otp },
      };
    });
    if ('error' in outcome) throw authError(400, outcome.error);
    return outcome.otp;
  }
}

export type { SessionEndReason };
