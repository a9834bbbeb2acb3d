import type { TGiftcodeRedemption } from '@app/contract';
import { api } from '../../lib/api';

export interface GiftcodeHistoryPage {
  rows: TGiftcodeRedemption[];
  page: number;
  lastPage: number;
  total: number;
}

/** The gift code calls (product.md section 7 leaves them to us; see the server's giftcodes module). */
export const giftcodesApi = {
  async redeem(code: string): Promise<TGiftcodeRedemption> {
    const { data } = await api<TGiftcodeRedemption>('/api/user/giftcode/redeem', { method: 'POST', body: { code } });
    return data;
  },

  async history(page: number, perPage: number): Promise<GiftcodeHistoryPage> {
    const { data, meta } = await api<TGiftcodeRedemption[]>('/api/user/history/giftcodes', {
      query: { page, per_page: perPage },
    });
    const p = (meta?.pagination ?? {}) as { page?: number; last_page?: number; total?: number };
    return { rows: data, page: p.page ?? page, lastPage: p.last_page ?? 1, total: p.total ?? data.length };
  },
};
