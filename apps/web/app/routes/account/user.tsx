import { AccountSection } from '../../components/account-section';
import { vi } from '../../i18n/vi';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/user';

export default function AccountUser() {
  return <AccountSection title={vi.account.menu.user} />;
}

export function meta(args: Route.MetaArgs) {
  return clientPageMeta(args, vi.account.menu.user);
}
