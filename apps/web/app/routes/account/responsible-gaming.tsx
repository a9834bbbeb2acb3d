import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../components/account-section';
import { ProtectionPage } from '../../features/protection';
import { metaT } from '../../i18n/meta';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/responsible-gaming';

export default function AccountResponsibleGaming() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('protection.title')}>
      <ProtectionPage />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return clientPageMeta(args, t('protection.title'));
}
