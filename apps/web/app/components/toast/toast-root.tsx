import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastsNeeded } from './toast';

const Toasters = lazy(() => import('./toasters'));

/**
 * Toast containers; mount once in root.tsx. sonner (about 10 KB gzip) loads with the first
 * toast rather than with every page (decision 039); toasts shown before the containers mount
 * are replayed by sonner when they subscribe.
 */
export function ToastRoot() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => whenToastsNeeded(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasters />
    </Suspense>
  );
}
