import {
  maskPhone,
  normalisePhone,
  type TLinkedAccount,
  type TPlayerAcquisition,
  type TPlayerActivity,
  type TPlayerNote,
  type TPlayerSearchHit,
  type TPlayerTag,
  type TStaffNews,
  type TStaffNewsPublishRequest,
  type TStaffNewsRequest,
  type TStaffNewsRevision,
} from '@app/contract';
import { type Db, inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';
import { bankByBin } from '../banks/banks.data';
import { BackofficeNews } from './backoffice.news';
import { BackofficePlayers } from './backoffice.players';
import { BackofficeRepository } from './backoffice.repository';

const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `Không tìm thấy ${what}`);

/**
 * What the back office adds to the staff API: finding a player by anything support is told on
 * the phone, the player's money moves, bets and notes, and editing news. Every look at a
 * player and every change is audited (who, what, before and after, from where).
 */
export class BackofficeService {
  private readonly repo: BackofficeRepository;
  private readonly news: BackofficeNews;
  private readonly players: BackofficePlayers;

  constructor(
    private readonly db: Db,
    private readonly deps: { admin: () => AdminService },
  ) {
    this.repo = new BackofficeRepository(db);
    this.news = new BackofficeNews(db, deps);
    this.players = new BackofficePlayers(db, deps);
  }

  async searchPlayers(q: string, actor: StaffActor): Promise<TPlayerSearchHit[]> {
    const digits = q.replace(/[\s.\-()+]/g, '');
    const isNumber = /^\d{1,19}$/.test(digits);
    const id = isNumber && digits.length <= 15 && Number(digits) > 0 ? Number(digits) : null;
    const rows = await this.repo.searchPlayers({
      id,
      username: q,
      phone: normalisePhone(q),
      digits: isNumber ? digits : null,
    });
    await this.deps.admin().audit(actor, 'player.search', null, { q, hits: rows.length });
    return rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      phone: maskPhone(r.phone),
      status: r.status,
      createdAt: r.created_at.toISOString(),
      matchedBy: r.matched_by,
    }));
  }

  async activity(playerId: number, actor: StaffActor): Promise<TPlayerActivity> {
    const [activity, notes] = await Promise.all([this.repo.activity(playerId), this.repo.notes(playerId)]);
    await this.deps.admin().audit(actor, 'player.view_activity', { type: 'player', id: playerId }, {});
    return {
      ...activity,
      bankAccounts: activity.bankAccounts.map((b) => ({
        ...b,
        bankShortName: bankByBin(b.bankShortName)?.shortName ?? b.bankShortName,
      })),
      notes,
    };
  }

  async addNote(playerId: number, text: string, actor: StaffActor): Promise<TPlayerNote> {
    const exists = await this.db.pool.query('SELECT 1 FROM players WHERE id = $1', [playerId]);
    if (!exists.rowCount) throw notFound(`người chơi ${playerId}`);
    const id = await inTransaction(this.db.pool, async (client) => {
      const noteId = await this.repo.addNote(client, playerId, actor.staffId, text);
      await this.deps
        .admin()
        .audit(actor, 'player.note', { type: 'player', id: playerId }, { after: { text } }, client);
      return noteId;
    });
    const note = (await this.repo.notes(playerId)).find((n) => n.id === id);
    if (!note) throw notFound('ghi chú');
    return note;
  }

  // ─── news (backoffice.news, decision 114) ────────────────────────────────────────────────

  listNews(): Promise<TStaffNews[]> {
    return this.news.list();
  }

  createNews(input: TStaffNewsRequest, actor: StaffActor): Promise<TStaffNews> {
    return this.news.create(input, actor);
  }

  updateNews(id: string, input: TStaffNewsRequest, actor: StaffActor): Promise<TStaffNews> {
    return this.news.save(id, input, actor);
  }

  newsRevisions(id: string): Promise<TStaffNewsRevision[]> {
    return this.news.revisions(id);
  }

  restoreNews(id: string, revision: number, actor: StaffActor): Promise<TStaffNewsRevision> {
    return this.news.restore(id, revision, actor);
  }

  publishNews(id: string, input: TStaffNewsPublishRequest, actor: StaffActor): Promise<TStaffNews> {
    return this.news.publish(id, input, actor);
  }

  unpublishNews(id: string, actor: StaffActor): Promise<TStaffNews> {
    return this.news.unpublish(id, actor);
  }

  // ─── tags, linked accounts, sign-up codes (backoffice.players, decision 157) ──────────────

  playerTags(playerId: number): Promise<TPlayerTag[]> {
    return this.players.tags(playerId);
  }

  tagCounts(): Promise<{ tag: string; players: number }[]> {
    return this.players.tagCounts();
  }

  addPlayerTag(playerId: number, tag: string, reason: string, actor: StaffActor): Promise<TPlayerTag[]> {
    return this.players.addTag(playerId, tag, reason, actor);
  }

  removePlayerTag(playerId: number, tag: string, reason: string, actor: StaffActor): Promise<TPlayerTag[]> {
    return this.players.removeTag(playerId, tag, reason, actor);
  }

  linkedAccounts(playerId: number, maskBank: boolean, actor: StaffActor): Promise<TLinkedAccount[]> {
    return this.players.linked(playerId, maskBank, actor);
  }

  acquisition(playerId: number): Promise<TPlayerAcquisition> {
    return this.players.acquisition(playerId);
  }
}
