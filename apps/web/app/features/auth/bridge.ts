import { openAuth, requireAuthClient } from './guard';
import { isLoggedIn, useAuth, useAuthKnown } from './store';

/**
 * The site's view of the session, kept in one file so that the guards and the shell depend
 * on the accounts feature (features/auth) through a single seam.
 */
/** Whether a player is logged in (false until the persisted auth state is read). */
export function useLoggedIn(): boolean {
  return useAuth((s) => s.user !== null);
}

export { isLoggedIn };

/**
 * False until the persisted auth state has been read in the browser, except on a page rendered
 * for a guest (decision 116), which shows the guest's view from the server on.
 */
export function useAuthReady(): boolean {
  return useAuthKnown();
}

/** Opens the login modal (flag 0) or register modal (flag 1). */
export function openAuthModal(flag: 0 | 1 = 0) {
  openAuth(flag);
}

/**
 * For a guard: true when logged in; otherwise the login modal opens and, once the player
 * logs in, the accounts feature takes them to `returnTo`.
 */
export function requireLogin(returnTo: string): Promise<boolean> {
  return requireAuthClient(returnTo);
}
