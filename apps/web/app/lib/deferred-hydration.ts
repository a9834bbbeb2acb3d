/**
 * Guests' pages hydrate on the first intent, not at load (decision 116). The server-rendered page
 * is complete without script; React Router's module script is sent inert (this `type`, which no
 * browser runs) and the small bootstrap below, inline with the response's CSP nonce, starts it
 * when the guest first touches, clicks, types, focuses, moves the mouse or turns the wheel on
 * the page (what the live previews already count as interaction), never on a timer. Clicks on anything but a plain link (and form submissions) made before the app is
 * there are held and replayed on the same element once it has hydrated; plain links and GET
 * forms with an action stay HTML (a full page load, from the guest page cache).
 */
import { stripLocale } from './locale';

export const DEFERRED_SCRIPT_TYPE = 'text/x-site-deferred-module';

/** Fired on `window` by the root layout once React has hydrated the page. */
export const HYDRATED_EVENT = 'site:hydrated';

/** Where the bootstrap keeps the landing's attribution (referrer, campaign query) for lib/affiliate. */
export const LANDING_KEY = 'site:landing';

/** Where the bootstrap keeps a `beforeinstallprompt` that arrived before the app (lib/install-event). */
export const EARLY_INSTALL_OFFER = '__siteInstallOffer';

/** Set once a player said "never" to the install offer (lib/install-event). */
export const INSTALL_DISMISSED_KEY = 'install-prompt-dismissed';

/** Set on `window` by the bootstrap when the guest's first interaction started the app. */
export const INTERACTED_FLAG = '__siteInteracted';

/**
 * Paths whose guest pages need the app at once: the account and game screens (their guards open
 * the login dialog), development and maintenance pages. The same list the server's guest page
 * cache never stores (apps/server/src/plugins/page-cache.ts, NEVER_CACHED).
 */
const HYDRATE_AT_LOAD = ['/account', '/game', '/dev', '/maintenance'];

