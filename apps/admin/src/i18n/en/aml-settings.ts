import type { Shape } from '../catalogue';
import type { amlSettingsVi } from '../vi/aml-settings';

export const amlSettingsEn: Shape<typeof amlSettingsVi> = {
  largeDepositASingle: 'Large deposit: a single deposit from',
  depositThenQuickWithdrawal2: 'Deposit then quick withdrawal: within',
  depositThenQuickWithdrawal: 'Deposit then quick withdrawal: stakes under',
  ofTheDeposit: '% of the deposit',
  manyAccountsOnOne2: 'Many accounts on one device: from',
  manyAccountsOnOne: 'Many accounts on one IP address: from',
  accounts: 'accounts',
  linkAccountsBySign: 'Link accounts by sign-in history',
  day: 'day',
  giftCodeAbuseLinked: 'Gift code abuse: linked accounts redeeming from',
  codes: 'codes',
  largeWinAlertA: 'Large win alert: a single win from',
  amlRuleThresholds: 'AML rule thresholds',
  amlRuleThresholdsLarge: 'AML rule thresholds: large deposit from',
  stakesUnder: ', stakes under',
  hours: 'hours',
  amlRuleThresholdsSaved: 'AML rule thresholds saved',
  somethingWentWrong: 'Something went wrong',
  now: '{{money}} now',
  saveThresholds: 'Save thresholds',
  lastChangedByAt: 'Last changed by {{updatedBy}} at {{updatedAt}}',
  defaultThresholds: 'Default thresholds',
  everyChangeIsAudited: '. Every change is audited and applies at once.',
};
