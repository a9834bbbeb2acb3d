import { AccountSection } from '../../components/account-section';
import { AgentPortal, agentsVi } from '../../features/agents';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/agent';

export default function AccountAgent() {
  return (
    <AccountSection title={agentsVi.menu}>
      <AgentPortal />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  return clientPageMeta(args, agentsVi.menu);
}
