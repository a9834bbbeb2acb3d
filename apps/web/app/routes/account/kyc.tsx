import { AccountSection } from '../../components/account-section';
import { KycForm, kycVi } from '../../features/kyc';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/kyc';

export default function AccountKyc() {
  return (
    <AccountSection title={kycVi.menu}>
      <KycForm />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  return clientPageMeta(args, kycVi.menu);
}
