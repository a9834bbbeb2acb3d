import { useTranslation } from 'react-i18next';
import { pageMeta } from '../lib/seo';
import { fixedPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/maintenance';

export function loader({ context }: Route.LoaderArgs) {
  return { page: fixedPage(siteOf(context), 'maintenance') };
}

export default function Maintenance({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card max-w-md p-8 text-center">
      <h1 className="text-2xl font-bold text-brand-400">{loaderData.page.seo.h1}</h1>
      <p className="mt-3 text-ink-200">{t('site.maintenance')}</p>
      {/* the Vietnamese page also says it in English, for visitors who do not read Vietnamese */}
      {i18n.language === 'vi' ? (
        <p className="mt-1 text-sm text-ink-300" lang="en">
          System under maintenance, please try again later
        </p>
      ) : null}
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
