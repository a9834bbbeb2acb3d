import { SLUG_PATTERN } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentBlocks } from '../components/content-blocks';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { useFormat } from '../lib/format';
import { notFound } from '../lib/not-found';
import { pageMeta } from '../lib/seo';
import { fillBlocks, fillText } from '../site/server/content.server';
import { recordPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/news-article';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const site = siteOf(context);
  if (!SLUG_PATTERN.test(params.slug) || !site.server.content) notFound(request);
  const found = await site.server.content.newsArticle(params.slug);
  if (!found) notFound(request);
  const title = fillText(site, found.title);
  const summary = fillText(site, found.summary);
  const page = recordPage(
    site,
    {
      path: `/tin-tuc/${found.slug}`,
      section: 'news',
      title,
      description: summary,
      image: found.coverImage,
    },
    { english: found.locale === 'en' },
  );
  // the editor's SEO fields (decision 104); empty ones keep the title and summary
  if (found.seo?.title) page.seo = { ...page.seo, title: fillText(site, found.seo.title) };
  if (found.seo?.description) page.seo = { ...page.seo, description: fillText(site, found.seo.description) };
  if (found.seo?.noindex) page.seo = { ...page.seo, robots: 'noindex, follow' };
  page.jsonLd.push({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: title,
    description: summary,
    datePublished: found.publishedAt,
    dateModified: found.updatedAt,
    image: page.seo.image,
    mainEntityOfPage: page.seo.canonical,
    inLanguage: found.locale,
    publisher: { '@type': 'Organization', name: site.brand.brandName },
  });
  return {
    page,
    article: { ...found, title, summary, body: fillBlocks(site, found.body) },
  };
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const { t } = useTranslation();
  const { page, article } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} breadcrumbs={page.seo.breadcrumbs}>
        <p className="mt-3 text-sm text-ink-300">
          {t(`news.categories.${article.category}` as 'news.categories.casino', { defaultValue: article.category })} ·{' '}
          {t('news.published')} <time dateTime={article.publishedAt}>{fmt.date(article.publishedAt)}</time>
        </p>
      </PageHeader>
      <article className="site-container mt-6 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="max-w-3xl" lang={article.locale}>
          {article.coverImage && (
            <img
              src={article.coverImage}
              alt=""
              width={1200}
              height={675}
              className="mb-6 aspect-[16/9] w-full rounded-2xl border border-ink-700 object-cover"
            />
          )}
          <p className="text-lg font-medium text-ink-200">{article.summary}</p>
          <ContentBlocks blocks={article.body} />
        </div>
        <aside>
          <Link to="/tin-tuc" className="btn btn-outline btn-sm">
            {t('news.latest')}
          </Link>
        </aside>
      </article>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