/** Whether a guest's page at this URL is sent with hydration deferred to the first intent. */
export function defersHydration(url: URL): boolean {
  if (url.searchParams.has('login_token')) return false;
  const path = stripLocale(url.pathname);
  return !HYDRATE_AT_LOAD.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * The bootstrap. It runs as an inline script serialised with Function#toString, so it uses no
 * imports and nothing of this module's scope: its settings come in as arguments.
 */
function bootstrap(
  deferredType: string,
  hydratedEvent: string,
  landingKey: string,
  installKey: string,
  dismissedKey: string,
  interactedFlag: string,
): void {
  const w = window;
  const d = document;
  const nonce = (d.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  const CONTROL = 'button,[role=button],input,select,textarea,label,summary,a[href]';
  type Held = { el: Element; submitter?: HTMLElement | null; submit?: boolean };
  let held: Held[] = [];
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    (w as unknown as Record<string, boolean>)[interactedFlag] = true;
    const inert = d.querySelector(`script[type="${deferredType}"]`);
    if (!inert) {
      // Still streaming: the module script comes with the end of the page.
      started = false;
      if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    for (const href of (inert.getAttribute('data-preload') ?? '').split(' ')) {
      if (!href) continue;
      const link = d.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      d.head.appendChild(link);
    }
    const script = d.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = inert.textContent;
    // A module that cannot load (offline, chunks gone with a deploy): give the page back to the
    // browser (held clicks are dropped) rather than keep swallowing clicks.
    script.onerror = () => release(false);
    d.body.appendChild(script);
  };
  const intent = () => start();
  const hover = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(CONTROL)) start();
  };
  const click = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || event.defaultPrevented) return;
    const link = target.closest('a[href]');
    const href = link?.getAttribute('href') ?? '';
    // A plain link is followed by the browser, as it will be after hydration with a modifier key.
    if (link && !href.startsWith('#') && link.getAttribute('role') !== 'button' && !target.closest('button')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ el: target.closest(CONTROL) ?? target });
    start();
  };
  const submit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    // A GET form with its own action (the lobby search) works as HTML: a full page load, like a link.
    if (form.getAttribute('method')?.toLowerCase() === 'get' && form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ el: form, submitter: event.submitter, submit: true });
    start();
  };
  // A moving mouse is a present guest; the browser's own hover updates after layout do not move.
  const moved = (event: PointerEvent) => {
    if (event.movementX || event.movementY) start();
  };
  const intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
  const options = { capture: true, passive: true };
  for (const type of intents) w.addEventListener(type, intent, options);
  w.addEventListener('mouseover', hover, options);
  w.addEventListener('pointermove', moved, options);
  w.addEventListener('click', click, true);
  w.addEventListener('submit', submit, true);

  function release(replay: boolean) {
    for (const type of intents) w.removeEventListener(type, intent, options);
    w.removeEventListener('mouseover', hover, options);
    w.removeEventListener('pointermove', moved, options);
    w.removeEventListener('click', click, true);
    w.removeEventListener('submit', submit, true);
    const queue = held;
    held = [];
    if (!replay) return;
    for (const item of queue) {
      if (!item.el.isConnected) continue;
      if (item.submit) (item.el as HTMLFormElement).requestSubmit(item.submitter?.isConnected ? item.submitter : null);
      else (item.el as HTMLElement).click();
    }
  }
  w.addEventListener(hydratedEvent, () => release(true), { once: true });

  // Attribution is read from the landing page's URL and referrer, which a plain link followed
  // before hydration would lose: keep them for lib/affiliate.
  try {
    const search = w.location.search;
    const external = d.referrer && new URL(d.referrer).host !== w.location.host;
    if (external || /[?&](a|utm_[a-z]+)=/.test(search)) {
      sessionStorage.setItem(landingKey, JSON.stringify({ search, referrer: d.referrer }));
    }
  } catch {
    // No session storage (private mode): the app attributes the page it hydrates on.
  }
  // Chrome offers installation shortly after load; lib/install-event takes it from here.
  w.addEventListener(
    'beforeinstallprompt',
    (event) => {
      (w as unknown as Record<string, Event>)[installKey] = event;
      try {
        // As lib/install-event does: the browser's own offer stays away unless "never" was said.
        if (localStorage.getItem(dismissedKey) !== '1') event.preventDefault();
      } catch {
        event.preventDefault();
      }
    },
    { once: true },
  );
}

/** The bootstrap's source, for an inline `<script nonce>`. */
export const GUEST_BOOTSTRAP = `(${bootstrap.toString()})(${[
  DEFERRED_SCRIPT_TYPE,
  HYDRATED_EVENT,
  LANDING_KEY,
  EARLY_INSTALL_OFFER,
  INSTALL_DISMISSED_KEY,
  INTERACTED_FLAG,
]
  .map((s) => JSON.stringify(s))
  .join(',')});`;

/**
 * Whether the guest has already interacted with this page: a deferred page hydrates only on the
 * guest's first interaction, which the app's own listeners, attached later, never see.
 */
export function guestHasInteracted(): boolean {
  return (window as unknown as Record<string, boolean | undefined>)[INTERACTED_FLAG] === true;
}

/** Tells the bootstrap the page has hydrated: held clicks are replayed now. */
export function announceHydrated(): void {
  // Also readable later (tests and tools wait for it): `window.siteHydrated`.
  (window as unknown as { siteHydrated?: boolean }).siteHydrated = true;
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** The landing's attribution the bootstrap kept, once (null when none). */
export function takeLanding(): { search: string; referrer: string } | null {
  try {
    const raw = sessionStorage.getItem(LANDING_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(LANDING_KEY);
    const value = JSON.parse(raw) as { search?: unknown; referrer?: unknown };
    return typeof value.search === 'string' && typeof value.referrer === 'string'
      ? { search: value.search, referrer: value.referrer }
      : null;
  } catch {
    return null;
  }
}
