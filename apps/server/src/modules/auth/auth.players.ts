import { AdminErrorMessage, AuthErrorMessage } from '@app/contract';
import type pg from 'pg';
import type { Queryable } from '../../db/client';
import { AppError, WordedError } from '../../http/errors';
import { localizeMessage, requestLocale, texts } from '../../http/locale';
import { authError } from './auth.errors';
import type { AuthRepository, PlayerRow, SessionTimes } from './auth.repository';
import { hashToken } from './auth.tokens';

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

/** An elapsed self-exclusion counts as active. */
export function effectiveStatus(p: Pick<PlayerRow, 'status' | 'statusUntil'>, now = new Date()): PlayerStatus {
  if (p.status === 'self_excluded' && p.statusUntil && p.statusUntil.getTime() <= now.getTime()) return 'active';
  return p.status;
}

/** Throws 403 ACCOUNT_DISABLED / ACCOUNT_SELF_EXCLUDED unless the player may act now. */
export function assertStatusActive(p: Pick<PlayerRow, 'status' | 'statusUntil'>): void {
  const status = effectiveStatus(p);
  if (status === 'disabled') throw authError(403, 'ACCOUNT_DISABLED');
  if (status === 'self_excluded') {
    if (!p.statusUntil) throw authError(403, 'ACCOUNT_SELF_EXCLUDED');
    const message = localizeMessage(requestLocale(), 'ACCOUNT_SELF_EXCLUDED', AuthErrorMessage.ACCOUNT_SELF_EXCLUDED);
    throw new WordedError(
      403,
      'ACCOUNT_SELF_EXCLUDED',
      texts()('auth.excludedUntil', { message, until: p.statusUntil }),
    );
  }
}

/**
 * What other modules need to know or change about players: their info and status (read in
 * a caller's transaction where money moves, decision 073), the first deposit, status changes by
 * staff and protection, session times and caps, and play tokens (decision 068).
 */
export class AuthPlayers {
  constructor(private readonly repo: AuthRepository) {}

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
    assertStatusActive(p);
  }

  /** Staff and player-protection use: a status other than active ends the player's sessions. */
  async setPlayerStatus(playerId: number, status: PlayerStatus, until: Date | null = null): Promise<void> {
    if (!(await this.repo.setStatus(playerId, status, status === 'active' ? null : until))) {
      throw new AppError(404, 'NOT_FOUND');
    }
    if (status !== 'active') await this.repo.endPlayerSessions(playerId, 'status_changed');
  }

  /** The exclusion registry's exclusion (decision 158): extends a self-exclusion, never shortens it. */
  async extendExclusion(playerId: number, until: Date | null): Promise<boolean> {
    const changed = await this.repo.extendExclusion(playerId, until);
    if (changed) await this.repo.endPlayerSessions(playerId, 'status_changed');
    return changed;
  }

  exclusionFacts(playerId: number) {
    return this.repo.exclusionFacts(playerId);
  }

  onlinePlayerIds(): Promise<number[]> {
    return this.repo.onlinePlayerIds();
  }

  /** Shortens the player's open sessions to end `minutes` after login (a session limit set now). */
  async capOpenSessions(playerId: number, minutes: number, on: Queryable): Promise<void> {
    await this.repo.capOpenSessions(playerId, minutes, on);
  }

  /** When a session began and ends at the latest, with the database's now. */
  async sessionTimes(sessionId: string): Promise<SessionTimes | null> {
    return this.repo.sessionTimes(sessionId);
  }

  markReminderSeen(sessionId: string): Promise<void> {
    return this.repo.markReminderSeen(sessionId);
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

  /** What the ledger compares a stake's play token with (sessions.play_token_hash, decision 068). */
  playTokenHash(tokenPlay: string): string {
    return hashToken(tokenPlay);
  }

  /**
   * resolvePlayToken for several tokens in one database round trip: for each token its player
   * and whether the session is live now, or null for a token no session has.
   */
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
}
