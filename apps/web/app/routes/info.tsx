import type { TSeoFields } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentBlocks } from '../components/content-blocks';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { MoneyRules } from '../features/cashier/money-rules';
import { GiftcodeButton } from '../features/giftcodes/giftcode-button';
import { NewbieOffer } from '../features/giftcodes/newbie-offer';
import { INFO_PAGES_COPY } from '../i18n/pages/info';
import { INFO_PAGES_COPY_EN } from '../i18n/pages/info-en';
import { pageMeta } from '../lib/seo';
import { fillBlocks, fillText } from '../site/server/content.server';
import { fixedPageFor } from '../site/server/hub.server';
import { fillPromise, moneyCopy } from '../site/server/money.server';
import { jsonLdFor } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import { LicenceInfo } from '../site/support/support-info';
import type { Route } from './+types/info';

const RELATED = [
  { to: '/huong-dan-dang-ky', label: 'site.infoNav.register' },
  { to: '/huong-dan-nap-tien', label: 'site.infoNav.deposit' },
  { to: '/huong-dan-rut-tien', label: 'site.infoNav.withdraw' },
  { to: '/cau-hoi-thuong-gap', label: 'site.infoNav.faq' },
  { to: '/choi-co-trach-nhiem', label: 'site.infoNav.responsible' },
] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const { key, page } = fixedPageFor(site, request);
  // the CMS's published revision (its English when staff wrote one), else the text in code in the
  // page's language, Vietnamese where code has no English (decisions 100, 163)
  const copy =
    (await site.server.content?.infoPage?.(key, site.locale).catch(() => null)) ??
    (site.locale === 'en' ? INFO_PAGES_COPY_EN[key] : undefined) ??
    INFO_PAGES_COPY[key];
  if (!copy) throw new Error(`No copy for info page ${key}`);
  // the promised times and the rules that hold money, from the settings that enforce them (decision 125)
  const money = await moneyCopy(site);
  const fill = (text: string) => fillText(site, fillPromise(text, money));
  const faq = (copy.faq?.length ? copy.faq : undefined)?.map((f) => ({
    question: fill(f.question),
    answer: fill(f.answer),
  }));
  // the CMS's SEO fields (decision 103); empty ones keep the brand's defaults
  const seo = (copy as { seo?: TSeoFields }).seo;
  if (seo?.title) page.seo = { ...page.seo, title: fillText(site, seo.title) };
  if (seo?.description) page.seo = { ...page.seo, description: fillText(site, seo.description) };
  if (seo?.noindex) page.seo = { ...page.seo, robots: 'noindex, follow' };
  page.jsonLd = jsonLdFor(site, page.seo, { faq });
  // The newbie code page shows the code on offer and the rule redeeming it enforces.
  const newbie =
    key === 'code-tan-thu' ? ((await site.server.giftcodes?.newbieOffer().catch(() => null)) ?? null) : undefined;
  const body = fillBlocks(site, copy.body).map((b) =>
    'items' in b
      ? { ...b, items: b.items.map((i) => fillPromise(i, money)) }
      : { ...b, text: fillPromise(b.text, money) },
  );
  const moneyRules = MONEY_RULE_PAGES.has(key) ? money.sections : [];
  // the "giấy phép" section only with a licence staff configured (decision 125)
  const licence = key === 'gioi-thieu' ? ((await site.server.support?.().catch(() => null))?.licence ?? null) : null;
  return { page, intro: fill(copy.intro), body, faq: faq ?? [], newbie, moneyRules, licence };
}

/** Pages that write out every rule that can hold money, with the operator's figures (decision 125). */
const MONEY_RULE_PAGES = new Set(['huong-dan-rut-tien', 'dieu-khoan-dieu-kien']);

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page, intro, body, faq, newbie, moneyRules, licence } = loaderData;
  const { t } = useTranslation();
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <div className="site-container mt-6 grid gap-10 lg:grid-cols-[1fr_16rem]">
        <div className="max-w-3xl">
          <p className="text-lg text-ink-200">{intro}</p>
          {page.seo.path === '/huong-dan-nhan-gift-code' ? <GiftcodeButton className="btn btn-primary mt-5" /> : null}
          {newbie !== undefined ? <NewbieOffer offer={newbie} /> : null}
          {page.seo.path === '/choi-co-trach-nhiem' ? (
            <Link to="/account/responsible-gaming" className="btn btn-primary mt-5">
              {t('protection.link')}
            </Link>
          ) : null}
          {body.length > 0 && <ContentBlocks blocks={body} />}
          {moneyRules.length > 0 && <MoneyRules sections={moneyRules} />}
          <LicenceInfo licence={licence} />
          {faq.length > 0 && (
            <div className="mt-6 space-y-3">
              {faq.map((item) => (
                <details key={item.question} className="card group p-4 open:border-brand-500/40">
                  <summary className="cursor-pointer list-none font-bold text-white marker:hidden">
                    <h2 className="inline text-base">{item.question}</h2>
                  </summary>
                  <p className="mt-2 text-ink-200">{item.answer}</p>
                </details>
              ))}
            </div>
          )}
        </div>
        <aside className="h-max">
          <nav aria-label={t('site.relatedPages')} className="card p-4">
            <ul className="space-y-1 text-sm">
              {RELATED.filter((r) => r.to !== page.seo.path).map((r) => (
                <li key={r.to}>
                  <Link
                    to={r.to}
                    className="block rounded-lg px-2 py-1.5 text-ink-200 hover:bg-ink-800 hover:text-brand-300"
                  >
                    {t(r.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
