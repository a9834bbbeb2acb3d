import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearInstallOffer, currentInstallOffer, onInstallOffer } from '../lib/install-event';
import { CloseIcon, DownloadIcon } from './icons';

export { INSTALL_DISMISSED_KEY } from '../lib/install-event';

/**
 * Offers to install the site as an app when the browser allows it (the offer is caught early
 * by lib/install-event). "Không hiện lại" hides it for good (local storage); it also hides
 * once installed or when running standalone.
 */
export function InstallPrompt({ brandName }: { brandName: string }) {
  const { t } = useTranslation();
  const [event, setEvent] = useState(currentInstallOffer);
  useEffect(() => {
    setEvent(currentInstallOffer());
    return onInstallOffer(setEvent);
  }, []);

  if (!event) return null;

  const dismiss = () => clearInstallOffer(true);

  return (
    <div
      role="dialog"
      aria-label={t('install.title')}
      data-testid="install-prompt"
      // Phones: in the page before the footer (order-1 of the frame's column), so it never covers
      // content nor the dock; wider screens: floating at the bottom centre, as before.
      className="order-1 mx-3 mb-3 flex items-center gap-3 rounded-2xl border border-brand-500/40 bg-ink-900/95 p-3 shadow-2xl backdrop-blur wide:fixed wide:inset-x-3 wide:bottom-3 wide:z-40 wide:mx-auto wide:mb-0 wide:max-w-md"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
        <DownloadIcon size={22} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold text-white">{t('install.title')}</p>
        <p className="text-xs text-ink-300">{t('install.text', { brand: brandName })}</p>
        <button type="button" onClick={dismiss} className="mt-1 text-xs text-ink-300 underline underline-offset-2">
          {t('install.dismiss')}
        </button>
      </div>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={async () => {
          await event.prompt();
          const choice = await event.userChoice;
          clearInstallOffer(choice.outcome === 'accepted');
        }}
      >
        {t('install.install')}
      </button>
      <button type="button" onClick={() => clearInstallOffer()} aria-label={t('common.close')} className="text-ink-300">
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
