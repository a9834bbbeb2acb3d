import './types';
import { lazy } from 'react';
import { registerModal } from '../../components/modal';

/*
 * The gift code modals load on first open (ModalRoot renders them inside <Suspense>): with
 * their form and the contract's zod schema they would otherwise weigh on every page that
 * only shows the button.
 */
const modals = () => import('./giftcode-modals');

registerModal(
  'giftCode',
  lazy(() => modals().then((m) => ({ default: m.GiftCodeModal }))),
);
registerModal(
  'receivedGiftcode',
  lazy(() => modals().then((m) => ({ default: m.ReceivedGiftcodeModal }))),
);
