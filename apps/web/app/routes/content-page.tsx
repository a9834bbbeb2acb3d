import { SLUG_PATTERN } from '@app/contract';
import { ContentBlocks } from '../components/content-blocks';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { notFound } from '../lib/not-found';
import { pageMeta } from '../lib/seo';
import { fillBlocks, fillText } from '../site/server/content.server';
import { recordPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import { LicenceInfo, SupportChannels } from '../site/support/support-info';
import type { Route } from './+types/content-page';

const CONTACT_SLUG = 'lien-he';

/** The /{slug} catch-all: a staff-managed content page, or the not-found page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const site = siteOf(context);
  if (!SLUG_PATTERN.test(params.slug) || !site.server.content) notFound(request);
  const found = await site.server.content.contentPage(params.slug);
  if (!found) notFound(request);
  const title = fillText(site, found.title);
  const summary = fillText(site, found.summary);
  // the contact page lists the brand's configured channels and licence (decision 125)
  const support = found.slug === CONTACT_SLUG ? ((await site.server.support?.().catch(() => null)) ?? null) : undefined;
  return {
    page: recordPage(
      site,
      { path: `/${found.slug}`, section: 'info', title, description: summary },
      { english: found.locale === 'en' },
    ),
    locale: found.locale,
    summary,
    body: fillBlocks(site, found.body),
    support,
    // the footer's e-mail when staff set none, so the two never disagree
    brandEmail: site.brand.support.email,
  };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, locale, summary, body, support, brandEmail } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} breadcrumbs={page.seo.breadcrumbs} />
      <div className="site-container mt-6 max-w-3xl">
        {/* a page staff wrote in Vietnamese only keeps its language on the English site */}
        <div lang={locale}>
          <p className="text-lg text-ink-200">{summary}</p>
          <ContentBlocks blocks={body} />
        </div>
        {support !== undefined ? <SupportChannels support={support} brandEmail={brandEmail} /> : null}
        {support ? <LicenceInfo licence={support.licence} /> : null}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
