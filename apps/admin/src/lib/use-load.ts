import { useCallback, useEffect, useState } from 'react';
import { t } from '../i18n';

/** Loads data for a screen and reloads it on demand (after an action) or when `deps` change. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the caller lists what the loader depends on
  const run = useCallback(async () => {
    try {
      setData(await load());
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('useLoad.somethingWentWrong'));
    }
  }, deps);
  useEffect(() => {
    void run();
  }, [run]);
  return { data, error, reload: run };
}
