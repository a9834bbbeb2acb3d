import type { TAuthData, TLoginRequest, TRegisterRequest, TUser } from '@app/contract';
import { closeAllModals } from '../../components/modal/store';
import { toast } from '../../components/toast';
import { tActive } from '../../i18n/i18n';
import { affiliateInfo } from '../../lib/affiliate';
import { track } from '../../lib/analytics';
import { ApiError, api } from '../../lib/api';
import { goTo } from './navigation';
import { takeReturnPath } from './return-path';
import { useAuth } from './store';

/**
 * Session transitions of product.md section 4 and the error handling of section 8: login,
 * register and auto-login save the user and close modals; logout or a refresh 401 clears
 * auth and app state and goes to /.
 */

const clearedListeners = new Set<() => void>();

/** Runs `listener` whenever the player is logged out (app state of other features resets here). */
export function onAuthCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

function clearAuth() {
  useAuth.getState().clear();
  for (const listener of clearedListeners) {
    try {
      listener();
    } catch (error) {
      console.error(error);
    }
  }
}

function loggedIn(user: TUser) {
  useAuth.getState().setUser(user);
  closeAllModals();
  const next = takeReturnPath();
  if (next) goTo(next);
}

/** The server's message when it sent one, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.code !== 'BAD_RESPONSE' && error.message) {
    return error.message;
  }
  return fallback;
}

/** Product.md section 8 for login and auto-login failures. */
export function reportLoginError(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.statusCode === 400 && error.message === 'DEVICE_FINGERPRINT_REQUIRED') {
    toast.error(tActive()('auth.RELOAD_TO_LOGIN'));
    setTimeout(() => window.location.reload(), 1000);
    return;
  }
  if (error instanceof ApiError && error.statusCode >= 500) {
    toast.error(tActive()('auth.SERVER_ERROR'));
    return;
  }
  toast.error(messageOf(error, fallback));
}

/**
 * For calls made while logged in: a 401 means the session is gone (logged in elsewhere,
 * expired), anything else is shown as the server's message or `fallback`.
 */
export function reportAccountError(error: unknown, fallback: string = tActive()('auth.SERVER_ERROR')) {
  if (error instanceof ApiError && error.statusCode === 401) {
    sessionLost(error);
    return;
  }
  toast.error(messageOf(error, fallback));
}

export async function login(values: TLoginRequest): Promise<boolean> {
  try {
    const { data } = await api<TAuthData>('/api/auth/login', { method: 'POST', body: values });
    loggedIn(data.user);
    toast.success(tActive()('auth.LOGIN_SUCCESS'));
    return true;
  } catch (error) {
    reportLoginError(error, tActive()('auth.LOGIN_FAILED'));
    return false;
  }
}

export async function register(
  values: Pick<TRegisterRequest, 'username' | 'password' | 'phone' | 'ageConfirmed' | 'agent_code'>,
): Promise<boolean> {
  try {
    const { data } = await api<TAuthData>('/api/auth/register', {
      method: 'POST',
      body: { ...values, ...affiliateInfo() },
    });
    loggedIn(data.user);
    track('sign_up');
    toast.success(tActive()('auth.REGISTER_SUCCESS'));
    return true;
  } catch (error) {
    toast.error(messageOf(error, tActive()('auth.REGISTER_FAILED')));
    return false;
  }
}

/**
 * `?login_token=...` on any page: log in with it, then reload the same path without the
 * parameter (replace, so Back does not replay the token).
 */
export async function autoLoginFromUrl(): Promise<void> {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('login_token');
  if (token === null) return;
  url.searchParams.delete('login_token');
  const clean = `${url.pathname}${url.search}${url.hash}`;
  try {
    const { data } = await api<TAuthData>('/api/auth/auto-login', { method: 'POST', body: { token } });
    useAuth.getState().setUser(data.user);
    closeAllModals();
    window.location.replace(clean);
  } catch (error) {
    reportLoginError(error, tActive()('auth.AUTO_LOGIN_FAILED'));
    const fingerprintMissing = error instanceof ApiError && error.message === 'DEVICE_FINGERPRINT_REQUIRED';
    // Keep the (unused) token for the reload that the fingerprint case triggers.
    if (!fingerprintMissing) goTo(clean, { replace: true });
  }
}

/** The refresh answered 401: close modals, log out, tell the player, go home (product.md section 8). */
export function sessionLost(error: ApiError) {
  if (!useAuth.getState().user) return;
  closeAllModals();
  clearAuth();
  const worded = error.code === 'SESSION_EXPIRED' || error.code === 'SESSION_LIMIT_REACHED';
  toast.error(worded ? error.message : tActive()('auth.LOGGED_IN_ELSEWHERE'), {
    id: 'session-lost',
  });
  goTo('/');
}

let refreshing: Promise<void> | null = null;

/** GET /api/auth/refresh: updates the user (balance, flags); a 401 ends the session locally. */
export function refreshSession(): Promise<void> {
  if (!useAuth.getState().user) return Promise.resolve();
  refreshing ??= (async () => {
    try {
      const { data } = await api<TAuthData>('/api/auth/refresh');
      if (useAuth.getState().user) useAuth.getState().setUser(data.user);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) sessionLost(error);
      // Other failures (offline, 5xx) leave the session as it is; the next tick retries.
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export async function logout(): Promise<void> {
  try {
    await api('/api/auth/logout', { method: 'POST' });
  } catch {
    // The local logout happens regardless; the server session then just times out.
  }
  closeAllModals();
  clearAuth();
  toast.success(tActive()('auth.LOGOUT_SUCCESS'));
  goTo('/');
}
