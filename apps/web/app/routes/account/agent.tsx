import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../components/account-section';
import { AgentPortal } from '../../features/agents';
import { metaT } from '../../i18n/meta';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/agent';

export default function AccountAgent() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('agents.menu')}>
      <AgentPortal />
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return clientPageMeta(args, t('agents.menu'));
}
