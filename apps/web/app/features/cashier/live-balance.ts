import { ZWalletBalanceSchema } from '@app/contract';
import { useEffect } from 'react';
import { noteBalanceChange } from '../../lib/analytics';
import { refreshSession } from '../auth/session';
import { useAuth } from '../auth/store';

/** After a refused stream (401, 5xx), wait this long before opening it again. */
const REOPEN_MS = 10_000;

/**
 * Keeps `user.balance` (the header balance) current from GET /api/user/balance/stream: a
 * deposit credited by a gateway callback or a withdrawal settled by staff shows without a
 * reload or waiting for the session refresh. Mount once, where the balance is shown.
 */
export function useLiveBalance(): void {
  const userId = useAuth((s) => s.user?.id);
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      source = new EventSource('/api/user/balance/stream');
      source.addEventListener('balance', (event) => {
        let data: unknown;
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        const parsed = ZWalletBalanceSchema.safeParse(data);
        // user.balance is what the player can spend now, as /api/auth/refresh reports it.
        if (parsed.success) useAuth.getState().patchUser({ balance: parsed.data.available });
        // a bet anywhere moves the balance: the analytics' bet_placed (nothing when analytics is off)
        void noteBalanceChange();
      });
      source.onerror = () => {
        // Network drops are retried by EventSource itself; a refused answer closes it for good.
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        // The refresh tells an ended session (401: logged out, with the spec's message) from a hiccup.
        void refreshSession();
        reopen = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [userId]);
}
