import { lazy } from 'react';
import { registerModal } from '../../components/modal';

declare module '../../components/modal/store' {
  interface ModalPropsMap {
    /** Cancel the running bonus; the modal reads what would be forfeited from the server. */
    cancelPromotion: { onChanged?: () => void };
  }
}

// Loaded on first open: most visits to the page never cancel.
registerModal(
  'cancelPromotion',
  lazy(() => import('./cancel-promotion-modal')),
);
