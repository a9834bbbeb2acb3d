/**
 * Where to take the player once they log in: set by the guards and the auth modal, taken once
 * by the session when the login succeeds. Its own module so that the guards and the session
 * both depend on it instead of on each other.
 */
let returnPath: string | null = null;

export function setReturnPath(path: string | null) {
  returnPath = path?.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function takeReturnPath(): string | null {
  const next = returnPath;
  returnPath = null;
  return next;
}
