import { LOBBY_PAGE_SIZE, type LobbyState } from '../../features/games/lobby';
import type { CatalogueQuery } from '../../lib/lookups';
import type { Site } from './site.server';

/**
 * The one place lobby pages get games from. It asks the games catalogue the server wires
 * into `serverContext.games`; without one the lobby says its data is being updated, and a
 * failing catalogue gives the error state (never made-up games).
 */
export async function loadLobby(site: Site, query: Omit<CatalogueQuery, 'perPage'>): Promise<LobbyState> {
  const catalogue = site.server.games;
  if (!catalogue) return { status: 'updating' };
  try {
    const { items, total } = await catalogue.list({ ...query, perPage: LOBBY_PAGE_SIZE });
    if (total === 0 && !query.search) return { status: 'updating' };
    return { status: 'ok', items, total, page: query.page, perPage: LOBBY_PAGE_SIZE, search: query.search ?? '' };
  } catch (error) {
    console.error('games catalogue failed', error);
    return { status: 'error' };
  }
}
