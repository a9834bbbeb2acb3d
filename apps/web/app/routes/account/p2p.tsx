import { AccountSection } from '../../components/account-section';
import { P2pGuide } from '../../features/cashier';
import { vi } from '../../i18n/vi';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/p2p';

export default function AccountP2p() {
  return (
    <AccountSection title={vi.account.menu.p2p}>
      <P2pGuide />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  return clientPageMeta(args, vi.account.menu.p2p);
}
