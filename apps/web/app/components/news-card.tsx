import type { TNewsSummary } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../lib/format';
import { LazyImage } from './lazy-image';

export function NewsCard({ article, eager = false }: { article: TNewsSummary; eager?: boolean }) {
  const fmt = useFormat();
  const { t } = useTranslation();
  return (
    // an article staff wrote in Vietnamese only is read out as Vietnamese on the English site (decision 170)
    <article className="card group flex h-full flex-col overflow-hidden" lang={article.locale}>
      <Link to={`/tin-tuc/${article.slug}`} className="flex h-full flex-col">
        <div className="aspect-[16/9] overflow-hidden bg-ink-800">
          {/* an article written without a picture shows its category's drawn cover */}
          {
            <LazyImage
              src={article.coverImage ?? `/images/news/${article.category}.svg`}
              alt=""
              width={640}
              height={360}
              eager={eager}
              className="size-full object-cover transition duration-300 group-hover:scale-105"
            />
          }
        </div>
        <div className="flex flex-1 flex-col p-4">
          <p className="text-xs font-medium text-brand-300">
            {t(`news.categories.${article.category}` as 'news.categories.casino', { defaultValue: article.category })} ·{' '}
            <time dateTime={article.publishedAt} className="text-ink-300">
              {fmt.date(article.publishedAt)}
            </time>
          </p>
          <h3 className="mt-2 line-clamp-2 text-base font-bold leading-snug text-white group-hover:text-brand-200">
            {article.title}
          </h3>
          <p className="mt-2 line-clamp-3 flex-1 text-sm text-ink-300">{article.summary}</p>
        </div>
      </Link>
    </article>
  );
}
