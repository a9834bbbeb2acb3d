/**
 * The router's navigate function, registered by AuthProvider, so session events that happen
 * outside components (a refresh 401, logout from a menu) can move the player to a page.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigate: Navigate = (to, opts) => (opts?.replace ? window.location.replace(to) : window.location.assign(to));

export function setAuthNavigator(fn: Navigate) {
  navigate = fn;
}

export function goTo(to: string, opts?: { replace?: boolean }) {
  navigate(to, opts);
}
