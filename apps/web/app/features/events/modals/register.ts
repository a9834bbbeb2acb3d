import './types';
import { lazy } from 'react';
import { registerModal } from '../../../components/modal';

/*
 * The events feature's modals, loaded on first open (like the accounts modals, decision 039):
 * pages import this file for its side effect; the components come in one chunk.
 */
const modals = () => import('./event-modals');

registerModal(
  'eventWelcome',
  lazy(() => modals().then((m) => ({ default: m.EventWelcomeModal }))),
);
registerModal(
  'eventGetRewardDaily',
  lazy(() => modals().then((m) => ({ default: m.EventGetRewardDailyModal }))),
);
registerModal(
  'eventGetRewardPeriod',
  lazy(() => modals().then((m) => ({ default: m.EventGetRewardPeriodModal }))),
);
registerModal(
  'spinReward',
  lazy(() => modals().then((m) => ({ default: m.SpinRewardModal }))),
);
registerModal(
  'spinMessage',
  lazy(() => modals().then((m) => ({ default: m.SpinMessageModal }))),
);
