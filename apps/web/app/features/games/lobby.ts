import type { GameItem } from '../../lib/lookups';

export type LobbyState =
  | { status: 'ok'; items: GameItem[]; total: number; page: number; perPage: number; search: string }
  | { status: 'updating' }
  | { status: 'error' };

export const LOBBY_PAGE_SIZE = 24;

/** Page number from ?page=, defaulting to 1; null when malformed (route validation failure). */
export function pageParam(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
}

export function searchParam(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, 60);
}
