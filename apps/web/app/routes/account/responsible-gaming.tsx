import { AccountSection } from '../../components/account-section';
import { ProtectionPage, protectionVi } from '../../features/protection';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/responsible-gaming';

export default function AccountResponsibleGaming() {
  return (
    <AccountSection title={protectionVi.title}>
      <ProtectionPage />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  return clientPageMeta(args, protectionVi.title);
}
