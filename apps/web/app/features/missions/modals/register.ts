import './types';
import { lazy } from 'react';
import { registerModal } from '../../../components/modal';

// Loaded on the first claim only: most visits to /nhiem-vu never open it.
registerModal(
  'missionClaimSuccess',
  lazy(() => import('./claim-success').then((m) => ({ default: m.MissionClaimSuccessModal }))),
);
