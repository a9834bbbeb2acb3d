import type { MISSION_CATEGORY_FILTERS, MISSION_STATUS_FILTERS, TMission } from '@app/contract';
import { tActive } from '../../i18n/i18n';
import { ApiError, api } from '../../lib/api';

export type MissionTab = 'guide' | 'daily' | 'accumulated';
export type MissionCategory = (typeof MISSION_CATEGORY_FILTERS)[number];
export type MissionStatusFilter = (typeof MISSION_STATUS_FILTERS)[number];

export interface MissionPage {
  items: TMission[];
  total: number;
  lastPage: number;
}

export interface MissionListQuery {
  tab?: Exclude<MissionTab, 'guide'>;
  category?: MissionCategory;
  status?: MissionStatusFilter;
  page?: number;
  perPage?: number;
}

/** Missions page 1, 10 per page (product.md section 9). */
export const MISSIONS_PER_PAGE = 10;
/** The tracking tick (product.md section 9): first call 100 ms after the session starts, then every 30 minutes. */
export const TRACKING_FIRST_MS = 100;
export const TRACKING_EVERY_MS = 1_800_000;

function pagination(meta: Record<string, unknown> | undefined) {
  const p = (meta?.pagination ?? {}) as { total?: number; last_page?: number };
  return { total: typeof p.total === 'number' ? p.total : 0, lastPage: p.last_page ?? 1 };
}

/** The mission calls of product.md section 7, through the site's one API client. */
export const missionsApi = {
  async list(q: MissionListQuery, signal?: AbortSignal): Promise<MissionPage> {
    const { data, meta } = await api<TMission[]>('/api/user/mission/list', {
      query: {
        page: q.page ?? 1,
        per_page: q.perPage ?? MISSIONS_PER_PAGE,
        tab: q.tab,
        'filters[category]': q.category ?? 'all',
        'filters[status]': q.status ?? 'all',
      },
      signal,
    });
    return { items: data, ...pagination(meta) };
  },
  /** The rules without a player (guests). */
  async catalogue(signal?: AbortSignal): Promise<TMission[]> {
    return (await api<TMission[]>('/api/missions', { signal })).data;
  },
  async accept(missionId: number): Promise<TMission> {
    return (await api<TMission>('/api/user/mission/accept', { method: 'POST', body: { mission_id: missionId } })).data;
  },
  async claim(missionId: number): Promise<TMission> {
    return (await api<TMission>('/api/user/mission/claim-reward', { method: 'POST', body: { mission_id: missionId } }))
      .data;
  },
  async track(): Promise<{ checkedIn: boolean; completed: number[] }> {
    return (await api<{ checkedIn: boolean; completed: number[] }>('/api/user/mission/tracking', { method: 'PATCH' }))
      .data;
  },
};

/** Product.md section 8: a mission call's failure shows the server's message, else 'Có lỗi xảy ra'. */
export function missionErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.code !== 'BAD_RESPONSE' && error.message) {
    return error.message;
  }
  return tActive()('missions.error');
}
