import { AccountSection } from '../../components/account-section';
import { clientPageMeta } from '../../features/site/seo';
import { vi } from '../../i18n/vi';
import type { Route } from './+types/promotion';

export default function AccountPromotion() {
  return <AccountSection title={vi.account.menu.promotion} />;
}

export function meta(args: Route.MetaArgs) {
  return clientPageMeta(args, vi.account.menu.promotion);
}
