import { NavLink, Outlet } from 'react-router';
import { vi } from '../../i18n/vi';
import { DEPOSIT_METHODS } from '../../lib/route-constants';

/** Deposit tabs; each method's page is its own route below. */
export default function AccountDeposit() {
  return (
    <section>
      <h1 className="mb-4 text-xl font-bold text-white md:text-2xl">{vi.account.menu.deposit}</h1>
      <nav aria-label={vi.account.menu.deposit} className="mb-5">
        <ul className="scrollbar-none flex gap-2 overflow-x-auto">
          {DEPOSIT_METHODS.map((method) => (
            <li key={method}>
              <NavLink
                to={`/account/deposit/${method}`}
                className={({ isActive }) => `chip ${isActive ? 'active' : ''}`}
              >
                {vi.account.deposit[method]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}
