import type { TSystemConfigurations } from '@app/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const CONFIG_FETCH_FALLBACK_ERROR = 'Failed to fetch system configurations';

type Configurations = Partial<TSystemConfigurations> & {
  MISSION_REQUIRE_FIRST_DEPOSIT: boolean;
  MISSION_REQUIRE_PHONE_VERIFICATION: boolean;
};

interface SystemConfigState {
  configurations: Configurations;
  error: string | null;
  loaded: boolean;
  setLoaded(configurations: Partial<TSystemConfigurations>): void;
  setFailed(message: string | undefined): void;
}

/** Mission requirements default to true when missing (product.md section 5). */
function withDefaults(c: Partial<TSystemConfigurations>): Configurations {
  return {
    ...c,
    MISSION_REQUIRE_FIRST_DEPOSIT: c.MISSION_REQUIRE_FIRST_DEPOSIT ?? true,
    MISSION_REQUIRE_PHONE_VERIFICATION: c.MISSION_REQUIRE_PHONE_VERIFICATION ?? true,
  };
}

export const useSystemConfig = create<SystemConfigState>()(
  persist(
    (set) => ({
      configurations: withDefaults({}),
      error: null,
      loaded: false,
      setLoaded: (configurations) => set({ configurations: withDefaults(configurations), error: null, loaded: true }),
      setFailed: (message) => {
        const error = message || CONFIG_FETCH_FALLBACK_ERROR;
        console.error(error);
        set((s) => ({
          error,
          loaded: false,
          configurations: {
            ...s.configurations,
            MISSION_REQUIRE_FIRST_DEPOSIT: true,
            MISSION_REQUIRE_PHONE_VERIFICATION: true,
          },
        }));
      },
    }),
    {
      name: 'system-configurations',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ configurations: s.configurations, error: s.error }),
    },
  ),
);
