import type { TNewsSummary } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerCarousel, type BannerSlide } from '../components/banner-carousel';
import { EmptyState } from '../components/empty-state';
import {
  BallIcon,
  BoltIcon,
  CardsIcon,
  ChevronRightIcon,
  DiceIcon,
  HeadsetIcon,
  LotteryIcon,
  RoosterIcon,
  ShieldIcon,
  StarIcon,
} from '../components/icons';
import { NewsCard } from '../components/news-card';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { openAuthModal, useLoggedIn } from '../features/auth/bridge';
import { GameCard } from '../features/games/game-card';
import { tFor } from '../i18n/instances.server';
import type { vi } from '../i18n/vi';
import type { ServerContext } from '../lib/context';
import { promotionsFor } from '../lib/lookups';
import { pageMeta } from '../lib/seo';
import { fillSummary, fillText } from '../site/server/content.server';
import { loadLobby } from '../site/server/games.server';
import { fillPromise, moneyCopy } from '../site/server/money.server';
import { fixedPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const [featured, news, banners, money] = await Promise.all([
    loadLobby(site, { category: 'home', page: 1 }),
    site.server.content?.newsList(1, 3).catch((error: unknown) => {
      console.error('home news failed', error);
      return null;
    }),
    homeBanners(site.server),
    moneyCopy(site),
  ]);
  // the promised times come from the cashier's settings (decision 125)
  const fill = (s: string) => fillText(site, fillPromise(s, money));
  // the page's language (decision 145); figures and brand texts are filled the same way
  const home = tFor(site.locale)('home', { returnObjects: true }) as unknown as typeof vi.home;
  return {
    page: fixedPage(site, 'home'),
    copy: {
      heroLead: fill(home.heroLead),
      trust: home.trust.map(fill),
      whyTitle: fill(home.whyTitle),
      why: home.why.map((w) => ({ title: fill(w.title), text: fill(w.text) })),
      aboutTitle: fill(home.aboutTitle),
      about: home.about.map(fill),
    },
    featured,
    news: news ? news.items.map((a: TNewsSummary) => fillSummary(site, a)) : null,
    banners,
  };
}

/**
 * The carousel published in the CMS (promotion slides drawn from the enforced rules); with none
 * published, the promotions themselves, titles and figures generated from their rules.
 */
async function homeBanners(server: ServerContext): Promise<BannerSlide[]> {
  try {
    const published = await server.content?.homeBanners?.();
    if (published) return published;
    const promotions = (await promotionsFor(server, 'promotion')?.list('promotion')) ?? [];
    return promotions.map((p) => ({ href: `/khuyen-mai/${p.slug}`, title: p.title, text: p.summary, image: p.image }));
  } catch (error) {
    console.error('home banners failed', error);
    return [];
  }
}

/** The home page's lobby tiles; their titles and blurbs are the catalogue's `home.categories`, in this order. */
const CATEGORIES = [
  { to: '/the-thao', tone: 'from-emerald-500/25' },
  { to: '/live-casino', tone: 'from-rose-500/25' },
  { to: '/cong-game', tone: 'from-violet-500/25' },
  { to: '/lo-de', tone: 'from-sky-500/25' },
  { to: '/da-ga', tone: 'from-amber-500/25' },
  { to: '/mini-games', tone: 'from-fuchsia-500/25' },
] as const;

