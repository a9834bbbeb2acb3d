/**
 * Pragmatic Play's seamless wallet error codes (Integration API Specification §3.17) and what
 * PP does with each: on bet, 2, 4, 5, 6, 7, 8, 100 and 210 send the bet to reconciliation (PP
 * refunds it); on result and refund every code but 0, 120 and 310 keeps PP retrying.
 */
export const PpError = {
  SUCCESS: 0,
  INSUFFICIENT_BALANCE: 1,
  PLAYER_NOT_FOUND: 2,
  AUTHENTICATION_FAILED: 4,
  INVALID_HASH: 5,
  PLAYER_FROZEN: 6,
  BAD_PARAMETERS: 7,
  GAME_NOT_FOUND: 8,
  BET_LIMIT_REACHED: 50,
  INTERNAL_RETRY: 100,
  INTERNAL_NO_RETRY: 120,
  END_ROUND_ERROR: 130,
  REALITY_CHECK: 210,
  OUT_OF_BET_LIMITS: 310,
} as const;
export type TPpError = (typeof PpError)[keyof typeof PpError];

export const PP_DESCRIPTIONS: Record<TPpError, string> = {
  0: 'Success',
  1: 'Insufficient balance',
  2: 'Player not found or is logged out',
  4: 'Player authentication failed due to invalid, not found or expired token',
  5: 'Invalid hash code',
  6: 'Player is frozen',
  7: 'Bad parameters in the request',
  8: 'Game is not found or disabled',
  50: 'Bet limit has been reached',
  100: 'Internal server error, retry',
  120: 'Internal server error, no retry',
  130: 'Internal server error on EndRound processing',
  210: 'Realty check',
  310: 'The bet is out of the player bet limits',
};

/** PP's request hash, one implementation with the PP sandbox's (@app/provider-kit). */
export { ppHash, ppHashMatches } from '@app/provider-kit/pp-hash';
