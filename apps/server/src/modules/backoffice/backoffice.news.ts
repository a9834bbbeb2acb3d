import {
  bodyFromText,
  type TNewsEnglish,
  type TStaffNews,
  type TStaffNewsPublishRequest,
  type TStaffNewsRequest,
  type TStaffNewsRevision,
  ZStaffNewsRequestSchema,
} from '@app/contract';
import { type Db, inTransaction, type Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';
import { type NewsFields, NewsRepository } from './backoffice.news.repository';

const notFound = () => new AppError(404, 'NOT_FOUND', 'Không tìm thấy bài viết');
const slugTaken = () => new AppError(409, 'NEWS_SLUG_TAKEN', 'Đường dẫn bài viết đã được dùng');

/** The unique index answers a race two transactions both passed the slug check in. */
async function uniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw slugTaken();
    throw err;
  }
}

const fieldsOf = (a: TStaffNews | TStaffNewsRevision): NewsFields => ({
  slug: a.slug,
  title: a.title,
  summary: a.summary,
  category: a.category,
  body: a.body,
  seoTitle: a.seoTitle,
  seoDescription: a.seoDescription,
  seoNoindex: a.seoNoindex,
  en: a.en,
});

function englishBody(bodyText: string): TNewsEnglish['body'] {
  const body = bodyFromText(bodyText);
  if (!body.length) throw new AppError(400, 'VALIDATION_ERROR', 'Nội dung tiếng Anh của bài viết trống');
  return body as TNewsEnglish['body'];
}

/**
 * News editing with revision history (decision 114), a part of `BackofficeService`. Every save
 * is a revision and the newest is the draft; publishing copies the draft into the article row,
 * which is all the site reads, so saving a draft of a live article never changes what players
 * see. While an article is not live its row follows each save, so the list shows the draft.
 */
export class BackofficeNews {
  private readonly repo: NewsRepository;

  constructor(
    private readonly db: Db,
    private readonly deps: { admin: () => AdminService },
  ) {
    this.repo = new NewsRepository(db);
  }

  list(): Promise<TStaffNews[]> {
    return this.repo.list();
  }

  async create(input: TStaffNewsRequest, actor: StaffActor): Promise<TStaffNews> {
    const { fields, status, note } = this.parse(input);
    return uniqueSlug(() =>
      inTransaction(this.db.pool, async (c) => {
        const id = await this.repo.insertArticle(c, fields, 'draft');
        if (!id) throw slugTaken();
        const revision = await this.repo.insertRevision(c, id, fields, note, actor.staffId);
        if (status === 'published') await this.repo.copyToArticle(c, id, fields, revision, true);
        const created = (await this.repo.article(c, id))!;
        await this.audit(actor, 'news.create', id, { revision, after: created }, c);
        return created;
      }),
    );
  }

  /** Saves the form as a new revision: the draft, or published at once with status 'published'. */
  async save(id: string, input: TStaffNewsRequest, actor: StaffActor): Promise<TStaffNews> {
    const { fields, status, note } = this.parse(input);
    return uniqueSlug(() =>
      inTransaction(this.db.pool, async (c) => {
        const before = await this.locked(c, id);
        if (await this.repo.slugTaken(c, fields.slug, id)) throw slugTaken();
        await this.keepOriginal(c, before);
        const revision = await this.repo.insertRevision(c, id, fields, note, actor.staffId);
        const publish = status === 'published';
        if (publish || before.status === 'draft') await this.repo.copyToArticle(c, id, fields, revision, publish);
        const after = (await this.repo.article(c, id))!;
        await this.audit(actor, publish ? 'news.publish' : 'news.save', id, { revision, before, after }, c);
        return after;
      }),
    );
  }

  async revisions(id: string): Promise<TStaffNewsRevision[]> {
    if (!(await this.repo.article(this.db.pool, id))) throw notFound();
    return this.repo.revisions(id);
  }

