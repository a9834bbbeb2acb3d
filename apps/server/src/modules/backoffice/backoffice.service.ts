import {
  bodyFromText,
  maskPhone,
  normalisePhone,
  type TPlayerActivity,
  type TPlayerNote,
  type TPlayerSearchHit,
  type TStaffNews,
  type TStaffNewsRequest,
  ZStaffNewsRequestSchema,
} from '@app/contract';
import { type Db, inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';
import { bankByBin } from '../banks/banks.data';
import { BackofficeRepository, type NewsWrite } from './backoffice.repository';

const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `Không tìm thấy ${what}`);

/**
 * What the back office adds to the staff API: finding a player by anything support is told on
 * the phone, the player's money moves, bets and notes, and editing news. Every look at a
 * player and every change is audited (who, what, before and after, from where).
 */
export class BackofficeService {
  private readonly repo: BackofficeRepository;

  constructor(
    private readonly db: Db,
    private readonly deps: { admin: () => AdminService },
  ) {
    this.repo = new BackofficeRepository(db);
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

  listNews(): Promise<TStaffNews[]> {
    return this.repo.listNews();
  }

  async createNews(input: TStaffNewsRequest, actor: StaffActor): Promise<TStaffNews> {
    const n = this.write(input);
    return inTransaction(this.db.pool, async (client) => {
      const created = await this.repo.insertNews(client, n);
      if (!created) throw new AppError(409, 'NEWS_SLUG_TAKEN', 'Đường dẫn bài viết đã được dùng');
      await this.deps.admin().audit(actor, 'news.create', { type: 'news', id: created.id }, { after: created }, client);
      return created;
    });
  }

  async updateNews(id: string, input: TStaffNewsRequest, actor: StaffActor): Promise<TStaffNews> {
    const n = this.write(input);
    return inTransaction(this.db.pool, async (client) => {
      const before = await this.repo.newsById(client, id, true);
      if (!before) throw notFound('bài viết');
      // publishing a draft dates it now, so it appears at the top of /tin-tuc
      const updated = await this.repo.updateNews(client, id, n, before.status === 'draft' && n.status === 'published');
      if (!updated) throw new AppError(409, 'NEWS_SLUG_TAKEN', 'Đường dẫn bài viết đã được dùng');
      await this.deps
        .admin()
        .audit(
          actor,
          n.status !== before.status ? `news.${n.status === 'published' ? 'publish' : 'unpublish'}` : 'news.update',
          { type: 'news', id },
          { before, after: updated },
          client,
        );
      return updated;
    });
  }

  private write(input: TStaffNewsRequest): NewsWrite {
    const r = ZStaffNewsRequestSchema.parse(input);
    const body = bodyFromText(r.bodyText);
    if (!body.length) throw new AppError(400, 'VALIDATION_ERROR', 'Nội dung bài viết trống');
    return {
      slug: r.slug,
      title: r.title,
      summary: r.summary,
      category: r.category,
      body,
      status: r.status,
      seoTitle: r.seoTitle ?? null,
      seoDescription: r.seoDescription ?? null,
      seoNoindex: r.seoNoindex,
    };
  }
}
