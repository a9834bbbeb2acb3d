import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../components/account-section';
import { KycForm } from '../../features/kyc';
import { metaT } from '../../i18n/meta';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/kyc';

export default function AccountKyc() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('kyc.menu')}>
      <KycForm />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return clientPageMeta(args, t('kyc.menu'));
}
