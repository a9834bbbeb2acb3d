import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../components/account-section';
import { BankAccounts } from '../../features/cashier';
import { metaT } from '../../i18n/meta';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/bank';

export default function AccountBank() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('account.menu.bank')}>
      <BankAccounts />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return clientPageMeta(args, t('account.menu.bank'));
}
