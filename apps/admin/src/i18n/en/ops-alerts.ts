import type { Shape } from '../catalogue';
import type { opsAlertsVi } from '../vi/ops-alerts';

export const opsAlertsEn: Shape<typeof opsAlertsVi> = {
  operationsAlerts: 'Operations alerts',
  raised: 'Raised',
  repeatedTimesLast: ' · repeated {{occurrences}} times, last {{lastSeenAt}}',
  whoWasTold: 'Who was told',
  acknowledge: 'Acknowledge',
  acknowledgeAlert: 'Acknowledge alert #{{id}}',
  noteWhatWasChecked: 'Note (what was checked, who handles it)',
  confirm: 'Confirm',
  alertAcknowledged: 'Alert #{{id}} acknowledged',
};
