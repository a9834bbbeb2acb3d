import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openModal } from '../../components/modal/store';
import { captureAffiliate } from '../../lib/affiliate';
import { addBeforeRequest } from '../../lib/api';
import { takeLanding } from '../../lib/deferred-hydration';
import { ensureDeviceFingerprint } from '../../lib/fingerprint';
import { useSystemConfig } from '../../lib/system-config';
import './modals/register';
import { setAuthNavigator } from './navigation';
import { autoLoginFromUrl, refreshSession } from './session';
import { hydrateAuth, useAuth } from './store';

// Every API call first makes sure the device fingerprint cookie exists (product.md section 7). That is
// also the only place it is computed: FingerprintJS costs up to 2 s of main-thread time on a
// phone, which at page load held back the first interaction of every visitor (decision 039);
// the auth modal starts it early so logging in does not wait for it.
addBeforeRequest(ensureDeviceFingerprint);

// features/auth/bridge opens the auth modal through this event. Listening from module load
// (not from an effect) catches route middleware that runs before the first render finishes.
if (typeof window !== 'undefined') {
  window.addEventListener('site:open-auth', (event) => {
    const flag = (event as CustomEvent<{ flag?: 0 | 1 }>).detail?.flag ?? 0;
    openModal('auth', { flag });
  });
}

/** Refreshing on focus at most this often (a tab switched back to shows the right balance). */
const FOCUS_REFRESH_MIN_MS = 5_000;

/**
 * Session plumbing; mount once in root.tsx (inside the router). Restores the persisted user,
 * records the affiliate cookies, handles `?login_token=`, refreshes the session on the
 * configured interval and when the tab regains focus, and follows logins and logouts made
 * in other tabs.
 */
export function AuthProvider({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const userId = useAuth((s) => s.user?.id);
  const hydrated = useAuth((s) => s.hydrated);
  const intervalSeconds = useSystemConfig((s) => s.configurations.REFRESH_INTERVAL_SECONDS) ?? 60;
  const siteUrl = useSystemConfig((s) => s.configurations.SITE_URL);

  useEffect(() => setAuthNavigator((to, opts) => navigate(to, opts)), [navigate]);

  useEffect(() => {
    void hydrateAuth().then(() => refreshSession());
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'auth') void useAuth.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    // features/auth/bridge's useLoggedIn listens for this (same-tab changes fire no storage event).
    const unsubscribe = useAuth.subscribe((state, previous) => {
      if (Boolean(state.user) !== Boolean(previous.user) || state.hydrated !== previous.hydrated) {
        window.dispatchEvent(new Event('site:auth-changed'));
      }
    });
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    const own = siteUrl ? [siteUrl] : [];
    // The page a guest landed on, when a plain link took them on before the app hydrated (decision 116).
    const landing = takeLanding();
    if (landing)
      captureAffiliate({ search: landing.search, hostname: window.location.hostname }, landing.referrer, own);
    captureAffiliate(window.location, document.referrer, own);
  }, [siteUrl]);

  useEffect(() => {
    if (hydrated && new URLSearchParams(location.search).has('login_token')) void autoLoginFromUrl();
  }, [hydrated, location.search]);

  // Mission tracking runs on every page once a player is logged in (product.md section 4), not only
  // where the gift button mounts. Loaded on demand so a guest's first bundle stays within the
  // home budget (decision 039); the module follows logout and later logins by itself.
  useEffect(() => {
    if (!userId) return;
    import('../missions')
      .then((m) => m.startMissionTracking())
      // A chunk that fails to load (offline, a new deploy) is retried by the next login or page load.
      .catch(() => undefined);
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    const timer = setInterval(() => void refreshSession(), Math.max(5, intervalSeconds) * 1000);
    let lastFocusRefresh = 0;
    const onFocus = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastFocusRefresh < FOCUS_REFRESH_MIN_MS) return;
      lastFocusRefresh = Date.now();
      void refreshSession();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [userId, intervalSeconds]);

  return children ?? null;
}
