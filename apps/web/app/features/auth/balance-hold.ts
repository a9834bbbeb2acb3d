import { create } from 'zustand';

/**
 * The header balance held still while a game reveals its result: the server pays a lucky-spin
 * prize at once and the balance stream reports it within milliseconds, but the player should see
 * the money move when the wheel stops, not while it still turns. The balance itself (the auth
 * store) stays true; only what the header shows waits. A hold lets go by itself after `maxMs`, so
 * a reveal that never ends cannot freeze the header.
 */
const useHold = create<{ shown: number | null }>()(() => ({ shown: null }));

let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows `balance` in the header until `releaseHeaderBalance` (or `maxMs`). */
export function holdHeaderBalance(balance: number, maxMs = 15_000): void {
  clearTimeout(timer);
  useHold.setState({ shown: balance });
  timer = setTimeout(releaseHeaderBalance, maxMs);
}

/** The header shows the live balance again. */
export function releaseHeaderBalance(): void {
  clearTimeout(timer);
  useHold.setState({ shown: null });
}

/** The balance the header shows: the held one during a reveal, else `live`. */
export function useHeaderBalance(live: number): number {
  return useHold((s) => s.shown) ?? live;
}
