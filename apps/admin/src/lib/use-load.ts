import { useCallback, useEffect, useMemo, useState } from 'react';
import { t } from '../i18n';

type Outcome<T> = { data: T } | { error: string };

/**
 * Runs loads one after another's start and shows only the latest one's outcome. Without it a
 * slow answer for what was chosen before (another tab, the filter before the last change)
 * arrived after the new one and replaced it: a CI run saw the instant lottery's draws under the
 * Mega 6/45 tab, each with its "draw now" button.
 */
export function latestOnly<T>(show: (outcome: Outcome<T>) => void) {
  let latest = 0;
  return async (load: () => Promise<T>) => {
    const call = ++latest;
    let outcome: Outcome<T>;
    try {
      outcome = { data: await load() };
    } catch (err) {
      outcome = { error: err instanceof Error ? err.message : t('useLoad.somethingWentWrong') };
    }
    if (call === latest) show(outcome);
  };
}

/**
 * Loads data for a screen and reloads it on demand (after an action) or when `deps` change.
 * When `deps` change the rows of the previous choice go at once, so nobody acts on a row that
 * no longer belongs to what the screen says it shows; a reload keeps them until the answer.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loadLatest = useMemo(
    () =>
      latestOnly<T>((outcome) => {
        if ('data' in outcome) {
          setData(outcome.data);
          setError(null);
        } else setError(outcome.error);
      }),
    [],
  );
  // the caller lists what the loader depends on
  const run = useCallback(() => loadLatest(load), deps);
  useEffect(() => {
    setData(null);
    void run();
  }, [run]);
  return { data, error, reload: run };
}
