import { AccountSection } from '../../components/account-section';
import { PlayerPromotions } from '../../features/bonus';
import { vi } from '../../i18n/vi';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/promotion';

export default function AccountPromotion() {
  return (
    <AccountSection title={vi.account.menu.promotion}>
      <PlayerPromotions />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  return clientPageMeta(args, vi.account.menu.promotion);
}
