import type { TUser } from '@app/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Auth state, persisted under key `auth` (spec section 3) with the user only: the session
 * token lives in an HttpOnly cookie that page scripts cannot read (decision 021).
 */
export interface AuthState {
  user: TUser | null;
  /** False until the persisted state was read in the browser (always false during SSR). */
  hydrated: boolean;
  setUser(user: TUser): void;
  patchUser(patch: Partial<TUser>): void;
  clear(): void;
}

export const useAuth = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      hydrated: false,
      setUser: (user) => set({ user }),
      patchUser: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : s)),
      clear: () => set({ user: null }),
    }),
    {
      name: 'auth',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ user: s.user }),
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
