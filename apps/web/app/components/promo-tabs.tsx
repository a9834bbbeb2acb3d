import { NavLink } from 'react-router';
import { vi } from '../i18n/vi';

/** The Khuyến mãi / Sự kiện switch shared by the promotions and event layouts. */
export function PromoTabs() {
  const tab = ({ isActive }: { isActive: boolean }) => `chip ${isActive ? 'active' : ''}`;
  return (
    <nav aria-label={`${vi.nav.promotions}, ${vi.nav.events}`} className="site-container pt-5">
      <ul className="flex gap-2">
        <li>
          <NavLink to="/khuyen-mai" className={tab}>
            {vi.nav.promotions}
          </NavLink>
        </li>
        <li>
          <NavLink to="/su-kien" className={tab}>
            {vi.nav.events}
          </NavLink>
        </li>
        <li>
          <NavLink to="/nhiem-vu" className={tab}>
            {vi.nav.missions}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
