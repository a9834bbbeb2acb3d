import type { TUser } from '@app/contract';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** localStorage as the browser has it, for a store created in Node. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const storage = new MemoryStorage();
vi.stubGlobal('localStorage', storage);
// The store reads localStorage when it is created: import it only now.
const { AUTH_STORE_VERSION, hydrateAuth, migrateAuth, useAuth } = await import('./store');

const user: TUser = {
  id: 7,
  rid: 'a2b3c4d5e6',
  username: 'player7',
  phone: '098****567',
  carrier: 'viettel',
  email: null,
  balance: 150_000,
  isVerifyPhone: true,
  isVerifyEmail: false,
  isFirstDeposit: true,
  tokenPlay: 'play-token-that-stakes-money-0123456789abcdef',
};
const { tokenPlay: _token, ...shown } = user;

const stored = () => JSON.parse(storage.getItem('auth') ?? 'null') as { state: unknown; version: number } | null;

describe('useAuth', () => {
  beforeEach(() => {
    storage.clear();
    useAuth.setState({ user: null, hydrated: false });
    storage.clear();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('should keep and persist the user for display but never the play token', () => {
    useAuth.getState().setUser(user);
    expect(useAuth.getState().user).toEqual(shown);
    expect(useAuth.getState().user).not.toHaveProperty('tokenPlay');
    expect(stored()).toEqual({ state: { user: shown }, version: AUTH_STORE_VERSION });
    expect(storage.getItem('auth')).not.toContain(user.tokenPlay);
  });

  it('should not let a patch bring the play token back', () => {
    useAuth.getState().setUser(user);
    useAuth.getState().patchUser({ balance: 90_000, tokenPlay: user.tokenPlay } as Partial<TUser>);
    expect(useAuth.getState().user).toEqual({ ...shown, balance: 90_000 });
    expect(storage.getItem('auth')).not.toContain(user.tokenPlay);
  });

  it('should drop the play token an older version persisted, and write the store back without it', async () => {
    storage.setItem('auth', JSON.stringify({ state: { user }, version: 0 }));
    await hydrateAuth();
    expect(useAuth.getState()).toMatchObject({ hydrated: true, user: shown });
    expect(useAuth.getState().user).not.toHaveProperty('tokenPlay');
    expect(stored()).toEqual({ state: { user: shown }, version: AUTH_STORE_VERSION });
  });

  it('should keep a play token out of the state even when the current version carries one', async () => {
    storage.setItem('auth', JSON.stringify({ state: { user }, version: AUTH_STORE_VERSION }));
    await hydrateAuth();
    expect(useAuth.getState().user).toEqual(shown);
  });

  it('should read nothing usable as logged out', () => {
    expect(migrateAuth(null)).toEqual({ user: null });
    expect(migrateAuth({ user: 'x' })).toEqual({ user: null });
    expect(migrateAuth({ user: null, other: 1 })).toEqual({ user: null });
  });
});
