import type { TVipStatus } from '@app/contract';
import { useEffect } from 'react';
import { create } from 'zustand';
import { api } from '../../lib/api';
import { onAuthCleared } from '../auth/session';

/**
 * The logged-in player's VIP standing (`GET /api/user/vip`), one copy shared by the header's
 * chip, the account card and /vip so the three never disagree. `undefined`: not known yet;
 * `null`: no ladder published (or the call failed).
 */
interface VipStatusState {
  status: TVipStatus | null | undefined;
  loadedAt: number;
  inFlight: Promise<void> | null;
}

const useStore = create<VipStatusState>()(() => ({ status: undefined, loadedAt: 0, inFlight: null }));

/** A settled round changes points; re-reading more often than this adds nothing a player sees. */
const MIN_REFRESH_MS = 3_000;

export function refreshVipStatus(force = false): Promise<void> {
  const s = useStore.getState();
  if (s.inFlight) return s.inFlight;
  if (!force && s.status !== undefined && Date.now() - s.loadedAt < MIN_REFRESH_MS) return Promise.resolve();
  const inFlight = api<TVipStatus | null>('/api/user/vip')
    .then((r) => useStore.setState({ status: r.data, loadedAt: Date.now() }))
    .catch(() => useStore.setState({ status: null, loadedAt: Date.now() }))
    .finally(() => useStore.setState({ inFlight: null }));
  useStore.setState({ inFlight });
  return inFlight;
}

// Another player may log in on the same page: the standing read for the last one is forgotten.
if (typeof window !== 'undefined') onAuthCleared(() => useStore.setState({ status: undefined, loadedAt: 0 }));

/**
 * The standing, read when a reader mounts and again whenever `refreshKey` changes (the header
 * passes the live balance: a settled round moves it, and with it the points).
 */
export function useVipStatus(enabled: boolean, refreshKey?: unknown): TVipStatus | null | undefined {
  const status = useStore((s) => s.status);
  useEffect(() => {
    if (!enabled) return;
    void refreshVipStatus(refreshKey === undefined);
  }, [enabled, refreshKey]);
  return enabled ? status : undefined;
}
