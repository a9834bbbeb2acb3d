import { beforeEach, describe, expect, it } from 'vitest';
import { forgetOtp, pendingOtp, rememberOtp } from './pending-otp';

const store = new Map<string, string>();
globalThis.sessionStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
} as Storage;

const sent = { channel: 'sms' as const, destination: '096****567', expiresInSeconds: 300, resendInSeconds: 60 };

describe(pendingOtp.name, () => {
  beforeEach(() => store.clear());

  it('should give back the code sent, with the resend countdown that is left', () => {
    rememberOtp('verify-phone', sent, 1_000_000);
    expect(pendingOtp('verify-phone', 1_000_000 + 20_500)).toEqual({ sent, resendInSeconds: 40 });
    expect(pendingOtp('verify-phone', 1_000_000 + 120_000)).toEqual({ sent, resendInSeconds: 0 });
  });

  it('should forget a code once it expired, once used, and keep purposes apart', () => {
    rememberOtp('verify-phone', sent, 0);
    expect(pendingOtp('verify-email', 1_000)).toBeNull();
    expect(pendingOtp('verify-phone', 300_000)).toBeNull();
    expect(store.size).toBe(0);
    rememberOtp('verify-phone', sent, 0);
    forgetOtp('verify-phone');
    expect(pendingOtp('verify-phone', 1_000)).toBeNull();
  });
});
