import { openModal } from '../../components/modal/store';
import { setReturnPath } from './return-path';
import { hydrateAuth, isLoggedIn } from './store';

/**
 * For the account guard (client only): true when a player is logged in. Otherwise opens the
 * login modal and resolves false; after logging in the player is taken to `returnTo`.
 */
export async function requireAuthClient(returnTo?: string): Promise<boolean> {
  await hydrateAuth();
  if (isLoggedIn()) return true;
  setReturnPath(returnTo ?? null);
  openModal('auth', { flag: 0 });
  return false;
}

/** Opens the login (0) or register (1) modal. */
export function openAuth(flag: 0 | 1 = 0, returnTo?: string) {
  if (returnTo) setReturnPath(returnTo);
  openModal('auth', { flag });
}
