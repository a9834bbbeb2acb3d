import type { TPaymentMethods } from '@app/contract';
import { useEffect, useState } from 'react';
import { cashierApi } from './cashier.api';

let cached: Promise<TPaymentMethods> | null = null;

/** Limits, rates, fees and sandbox flags; loaded once per page session. */
export function useMethods(): { methods: TPaymentMethods | null; error: boolean } {
  const [methods, setMethods] = useState<TPaymentMethods | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    let live = true;
    cached ??= cashierApi.methods().catch((err) => {
      cached = null;
      throw err;
    });
    cached.then(
      (m) => live && setMethods(m),
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { methods, error };
}
