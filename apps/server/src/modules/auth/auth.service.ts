import {
  AuthMessage,
  carrierOf,
  maskPhone,
  normalisePhone,
  type TAuthData,
  type TAuthErrorCode,
  type TForgotPasswordData,
  type TOtpSent,
  type TUser,
  type ZRegisterRequestSchema,
} from '@app/contract';
import { AuthMessageEn } from '@app/contract/messages-en';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type pg from 'pg';
import type { z } from 'zod';
import type { Env } from '../../config/env';
import type { Db, Queryable } from '../../db/client';
import { AppError, unauthorized } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import type { MessagingService } from '../messaging/messaging.service';
import { type AuthPolicy, DEFAULT_AUTH_POLICY } from './auth.config';
import { assertNotLocked, authError, lockedError } from './auth.errors';
import { AuthLinks, type LinkedGroup } from './auth.links';
import { AuthOtp } from './auth.otp';
import { AuthPlayers, assertStatusActive, effectiveStatus, type PlayerInfo, type PlayerStatus } from './auth.players';
import {
  AuthRepository,
  type PlayerRow,
  pgError,
  type SessionEndReason,
  type SessionLookup,
  type SessionTimes,
} from './auth.repository';
import { Throttle } from './auth.throttle';
import { hashToken, newRid, newSecretToken, playTokenFor } from './auth.tokens';

/** What the wallet module offers auth: the balance shown as `user.balance`. */
export interface BalancePort {
  getPlayerBalance(playerId: number): Promise<{ available: number }>;
}

/** What the agent programme offers registration (docs/agents.md). */
export interface AttributionPort {
  assertCode(code: string): Promise<void>;
  attribute(playerId: number, ref: { code: string | null; affId: string | null }): Promise<unknown>;
}

/** What the exclusion registry offers registration and login (decision 158); each throws 403 EXCLUDED_ON_REGISTRY. */
export interface RegistryCheckPort {
  assertRegistrable(input: {
    username: string;
    phone: string;
    device: string | null;
    ip: string | null;
  }): Promise<void>;
  assertPlayerAllowed(
    playerId: number,
    action: 'login',
    request: { device: string | null; ip: string | null },
  ): Promise<void>;
}

import type { RequestMeta } from './auth.request-meta';

export type { RequestMeta };

/** The authenticated caller, as the guard puts it on `request.player`. */
export interface AuthenticatedPlayer {
  id: number;
  sessionId: string;
}

type RegisterInput = z.output<typeof ZRegisterRequestSchema>;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Accounts, sessions, OTP and password recovery. Other modules use getPlayer, isPhoneVerified,
 * playerStatus / assertActive, markFirstDeposit and resolvePlayToken; routes use the rest.
 *
 * The module's one entry point: registration, login, sessions and passwords are here; sending
 * and checking one-time codes is in auth.otp, what other modules read and change about players
 * in auth.players, and the shared error helpers in auth.errors.
 */
export class AuthService {
  readonly policy: AuthPolicy;
  private readonly repo: AuthRepository;
  private readonly throttle: Throttle;
  private readonly otp: AuthOtp;
  private readonly players: AuthPlayers;
  private readonly links: AuthLinks;
  private dummyHash: Promise<string> | null = null;

  constructor(
    db: Db,
    readonly env: Env,
    private readonly deps: {
      messaging: MessagingService;
      /** Looked up on use: the wallet module is wired after this one. */
      wallet: () => BalancePort | undefined;
      /** The player's own session time limit in minutes (0: none), from protection (decision 025). */
      sessionLimitMinutes?: (playerId: number) => Promise<number>;
      /** The agent programme: checks a typed agent code, then attributes the new player (docs/agents.md). */
      agents?: () => AttributionPort | undefined;
      /** The exclusion registry shared by the brands (decision 158): registration and login check it. */
      exclusions?: () => RegistryCheckPort | undefined;
      policy?: AuthPolicy;
    },
  ) {
    this.policy = deps.policy ?? structuredClone(DEFAULT_AUTH_POLICY);
    this.repo = new AuthRepository(db);
    this.throttle = new Throttle(db);
    this.otp = new AuthOtp(this.repo, this.throttle, this.policy, env, deps.messaging);
    this.players = new AuthPlayers(this.repo);
    this.links = new AuthLinks(db);
  }

  /** Devices and addresses shared by at least `minAccounts` accounts since `since` (AML, decision 097). */
  linkedGroups(kind: 'device' | 'address', since: Date, minAccounts: number): Promise<LinkedGroup[]> {
    return this.links.groups(kind, since, minAccounts);
  }

