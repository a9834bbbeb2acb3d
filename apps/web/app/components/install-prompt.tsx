import { useEffect, useState } from 'react';
import { vi } from '../i18n/vi';
import { CloseIcon, DownloadIcon } from './icons';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_DISMISSED_KEY = 'install-prompt-dismissed';

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * Offers to install the site as an app when the browser allows it. "Không hiện lại" hides
 * it for good (local storage); it also hides once installed or when running standalone.
 */
export function InstallPrompt({ brandName }: { brandName: string }) {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (localStorage.getItem(INSTALL_DISMISSED_KEY) === '1' || isStandalone()) return;
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
      setEvent(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!event) return null;

  const dismiss = () => {
    localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    setEvent(null);
  };

  return (
    <div
      role="dialog"
      aria-label={vi.install.title}
      data-testid="install-prompt"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-brand-500/40 bg-ink-900/95 p-3 shadow-2xl backdrop-blur"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
        <DownloadIcon size={22} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold text-white">{vi.install.title}</p>
        <p className="text-xs text-ink-300">{vi.install.text(brandName)}</p>
        <button type="button" onClick={dismiss} className="mt-1 text-xs text-ink-300 underline underline-offset-2">
          {vi.install.dismiss}
        </button>
      </div>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={async () => {
          await event.prompt();
          const choice = await event.userChoice;
          if (choice.outcome === 'accepted') localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
          setEvent(null);
        }}
      >
        {vi.install.install}
      </button>
      <button type="button" onClick={() => setEvent(null)} aria-label={vi.common.close} className="text-ink-300">
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
