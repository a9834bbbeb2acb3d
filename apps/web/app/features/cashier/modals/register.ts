import './types';
import { lazy } from 'react';
import { registerModal } from '../../../components/modal';

// Loaded on first open (ModalRoot renders modals inside <Suspense>).
const modals = () => import('./cashier-modals');

registerModal(
  'addBank',
  lazy(() => modals().then((m) => ({ default: m.AddBankModal }))),
);
registerModal(
  'cardDetail',
  lazy(() => modals().then((m) => ({ default: m.CardDetailModal }))),
);
