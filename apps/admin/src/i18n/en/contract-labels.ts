import type { Shape } from '../catalogue';
import type { contractLabelsVi } from '../vi/contract-labels';

export const contractLabelsEn: Shape<typeof contractLabelsVi> = {
  amlRule: {
    large_deposit: 'Large deposit',
    rapid_withdrawal: 'Deposit then quick withdrawal, little betting',
    shared_device: 'Many accounts on one device',
    shared_address: 'Many accounts on one IP address',
    giftcode_abuse: 'Gift code abuse through linked accounts',
  },
  withdrawalHold: {
    auto_off: 'Auto-approval is off',
    over_threshold: 'Above the auto-approval threshold',
    daily_limit: "Over the day's auto-approval limit",
    first_withdrawal: 'First withdrawal',
    kyc_not_verified: 'Identity not verified',
    aml_flag: 'Open AML alert',
    staff_payout: 'Payout created by staff',
  },
  opsAlert: {
    ledger_breach: 'Ledger reconciliation out of balance',
    provider_errors: 'A provider answers with many errors',
    payouts_unknown: 'Payouts with unknown outcome',
    monitoring: 'Monitoring alert (Prometheus)',
    provider_reconciliation: 'Provider reconciliation differs',
  },
  opsAlertDelivery: {
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed, will retry',
    gave_up: 'Failed, retries stopped',
    rate_limited: 'Over the hourly message limit, waiting for the summary',
    summarised: 'Reported in the summary',
    skipped: 'Not sent',
  },
};
