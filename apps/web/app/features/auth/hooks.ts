import { useCallback, useEffect, useRef, useState } from 'react';

/** Product.md section 5/9: submit buttons ignore presses for 500 ms and while the call runs. */
export const SUBMIT_DEBOUNCE_MS = 500;

/**
 * Wraps a submit handler so a double click or a held Enter sends one request: the first press
 * runs at once, presses within `wait` ms of it or while it is still pending are dropped.
 */
export function useDebouncedSubmit<A extends unknown[]>(
  handler: (...args: A) => Promise<unknown> | unknown,
  wait = SUBMIT_DEBOUNCE_MS,
): [(...args: A) => Promise<void>, boolean] {
  const last = useRef(0);
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  const run = useCallback(
    async (...args: A) => {
      const now = Date.now();
      if (busy.current || now - last.current < wait) return;
      last.current = now;
      busy.current = true;
      setPending(true);
      try {
        await handlerRef.current(...args);
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [wait],
  );
  return [run, pending];
}

/** Seconds left of a countdown (OTP resend); restart(n) starts it again. */
export function useCountdown(initialSeconds = 0) {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (until <= Date.now()) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [until]);
  const restart = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, []);
  return { remaining, restart };
}
