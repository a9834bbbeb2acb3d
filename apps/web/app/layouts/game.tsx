import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { ArrowLeftIcon } from '../components/icons';
import { useSite } from '../site/frame/site-data';

/** Game layout: a slim bar with a way back, the rest of the screen for the game. */
export default function GameLayout() {
  const { t } = useTranslation();
  const { brand } = useSite();
  return (
    <div className="flex h-dvh flex-col bg-black">
      <div className="flex h-12 shrink-0 items-center gap-3 border-b border-ink-800 bg-ink-950 px-3">
        <Link to="/" className="btn btn-ghost btn-sm" aria-label={t('game.back')}>
          <ArrowLeftIcon size={16} /> {t('game.back')}
        </Link>
        <BrandLogo name={brand.brandName} compact />
      </div>
      <main id="main" className="relative flex-1">
        <Outlet />
      </main>
    </div>
  );
}
