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
    <div className="relative" {...{ [SESSION_HIDE_ATTRIBUTE]: HIDDEN_KEY }}>
      <button
        type="button"
        onClick={() => (open ? closeModal('jackpotPopup') : openModal('jackpotPopup'))}
        aria-expanded={open}
        aria-label={t('floating.jackpot')}
        data-testid="floating-jackpot"
        className="relative grid size-12 place-items-center rounded-full border border-brand-500/60 bg-ink-900 text-brand-300 shadow-lg shadow-black/40 transition hover:scale-105"
      >
        <TrophyIcon size={24} />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-[-0.75rem] top-full mt-1 text-center text-[0.6875rem] font-semibold leading-tight text-ink-200 md:hidden"
        >
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
        className="absolute -right-1.5 -top-1.5 grid size-6 place-items-center rounded-full bg-ink-700 text-ink-200 ring-2 ring-ink-950 hover:bg-ink-600"
      >
        <CloseIcon size={12} />
      </button>
    </div>
  );
}
