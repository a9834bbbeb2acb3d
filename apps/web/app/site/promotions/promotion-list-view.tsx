import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { LazyImage } from '../../components/lazy-image';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import type { PageMeta } from '../../lib/seo';
import type { ListState } from './promotions.server';

/** The promotions or events list page: cards, or the honest updating / error state. */
export function PromotionListView({ page, list, basePath }: { page: PageMeta; list: ListState; basePath: string }) {
  const fmt = useFormat();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <div className="site-container mt-6">
        {list.status === 'updating' && <EmptyState kind="updating" />}
        {list.status === 'error' && <EmptyState kind="error" />}
        {list.status === 'ok' && (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((item, i) => (
              <li key={item.slug}>
                <Link to={`${basePath}/${item.slug}`} className="card group block h-full overflow-hidden">
                  <div className="aspect-[16/9] bg-ink-800">
                    {item.image && (
                      <LazyImage
                        src={item.image}
                        alt=""
                        width={640}
                        height={360}
                        eager={i < 3}
                        className="size-full object-cover"
                      />
                    )}
                  </div>
                  <div className="p-4">
                    <h2 className="text-base font-bold text-white group-hover:text-brand-200">{item.title}</h2>
                    <p className="mt-1 line-clamp-2 text-sm text-ink-300">{item.summary}</p>
                    {item.endsAt && (
                      <p className="mt-2 text-xs text-ink-300">{t('site.until', { date: fmt.date(item.endsAt) })}</p>
                    )}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
