/** Texts of pages/ops-alerts.tsx (decision 165). */
export const opsAlertsVi = {
  alertAcknowledged: 'Đã xác nhận cảnh báo #{{id}}',
  confirm: 'Xác nhận',
  noteWhatWasChecked: 'Ghi chú (đã kiểm tra gì, ai xử lý)',
  acknowledgeAlert: 'Xác nhận cảnh báo #{{id}}',
  acknowledge: 'Xác nhận đã xử lý',
  whoWasTold: 'Đã báo cho ai',
  repeatedTimesLast: ' · lặp lại {{occurrences}} lần, gần nhất {{lastSeenAt}}',
  raised: 'Phát hiện',
  operationsAlerts: 'Cảnh báo vận hành',
};
