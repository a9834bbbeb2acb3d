import {
  bodyFromText,
  INFO_PAGE_KEYS,
  PROMO_PAGE_KINDS,
  type THomeBanner,
  type THomeBannerRevision,
  type THomeBannerSaveRequest,
  type THomeBannerSlide,
  type TInfoPageRevision,
  type TInfoPageSaveRequest,
  type TInfoPageSummary,
  type TPromoPageKind,
  type TPromoPageSaveRequest,
  type TPromoPageSummary,
  type TPublishedInfoPage,
  type TPublishedPromoPage,
  ZContentBodySchema,
  ZInfoPageEnglishSchema,
  ZInfoPageFaqSchema,
  ZInfoPageSaveRequestSchema,
  ZPromoPageSaveRequestSchema,
  ZSeoFieldsSchema,
} from '@app/contract';
import { type Db, inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';
import { type BannerPromotions, CmsBanners } from './cms.banners';
import { CmsRepository, type RevisionRow } from './cms.repository';

const KEYS = new Set<string>(INFO_PAGE_KEYS);

/** The site's promotion and event pages (promotions.site + events.site). */
export interface SitePages {
  list(kind: 'promotion' | 'event'): Promise<{ slug: string; title: string; summary: string }[]>;
  find(kind: 'promotion' | 'event', slug: string): Promise<{ title: string } | null>;
}
const SITE_KIND: Record<TPromoPageKind, 'promotion' | 'event'> = { 'khuyen-mai': 'promotion', 'su-kien': 'event' };

const pageNotFound = () => new AppError(404, 'PAGE_NOT_FOUND', 'Không tìm thấy trang');
const revisionNotFound = () => new AppError(404, 'REVISION_NOT_FOUND', 'Không tìm thấy phiên bản');

/** The editor's plain text as content blocks, refused when a block is over the site's limits. */
function bodyOf(text: string): unknown[] {
  const body = text ? bodyFromText(text) : [];
  if (body.length > 0 && !ZContentBodySchema.safeParse(body).success) {
    throw new AppError(400, 'VALIDATION_ERROR', 'Nội dung có đoạn quá dài hoặc danh sách quá nhiều mục');
  }
  return body;
}

const revisionView = (r: RevisionRow): TInfoPageRevision => ({
  id: r.id,
  key: r.page_key,
  intro: r.intro,
  body: r.body as TInfoPageRevision['body'],
  faq: r.faq as TInfoPageRevision['faq'],
  seo: ZSeoFieldsSchema.parse(r.seo),
  en: r.en ? ZInfoPageEnglishSchema.parse(r.en) : null,
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
    private readonly deps: {
      admin: () => AdminService;
      brand: () => string;
      promotions: () => BannerPromotions;
      /** the promotion and event pages the site shows, generated from their rules */
      sitePages: () => SitePages;
    },
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
    const en = v.en && { intro: v.en.intro, body: bodyOf(v.en.bodyText), faq: v.en.faq, seo: v.en.seo };
    return this.saveRevision(actor, key, 'info_page', { ...v, body: bodyOf(v.bodyText), en });
  }

  /** Publishes a saved revision (an older one restores it), or with null goes back to the text in code. */
  async publish(actor: StaffActor, key: string, revision: number | null): Promise<TInfoPageSummary> {
    this.key(key);
    await this.publishRevision(actor, key, 'info_page', revision);
    return (await this.pages()).find((p) => p.key === key)!;
  }

  /**
   * The revision mechanism every CMS page shares (info pages, promotion and event pages): a new
   * revision of the brand's page `key`, published at once or kept as a draft, audited as `type`.
   */
  private async saveRevision(
    actor: StaffActor,
    key: string,
    type: 'info_page' | 'promo_page',
    v: { intro: string; body: unknown[]; faq: unknown[]; seo: unknown; en: unknown; note: string; publish: boolean },
  ): Promise<TInfoPageRevision> {
    const brand = this.deps.brand();
    const id = await inTransaction(this.db.pool, async (c) => {
      const before = await this.repo.lockPage(c, brand, key);
      const revision = await this.repo.insert(c, { brand, key, ...v, staffId: actor.staffId });
      if (v.publish) await this.repo.setPublished(c, brand, key, revision, actor.staffId);
      await this.deps.admin().audit(
        actor,
        v.publish ? `${type}.publish` : `${type}.save`,
        { type, id: key },
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

  private async publishRevision(
    actor: StaffActor,
    key: string,
    type: 'info_page' | 'promo_page',
    revision: number | null,
  ): Promise<void> {
    const brand = this.deps.brand();
    await inTransaction(this.db.pool, async (c) => {
      if (revision !== null && !(await this.repo.revision(brand, key, revision, c))) throw revisionNotFound();
      const before = await this.repo.lockPage(c, brand, key);
      await this.repo.setPublished(c, brand, key, revision, actor.staffId);
      await this.deps
        .admin()
        .audit(
          actor,
          revision === null ? `${type}.unpublish` : `${type}.publish`,
          { type, id: key },
          { brand, before: { publishedRevision: before }, after: { publishedRevision: revision } },
          c,
        );
    });
  }

  /**
   * What the site shows for a page: the brand's published revision, or null for the text in code.
   * In English, the revision's English version when staff wrote one, else its Vietnamese text
   * (decision 163): an operator's edit is never hidden behind the demo text in code.
   */
  async published(key: string, locale: 'vi' | 'en' = 'vi'): Promise<TPublishedInfoPage | null> {
    if (!KEYS.has(key)) return null;
    const row = await this.repo.published(this.deps.brand(), key);
    if (!row) return null;
    const en = locale === 'en' && row.en ? ZInfoPageEnglishSchema.parse(row.en) : null;
    const page = en ?? row;
    const body = Array.isArray(page.body) && page.body.length === 0 ? [] : ZContentBodySchema.parse(page.body);
    return {
      locale: en ? 'en' : 'vi',
      intro: page.intro,
      body,
      faq: ZInfoPageFaqSchema.parse(page.faq),
      seo: ZSeoFieldsSchema.parse(page.seo),
      revision: row.id,
    };
  }

  // ─── promotion and event pages (decision 104) ────────────────────────────────────────────
  // Their figures and terms stay generated from the rule the server enforces; the CMS adds a
  // body below them and the SEO fields, as revisions of the page key `<kind>/<slug>`.

  private async promoKey(kind: TPromoPageKind, slug: string): Promise<string> {
    if (!(await this.deps.sitePages().find(SITE_KIND[kind], slug))) throw pageNotFound();
    return `${kind}/${slug}`;
  }

  async promoPages(): Promise<TPromoPageSummary[]> {
    const rows = new Map((await this.repo.summaries(this.deps.brand())).map((r) => [r.page_key, r]));
    const out: TPromoPageSummary[] = [];
    for (const kind of PROMO_PAGE_KINDS) {
      for (const p of await this.deps.sitePages().list(SITE_KIND[kind])) {
        const r = rows.get(`${kind}/${p.slug}`);
        out.push({
          kind,
          slug: p.slug,
          title: p.title,
          summary: p.summary,
          revisions: r?.revisions ?? 0,
          publishedRevision: r?.published_revision ?? null,
          publishedAt: r?.published_at?.toISOString() ?? null,
          lastSavedAt: r?.last_saved_at?.toISOString() ?? null,
        });
      }
    }
    return out;
  }

  async promoRevisions(kind: TPromoPageKind, slug: string): Promise<TInfoPageRevision[]> {
    return (await this.repo.revisions(this.deps.brand(), await this.promoKey(kind, slug))).map(revisionView);
  }

  async savePromoPage(
    actor: StaffActor,
    kind: TPromoPageKind,
    slug: string,
    input: TPromoPageSaveRequest,
  ): Promise<TInfoPageRevision> {
    const key = await this.promoKey(kind, slug);
    const v = ZPromoPageSaveRequestSchema.parse(input);
    // stored in the info pages' shape (decision 163): a promotion page has no intro or FAQ
    const en = v.en && { intro: '', body: bodyOf(v.en.bodyText), faq: [], seo: v.en.seo };
    return this.saveRevision(actor, key, 'promo_page', { ...v, intro: '', faq: [], en, body: bodyOf(v.bodyText) });
  }

  async publishPromoPage(
    actor: StaffActor,
    kind: TPromoPageKind,
    slug: string,
    revision: number | null,
  ): Promise<TPromoPageSummary> {
    const key = await this.promoKey(kind, slug);
    await this.publishRevision(actor, key, 'promo_page', revision);
    return (await this.promoPages()).find((p) => p.kind === kind && p.slug === slug)!;
  }

  /**
   * What the site adds to a promotion or event page, or null to show it as the rule alone; in
   * English the revision's English version when staff wrote one, else its Vietnamese (decision 170).
   */
  async publishedPromoPage(
    kind: TPromoPageKind,
    slug: string,
    locale: 'vi' | 'en' = 'vi',
  ): Promise<TPublishedPromoPage | null> {
    const row = await this.repo.published(this.deps.brand(), `${kind}/${slug}`);
    if (!row) return null;
    const en = locale === 'en' && row.en ? ZInfoPageEnglishSchema.parse(row.en) : null;
    const page = en ?? row;
    const body = Array.isArray(page.body) && page.body.length === 0 ? [] : ZContentBodySchema.parse(page.body);
    return { locale: en ? 'en' : 'vi', body, seo: ZSeoFieldsSchema.parse(page.seo), revision: row.id };
  }
}
