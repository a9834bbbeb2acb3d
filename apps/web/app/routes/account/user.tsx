import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../components/account-section';
import { AccountDetails } from '../../features/auth';
import { metaT } from '../../i18n/meta';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/user';

export default function AccountUser() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('account.menu.user')}>
      <AccountDetails />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return clientPageMeta(args, t('account.menu.user'));
}
