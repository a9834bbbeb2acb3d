import type { TPlayerBonus, TWalletBalance } from '@app/contract';
import { api } from '../../lib/api';

export interface PlayerPromotionsData {
  active: TPlayerBonus | null;
  history: TPlayerBonus[];
}

/** The player's bonus calls, typed with the contract. */
export const bonusApi = {
  mine: async () => (await api<PlayerPromotionsData>('/api/user/promotion')).data,
  cancel: async () => (await api<TPlayerBonus>('/api/user/promotion/cancel', { method: 'POST' })).data,
  balance: async () => (await api<TWalletBalance>('/api/user/balance')).data,
};
