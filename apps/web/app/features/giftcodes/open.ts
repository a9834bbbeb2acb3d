import './register';
import { openModal } from '../../components/modal';
import { openAuth } from '../auth/guard';
import { hydrateAuth, isLoggedIn } from '../auth/store';

/**
 * Opens the giftCode modal for a player; a guest gets the login modal instead (spec
 * section 6: gift codes are for logged-in players).
 */
export async function openGiftcode(code?: string): Promise<void> {
  await hydrateAuth();
  if (!isLoggedIn()) {
    openAuth(0);
    return;
  }
  openModal('giftCode', code ? { code } : {});
}
