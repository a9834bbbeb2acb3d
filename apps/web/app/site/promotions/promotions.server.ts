import { PAGES, type PageKey, type PageSeo } from '@app/brands';
import type { RouterContextProvider } from 'react-router';
import { type PromotionDetail, type PromotionKind, type PromotionSummary, promotionsFor } from '../../lib/lookups';
import type { PageMeta } from '../../lib/seo';
import { guardContext } from '../middleware/guard-context';
import { fillBlocks, fillText } from '../server/content.server';
import { fixedPage, recordPage } from '../server/page.server';
import { siteOf } from '../server/site.server';

export type ListState = { status: 'ok'; items: PromotionSummary[] } | { status: 'updating' } | { status: 'error' };

const ROOT: Record<PromotionKind, 'khuyen-mai' | 'su-kien'> = { promotion: 'khuyen-mai', event: 'su-kien' };

/** The promotions or events list from the promotions module, or its honest empty state. */
export async function loadPromotionList(context: Readonly<RouterContextProvider>, kind: PromotionKind) {
  const site = siteOf(context);
  const page = fixedPage(site, ROOT[kind]);
  let list: ListState = { status: 'updating' };
  const module = promotionsFor(site.server, kind);
  if (module) {
    try {
      const items = await module.list(kind);
      list = items.length ? { status: 'ok', items } : { status: 'updating' };
    } catch (error) {
      console.error(`${kind} list failed`, error);
      list = { status: 'error' };
    }
  }
  return { page, list };
}

/**
 * The page's own JSON-LD: named and described as its meta is (the editor's SEO title and
 * description where written, else the rule's title and summary), so search engines read one
 * title for the page. The breadcrumbs keep the visible heading, as the page shows them.
 */
export function promotionPageJsonLd(seo: PageSeo, name: string, inLanguage: 'vi' | 'en' = 'vi'): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    description: seo.description,
    url: seo.canonical,
    image: seo.image,
    inLanguage,
  };
}

export interface DetailData {
  page: PageMeta;
  detail: PromotionDetail | null;
  /** the editor-written body published in the CMS, shown below the rule's terms (decision 104) */
  cmsBody?: PromotionDetail['body'];
  /** its language: Vietnamese on the English site where staff wrote no English (decision 170) */
  cmsLocale?: 'vi' | 'en';
}

/**
 * A promotion or event page that passed its guard. Texts come from the promotions module
 * (generated from the rule it enforces); without it the brand's named page keeps its
 * heading and metadata and the body says the data is being updated.
 */
export async function loadPromotionDetail(
  context: Readonly<RouterContextProvider>,
  kind: PromotionKind,
  slug: string,
): Promise<DetailData | null> {
  if (context.get(guardContext).notFound) return null;
  const site = siteOf(context);
  const path = `/${ROOT[kind]}/${slug}`;
  const module = promotionsFor(site.server, kind);
  const detail = module ? await module.find(kind, slug) : null;
  if (detail) {
    const page = recordPage(
      site,
      {
        path,
        section: kind === 'promotion' ? 'promotions' : 'events',
        title: detail.title,
        description: detail.summary,
        image: detail.image,
      },
      { english: true },
    );
    // the CMS's published revision adds a body and SEO fields; the figures stay the rule's
    // (its English version on the English site, decision 170; the Vietnamese body where staff wrote
    // none, but never Vietnamese SEO fields over the English title and summary the rule gives)
    const cms = (await site.server.content?.promoPage?.(ROOT[kind], slug, site.locale).catch(() => null)) ?? null;
    const seo = cms && cms.locale === site.locale ? cms.seo : null;
    if (seo?.title) page.seo = { ...page.seo, title: fillText(site, seo.title) };
    if (seo?.description) page.seo = { ...page.seo, description: fillText(site, seo.description) };
    if (cms?.seo.noindex) page.seo = { ...page.seo, robots: 'noindex, follow' };
    const name = seo?.title ? fillText(site, seo.title) : detail.title;
    page.jsonLd.push(promotionPageJsonLd(page.seo, name, site.locale));
    return {
      page,
      detail: { ...detail, body: fillBlocks(site, detail.body) },
      cmsBody: cms && cms.body.length > 0 ? fillBlocks(site, cms.body) : [],
      cmsLocale: cms?.locale ?? site.locale,
    };
  }
  const key = `${ROOT[kind]}/${slug}` as PageKey;
  if (!(key in PAGES)) return null;
  return { page: fixedPage(site, key), detail: null };
}