  /** Usernames and statuses of players by id, for staff views of other modules (AML). */
  async playersByIds(ids: number[]): Promise<Map<number, { username: string; status: string }>> {
    return this.links.players(ids);
  }

  /** The player's devices and addresses with the other accounts seen on each. */
  linksOfPlayer(playerId: number) {
    return this.links.ofPlayer(playerId);
  }

  // ─── registration and login ────────────────────────────────────────────────

  async register(input: RegisterInput, meta: RequestMeta): Promise<TAuthData> {
    const ipKey = meta.ip ? `register:ip:${meta.ip}` : null;
    if (ipKey) await this.assertNotLocked(ipKey, 'REGISTER_RATE_LIMITED');
    // an excluded person learns why, rather than that the phone is taken by their own sister-brand account
    await this.deps.exclusions?.()?.assertRegistrable({
      username: input.username,
      phone: input.phone,
      device: meta.deviceFingerprint,
      ip: meta.ip,
    });
    if (await this.repo.usernameExists(input.username)) throw authError(409, 'USERNAME_TAKEN');
    if (await this.repo.phoneExists(input.phone)) throw authError(409, 'PHONE_TAKEN');
    if (input.agent_code) await this.deps.agents?.()?.assertCode(input.agent_code);

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
          locale: meta.locale ?? 'vi',
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
    await this.deps.agents?.()?.attribute(player.id, { code: input.agent_code ?? null, affId: input.aff_id ?? null });
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
      throw authError(401, this.endedByLimit(session) ? 'SESSION_LIMIT_REACHED' : 'SESSION_EXPIRED');
    }
    if (now - session.lastSeenAt.getTime() >= this.policy.session.touchEverySeconds * 1000) {
      await this.repo.touchSession(session.id, this.policy.session.idleSeconds);
    }
    return { id: session.playerId, sessionId: session.id };
  }

  /**
   * Whether the player's own session time limit ended this session: the limit set its end (the
   * session notes it, at login or when a limit set mid-session brought the end forward), the end
   * has come and the session was not idle before it. A slow page then says why the player was
   * logged out (decision 068), whatever limit is in force by then.
   */
  private endedByLimit(s: SessionLookup): boolean {
    const end = s.absoluteExpiresAt.getTime();
    return s.limitMinutes !== null && end <= s.now.getTime() && s.idleExpiresAt.getTime() >= end - 1_000;
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
    const { player, channel } = await this.playerForReset(account);
    // The same answer whether or not the account exists (or may reset, or was sent a code a moment
    // ago): this form must not tell a stranger which usernames, phones or e-mails are registered.
    // Steps 2 and 3 find the account again from what was typed.
    const answer: TForgotPasswordData = {
      username: account,
      channel,
      // in the language the client asks in: the form puts it into its own sentence
      destination: (requestLocale() === 'en' ? AuthMessageEn : AuthMessage)[
        channel === 'email' ? 'RESET_TO_EMAIL' : 'RESET_TO_PHONE'
      ],
      expiresInSeconds: this.policy.otp.ttlSeconds,
      resendInSeconds: this.policy.otp.resendSeconds,
    };
    if (!player || effectiveStatus(player) === 'disabled') return answer;
    const destination = channel === 'email' ? player.email! : player.phone;
    try {
      await this.otp.send(player, 'reset_password', channel, destination, meta);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'OTP_RESEND_TOO_SOON' || error.code === 'OTP_SEND_LIMIT'))
        return answer;
      throw error;
    }
    return answer;
  }

  /** The account a reset is for: a verified e-mail, else a username or a phone number in any notation. */
  private async playerForReset(account: string): Promise<{ player: PlayerRow | null; channel: 'sms' | 'email' }> {
    if (account.includes('@')) return { player: await this.repo.playerByVerifiedEmail(account), channel: 'email' };
    const player =
      (await this.repo.playerByUsername(account)) ?? (await this.repo.playerByPhone(normalisePhone(account)));
    return { player, channel: 'sms' };
  }

  /** Forgot password, step 2: checks the code without using it up (a wrong code counts). */
  async forgotPasswordVerify(username: string, code: string): Promise<void> {
    const { player } = await this.playerForReset(username);
    if (!player) throw authError(400, 'OTP_INVALID');
    await this.otp.check(player.id, 'reset_password', code, 'verify');
  }

  /** Forgot password, step 3: sets the new password and ends every session of the player. */
  async forgotPasswordReset(username: string, code: string, password: string): Promise<void> {
    const { player } = await this.playerForReset(username);
    if (!player) throw authError(400, 'OTP_INVALID');
    const otp = await this.otp.check(player.id, 'reset_password', code, 'consume');
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
    return this.otp.send(player, 'verify_phone', 'sms', player.phone, meta);
  }

  async verifyPhoneOtp(player: AuthenticatedPlayer, code: string, token: string): Promise<TUser> {
    const row = await this.mustPlayer(player.id);
    if (row.phoneVerified) throw authError(409, 'PHONE_ALREADY_VERIFIED');
    await this.otp.check(player.id, 'verify_phone', code, 'consume');
    await this.repo.setPhoneVerified(player.id);
    return this.currentUser(player, token);
  }

  async sendEmailOtp(playerId: number, email: string, meta: RequestMeta): Promise<TOtpSent> {
    const player = await this.mustPlayer(playerId);
    if (player.emailVerified && player.email === email) throw authError(409, 'EMAIL_ALREADY_VERIFIED');
    const owner = await this.repo.playerByVerifiedEmail(email);
    if (owner && owner.id !== playerId) throw authError(409, 'EMAIL_TAKEN');
    return this.otp.send(player, 'verify_email', 'email', email, meta);
  }

  async verifyEmailOtp(player: AuthenticatedPlayer, code: string, token: string): Promise<TUser> {
    const otp = await this.otp.check(player.id, 'verify_email', code, 'consume');
    try {
      await this.repo.setVerifiedEmail(player.id, otp.destination);
    } catch (err) {
      if (pgError(err).code === '23505') throw authError(409, 'EMAIL_TAKEN');
      throw err;
    }
    return this.currentUser(player, token);
  }

  // ─── for other modules (auth.players) ──────────────────────────────────────

  /** What the exclusion registry reads and changes about players (decision 158). */
  exclusionFacts(playerId: number) {
    return this.players.exclusionFacts(playerId);
  }

  extendExclusion(playerId: number, until: Date | null): Promise<boolean> {
    return this.players.extendExclusion(playerId, until);
  }

  onlinePlayerIds(): Promise<number[]> {
    return this.players.onlinePlayerIds();
  }

  getPlayer(playerId: number): Promise<PlayerInfo | null> {
    return this.players.getPlayer(playerId);
  }

  isPhoneVerified(playerId: number): Promise<boolean> {
    return this.players.isPhoneVerified(playerId);
  }

  /**
   * Records the first credited deposit in the cashier's transaction (the player's row stays
   * locked until it commits, so of two deposits credited at once only one is the first); true
   * only for the call that recorded it.
   */
  markFirstDeposit(playerId: number, c: Queryable): Promise<boolean> {
    return this.players.markFirstDeposit(playerId, c);
  }

  /** The player's status now (null for an unknown id); money paths check it before moving money. */
  playerStatus(playerId: number): Promise<PlayerStatus | null> {
    return this.players.playerStatus(playerId);
  }

  /**
   * The player's status in the caller's transaction, with the player's row locked until it
   * commits (null for an unknown id): a status change cannot commit between this read and the
   * caller's commit, so a deposit credited in that transaction is judged by the status it
   * commits under (decision 073).
   */
  lockPlayerStatus(playerId: number, c: Queryable): Promise<PlayerStatus | null> {
    return this.players.lockPlayerStatus(playerId, c);
  }

  /** Throws 403 ACCOUNT_DISABLED / ACCOUNT_SELF_EXCLUDED (404 for an unknown id) unless active. */
  assertActive(playerId: number): Promise<void> {
    return this.players.assertActive(playerId);
  }

  /** Staff and player-protection use: a status other than active ends the player's sessions. */
  setPlayerStatus(playerId: number, status: PlayerStatus, until: Date | null = null): Promise<void> {
    return this.players.setPlayerStatus(playerId, status, until);
  }

  /** Shortens the player's open sessions to end `minutes` after login (a session limit set now). */
  capOpenSessions(playerId: number, minutes: number, on: Queryable): Promise<void> {
    return this.players.capOpenSessions(playerId, minutes, on);
  }

  /** When a session began and ends at the latest, with the database's now. */
  sessionTimes(sessionId: string): Promise<SessionTimes | null> {
    return this.players.sessionTimes(sessionId);
  }

  /** The player closed the reality check: the reminders due so far are given. */
  markReminderSeen(sessionId: string): Promise<void> {
    return this.players.markReminderSeen(sessionId);
  }

  /**
   * Staff disable or re-enable an account; `audit` writes the staff audit record in the same
   * commit, and disabling ends the player's sessions in it too. A self-exclusion in force is the
   * player's own decision: 409 PLAYER_SELF_EXCLUDED, nothing changes.
   */
  setStatusByStaff(
    playerId: number,
    status: 'active' | 'disabled',
    audit: (q: pg.PoolClient) => Promise<void>,
  ): Promise<void> {
    return this.players.setStatusByStaff(playerId, status, audit);
  }

  /**
   * The player behind a game launch's play token. By default only while the session is open;
   * `allowEnded` accepts ended sessions too (wins and rollbacks settle after logout).
   */
  resolvePlayToken(tokenPlay: string, opts: { allowEnded?: boolean } = {}): Promise<number | null> {
    return this.players.resolvePlayToken(tokenPlay, opts);
  }

  /** What the ledger compares a stake's play token with (sessions.play_token_hash, decision 068). */
  playTokenHash(tokenPlay: string): string {
    return this.players.playTokenHash(tokenPlay);
  }

  /**
   * resolvePlayToken for several tokens in one database round trip: for each token its player
   * and whether the session is live now, or null for a token no session has.
   */
  resolvePlayTokens(tokensPlay: string[]): Promise<({ playerId: number; live: boolean } | null)[]> {
    return this.players.resolvePlayTokens(tokensPlay);
  }

  /** Open, unexpired sessions of the player (0 or 1). */
  liveSessionCount(playerId: number): Promise<number> {
    return this.players.liveSessionCount(playerId);
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
        limitMinutes: absoluteSeconds < this.policy.session.absoluteSeconds ? limitMinutes : null,
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
      meta.locale,
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

  // ─── support staff acting on a player's request (decision 143) ─────────────────────

  /** Ends every open session of the player (support's "force logout"); how many ended. */
  async endSessionsByStaff(playerId: number): Promise<number> {
    await this.mustPlayerOrNotFound(playerId);
    return this.repo.endPlayerSessions(playerId, 'staff_ended');
  }

  /**
   * Sends the player the forgot-password code on their own phone, as the site's form would, so
   * the player resets the password themselves and staff never see a code or a password. Staff's
   * own address does not count toward the per-address send limit.
   */
  async sendResetCodeByStaff(playerId: number): Promise<TOtpSent> {
    const player = await this.mustPlayerOrNotFound(playerId);
    return this.otp.send(player, 'reset_password', 'sms', player.phone, {
      ip: null,
      userAgent: null,
      deviceFingerprint: null,
    });
  }

  /**
   * Lifts the locks wrong passwords and code requests put on the player (sign-in by username,
   * codes sent to the phone); the seconds each still had, for the audit.
   */
  async unlockByStaff(playerId: number): Promise<{ signInLockedSeconds: number; otpLockedSeconds: number }> {
    const player = await this.mustPlayerOrNotFound(playerId);
    const signIn = `login:user:${player.username.toLowerCase()}`;
    const otp = `otp:dest:${player.phone}`;
    const before = {
      signInLockedSeconds: await this.throttle.lockedFor(signIn),
      otpLockedSeconds: await this.throttle.lockedFor(otp),
    };
    await this.throttle.reset(signIn);
    await this.throttle.reset(otp);
    return before;
  }

  /** The player's phone in full, for a staff member who gave a reason (audited by the caller). */
  async phoneOf(playerId: number): Promise<string> {
    return (await this.mustPlayerOrNotFound(playerId)).phone;
  }

  private async mustPlayerOrNotFound(playerId: number): Promise<PlayerRow> {
    const p = await this.repo.playerById(playerId);
    if (!p) throw new AppError(404, 'NOT_FOUND', 'Không tìm thấy người chơi');
    return p;
  }

  private async mustPlayer(playerId: number): Promise<PlayerRow> {
    const p = await this.repo.playerById(playerId);
    if (!p) throw unauthorized();
    return p;
  }

  private async assertStatusAllowsLogin(p: PlayerRow, meta: RequestMeta, kind: 'password' | 'auto_login') {
    let reason: string = effectiveStatus(p);
    try {
      assertStatusActive(p);
      // a self-exclusion on a sister brand or another deployment of the operator (decision 158)
      reason = 'excluded_on_registry';
      await this.deps.exclusions?.()?.assertPlayerAllowed(p.id, 'login', {
        device: meta.deviceFingerprint,
        ip: meta.ip,
      });
    } catch (err) {
      await this.repo.recordLoginEvent({
        playerId: p.id,
        username: p.username,
        kind,
        success: false,
        reason,
        ip: meta.ip,
        userAgent: meta.userAgent,
        deviceFingerprint: meta.deviceFingerprint,
      });
      throw err;
    }
  }

  private assertNotLocked(key: string, code: TAuthErrorCode) {
    return assertNotLocked(this.throttle, key, code);
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= argon2Hash(newSecretToken(), ARGON2);
    return this.dummyHash;
  }
}

export type { PlayerInfo, PlayerStatus, SessionEndReason };
