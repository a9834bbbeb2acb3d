/**
 * Session guards (a player's or a staff member's session) are marked, so that the route policy
 * (plugins/session-guards.ts) can check they run as `onRequest` and describe the routes they
 * protect in the OpenAPI document.
 */
export type SessionKind = 'player' | 'staff';

const kinds = new WeakMap<object, SessionKind>();

/** Marks `guard` as requiring a session of `kind`; returns it unchanged. */
export function sessionGuard<F extends (...args: never[]) => unknown>(kind: SessionKind, guard: F): F {
  kinds.set(guard, kind);
  return guard;
}

/** The session a hook requires, when it is a session guard. */
export function sessionKindOf(hook: unknown): SessionKind | undefined {
  return typeof hook === 'function' ? kinds.get(hook) : undefined;
}
