import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../components/account-section';
import { PlayerPromotions } from '../../features/bonus';
import { metaT } from '../../i18n/meta';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/promotion';

export default function AccountPromotion() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('account.menu.promotion')}>
      <PlayerPromotions />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return clientPageMeta(args, t('account.menu.promotion'));
}
