import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, TrophyIcon } from '../../components/icons';
import { closeModal, type ModalComponentProps, openModal, registerModal, useModalStore } from '../../components/modal';
import { SESSION_HIDE_ATTRIBUTE, useSessionFlag } from '../../lib/session-flag';

declare module '../../components/modal/store' {
  interface ModalPropsMap {
    jackpotPopup: Record<never, never>;
  }
}

const HIDDEN_KEY = 'jackpot-button-hidden';

// The popup's code loads on first open, keeping it off the initial page weight.
const Popup = lazy(() => import('./jackpot-popup'));

function LazyJackpotPopup(props: ModalComponentProps<'jackpotPopup'>) {
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}

registerModal('jackpotPopup', LazyJackpotPopup);
/** Floating jackpot button, closable for the session, that toggles the jackpot popup. */
export function FloatingJackpot() {
  const { t } = useTranslation();
  const [hidden, hide] = useSessionFlag(HIDDEN_KEY);
  const open = useModalStore((s) => s.stack.some((e) => e.id === 'jackpotPopup'));
  if (hidden) return null;

  return (
    // Phones: an item of the site's dock (FloatingWidgets); wider screens: a round floating button.
    <div className="relative flex flex-1 wide:block wide:flex-none" {...{ [SESSION_HIDE_ATTRIBUTE]: HIDDEN_KEY }}>
      <button
        type="button"
        onClick={() => (open ? closeModal('jackpotPopup') : openModal('jackpotPopup'))}
        aria-expanded={open}
        aria-label={t('floating.jackpot')}
        data-testid="floating-jackpot"
        className="dock-item w-full text-brand-300 wide:grid wide:size-12 wide:place-items-center wide:rounded-full wide:border wide:border-brand-500/60 wide:bg-ink-900 wide:px-0 wide:shadow-lg wide:shadow-black/40 wide:transition wide:hover:scale-105"
      >
        <TrophyIcon size={24} />
        <span aria-hidden="true" className="dock-label text-ink-200 wide:hidden">
          {t('floating.jackpotShort')}
        </span>
      </button>
      <button
        type="button"
        onClick={() => {
          closeModal('jackpotPopup');
          hide();
        }}
        aria-label={t('floating.closeJackpot')}
        data-testid="close-jackpot"
        className="absolute -right-1.5 -top-1.5 hidden size-6 place-items-center rounded-full bg-ink-700 text-ink-200 ring-2 ring-ink-950 hover:bg-ink-600 wide:grid"
      >
        <CloseIcon size={12} />
      </button>
    </div>
  );
}
