import { describe, expect, it } from 'vitest';
import { registerServiceWorker, SW_UPDATE_MS, SW_URL } from './service-worker';

function fakeWorkbox() {
  const listeners = new Map<string, (e: Record<string, unknown>) => void>();
  const calls: string[] = [];
  return {
    calls,
    fire: (type: string, event: Record<string, unknown> = {}) => listeners.get(type)?.(event),
    wb: {
      register: async () => {
        calls.push('register');
        return undefined;
      },
      update: async () => {
        calls.push('update');
        return undefined;
      },
      messageSkipWaiting: () => void calls.push('skipWaiting'),
      addEventListener: (type: string, fn: (e: Record<string, unknown>) => void) => void listeners.set(type, fn),
    },
  };
}

describe(registerServiceWorker.name, () => {
  it('should register /sw.js, check for an update every 20 s and let a waiting worker take over', () => {
    const f = fakeWorkbox();
    let url = '';
    let tick: (() => void) | null = null;
    let period = 0;
    const stop = registerServiceWorker(
      (u) => {
        url = u;
        return f.wb as never;
      },
      () => {},
      (fn, ms) => {
        tick = fn;
        period = ms;
        return () => {
          tick = null;
        };
      },
    );
    expect(url).toBe(SW_URL);
    expect(period).toBe(SW_UPDATE_MS);
    expect(SW_UPDATE_MS).toBe(20_000);
    tick!();
    f.fire('waiting');
    expect(f.calls).toEqual(['register', 'update', 'skipWaiting']);
    stop();
    expect(tick).toBeNull();
  });

  it('should reload when an updated or externally activated worker takes control, not on the first install', () => {
    const f = fakeWorkbox();
    let reloads = 0;
    registerServiceWorker(
      () => f.wb as never,
      () => void reloads++,
      () => () => {},
    );
    f.fire('controlling', { isUpdate: false, isExternal: false });
    expect(reloads).toBe(0);
    f.fire('controlling', { isUpdate: true });
    f.fire('controlling', { isExternal: true });
    expect(reloads).toBe(2);
  });
});
