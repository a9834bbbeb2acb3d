import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser window just big enough for lib/install-event: events, local storage, display mode. */
function stubBrowser({ standalone = false } = {}) {
  const win = new EventTarget() as EventTarget & { matchMedia: (q: string) => { matches: boolean } };
  win.matchMedia = (query) => ({ matches: standalone && query.includes('standalone') });
  const store = new Map<string, string>();
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  });
  return { win, store };
}

function offer() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, {
    prompt: async () => {},
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
}

describe('install offer', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('should keep the offer from the moment the site starts and tell the prompt when it mounts later', async () => {
    const { win } = stubBrowser();
    const m = await import('./install-event');
    m.captureInstallOffer();
    const event = offer();
    win.dispatchEvent(event);
    // Caught and held back from the browser's own banner, waiting for the prompt's code.
    expect(event.defaultPrevented).toBe(true);
    expect(m.currentInstallOffer()).toBe(event);

    const seen: unknown[] = [];
    const stop = m.onInstallOffer((o) => seen.push(o));
    m.clearInstallOffer();
    expect(seen).toEqual([null]);
    expect(m.currentInstallOffer()).toBeNull();
    stop();
  });

  it('should leave the browser alone for a player who said "never" or runs the installed app', async () => {
    const { win, store } = stubBrowser();
    store.set('install-prompt-dismissed', '1');
    const m = await import('./install-event');
    m.captureInstallOffer();
    const event = offer();
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(m.currentInstallOffer()).toBeNull();

    vi.resetModules();
    const standalone = stubBrowser({ standalone: true });
    const again = await import('./install-event');
    again.captureInstallOffer();
    const second = offer();
    standalone.win.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(again.currentInstallOffer()).toBeNull();
  });

  it('should remember "never" and an installation for good', async () => {
    const { win, store } = stubBrowser();
    const m = await import('./install-event');
    m.captureInstallOffer();
    win.dispatchEvent(offer());
    m.clearInstallOffer(true);
    expect(store.get(m.INSTALL_DISMISSED_KEY)).toBe('1');

    store.clear();
    win.dispatchEvent(offer());
    expect(m.currentInstallOffer()).not.toBeNull();
    win.dispatchEvent(new Event('appinstalled'));
    expect(store.get(m.INSTALL_DISMISSED_KEY)).toBe('1');
    expect(m.currentInstallOffer()).toBeNull();
  });
});
