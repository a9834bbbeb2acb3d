import { EARLY_INSTALL_OFFER, INSTALL_DISMISSED_KEY } from './deferred-hydration';

export { INSTALL_DISMISSED_KEY };
/**
 * The browser's install offer (`beforeinstallprompt`), caught from the first moment the site
 * frame's code runs. The install prompt itself is part of the floating shell, which loads only
 * once the page is idle (decision 039); Chrome fires the event shortly after load, so waiting
 * for the prompt's code would lose it.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<(offer: BeforeInstallPromptEvent | null) => void>();

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function dismissedForGood(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function publish(next: BeforeInstallPromptEvent | null) {
  offer = next;
  for (const listener of listeners) listener(next);
}

/** Starts listening (idempotent, browser only). A player who said "never" or runs standalone is left alone. */
export function captureInstallOffer(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const take = (event: Event) => {
    if (dismissedForGood() || isStandalone()) return;
    event.preventDefault();
    publish(event as BeforeInstallPromptEvent);
  };
  window.addEventListener('beforeinstallprompt', take);
  // An offer that came before the app did, kept by the guest page's bootstrap (decision 116).
  const early = (window as unknown as Record<string, Event | undefined>)[EARLY_INSTALL_OFFER];
  if (early) take(early);
  window.addEventListener('appinstalled', () => {
    localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    publish(null);
  });
}

/** The pending offer, if any. */
export function currentInstallOffer(): BeforeInstallPromptEvent | null {
  return offer;
}

/** Calls `listener` with every new offer (or null once it is used up); returns the unsubscribe. */
export function onInstallOffer(listener: (offer: BeforeInstallPromptEvent | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forget the offer (used, dismissed for now, or dismissed for good with `forGood`). */
export function clearInstallOffer(forGood = false): void {
  if (forGood) localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
  publish(null);
}
