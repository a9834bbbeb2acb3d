import { useLocation } from 'react-router';
import { BankWithdraw, CardWithdraw, CryptoWithdraw } from '../../features/cashier';
import { metaT } from '../../i18n/meta';
import type { vi } from '../../i18n/vi';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/withdraw-method';

type Method = keyof typeof vi.account.withdraw;

function methodOf(pathname: string): Method {
  return pathname.split('/').filter(Boolean).at(-1) as Method;
}

export default function AccountWithdrawMethod() {
  const method = methodOf(useLocation().pathname);
  if (method === 'card') return <CardWithdraw key={method} />;
  if (method === 'crypto') return <CryptoWithdraw key={method} />;
  return <BankWithdraw key={method} />;
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return clientPageMeta(
    args,
    `${t('account.menu.withdraw')} – ${t(`account.withdraw.${methodOf(args.location.pathname)}`)}`,
  );
}
