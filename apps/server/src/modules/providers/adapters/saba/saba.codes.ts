/** SABA's status codes (T1's OneBook controller and R's SabResponse quote SABA's document). */
export const SabaStatus = {
  SUCCESS: '0',
  PARAMETERS_INCORRECT: '101',
  ACCOUNT_LOCKED: '202',
  ACCOUNT_NOT_EXIST: '203',
  INVALID_AMOUNT: '307',
  INVALID_TX_STATUS: '309',
  INVALID_KEY: '311',
  INSUFFICIENT_FUNDS: '502',
  IP_RESTRICTED: '503',
  NO_SUCH_TICKET: '504',
  DATABASE_ERROR: '901',
  MAINTENANCE: '903',
  SYSTEM_ERROR: '999',
} as const;

export type TSabaStatus = (typeof SabaStatus)[keyof typeof SabaStatus];

export const SABA_MESSAGES: Record<TSabaStatus, string | null> = {
  '0': null,
  '101': 'Parameter(s) Incorrect',
  '202': 'Account Is Locked',
  '203': 'Account Is Not Exist',
  '307': 'Invalid Amount',
  '309': 'Invalid Transaction Status',
  '311': 'Invalid Authentication Key',
  '502': 'Player Has Insufficient Funds',
  '503': 'The IP address Is Restricted',
  '504': 'No Such Ticket',
  '901': 'Database Error',
  '903': 'System Is Under Maintenance',
  '999': 'System Error',
};

/** The paths SABA calls, lower-case as it sends them. */
export const SABA_ACTIONS = [
  'getbalance',
  'placebet',
  'confirmbet',
  'cancelbet',
  'settle',
  'resettle',
  'unsettle',
  'placebetparlay',
  'confirmbetparlay',
  'adjustbalance',
  'healthcheck',
] as const;

export type SabaAction = (typeof SABA_ACTIONS)[number];

/** SABA's currency id of VND (T1 `game_api_oneworks.php`, R `SabVNDK`). */
export const SABA_VND = 51;

/** SABA writes and reads every time in GMT-4: `yyyy-MM-ddTHH:mm:ss.SSS-04:00`. */
export function sabaTime(at: Date = new Date()): string {
  return new Date(at.getTime() - 4 * 3_600_000).toISOString().replace('Z', '-04:00');
}
