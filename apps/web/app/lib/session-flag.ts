import { useCallback, useSyncExternalStore } from 'react';

/**
 * Marks an element to hide when its session flag is set: `data-session-hide="<key>"`. The page's
 * HTML cannot know a visitor's session storage (a guest's page is cached, decision 110), so the
 * server renders the element and SESSION_HIDE_SCRIPT, inline right after it, hides it before the
 * first paint; once the app runs, `useSessionFlag` says the same and the component renders nothing.
 */
export const SESSION_HIDE_ATTRIBUTE = 'data-session-hide';

/** The inline script: hides every element whose flag is set ("1") in session storage. */
export const SESSION_HIDE_SCRIPT = `try{for(var e of document.querySelectorAll("[${SESSION_HIDE_ATTRIBUTE}]"))if(sessionStorage.getItem(e.getAttribute("${SESSION_HIDE_ATTRIBUTE}"))==="1")e.hidden=true}catch(_){}`;

const listeners = new Set<() => void>();
/** Flags set on this page, for a browser without session storage. */
const setHere = new Set<string>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(key: string): boolean {
  if (setHere.has(key)) return true;
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    // No session storage (private mode, blocked): nothing was hidden.
    return false;
  }
}

/**
 * A flag the visitor set for this browser session (a floating widget they closed) and its
 * setter. The server and the hydrating render read "not set", the same as the HTML; the browser's
 * value follows at once (`useSyncExternalStore`), and on later pages it is read from the start.
 */
export function useSessionFlag(key: string): [boolean, () => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => false,
  );
  const set = useCallback(() => {
    setHere.add(key);
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Not kept: hidden until the next full page load.
    }
    for (const listener of listeners) listener();
  }, [key]);
  return [value, set];
}
