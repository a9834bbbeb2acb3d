import type { Shape } from '../catalogue';
import type { opsAlertsVi } from '../vi/ops-alerts';

export const opsAlertsEn: Shape<typeof opsAlertsVi> = {
  alertAcknowledged: 'Alert #{{id}} acknowledged',
  confirm: 'Confirm',
  noteWhatWasChecked: 'Note (what was checked, who handles it)',
  acknowledgeAlert: 'Acknowledge alert #{{id}}',
  acknowledge: 'Acknowledge',
  whoWasTold: 'Who was told',
  repeatedTimesLast: ' · repeated {{occurrences}} times, last {{lastSeenAt}}',
  raised: 'Raised',
  operationsAlerts: 'Operations alerts',
};
