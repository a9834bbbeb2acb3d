import { AccountSection } from '../../components/account-section';
import { AccountDetails } from '../../features/auth';
import { vi } from '../../i18n/vi';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/user';

export default function AccountUser() {
  return (
    <AccountSection title={vi.account.menu.user}>
      <AccountDetails />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  return clientPageMeta(args, vi.account.menu.user);
}
