import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { WITHDRAW_METHODS } from '../../lib/route-constants';

/** Withdraw tabs; each method's page is its own route below. */
export default function AccountWithdraw() {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="mb-4 text-xl font-bold text-white md:text-2xl">{t('account.menu.withdraw')}</h1>
      <nav aria-label={t('account.menu.withdraw')} className="mb-5">
        <ul className="scrollbar-none flex gap-2 overflow-x-auto">
          {WITHDRAW_METHODS.map((method) => (
            <li key={method}>
              <NavLink
                to={`/account/withdraw/${method}`}
                className={({ isActive }) => `chip ${isActive ? 'active' : ''}`}
              >
                {t(`account.withdraw.${method}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}
