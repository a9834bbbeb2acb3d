import {
  bodyFromText,
  INFO_PAGE_KEYS,
  type THomeBanner,
  type THomeBannerRevision,
  type THomeBannerSaveRequest,
  type THomeBannerSlide,
  type TInfoPageRevision,
  type TInfoPageSaveRequest,
  type TInfoPageSummary,
  type TPublishedInfoPage,
  ZContentBodySchema,
  ZInfoPageFaqSchema,
  ZInfoPageSaveRequestSchema,
  ZSeoFieldsSchema,
} from '@app/contract';
import { type Db, inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';
import { type BannerPromotions, CmsBanners } from './cms.banners';
import { CmsRepository, type RevisionRow } from './cms.repository';

const KEYS = new Set<string>(INFO_PAGE_KEYS);

const pageNotFound = () => new AppError(404, 'PAGE_NOT_FOUND', 'Không tìm thấy trang');
const revisionNotFound = () => new AppError(404, 'REVISION_NOT_FOUND', 'Không tìm thấy phiên bản');

const revisionView = (r: RevisionRow): TInfoPageRevision => ({
  id: r.id,
  key: r.page_key,
  intro: r.intro,
  body: r.body as TInfoPageRevision['body'],
  faq: r.faq as TInfoPageRevision['faq'],
  seo: ZSeoFieldsSchema.parse(r.seo),
  note: r.note,
  createdAt: r.created_at.toISOString(),
  createdBy: r.created_by,
  published: r.published,
});

/**
 * The info pages of the CMS (decision 100): every save is a new revision of the brand's page,
 * publishing points the page at one revision (an older one restores it), and the site renders
 * the published revision or, when there is none, the page's text in code.
 */
export class CmsService {
  private readonly repo: CmsRepository;
  private readonly banners: CmsBanners;

  constructor(
    private readonly db: Db,
    private readonly deps: { admin: () => AdminService; brand: () => string; promotions: () => BannerPromotions },
  ) {
    this.repo = new CmsRepository(db);
    this.banners = new CmsBanners(db, deps);
  }

  // ─── home banners (cms.banners, decision 103) ────────────────────────────────────────────

  bannerRevisions(): Promise<THomeBannerRevision[]> {
    return this.banners.revisions();
  }

  saveBanners(actor: StaffActor, input: THomeBannerSaveRequest): Promise<THomeBannerRevision> {
    return this.banners.save(actor, input);
  }

  publishBanners(actor: StaffActor, revision: number | null): Promise<THomeBannerRevision[]> {
    return this.banners.publish(actor, revision);
  }

  previewBanners(slides: THomeBannerSlide[]): Promise<THomeBanner[]> {
    return this.banners.resolve(slides);
  }

  /** The home carousel the site shows, or null for the promotions list. */
  publishedBanners(): Promise<THomeBanner[] | null> {
    return this.banners.published();
  }

  seedBanners(brands: { brand: string; slugs: string[] }[]): Promise<number> {
    return this.banners.seed(brands);
  }

  // ─── info pages ──────────────────────────────────────────────────────────────────────────

  private key(key: string): string {
    if (!KEYS.has(key)) throw pageNotFound();
    return key;
  }

  async pages(): Promise<TInfoPageSummary[]> {
    const rows = new Map((await this.repo.summaries(this.deps.brand())).map((r) => [r.page_key, r]));
    return INFO_PAGE_KEYS.map((key) => {
      const r = rows.get(key);
      return {
        key,
        revisions: r?.revisions ?? 0,
        publishedRevision: r?.published_revision ?? null,
        publishedAt: r?.published_at?.toISOString() ?? null,
        lastSavedAt: r?.last_saved_at?.toISOString() ?? null,
      };
    });
  }

  async revisions(key: string): Promise<TInfoPageRevision[]> {
    return (await this.repo.revisions(this.deps.brand(), this.key(key))).map(revisionView);
  }

  /** Saves a new revision (a draft, or published at once), audited with what was published before. */
  async save(actor: StaffActor, key: string, input: TInfoPageSaveRequest): Promise<TInfoPageRevision> {
    this.key(key);
    const v = ZInfoPageSaveRequestSchema.parse(input);
    const body = v.bodyText ? bodyFromText(v.bodyText) : [];
    if (body.length > 0 && !ZContentBodySchema.safeParse(body).success) {
      throw new AppError(400, 'VALIDATION_ERROR', 'Nội dung có đoạn quá dài hoặc danh sách quá nhiều mục');
    }
    const brand = this.deps.brand();
    const id = await inTransaction(this.db.pool, async (c) => {
      const before = await this.repo.lockPage(c, brand, key);
      const revision = await this.repo.insert(c, {
        brand,
        key,
        intro: v.intro,
        body,
        faq: v.faq,
        seo: v.seo,
        note: v.note,
        staffId: actor.staffId,
      });
      if (v.publish) await this.repo.setPublished(c, brand, key, revision, actor.staffId);
      await this.deps.admin().audit(
        actor,
        v.publish ? 'info_page.publish' : 'info_page.save',
        { type: 'info_page', id: key },
        {
          brand,
          revision,
          before: { publishedRevision: before },
          after: { publishedRevision: v.publish ? revision : before },
        },
        c,
      );
      return revision;
    });
    return revisionView((await this.repo.revision(brand, key, id))!);
  }

  /** Publishes a saved revision (an older one restores it), or with null goes back to the text in code. */
  async publish(actor: StaffActor, key: string, revision: number | null): Promise<TInfoPageSummary> {
    this.key(key);
    const brand = this.deps.brand();
    await inTransaction(this.db.pool, async (c) => {
      if (revision !== null && !(await this.repo.revision(brand, key, revision, c))) throw revisionNotFound();
      const before = await this.repo.lockPage(c, brand, key);
      await this.repo.setPublished(c, brand, key, revision, actor.staffId);
      await this.deps
        .admin()
        .audit(
          actor,
          revision === null ? 'info_page.unpublish' : 'info_page.publish',
          { type: 'info_page', id: key },
          { brand, before: { publishedRevision: before }, after: { publishedRevision: revision } },
          c,
        );
    });
    return (await this.pages()).find((p) => p.key === key)!;
  }

  /** What the site shows for a page: the brand's published revision, or null for the text in code. */
  async published(key: string): Promise<TPublishedInfoPage | null> {
    if (!KEYS.has(key)) return null;
    const row = await this.repo.published(this.deps.brand(), key);
    if (!row) return null;
    const body = Array.isArray(row.body) && row.body.length === 0 ? [] : ZContentBodySchema.parse(row.body);
    return {
      intro: row.intro,
      body,
      faq: ZInfoPageFaqSchema.parse(row.faq),
      seo: ZSeoFieldsSchema.parse(row.seo),
      revision: row.id,
    };
  }
}
