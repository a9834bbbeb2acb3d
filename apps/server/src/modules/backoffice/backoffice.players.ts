import type { TLinkedAccount, TPlayerAcquisition, TPlayerTag } from '@app/contract';
import { type Db, inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import { maskNumber } from '../admin/admin.masking';
import type { AdminService, StaffActor } from '../admin/admin.service';
import { bankByBin } from '../banks/banks.data';

const playerNotFound = (id: number) => new AppError(404, 'NOT_FOUND', `Không tìm thấy người chơi ${id}`);

/** At most this many linked accounts per kind: a shared mobile carrier address can link thousands. */
const LINKS_PER_KIND = 50;

/**
 * What staff keep and read about a player beyond the account (decision 157): tags, the accounts
 * linked by device, address, bank account or ID number, and the codes captured at sign-up.
 */
export class BackofficePlayers {
  constructor(
    private readonly db: Db,
    private readonly deps: { admin: () => AdminService },
  ) {}

  private async mustExist(playerId: number): Promise<void> {
    const r = await this.db.pool.query('SELECT 1 FROM players WHERE id = $1', [playerId]);
    if (!r.rowCount) throw playerNotFound(playerId);
  }

  async tags(playerId: number): Promise<TPlayerTag[]> {
    await this.mustExist(playerId);
    const r = await this.db.pool.query<{ tag: string; username: string | null; created_at: Date }>(
      `SELECT t.tag, s.username, t.created_at FROM player_tags t LEFT JOIN staff s ON s.id = t.added_by
        WHERE t.player_id = $1 ORDER BY t.tag`,
      [playerId],
    );
    return r.rows.map((x) => ({ tag: x.tag, addedBy: x.username, createdAt: x.created_at.toISOString() }));
  }

  /** Every tag in use, for the players list's filter. */
  async tagCounts(): Promise<{ tag: string; players: number }[]> {
    const r = await this.db.pool.query<{ tag: string; n: number }>(
      'SELECT tag, count(*)::int AS n FROM player_tags GROUP BY tag ORDER BY tag',
    );
    return r.rows.map((x) => ({ tag: x.tag, players: x.n }));
  }

  /** Adds a tag (audited with the reason); a tag the player already carries is refused, not repeated. */
  async addTag(playerId: number, tag: string, reason: string, actor: StaffActor): Promise<TPlayerTag[]> {
    await this.mustExist(playerId);
    await inTransaction(this.db.pool, async (c) => {
      const r = await c.query(
        `INSERT INTO player_tags (player_id, tag, added_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [playerId, tag, actor.staffId],
      );
      if (!r.rowCount) throw new AppError(409, 'TAG_EXISTS', `Người chơi đã có thẻ "${tag}"`);
      await this.deps.admin().audit(actor, 'player.tag_add', { type: 'player', id: playerId }, { tag, reason }, c);
    });
    return this.tags(playerId);
  }

  async removeTag(playerId: number, tag: string, reason: string, actor: StaffActor): Promise<TPlayerTag[]> {
    await this.mustExist(playerId);
    await inTransaction(this.db.pool, async (c) => {
      const r = await c.query('DELETE FROM player_tags WHERE player_id = $1 AND tag = $2', [playerId, tag]);
      if (!r.rowCount) throw new AppError(404, 'TAG_NOT_FOUND', `Người chơi không có thẻ "${tag}"`);
      await this.deps.admin().audit(actor, 'player.tag_remove', { type: 'player', id: playerId }, { tag, reason }, c);
    });
    return this.tags(playerId);
  }

  /**
   * Other accounts sharing a device fingerprint or an address with the player (sign-ins and
   * sign-up), a bank account number (any status: a refused duplicate is a signal too) or an ID
   * number on an identity check. Support sees bank numbers masked; ID numbers show their last four.
   */
  async linked(playerId: number, maskBank: boolean, actor: StaffActor): Promise<TLinkedAccount[]> {
    await this.mustExist(playerId);
    const r = await this.db.pool.query<{
      kind: TLinkedAccount['kind'];
      value: string;
      player_id: string;
      username: string;
      status: string;
      last_seen: Date | null;
    }>(
      `WITH mine_dev AS (
         SELECT device_fingerprint AS v FROM login_events WHERE player_id = $1 AND device_fingerprint IS NOT NULL
         UNION SELECT register_fingerprint FROM players WHERE id = $1 AND register_fingerprint IS NOT NULL),
       mine_ip AS (
         SELECT ip AS v FROM login_events WHERE player_id = $1 AND ip IS NOT NULL
         UNION SELECT register_ip FROM players WHERE id = $1 AND register_ip IS NOT NULL),
       dev AS (
         SELECT 'device' AS kind, e.device_fingerprint AS value, e.player_id, max(e.created_at) AS last_seen
           FROM login_events e JOIN mine_dev m ON m.v = e.device_fingerprint
          WHERE e.player_id IS NOT NULL AND e.player_id <> $1 GROUP BY 1, 2, 3
         UNION
         SELECT 'device', p.register_fingerprint, p.id, p.created_at FROM players p JOIN mine_dev m ON m.v = p.register_fingerprint
          WHERE p.id <> $1),
       ip AS (
         SELECT 'ip' AS kind, e.ip AS value, e.player_id, max(e.created_at) AS last_seen
           FROM login_events e JOIN mine_ip m ON m.v = e.ip
          WHERE e.player_id IS NOT NULL AND e.player_id <> $1 GROUP BY 1, 2, 3
         UNION
         SELECT 'ip', p.register_ip, p.id, p.created_at FROM players p JOIN mine_ip m ON m.v = p.register_ip
          WHERE p.id <> $1),
       bank AS (
         SELECT 'bank_account' AS kind, o.bank_bin || ':' || o.account_number AS value, o.player_id, max(o.created_at) AS last_seen
           FROM bank_accounts mine JOIN bank_accounts o
             ON o.bank_bin = mine.bank_bin AND o.account_number = mine.account_number AND o.player_id <> mine.player_id
          WHERE mine.player_id = $1 GROUP BY 1, 2, 3),
       idn AS (
         SELECT 'id_number' AS kind, o.id_number AS value, o.player_id, max(o.created_at) AS last_seen
           FROM kyc_submissions mine JOIN kyc_submissions o ON o.id_number = mine.id_number AND o.player_id <> mine.player_id
          WHERE mine.player_id = $1 AND mine.id_number IS NOT NULL GROUP BY 1, 2, 3),
       links AS (
         SELECT *, row_number() OVER (PARTITION BY kind ORDER BY last_seen DESC NULLS LAST, player_id) AS n
           FROM (SELECT kind, value, player_id, max(last_seen) AS last_seen
                   FROM (SELECT * FROM dev UNION ALL SELECT * FROM ip UNION ALL SELECT * FROM bank UNION ALL SELECT * FROM idn) a
                  GROUP BY 1, 2, 3) b)
       SELECT l.kind, l.value, l.player_id, p.username, p.status, l.last_seen
         FROM links l JOIN players p ON p.id = l.player_id
        WHERE l.n <= ${LINKS_PER_KIND}
        ORDER BY array_position(ARRAY['id_number', 'bank_account', 'device', 'ip'], l.kind), l.last_seen DESC NULLS LAST`,
      [playerId],
    );
    await this.deps.admin().audit(actor, 'player.view_linked', { type: 'player', id: playerId }, { rows: r.rowCount });
    return r.rows.map((x) => ({
      kind: x.kind,
      value: shownValue(x.kind, x.value, maskBank),
      playerId: Number(x.player_id),
      username: x.username,
      status: x.status,
      lastSeenAt: x.last_seen ? x.last_seen.toISOString() : null,
    }));
  }

  async acquisition(playerId: number): Promise<TPlayerAcquisition> {
    const r = await this.db.pool.query(
      `SELECT aff_id, utm_source, utm_medium, utm_campaign, utm_term, utm_content, source, referer FROM players WHERE id = $1`,
      [playerId],
    );
    const x = r.rows[0];
    if (!x) throw playerNotFound(playerId);
    return {
      affId: x.aff_id,
      utmSource: x.utm_source,
      utmMedium: x.utm_medium,
      utmCampaign: x.utm_campaign,
      utmTerm: x.utm_term,
      utmContent: x.utm_content,
      source: x.source,
      referer: x.referer,
    };
  }
}

function shownValue(kind: TLinkedAccount['kind'], value: string, maskBank: boolean): string {
  if (kind === 'id_number') return `…${value.slice(-4)}`;
  if (kind === 'bank_account') {
    const [bin = '', number = ''] = value.split(':');
    return `${bankByBin(bin)?.shortName ?? bin} ${maskBank ? maskNumber(number) : number}`;
  }
  return value;
}
