import { AccountSection } from '../../components/account-section';
import { BankAccounts } from '../../features/cashier';
import { vi } from '../../i18n/vi';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/bank';

export default function AccountBank() {
  return (
    <AccountSection title={vi.account.menu.bank}>
      <BankAccounts />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  return clientPageMeta(args, vi.account.menu.bank);
}
