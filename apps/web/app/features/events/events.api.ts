import type { TAppBonus, TLuckySpin, TMission, TSpinRecord, TSpinResult, TSpinStatus } from '@app/contract';
import { APP_DISPLAY_MODE_HEADER } from '@app/contract';
import { api } from '../../lib/api';

/** The events feature's calls, typed with the contract. */
export const eventsApi = {
  wheel: async () => (await api<TLuckySpin>('/api/events/lucky-spin')).data,
  spinStatus: async () => (await api<TSpinStatus>('/api/user/events/lucky-spin/status')).data,
  spin: async () => (await api<TSpinResult>('/api/user/events/lucky-spin/spin', { method: 'POST' })).data,
  spinHistory: async (perPage = 10) =>
    (await api<TSpinRecord[]>('/api/user/events/lucky-spin/history', { query: { per_page: perPage } })).data,
  appBonus: async () => (await api<TAppBonus>('/api/user/events/app-bonus')).data,
  /** The installed app says so in a header (decision 067); the browser tab cannot claim. */
  claimAppBonus: async (displayMode: string) =>
    (
      await api<TAppBonus & { cash: number }>('/api/user/events/app-bonus/claim', {
        method: 'POST',
        headers: { [APP_DISPLAY_MODE_HEADER]: displayMode },
      })
    ).data,
  missions: async () => (await api<TMission[]>('/api/user/mission/list', { query: { per_page: 50 } })).data,
  claimMission: async (missionId: number) =>
    (await api<TMission>('/api/user/mission/claim-reward', { method: 'POST', body: { mission_id: missionId } })).data,
};

/** Whether this page runs as the installed app (the web app manifest's standalone display mode). */
export function displayMode(): 'standalone' | 'browser' {
  if (typeof window === 'undefined') return 'browser';
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone ? 'standalone' : 'browser';
}
