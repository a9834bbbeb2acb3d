import type { Shape } from '../catalogue';
import type { amlSettingsVi } from '../vi/aml-settings';

export const amlSettingsEn: Shape<typeof amlSettingsVi> = {
  everyChangeIsAudited: '. Every change is audited and applies at once.',
  defaultThresholds: 'Default thresholds',
  lastChangedByAt: 'Last changed by {{updatedBy}} at {{updatedAt}}',
  saveThresholds: 'Save thresholds',
  now: '{{money}} now',
  somethingWentWrong: 'Something went wrong',
  amlRuleThresholdsSaved: 'AML rule thresholds saved',
  hours: 'hours',
  stakesUnder: ', stakes under',
  amlRuleThresholdsLarge: 'AML rule thresholds: large deposit from',
  amlRuleThresholds: 'AML rule thresholds',
  largeWinAlertA: 'Large win alert: a single win from',
  codes: 'codes',
  giftCodeAbuseLinked: 'Gift code abuse: linked accounts redeeming from',
  day: 'day',
  linkAccountsBySign: 'Link accounts by sign-in history',
  accounts: 'accounts',
  manyAccountsOnOne: 'Many accounts on one IP address: from',
  manyAccountsOnOne2: 'Many accounts on one device: from',
  ofTheDeposit: '% of the deposit',
  depositThenQuickWithdrawal: 'Deposit then quick withdrawal: stakes under',
  depositThenQuickWithdrawal2: 'Deposit then quick withdrawal: within',
  largeDepositASingle: 'Large deposit: a single deposit from',
};
