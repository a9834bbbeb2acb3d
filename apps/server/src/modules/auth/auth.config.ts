/** Limits of one throttle key: `max` hits within `windowSeconds` lock the key. */
export interface ThrottleRule {
  max: number;
  windowSeconds: number;
  /** First lock; every further lock (within a day of the last) lasts twice as long. */
  lockSeconds: number;
  maxLockSeconds: number;
}

export interface AuthPolicy {
  session: {
    /** A session unused this long ends (the site's refresh timer keeps an open tab alive). */
    idleSeconds: number;
    /** No session outlives this, however active. */
    absoluteSeconds: number;
    /** Activity is written back at most this often per session. */
    touchEverySeconds: number;
  };
  otp: {
    ttlSeconds: number;
    resendSeconds: number;
    maxAttempts: number;
    /** A reset code checked in step 2 stays usable this long for step 3 (typing a new password). */
    verifiedGraceSeconds: number;
  };
  loginToken: { defaultTtlSeconds: number; maxTtlSeconds: number };
  throttles: {
    /** Wrong passwords per username. */
    loginUser: ThrottleRule;
    /** Wrong passwords per IP address, across usernames. */
    loginIp: ThrottleRule;
    /** Successful registrations per IP address. */
    registerIp: ThrottleRule;
    /** Codes sent per destination (phone or e-mail). */
    otpSendDestination: ThrottleRule;
    /** Codes sent per IP address. */
    otpSendIp: ThrottleRule;
    /** Forgot-password searches per IP address (each can reveal that an account exists). */
    forgotIp: ThrottleRule;
    /** Wrong current passwords on change-password, per player. */
    changePassword: ThrottleRule;
  };
}

export const DEFAULT_AUTH_POLICY: AuthPolicy = {
  session: { idleSeconds: 2 * 3600, absoluteSeconds: 7 * 24 * 3600, touchEverySeconds: 60 },
  otp: { ttlSeconds: 300, resendSeconds: 60, maxAttempts: 5, verifiedGraceSeconds: 600 },
  loginToken: { defaultTtlSeconds: 120, maxTtlSeconds: 24 * 3600 },
  throttles: {
    loginUser: { max: 5, windowSeconds: 900, lockSeconds: 60, maxLockSeconds: 3600 },
    loginIp: { max: 20, windowSeconds: 900, lockSeconds: 300, maxLockSeconds: 3600 },
    registerIp: { max: 30, windowSeconds: 3600, lockSeconds: 3600, maxLockSeconds: 24 * 3600 },
    otpSendDestination: { max: 5, windowSeconds: 3600, lockSeconds: 3600, maxLockSeconds: 24 * 3600 },
    otpSendIp: { max: 30, windowSeconds: 3600, lockSeconds: 3600, maxLockSeconds: 24 * 3600 },
    forgotIp: { max: 10, windowSeconds: 900, lockSeconds: 900, maxLockSeconds: 6 * 3600 },
    changePassword: { max: 5, windowSeconds: 900, lockSeconds: 900, maxLockSeconds: 6 * 3600 },
  },
};
