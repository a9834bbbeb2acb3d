import type { TMission } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { type MissionListQuery, type MissionPage, missionsApi } from './api';
import { useMissions } from './store';

export type Loaded<T> = { status: 'loading' } | { status: 'ok'; value: T } | { status: 'error' };

/**
 * Every mission, for the guide and the info totals: the player's list (statuses, progress)
 * when logged in, the public rules otherwise. Reloads after a check-in, accept or claim.
 * A guest starts from the rules the server rendered (`rendered`) and fetches nothing more.
 */
export function useAllMissions(loggedIn: boolean, ready: boolean, rendered: TMission[] | null): Loaded<TMission[]> {
  const revision = useMissions((s) => s.revision);
  const [state, setState] = useState<Loaded<TMission[]>>(() =>
    !loggedIn && rendered ? { status: 'ok', value: rendered } : { status: 'loading' },
  );
  const firstRevision = useRef(revision);
  useEffect(() => {
    if (!ready) return;
    if (!loggedIn && rendered && revision === firstRevision.current) {
      setState({ status: 'ok', value: rendered });
      return;
    }
    const controller = new AbortController();
    const load = loggedIn
      ? missionsApi.list({ perPage: 50 }, controller.signal).then((p) => p.items)
      : missionsApi.catalogue(controller.signal);
    load
      .then((value) => !controller.signal.aborted && setState({ status: 'ok', value }))
      .catch(() => !controller.signal.aborted && setState({ status: 'error' }));
    return () => controller.abort();
  }, [loggedIn, ready, revision, rendered]);
  return state;
}

/** One page of the player's missions with the tab's type and the chosen filters. */
export function useMissionPage(query: MissionListQuery, enabled: boolean): Loaded<MissionPage> {
  const revision = useMissions((s) => s.revision);
  const [state, setState] = useState<Loaded<MissionPage>>({ status: 'loading' });
  const { tab, category, status, page } = query;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    missionsApi
      .list({ tab, category, status, page }, controller.signal)
      .then((value) => !controller.signal.aborted && setState({ status: 'ok', value }))
      .catch(() => !controller.signal.aborted && setState({ status: 'error' }));
    return () => controller.abort();
  }, [enabled, tab, category, status, page, revision]);
  return state;
}