  /** Makes an older revision the draft again, as a new revision (the history only grows). */
  async restore(id: string, from: number, actor: StaffActor): Promise<TStaffNewsRevision> {
    return uniqueSlug(() =>
      inTransaction(this.db.pool, async (c) => {
        const before = await this.locked(c, id);
        const old = await this.repo.revision(c, id, from);
        if (!old) throw new AppError(404, 'REVISION_NOT_FOUND', 'Không tìm thấy phiên bản');
        const fields = fieldsOf(old);
        if (await this.repo.slugTaken(c, fields.slug, id)) throw slugTaken();
        const revision = await this.repo.insertRevision(c, id, fields, `Khôi phục phiên bản #${from}`, actor.staffId);
        if (before.status === 'draft') await this.repo.copyToArticle(c, id, fields, revision, false);
        await this.audit(actor, 'news.restore', id, { from, revision }, c);
        return (await this.repo.revision(c, id, revision))!;
      }),
    );
  }

  /** Puts the current draft (the newest revision) on the site. */
  async publish(id: string, input: TStaffNewsPublishRequest, actor: StaffActor): Promise<TStaffNews> {
    return uniqueSlug(() =>
      inTransaction(this.db.pool, async (c) => {
        const before = await this.locked(c, id);
        if (before.draftRevision === null) {
          throw new AppError(409, 'NEWS_NO_DRAFT', 'Bài viết chưa có phiên bản nào để đăng: hãy lưu trước');
        }
        if (input.revision !== undefined && input.revision !== before.draftRevision) {
          throw new AppError(
            409,
            'NEWS_DRAFT_CHANGED',
            `Đã có bản nháp mới hơn (#${before.draftRevision}): hãy tải lại trước khi đăng`,
          );
        }
        if (before.publishedRevision === before.draftRevision) return before;
        const draft = (await this.repo.revision(c, id, before.draftRevision))!;
        if (await this.repo.slugTaken(c, draft.slug, id)) throw slugTaken();
        await this.repo.copyToArticle(c, id, fieldsOf(draft), draft.id, true);
        const after = (await this.repo.article(c, id))!;
        await this.audit(actor, 'news.publish', id, { revision: draft.id, before, after }, c);
        return after;
      }),
    );
  }

  /** Takes the article off the site; its revisions stay. */
  async unpublish(id: string, actor: StaffActor): Promise<TStaffNews> {
    return inTransaction(this.db.pool, async (c) => {
      const before = await this.locked(c, id);
      if (before.status === 'draft') return before;
      await this.repo.unpublish(c, id);
      const after = (await this.repo.article(c, id))!;
      await this.audit(actor, 'news.unpublish', id, { before, after }, c);
      return after;
    });
  }

  private async locked(c: Queryable, id: string): Promise<TStaffNews> {
    const article = await this.repo.article(c, id, true);
    if (!article) throw notFound();
    return article;
  }

  /**
   * An article written before revisions existed (or seeded) gets its text as the first
   * revision before the first edit, so it can be restored; the live one when it is live.
   */
  private async keepOriginal(c: Queryable, a: TStaffNews): Promise<void> {
    if (a.revisions > 0) return;
    const revision = await this.repo.insertRevision(c, a.id, fieldsOf(a), 'Nội dung ban đầu', null);
    if (a.status === 'published') await this.repo.copyToArticle(c, a.id, fieldsOf(a), revision, true);
  }

  private audit(actor: StaffActor, action: string, id: string, details: Record<string, unknown>, c: Queryable) {
    return this.deps.admin().audit(actor, action, { type: 'news', id }, details, c);
  }

  private parse(input: TStaffNewsRequest): { fields: NewsFields; status: TStaffNews['status']; note: string } {
    const r = ZStaffNewsRequestSchema.parse(input);
    const body = bodyFromText(r.bodyText);
    if (!body.length) throw new AppError(400, 'VALIDATION_ERROR', 'Nội dung bài viết trống');
    return {
      fields: {
        slug: r.slug,
        title: r.title,
        summary: r.summary,
        category: r.category,
        body,
        seoTitle: r.seoTitle ?? null,
        seoDescription: r.seoDescription ?? null,
        seoNoindex: r.seoNoindex,
        en: r.en && {
          title: r.en.title,
          summary: r.en.summary,
          body: englishBody(r.en.bodyText),
          seoTitle: r.en.seoTitle ?? null,
          seoDescription: r.en.seoDescription ?? null,
        },
      },
      status: r.status,
      note: r.note,
    };
  }
}
