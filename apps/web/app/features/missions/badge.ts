import { useEffect, useState } from 'react';
import { missionsApi } from './api';
import { useMissions } from './store';

/**
 * The gift button's badge (product.md sections 2, 3): how many missions the player can still do or
 * claim, i.e. meta.pagination.total of the list filtered to in_progress plus to completed.
 * Reloads after a check-in, accept or claim; null (no badge) for guests and on failure.
 */
export function useMissionBadge(loggedIn: boolean): number | null {
  const revision = useMissions((s) => s.revision);
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!loggedIn) {
      setCount(null);
      return;
    }
    const controller = new AbortController();
    const total = (status: 'in_progress' | 'completed') =>
      missionsApi.list({ status, perPage: 1 }, controller.signal).then((p) => p.total);
    Promise.all([total('in_progress'), total('completed')])
      .then(([doing, claimable]) => !controller.signal.aborted && setCount(doing + claimable || null))
      .catch(() => !controller.signal.aborted && setCount(null));
    return () => controller.abort();
  }, [loggedIn, revision]);
  return count;
}
