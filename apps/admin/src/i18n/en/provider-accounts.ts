import type { Shape } from '../catalogue';
import type { providerAccountsVi } from '../vi/provider-accounts';

export const providerAccountsEn: Shape<typeof providerAccountsVi> = {
  lastUpdated: 'Last updated',
  save: 'Save',
  betLimitsSentWhen: 'Bet limits sent when a game opens (JSON)',
  ipsAllowedToCall: 'IPs allowed to call (one address or CIDR range per line; empty: refuse every call)',
  decimalPlaces: 'Decimal places',
  currencyUnitVndPer: 'Currency unit (VND per provider unit)',
  moneyAndSafety: 'Money and safety',
  enableTheProviderGames: 'Enable the provider (games in the lobby, wallet calls accepted)',
  notSet: 'Not set',
  setLeaveEmptyTo: 'Set: leave empty to keep it',
  secretKeyPpSecret: 'Secret key (PP secret key, AWC cert)',
  httpsEmptySandbox: 'https://... (empty: sandbox)',
  apiAddress: 'API address',
  issuedByTheProvider: 'Issued by the provider',
  connection: 'Connection',
  somethingWentWrong: 'Something went wrong',
  savedAppliesToThe: 'Saved; applies to the next calls (audited).',
  betLimitsMustBe: 'Bet limits must be JSON, e.g. {"minBet": 1000, "maxBet": 50000000}',
  off: 'off',
  on: 'on',
  account: 'Account',
  theProviderCallsThe:
    "The provider calls the wallet with its own protocol. Leave the API address empty to use this server's sandbox.",
  providerAccounts: 'Provider accounts',
};
