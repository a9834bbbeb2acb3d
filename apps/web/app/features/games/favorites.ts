import { create } from 'zustand';
import { toast } from '../../components/toast';
import { tActive } from '../../i18n/i18n';
import { ApiError, api } from '../../lib/api';
import { openAuth } from '../auth/guard';
import { useAuth } from '../auth/store';

/**
 * The logged-in player's favourite games. Lobby pages render the same HTML for everyone, so
 * after hydration the favourites are fetched once per login and every game card reads them
 * from here; a toggle updates the store at once and rolls back if the server refuses.
 */
interface FavoritesState {
  /** player the set belongs to; null until loaded */
  owner: number | null;
  uuids: Set<string>;
  set(uuid: string, on: boolean): void;
}

export const useFavorites = create<FavoritesState>()((setState) => ({
  owner: null,
  uuids: new Set(),
  set: (uuid, on) =>
    setState((s) => {
      const uuids = new Set(s.uuids);
      if (on) uuids.add(uuid);
      else uuids.delete(uuid);
      return { uuids };
    }),
}));

/** The most favourites one request returns (the API's largest page). */
const MAX_FAVORITES = 96;
let loading: Promise<void> | null = null;

/** Loads the player's favourites unless already loaded for this player. */
export function loadFavorites(playerId: number): Promise<void> {
  if (useFavorites.getState().owner === playerId) return Promise.resolve();
  loading ??= api<{ uuid: string }[]>('/api/game/list', { query: { favorite: '1', per_page: MAX_FAVORITES } })
    .then(({ data }) => useFavorites.setState({ owner: playerId, uuids: new Set(data.map((g) => g.uuid)) }))
    .catch((error: unknown) => console.warn('favourites not loaded', error))
    .finally(() => {
      loading = null;
    });
  return loading;
}

/**
 * POST (add) or DELETE (remove) /api/game/favorite with the spec's toasts. Guests get the
 * login modal instead. Resolves to the favourite state now in force.
 */
export async function toggleFavorite(game: { uuid: string; title: string }, on: boolean): Promise<boolean> {
  const user = useAuth.getState().user;
  if (!user) {
    openAuth(0);
    return !on;
  }
  const store = useFavorites.getState();
  store.set(game.uuid, on);
  try {
    await api('/api/game/favorite', {
      method: on ? 'POST' : 'DELETE',
      body: { uuid: game.uuid, name: game.title, userId: user.id },
    });
    toast.success(tActive()(on ? 'games.FAVORITE_ADDED' : 'games.FAVORITE_REMOVED'));
    return on;
  } catch (error) {
    store.set(game.uuid, !on);
    toast.error(error instanceof ApiError ? error.message : tActive()('games.GENERIC_ERROR'));
    return !on;
  }
}
