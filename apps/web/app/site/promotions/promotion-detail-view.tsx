import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentBlocks } from '../../components/content-blocks';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { GiftcodeButton } from '../../features/giftcodes/giftcode-button';
import type { DetailData } from './promotions.server';

/** A promotion or event page: the module's texts, or the honest updating state with a way back. */
export function PromotionDetailView({
  data,
  backTo,
  children,
}: {
  data: DetailData;
  backTo: string;
  /** The page's own actions (claim a bonus, missions...), shown between the lead and the terms. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { page, detail } = data;
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <div className="site-container mt-6 max-w-3xl">
        {detail ? (
          <>
            <p className="text-lg text-ink-200">{detail.summary}</p>
            {page.seo.path === '/su-kien/gift-code' ? <GiftcodeButton className="btn btn-primary mt-5" /> : null}
            {detail.kind === 'promotion' ? (
              <Link
                to={
                  detail.firstDeposit
                    ? `/account/deposit/codepay?khuyen-mai=${encodeURIComponent(detail.slug)}`
                    : '/account/deposit'
                }
                className="btn btn-primary mt-5"
                data-testid="promotion-deposit"
              >
                {detail.firstDeposit ? t('promotions.depositWithBonus') : t('promotions.deposit')}
              </Link>
            ) : null}
            {children ? <div className="mt-6 grid gap-4">{children}</div> : null}
            <ContentBlocks blocks={detail.body} />
            {data.cmsBody?.length ? (
              <div lang={data.cmsLocale}>
                <ContentBlocks blocks={data.cmsBody} />
              </div>
            ) : null}
          </>
        ) : (
          <EmptyState
            kind="updating"
            action={
              <Link to={backTo} className="btn btn-outline btn-sm">
                {page.seo.breadcrumbs[1]?.name}
              </Link>
            }
          />
        )}
      </div>
    </>
  );
}
