import { pageMeta } from '../lib/seo';
import { fixedPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/maintenance';

export function loader({ context }: Route.LoaderArgs) {
  return { page: fixedPage(siteOf(context), 'maintenance') };
}

export default function Maintenance({ loaderData }: Route.ComponentProps) {
  return (
    <section className="card max-w-md p-8 text-center">
      <h1 className="text-2xl font-bold text-brand-400">{loaderData.page.seo.h1}</h1>
      <p className="mt-3 text-ink-200">Hệ thống đang bảo trì, vui lòng quay lại sau.</p>
      <p className="mt-1 text-sm text-ink-300" lang="en">
        System under maintenance, please try again later
      </p>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
