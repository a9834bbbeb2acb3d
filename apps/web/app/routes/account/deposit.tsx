import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { DEPOSIT_METHODS } from '../../lib/route-constants';

/** Deposit tabs; each method's page is its own route below. */
export default function AccountDeposit() {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="mb-4 text-xl font-bold text-white md:text-2xl">{t('account.menu.deposit')}</h1>
      <nav aria-label={t('account.menu.deposit')} className="mb-5">
        <ul className="scrollbar-none flex gap-2 overflow-x-auto">
          {DEPOSIT_METHODS.map((method) => (
            <li key={method}>
              <NavLink
                to={`/account/deposit/${method}`}
                className={({ isActive }) => `chip ${isActive ? 'active' : ''}`}
              >
                {t(`account.deposit.${method}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}
