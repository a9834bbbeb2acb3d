import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FreeSpinsCard } from '../../features/freespins';
import { AccountVipCard } from '../../features/vip';
import { metaT } from '../../i18n/meta';
import { ACCOUNT_MENU } from '../../layouts/account';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/overview';

export default function AccountOverview() {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="mb-4 text-xl font-bold text-white md:text-2xl">{t('account.title')}</h1>
      <div className="mb-4">
        <AccountVipCard />
      </div>
      <div className="mb-4">
        <FreeSpinsCard />
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {ACCOUNT_MENU.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="card block p-4 font-medium text-ink-200 hover:border-brand-500/60">
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return clientPageMeta(args, t('account.title'));
}
