import type { TPlaySession, TProtection, TProtectionLimitRequest, TSelfExclusionDuration } from '@app/contract';
import { api } from '../../lib/api';

/** The player-protection calls, typed with the contract. */
export const protectionApi = {
  get: async () => (await api<TProtection>('/api/user/protection')).data,
  setLimit: async (body: TProtectionLimitRequest) =>
    (await api<TProtection>('/api/user/protection/limits', { method: 'PUT', body })).data,
  setReminder: async (minutes: number) =>
    (await api<TProtection>('/api/user/protection/reminder', { method: 'PUT', body: { minutes } })).data,
  selfExclude: async (body: { duration: TSelfExclusionDuration; password: string }) =>
    (await api<{ until: string | null }>('/api/user/protection/self-exclusion', { method: 'POST', body })).data,
  setSessionLimit: async (minutes: number) =>
    (await api<TProtection>('/api/user/protection/session-limit', { method: 'PUT', body: { minutes } })).data,
  session: async () => (await api<TPlaySession>('/api/user/protection/session')).data,
  reminderSeen: async () =>
    (await api<TPlaySession>('/api/user/protection/session/reminder-seen', { method: 'POST' })).data,
};

/** Tells the reality check that the interval or the session limit changed on this page. */
export const REMINDER_EVENT = 'protection:reminder';
