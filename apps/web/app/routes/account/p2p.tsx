import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../components/account-section';
import { P2pGuide } from '../../features/cashier';
import { metaT } from '../../i18n/meta';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/p2p';

export default function AccountP2p() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('account.menu.p2p')}>
      <P2pGuide />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return clientPageMeta(args, t('account.menu.p2p'));
}
