import { useLocation } from 'react-router';
import { CardDeposit, CryptoDeposit, MomoDeposit, VoucherDeposit } from '../../features/cashier';
import { clientPageMeta } from '../../features/site/seo';
import { vi } from '../../i18n/vi';
import type { Route } from './+types/deposit-method';

type Method = keyof typeof vi.account.deposit;

function methodOf(pathname: string): Method {
  return pathname.split('/').filter(Boolean).at(-1) as Method;
}

export default function AccountDepositMethod() {
  const method = methodOf(useLocation().pathname);
  // key: switching tabs starts the next method from its first step.
  if (method === 'wallet') return <MomoDeposit key={method} />;
  if (method === 'crypto') return <CryptoDeposit key={method} />;
  if (method === 'card') return <CardDeposit key={method} />;
  return <VoucherDeposit key={method} method="codepay" />;
}

export function meta(args: Route.MetaArgs) {
  return clientPageMeta(
    args,
    `${vi.account.menu.deposit} – ${vi.account.deposit[methodOf(args.location.pathname)] ?? ''}`,
  );
}
