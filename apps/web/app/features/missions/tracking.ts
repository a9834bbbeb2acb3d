import { useEffect } from 'react';
import { toast } from '../../components/toast';
import { tActive } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useSystemConfig } from '../../lib/system-config';
import { useAuth } from '../auth/store';
import { missionsApi, TRACKING_EVERY_MS, TRACKING_FIRST_MS } from './api';
import { type MissionBlock, missionBlock } from './rules';
import { missionsChanged, useMissions } from './store';

/*
 * Mission tracking (product.md sections 4 and 9): while a player is logged in and allowed to take
 * part, PATCH /api/user/mission/tracking runs 100 ms after the session starts and then every
 * 1,800,000 ms; logging out stops it. It lives outside React so that moving between layouts
 * (which remounts the site frame) does not restart the clock.
 */

let started = false;
let first: ReturnType<typeof setTimeout> | undefined;
let every: ReturnType<typeof setInterval> | undefined;
/** The player and flags the running schedule is for; a change (login, first deposit, phone verified) restarts it. */
let runningFor: string | null = null;

function stop() {
  clearTimeout(first);
  clearInterval(every);
  first = undefined;
  every = undefined;
  runningFor = null;
}

const isBlock = (code: string): code is MissionBlock =>
  code === 'MISSION_MUST_DEPOSIT' || code === 'MISSION_MUST_VERIFY_PHONE';

/**
 * One tracking call now. Resolves true when today's check-in was recorded; a refusal because
 * the player must deposit or verify the phone is remembered for the page to show.
 */
export async function trackNow(opts: { reportErrors?: boolean } = {}): Promise<boolean> {
  try {
    const result = await missionsApi.track();
    useMissions.setState({ serverBlock: null });
    if (result.checkedIn) {
      toast.success(tActive()('missions.checkedIn'));
      missionsChanged();
    }
    return result.checkedIn;
  } catch (error) {
    if (error instanceof ApiError && isBlock(error.code)) {
      useMissions.setState({ serverBlock: error.code });
      if (opts.reportErrors) toast.error(error.message);
    } else if (opts.reportErrors) {
      throw error;
    }
    // A failed tick (offline, 5xx, session ended) waits for the next one; the session refresh handles a 401.
    return false;
  }
}

function evaluate() {
  const user = useAuth.getState().user;
  const block = missionBlock(user, useSystemConfig.getState().configurations);
  if (useMissions.getState().localBlock !== block) useMissions.setState({ localBlock: block });
  if (!user || block) {
    if (runningFor !== null) stop();
    if (!user) useMissions.setState({ serverBlock: null });
    return;
  }
  const key = `${user.id}:${user.isFirstDeposit}:${user.isVerifyPhone}`;
  if (runningFor === key) return;
  stop();
  runningFor = key;
  useMissions.setState({ serverBlock: null });
  first = setTimeout(() => void trackNow(), TRACKING_FIRST_MS);
  every = setInterval(() => void trackNow(), TRACKING_EVERY_MS);
}

/** Starts following the session (idempotent); browser only. */
export function startMissionTracking(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  useAuth.subscribe(evaluate);
  useSystemConfig.subscribe(evaluate);
  evaluate();
}

/** Mount anywhere in the site frame: the first mount starts tracking for the rest of the page's life. */
export function useMissionTracking(): void {
  useEffect(() => startMissionTracking(), []);
}
