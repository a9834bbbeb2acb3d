/** Texts of pages/ops-alerts.tsx (decision 165). */
export const opsAlertsVi = {
  operationsAlerts: 'Cảnh báo vận hành',
  raised: 'Phát hiện',
  repeatedTimesLast: ' · lặp lại {{occurrences}} lần, gần nhất {{lastSeenAt}}',
  whoWasTold: 'Đã báo cho ai',
  acknowledge: 'Xác nhận đã xử lý',
  acknowledgeAlert: 'Xác nhận cảnh báo #{{id}}',
  noteWhatWasChecked: 'Ghi chú (đã kiểm tra gì, ai xử lý)',
  confirm: 'Xác nhận',
  alertAcknowledged: 'Đã xác nhận cảnh báo #{{id}}',
};
