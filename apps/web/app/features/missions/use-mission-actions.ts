import type { TMission } from '@app/contract';
import { useCallback, useState } from 'react';
import { openModal } from '../../components/modal';
import { toast } from '../../components/toast';
import { ApiError } from '../../lib/api';
import { openAuthModal } from '../auth/bridge';
import { reportAccountError } from '../auth/session';
import { missionErrorMessage, missionsApi } from './api';
import type { MissionAction } from './rules';
import { missionsChanged, useMissions } from './store';
import { trackNow } from './tracking';
import './modals/register';
import { tActive } from '../../i18n/i18n';

/**
 * The card actions: log in, accept (POST accept), check in now (PATCH tracking), claim
 * (POST claim-reward, then the missionClaimSuccess modal). One call per mission at a time;
 * every outcome reloads the lists and the gift badge.
 */
export function useMissionActions() {
  const [busy, setBusy] = useState<number | null>(null);

  const fail = useCallback((error: unknown) => {
    if (
      error instanceof ApiError &&
      (error.code === 'MISSION_MUST_DEPOSIT' || error.code === 'MISSION_MUST_VERIFY_PHONE')
    ) {
      useMissions.setState({ serverBlock: error.code });
    }
    reportAccountError(error, missionErrorMessage(error));
  }, []);

  const run = useCallback(
    async (action: MissionAction, mission: TMission) => {
      if (action === 'login') {
        openAuthModal(0);
        return;
      }
      if (busy !== null) return;
      setBusy(mission.id);
      try {
        if (action === 'accept') {
          await missionsApi.accept(mission.id);
          toast.success(tActive()('missions.accepted'));
        } else if (action === 'checkIn') {
          await trackNow({ reportErrors: true });
        } else if (action === 'claim') {
          const paid = await missionsApi.claim(mission.id);
          openModal('missionClaimSuccess', { title: paid.title, reward: paid.reward });
        }
      } catch (error) {
        fail(error);
      } finally {
        setBusy(null);
        // trackNow reloads by itself when it recorded a check-in
        if (action !== 'checkIn') missionsChanged();
      }
    },
    [busy, fail],
  );

  return { busy, run };
}
