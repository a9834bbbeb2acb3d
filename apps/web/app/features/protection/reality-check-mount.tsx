import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/store';

// Loaded only once a player is logged in, so guests' pages carry none of it (decision 039 budget).
const RealityCheck = lazy(() => import('./reality-check').then((m) => ({ default: m.RealityCheck })));

/** root.tsx mounts this once: the reality-check timer of a logged-in player. */
export function RealityCheckMount() {
  const loggedIn = useAuth((s) => s.user !== null);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
