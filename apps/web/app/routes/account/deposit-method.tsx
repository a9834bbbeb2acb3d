import { useLocation } from 'react-router';
import { CardDeposit, CryptoDeposit, MomoDeposit, useDepositPromotions, VoucherDeposit } from '../../features/cashier';
import { metaT } from '../../i18n/meta';
import type { vi } from '../../i18n/vi';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/deposit-method';

type Method = keyof typeof vi.account.deposit;

function methodOf(pathname: string): Method {
  return pathname.split('/').filter(Boolean).at(-1) as Method;
}

export default function AccountDepositMethod() {
  const method = methodOf(useLocation().pathname);
  const promotions = useDepositPromotions();
  // key: switching tabs starts the next method from its first step.
  if (method === 'wallet') return <MomoDeposit key={method} promotions={promotions} />;
  if (method === 'crypto') return <CryptoDeposit key={method} promotions={promotions} />;
  if (method === 'card') return <CardDeposit key={method} promotions={promotions} />;
  if (method === 'bank') return <VoucherDeposit key={method} method="bank" promotions={promotions} />;
  return <VoucherDeposit key={method} method="codepay" promotions={promotions} />;
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return clientPageMeta(
    args,
    `${t('account.menu.deposit')} – ${t(`account.deposit.${methodOf(args.location.pathname)}`)}`,
  );
}
