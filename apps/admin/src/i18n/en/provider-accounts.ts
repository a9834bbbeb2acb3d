import type { Shape } from '../catalogue';
import type { providerAccountsVi } from '../vi/provider-accounts';

export const providerAccountsEn: Shape<typeof providerAccountsVi> = {
  providerAccounts: 'Provider accounts',
  theProviderCallsThe:
    "The provider calls the wallet with its own protocol. Leave the API address empty to use this server's sandbox.",
  account: 'Account',
  on: 'on',
  off: 'off',
  betLimitsMustBe: 'Bet limits must be JSON, e.g. {"minBet": 1000, "maxBet": 50000000}',
  savedAppliesToThe: 'Saved; applies to the next calls (audited).',
  somethingWentWrong: 'Something went wrong',
  connection: 'Connection',
  issuedByTheProvider: 'Issued by the provider',
  apiAddress: 'API address',
  httpsEmptySandbox: 'https://... (empty: sandbox)',
  secretKeyPpSecret: 'Secret key (PP secret key, AWC cert)',
  setLeaveEmptyTo: 'Set: leave empty to keep it',
  notSet: 'Not set',
  enableTheProviderGames: 'Enable the provider (games in the lobby, wallet calls accepted)',
  moneyAndSafety: 'Money and safety',
  currencyUnitVndPer: 'Currency unit (VND per provider unit)',
  decimalPlaces: 'Decimal places',
  ipsAllowedToCall: 'IPs allowed to call (one address or CIDR range per line; empty: refuse every call)',
  betLimitsSentWhen: 'Bet limits sent when a game opens (JSON)',
  save: 'Save',
  lastUpdated: 'Last updated',
};