const CATEGORY_ICONS = [BallIcon, CardsIcon, DiceIcon, LotteryIcon, RoosterIcon, StarIcon];
const WHY_ICONS = [BoltIcon, ShieldIcon, HeadsetIcon, StarIcon];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, copy, featured, news, banners } = loaderData;
  const loggedIn = useLoggedIn();
  const bannerCopy = {
    ...(t('home.banners', { returnObjects: true }) as unknown as typeof vi.home.banners),
    goTo: (n: number) => t('home.banners.goTo', { n }),
    position: (n: number, total: number) => t('home.banners.position', { n, total }),
  };
  const categories = t('home.categories', { returnObjects: true }) as unknown as typeof vi.home.categories;
  return (
    <>
      {banners.length > 0 && (
        <div className="site-container pt-4 md:pt-6">
          <BannerCarousel slides={banners} copy={bannerCopy} />
        </div>
      )}
      <section className="relative overflow-hidden border-b border-ink-800 bg-[radial-gradient(ellipse_at_70%_0%,rgba(240,180,41,0.16),transparent_55%),linear-gradient(180deg,#121a2f,#0b1020)]">
        <div className="site-container grid items-center gap-8 py-10 md:grid-cols-[1.2fr_1fr] md:py-16">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-500/40 bg-brand-500/10 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-300">
              <ShieldIcon size={14} /> {t('common.adultsOnly')} · {copy.trust[2]}
            </p>
            <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight text-white md:text-5xl">
              {page.seo.h1}
            </h1>
            {page.seo.h2 && <h2 className="mt-3 text-lg font-medium text-brand-200 md:text-xl">{page.seo.h2}</h2>}
            <p className="mt-4 max-w-xl text-ink-200">{copy.heroLead}</p>
            <div className="mt-7 flex flex-wrap gap-3">
              {!loggedIn && (
                <button type="button" className="btn btn-primary" onClick={() => openAuthModal(1)}>
                  {t('home.ctaRegister')}
                </button>
              )}
              <Link to="/cong-game" className="btn btn-outline">
                {t('home.ctaExplore')}
              </Link>
            </div>
            <ul className="mt-7 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-200">
              {copy.trust.map((t) => (
                <li key={t} className="flex items-center gap-2">
                  <span className="size-1.5 rounded-full bg-brand-400" aria-hidden="true" />
                  {t}
                </li>
              ))}
            </ul>
          </div>
          <div className="hidden justify-center md:flex">
            <img src="/images/hero.svg" alt="" width={420} height={320} className="h-auto w-full max-w-md" />
          </div>
        </div>
      </section>

      <section className="site-container mt-10" aria-labelledby="home-categories">
        <h2 id="home-categories" className="text-xl font-bold text-white">
          {t('home.categoriesTitle')}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
          {CATEGORIES.map((c, i) => {
            const Icon = CATEGORY_ICONS[i] ?? StarIcon;
            const text = categories[i];
            return (
              <li key={c.to}>
                <Link
                  to={c.to}
                  className={`card group flex h-full flex-col gap-3 bg-gradient-to-br ${c.tone} to-transparent p-4 transition hover:-translate-y-0.5 hover:border-brand-500/60`}
                >
                  <span className="grid size-11 place-items-center rounded-xl bg-ink-950/60 text-brand-300">
                    <Icon size={24} />
                  </span>
                  <span className="font-bold text-white">{text?.title}</span>
                  <span className="text-xs leading-relaxed text-ink-300">{text?.blurb}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="defer-render site-container mt-12" aria-labelledby="home-featured">
        <div className="flex items-end justify-between">
          <h2 id="home-featured" className="text-xl font-bold text-white">
            {t('home.featuredTitle')}
          </h2>
          <Link to="/cong-game" className="inline-flex items-center gap-1 text-sm font-bold text-brand-300">
            {t('common.viewAll')} <ChevronRightIcon size={16} />
          </Link>
        </div>
        <div className="mt-4">
          {featured.status === 'ok' && featured.items.length > 0 ? (
            <ul className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
              {featured.items.slice(0, 12).map((game) => (
                <li key={game.uuid || game.id}>
                  <GameCard game={game} category="home" loggedIn={loggedIn} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState kind={featured.status === 'error' ? 'error' : 'updating'} />
          )}
        </div>
      </section>

      <section className="defer-render site-container mt-12" aria-labelledby="home-why">
        <h2 id="home-why" className="text-xl font-bold text-white">
          {copy.whyTitle}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {copy.why.map((w, i) => {
            const Icon = WHY_ICONS[i] ?? StarIcon;
            return (
              <li key={w.title} className="card p-5">
                <Icon size={26} className="text-brand-400" />
                <h3 className="mt-3 font-bold text-white">{w.title}</h3>
                <p className="mt-1 text-sm text-ink-300">{w.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      {news && news.length > 0 && (
        <section className="defer-render site-container mt-12" aria-labelledby="home-news">
          <div className="flex items-end justify-between">
            <h2 id="home-news" className="text-xl font-bold text-white">
              {t('home.newsTitle')}
            </h2>
            <Link to="/tin-tuc" className="inline-flex items-center gap-1 text-sm font-bold text-brand-300">
              {t('common.viewAll')} <ChevronRightIcon size={16} />
            </Link>
          </div>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {news.map((article) => (
              <li key={article.slug}>
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="defer-render site-container mt-12" aria-labelledby="home-about">
        <div className="card p-6 md:p-8">
          <h2 id="home-about" className="text-xl font-bold text-white">
            {copy.aboutTitle}
          </h2>
          {copy.about.map((p) => (
            <p key={p} className="mt-3 text-ink-300">
              {p}
            </p>
          ))}
          <div className="mt-5 flex flex-wrap gap-2">
            <Link to="/gioi-thieu" className="chip">
              {t('home.links.about')}
            </Link>
            <Link to="/huong-dan-dang-ky" className="chip">
              {t('home.links.registerGuide')}
            </Link>
            <Link to="/khuyen-mai" className="chip">
              {t('home.links.promotions')}
            </Link>
            <Link to="/choi-co-trach-nhiem" className="chip">
              {t('home.links.responsible')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
