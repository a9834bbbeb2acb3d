import {
  HomeBannerMessage,
  type THomeBanner,
  type THomeBannerRevision,
  type THomeBannerSaveRequest,
  type THomeBannerSlide,
  type TPromotion,
  ZHomeBannerSaveRequestSchema,
  ZHomeBannerSlidesSchema,
} from '@app/contract';
import { type Db, inTransaction, type Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';
import { promotionCoverPath } from '../content/content.covers';

/** What the banners need of the promotions module: the brand's promotions, drafts included. */
export interface BannerPromotions {
  list(): Promise<TPromotion[]>;
  staffList(): Promise<(TPromotion & { enabled: boolean })[]>;
}

interface RevisionRow {
  id: string;
  slides: unknown;
  note: string;
  created_at: Date;
  created_by: string | null;
  published: boolean;
}

const REVISION_SQL = `
  SELECT r.id, r.slides, r.note, r.created_at, s.username AS created_by,
         (b.published_revision_id IS NOT DISTINCT FROM r.id) AS published
    FROM home_banner_revisions r
    LEFT JOIN staff s ON s.id = r.created_by
    LEFT JOIN home_banners b ON b.brand = r.brand`;

const view = (r: RevisionRow): THomeBannerRevision => ({
  id: Number(r.id),
  slides: ZHomeBannerSlidesSchema.parse(r.slides),
  note: r.note,
  createdAt: r.created_at.toISOString(),
  createdBy: r.created_by,
  published: r.published,
});

const promotionSlide = (p: TPromotion): THomeBanner => ({
  href: `/khuyen-mai/${p.slug}`,
  title: p.title,
  text: p.summary,
  image: promotionCoverPath(p.rule.kind),
});

/**
 * The home banner carousel of the CMS (decision 103), a part of `CmsService`: revisions per
 * brand like the info pages (decision 100). The site renders the published revision; a
 * promotion slide is drawn from the promotion's rule at render time and left out while the
 * promotion is paused, so a banner never shows old figures or leads to a closed page. With no
 * revision published the carousel is the promotions list, as before the CMS had banners.
 */
export class CmsBanners {
  constructor(
    private readonly db: Db,
    private readonly deps: { admin: () => AdminService; brand: () => string; promotions: () => BannerPromotions },
  ) {}

  async revisions(): Promise<THomeBannerRevision[]> {
    const { rows } = await this.db.pool.query<RevisionRow>(
      `${REVISION_SQL} WHERE r.brand = $1 ORDER BY r.id DESC LIMIT 100`,
      [this.deps.brand()],
    );
    return rows.map(view);
  }

  private async revision(id: number, on: Queryable = this.db.pool): Promise<THomeBannerRevision | null> {
    const { rows } = await on.query<RevisionRow>(`${REVISION_SQL} WHERE r.brand = $1 AND r.id = $2`, [
      this.deps.brand(),
      id,
    ]);
    return rows[0] ? view(rows[0]) : null;
  }

  /** Every promotion slide must name one of the brand's promotions (a paused one may wait in a draft). */
  private async check(slides: THomeBannerSlide[]): Promise<void> {
    const known = new Set((await this.deps.promotions().staffList()).map((p) => p.slug));
    const missing = slides.find((s) => s.kind === 'promotion' && !known.has(s.slug));
    if (missing) {
      throw new AppError(400, 'BANNER_PROMOTION_NOT_FOUND', HomeBannerMessage.BANNER_PROMOTION_NOT_FOUND);
    }
  }

  /** The carousel as players would see these slides now (preview in the editor; the site). */
  async resolve(slides: THomeBannerSlide[], promotions?: TPromotion[]): Promise<THomeBanner[]> {
    const running = new Map((promotions ?? (await this.deps.promotions().list())).map((p) => [p.slug, p]));
    return slides.flatMap((s): THomeBanner[] => {
      if (s.kind === 'link') return [{ href: s.href, title: s.title, text: s.text, image: s.image }];
      const p = running.get(s.slug);
      return p ? [promotionSlide(p)] : [];
    });
  }

  private async lock(c: Queryable, brand: string): Promise<number | null> {
    await c.query('INSERT INTO home_banners (brand) VALUES ($1) ON CONFLICT DO NOTHING', [brand]);
    const { rows } = await c.query<{ id: string | null }>(
      'SELECT published_revision_id AS id FROM home_banners WHERE brand = $1 FOR UPDATE',
      [brand],
    );
    return rows[0]?.id == null ? null : Number(rows[0].id);
  }

  private async setPublished(c: Queryable, brand: string, revision: number | null, staffId: number | null) {
    await c.query(
      `UPDATE home_banners SET published_revision_id = $2, published_by = $3,
              published_at = CASE WHEN $2::bigint IS NULL THEN NULL ELSE now() END
        WHERE brand = $1`,
      [brand, revision, staffId],
    );
  }

  /** Saves the carousel as a new revision (draft, or published at once); audited. */
  async save(actor: StaffActor, input: THomeBannerSaveRequest): Promise<THomeBannerRevision> {
    const v = ZHomeBannerSaveRequestSchema.parse(input);
    await this.check(v.slides);
    const brand = this.deps.brand();
    const id = await inTransaction(this.db.pool, async (c) => {
      const before = await this.lock(c, brand);
      const { rows } = await c.query<{ id: string }>(
        'INSERT INTO home_banner_revisions (brand, slides, note, created_by) VALUES ($1, $2, $3, $4) RETURNING id',
        [brand, JSON.stringify(v.slides), v.note, actor.staffId],
      );
      const revision = Number(rows[0]!.id);
      if (v.publish) await this.setPublished(c, brand, revision, actor.staffId);
      await this.deps.admin().audit(
        actor,
        v.publish ? 'home_banners.publish' : 'home_banners.save',
        { type: 'home_banners', id: brand },
        {
          revision,
          slides: v.slides,
          before: { publishedRevision: before },
          after: { publishedRevision: v.publish ? revision : before },
        },
        c,
      );
      return revision;
    });
    return (await this.revision(id))!;
  }

  /** Publishes a saved revision (an older one restores it), or with null goes back to the promotions list. */
  async publish(actor: StaffActor, revision: number | null): Promise<THomeBannerRevision[]> {
    const brand = this.deps.brand();
    await inTransaction(this.db.pool, async (c) => {
      if (revision !== null && !(await this.revision(revision, c))) {
        throw new AppError(404, 'REVISION_NOT_FOUND', HomeBannerMessage.REVISION_NOT_FOUND);
      }
      const before = await this.lock(c, brand);
      await this.setPublished(c, brand, revision, actor.staffId);
      await this.deps
        .admin()
        .audit(
          actor,
          revision === null ? 'home_banners.unpublish' : 'home_banners.publish',
          { type: 'home_banners', id: brand },
          { before: { publishedRevision: before }, after: { publishedRevision: revision } },
          c,
        );
    });
    return this.revisions();
  }

  /** The brand's published carousel for the site, or null: the site then lists the promotions. */
  async published(): Promise<THomeBanner[] | null> {
    const { rows } = await this.db.pool.query<{ slides: unknown }>(
      `SELECT r.slides FROM home_banners b JOIN home_banner_revisions r ON r.id = b.published_revision_id
        WHERE b.brand = $1`,
      [this.deps.brand()],
    );
    if (!rows[0]) return null;
    return this.resolve(ZHomeBannerSlidesSchema.parse(rows[0].slides));
  }

  /**
   * Seeds each brand that has no carousel with today's banners published: its promotions in
   * their order, so the home page looks as before and editors start from it.
   */
  async seed(brands: { brand: string; slugs: string[] }[]): Promise<number> {
    let seeded = 0;
    for (const { brand, slugs } of brands) {
      if (slugs.length === 0) continue;
      const done = await inTransaction(this.db.pool, async (c) => {
        const inserted = await c.query('INSERT INTO home_banners (brand) VALUES ($1) ON CONFLICT DO NOTHING', [brand]);
        if (!inserted.rowCount) return false;
        const slides: THomeBannerSlide[] = slugs.map((slug) => ({ kind: 'promotion', slug }));
        const { rows } = await c.query<{ id: string }>(
          `INSERT INTO home_banner_revisions (brand, slides, note) VALUES ($1, $2, 'Banner ban đầu (khuyến mãi)') RETURNING id`,
          [brand, JSON.stringify(slides)],
        );
        await this.setPublished(c, brand, Number(rows[0]!.id), null);
        return true;
      });
      if (done) seeded++;
    }
    return seeded;
  }
}
