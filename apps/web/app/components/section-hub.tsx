import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';

export interface HubItem {
  to: string;
  title: string;
  blurb: string;
  badge?: string;
}

/** Cards linking to the sub-pages of a section (sports providers, lottery types...). */
export function SectionHub({ items, title }: { items: HubItem[]; title?: string }) {
  const { t } = useTranslation();
  return (
    <section className="site-container mt-6">
      {title && <h2 className="mb-3 text-lg font-bold text-white">{title}</h2>}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, i) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="card group relative flex h-full flex-col overflow-hidden p-5 transition hover:border-brand-500/60"
            >
              <span
                aria-hidden="true"
                className="absolute -right-6 -top-6 size-24 rounded-full opacity-20 blur-xl"
                style={{ background: ['#f0b429', '#60a5fa', '#34d399', '#f472b6'][i % 4] }}
              />
              {item.badge && (
                <span className="mb-2 w-max rounded-md bg-brand-500/15 px-2 py-0.5 text-xs font-bold text-brand-300">
                  {item.badge}
                </span>
              )}
              <span className="text-base font-bold text-white">{item.title}</span>
              <span className="mt-1 flex-1 text-sm text-ink-300">{item.blurb}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-bold text-brand-300">
                {t('common.enterLobby')}{' '}
                <ChevronRightIcon size={16} className="transition group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
