import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhoneIcon } from '../components/icons';
import { AppBonusClaim } from '../features/events/app-bonus';
import { INSTALL_COPY } from '../i18n/pages/install';
import { pageMeta } from '../lib/seo';
import { fixedPageFor } from '../site/server/hub.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/install-app';

export function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const { key, page } = fixedPageFor(site, request);
  const platform: 'android' | 'ios' | null =
    key === 'install-app/android' ? 'android' : key === 'install-app/ios' ? 'ios' : null;
  // the steps come with the page in its language: the browser never loads the other's
  const steps = platform ? INSTALL_COPY[site.locale][platform] : null;
  return { page, platform, steps, brandName: site.brand.brandName, appBonus: site.brand.figures.appBonusVnd };
}

export default function InstallApp({ loaderData }: Route.ComponentProps) {
  const { page, platform, steps, brandName, appBonus } = loaderData;
  const fill = (s: string) => s.replaceAll('{brand}', brandName);
  const { t } = useTranslation();
  return (
    <section className="card w-full max-w-2xl p-6 md:p-10">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
        <PhoneIcon size={26} />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-white md:text-3xl">{page.seo.h1}</h1>
      <p className="mt-2 text-ink-300">{page.seo.description}</p>
      {steps ? (
        <ol className="mt-6 list-decimal space-y-2 pl-5 text-ink-200 marker:font-bold marker:text-brand-400">
          {steps.map((step) => (
            <li key={step}>{fill(step)}</li>
          ))}
        </ol>
      ) : (
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Link to="/install-app/android" className="btn btn-primary">
            Android
          </Link>
          <Link to="/install-app/ios" className="btn btn-outline">
            iPhone / iPad
          </Link>
        </div>
      )}
      {/* The reason to install: the bonus is claimed from the installed app (decision 067). */}
      <div className="mt-6">
        <AppBonusClaim amount={appBonus} installLink={false} />
      </div>
      <div className="mt-8 flex flex-wrap gap-3 border-t border-ink-700 pt-6 text-sm">
        {platform && (
          <Link to="/install-app" className="text-brand-300 underline underline-offset-2">
            {t('site.otherDevice')}
          </Link>
        )}
        <Link to="/" className="text-ink-300 underline underline-offset-2">
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
