import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../components/modal/store';
import { useAuth, useAuthKnown } from './store';

/*
 * A player's corner (balance, live balance stream, account menu) loads once someone is logged
 * in: guests, most of the home page's visitors, do not download it (decision 039).
 */
const PlayerCorner = lazy(() => import('./player-corner'));

/**
 * The header's account corner. Guests: log in and register buttons (auth modal, flag 0/1).
 * Players: balance, deposit and the account menu (product.md section 2 "account menu").
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const hydrated = useAuthKnown();
  const user = useAuth((s) => s.user);

  // Server HTML and the first client render show a placeholder of the same size: the
  // persisted user is only known in the browser.
  if (!hydrated) return <Placeholder />;
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => openModal('auth', { flag: 0 })}
          className="h-9 whitespace-nowrap rounded-lg border border-brand-500/60 px-3 text-sm font-semibold text-brand-400 transition hover:bg-brand-500/10 sm:px-4"
        >
          {t('auth.login')}
        </button>
        <button
          type="button"
          onClick={() => openModal('auth', { flag: 1 })}
          className="h-9 whitespace-nowrap rounded-lg bg-gradient-to-b from-brand-400 to-brand-600 px-3 text-sm font-bold text-ink-950 shadow-[0_6px_18px_-6px_rgba(240,180,41,0.6)] transition hover:brightness-110 sm:px-4"
        >
          {t('auth.register')}
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={<Placeholder />}>
      <PlayerCorner />
    </Suspense>
  );
}

/** Same size as the corner it stands for, so the header does not shift. */
function Placeholder() {
  return <div aria-hidden="true" className="h-9 w-40 animate-pulse rounded-lg bg-ink-800/70 sm:w-52" />;
}
