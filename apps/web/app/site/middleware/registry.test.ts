import { describe, expect, it } from 'vitest';
import { clientMiddleware } from './client';
import { createRegistry, MIDDLEWARE_NAMES } from './registry';

describe('route middleware registry', () => {
  it('should throw Unknown route middleware with the name', () => {
    const lookup = createRegistry<() => void>({ auth: () => {} });
    expect(() => lookup('auth', 'admin')).toThrow('Unknown route middleware: admin');
    expect(() => clientMiddleware('mobile')).toThrow('Unknown route middleware: mobile');
  });

  it('should resolve known names in order and skip names with nothing to do on this side', () => {
    const a = () => {};
    const b = () => {};
    const lookup = createRegistry<() => void>({ account: a, promotions: b });
    expect(lookup('promotions', 'auth', 'account')).toEqual([b, a]);
    expect(clientMiddleware('auth', 'account')).toHaveLength(2);
  });

  it('should know exactly the names of the spec', () => {
    expect([...MIDDLEWARE_NAMES].sort()).toEqual(['account', 'auth', 'events', 'mobile-page', 'promotions']);
  });
});
