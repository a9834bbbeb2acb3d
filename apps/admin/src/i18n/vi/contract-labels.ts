/**
 * Labels the contract gives in Vietnamese (`AmlRuleLabel`, `WithdrawalHoldLabel`, `OpsAlertLabel`,
 * `OpsAlertDeliveryLabel`), written out so both languages come from the catalogues (decision 165);
 * catalogue.test.ts checks they are word for word the contract's.
 */
export const contractLabelsVi = {
  amlRule: {
    large_deposit: 'Nạp tiền lớn',
    rapid_withdrawal: 'Nạp rồi rút nhanh, ít cược',
    shared_device: 'Nhiều tài khoản trên một thiết bị',
    shared_address: 'Nhiều tài khoản trên một địa chỉ IP',
    giftcode_abuse: 'Lạm dụng giftcode qua tài khoản liên kết',
  },
  withdrawalHold: {
    auto_off: 'Tự duyệt đang tắt',
    over_threshold: 'Vượt ngưỡng tự duyệt',
    daily_limit: 'Vượt hạn mức tự duyệt trong ngày',
    first_withdrawal: 'Lần rút đầu tiên',
    kyc_not_verified: 'Chưa xác minh danh tính',
    aml_flag: 'Có cảnh báo AML',
    staff_payout: 'Chi trả do nhân viên tạo',
  },
  opsAlert: {
    ledger_breach: 'Đối soát sổ cái không khớp',
    provider_errors: 'Nhà cung cấp trả lỗi nhiều',
    payouts_unknown: 'Lệnh chi chưa rõ kết quả',
    monitoring: 'Cảnh báo giám sát (Prometheus)',
    provider_reconciliation: 'Đối soát nhà cung cấp lệch',
  },
  opsAlertDelivery: {
    sending: 'Đang gửi',
    sent: 'Đã gửi',
    failed: 'Gửi lỗi, sẽ thử lại',
    gave_up: 'Gửi lỗi, đã ngừng thử',
    rate_limited: 'Quá giới hạn tin mỗi giờ, chờ gộp vào tin tổng hợp',
    summarised: 'Đã báo trong tin tổng hợp',
    skipped: 'Không gửi',
  },
};
