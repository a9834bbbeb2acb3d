import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The Khuyến mãi / Sự kiện switch shared by the promotions and event layouts. */
export function PromoTabs() {
  const { t } = useTranslation();
  const tab = ({ isActive }: { isActive: boolean }) => `chip ${isActive ? 'active' : ''}`;
  return (
    <nav aria-label={`${t('nav.promotions')}, ${t('nav.events')}`} className="site-container pt-5">
      <ul className="flex gap-2">
        <li>
          <NavLink to="/khuyen-mai" className={tab}>
            {t('nav.promotions')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/su-kien" className={tab}>
            {t('nav.events')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/nhiem-vu" className={tab}>
            {t('nav.missions')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
