import type { TUser } from '@app/contract';
import { useContext } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { GuestPageContext } from '../../lib/guest-page';

/**
 * The player as the site keeps it: what pages show (name, balance, masked phone, flags), never
 * the play token. That token launches games and so stakes the player's money; game pages ask
 * the server for a launch link carrying it when they need one (decision 072).
 */
export type SiteUser = Omit<TUser, 'tokenPlay'>;

/** The user without anything that launches a game or moves money. */
export function siteUser(user: TUser | SiteUser): SiteUser {
  const { tokenPlay: _dropped, ...rest } = user as TUser;
  return rest;
}

/**
 * Auth state, persisted under key `auth` (product.md section 3) with the user only: the session
 * token lives in an HttpOnly cookie that page scripts cannot read (decision 021), and the play
 * token is never kept (decision 072).
 */
export interface AuthState {
  user: SiteUser | null;
  /** False until the persisted state was read in the browser (always false during SSR). */
  hydrated: boolean;
  setUser(user: TUser | SiteUser): void;
  patchUser(patch: Partial<SiteUser>): void;
  clear(): void;
}

/** Version 1 dropped `user.tokenPlay`, which version 0 persisted. */
export const AUTH_STORE_VERSION = 1;

/** What is written to localStorage: the user without the play token. */
export function persistedAuth(state: Pick<AuthState, 'user'>): { user: SiteUser | null } {
  return { user: state.user ? siteUser(state.user) : null };
}

/**
 * Reads any stored version: older ones carried `user.tokenPlay`, which is dropped here (and the
 * store is then written back without it).
 */
export function migrateAuth(persisted: unknown): { user: SiteUser | null } {
  const user = (persisted as { user?: unknown } | null)?.user;
  if (!user || typeof user !== 'object') return { user: null };
  return { user: siteUser(user as TUser) };
}

export const useAuth = create<AuthState>()(
  persist<AuthState, [], [], { user: SiteUser | null }>(
    (set) => ({
      user: null,
      hydrated: false,
      setUser: (user) => set({ user: siteUser(user) }),
      patchUser: (patch) => set((s) => (s.user ? { user: siteUser({ ...s.user, ...patch }) } : s)),
      clear: () => set({ user: null }),
    }),
    {
      name: 'auth',
      version: AUTH_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: persistedAuth,
      migrate: migrateAuth,
      // Whatever the stored version says, a play token never reaches the state.
      merge: (persisted, current) => ({ ...current, ...migrateAuth(persisted) }),
      // Rehydrated by AuthProvider after the first render, so server and client markup match.
      skipHydration: true,
      onRehydrateStorage: () => () => useAuth.setState({ hydrated: true }),
    },
  ),
);

/** Reads the persisted state now (idempotent); guards call it before checking the user. */
export async function hydrateAuth(): Promise<void> {
  if (useAuth.getState().hydrated) return;
  await useAuth.persist.rehydrate();
  useAuth.setState({ hydrated: true });
}

export const isLoggedIn = () => useAuth.getState().user !== null;

/**
 * Whether the page knows who is there: the persisted state has been read in the browser, or the
 * server rendered the page for a guest (decision 116), whose server HTML then shows the guest's
 * view instead of a placeholder.
 */
export function useAuthKnown(): boolean {
  const guestPage = useContext(GuestPageContext);
  return useAuth((s) => s.hydrated) || guestPage;
}
