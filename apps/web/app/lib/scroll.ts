import type { Location, UIMatch } from 'react-router';

/** Route `handle` of a page that keeps its scroll position when navigating within itself. */
export interface ScrollHandle {
  scrollKey?: string;
}

/**
 * Key for <ScrollRestoration getKey>: by default each history entry has its own key, so a
 * new page starts at the top (or at the #hash target) and Back restores the saved position.
 * A page that opts out names a scroll key in its handle: every URL of that page then shares
 * one saved position, so switching tabs, filters or search keeps the player where they were.
 */
export function scrollKey(location: Location, matches: UIMatch[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = (matches[i]?.handle as ScrollHandle | undefined)?.scrollKey;
    if (key) return `scroll:${key}`;
  }
  return location.key;
}
