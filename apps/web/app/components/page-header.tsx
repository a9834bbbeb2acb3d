import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';

export interface Crumb {
  name: string;
  url: string;
  position: number;
}

/** Visible breadcrumbs (mirroring the BreadcrumbList JSON-LD), the page's h1 and optional h2. */
export function PageHeader({
  h1,
  h2,
  breadcrumbs,
  children,
}: {
  h1: string;
  h2?: string;
  breadcrumbs?: Crumb[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="site-container pt-6 md:pt-8">
      {breadcrumbs && breadcrumbs.length > 1 && (
        <nav aria-label={t('common.breadcrumb')} className="mb-3">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-300">
            {breadcrumbs.map((crumb, i) => {
              const last = i === breadcrumbs.length - 1;
              const path = new URL(crumb.url).pathname;
              return (
                <li key={crumb.url} className="flex items-center gap-1">
                  {last ? (
                    <span aria-current="page" className="text-ink-200">
                      {crumb.name}
                    </span>
                  ) : (
                    <Link to={path} className="hover:text-brand-300">
                      {crumb.name}
                    </Link>
                  )}
                  {!last && <ChevronRightIcon size={14} className="opacity-60" />}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <h1 className="text-2xl font-bold leading-tight tracking-tight text-white md:text-3xl">{h1}</h1>
      {h2 && <h2 className="mt-2 text-base font-medium text-ink-300 md:text-lg">{h2}</h2>}
      {children}
    </div>
  );
}
