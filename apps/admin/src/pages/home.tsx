import { Link } from 'react-router';
import { t } from '../i18n';
import { ROLE_LABEL } from '../lib/format';
import { can, useSession } from '../lib/session';
import { NAV } from './layout';

/** The start screen: the staff member's screens. */
export function HomePage() {
  const { staff } = useSession();
  const screens = NAV.filter((n) => n.to !== '/admin' && can(staff, ...n.roles));
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">
        {t('home.hello')} {staff.displayName}
      </h1>
      <p className="text-sm text-slate-600">
        {t('home.role')} {ROLE_LABEL[staff.role]}
      </p>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {screens.map((n) => (
          <li key={n.to}>
            <Link to={n.to} className="card block hover:border-indigo-400">
              {n.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
