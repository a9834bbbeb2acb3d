import type { TBonusStatus } from '@app/contract';

/**
 * The player's bonus pages in Vietnamese (decision 156). Every figure and every rule sentence
 * comes from the server (generated from the rule it enforces); only labels live here. The
 * upper-case keys are the contract's `PromotionErrorMessage` (checked equal by
 * `catalogue.test.ts`), written out so the catalogue chunk stays free of zod.
 */
export const bonusVi = {
  PROMOTION_NOT_FOUND: 'Khuyến mãi không tồn tại',
  PROMOTION_FIRST_DEPOSIT_ONLY: 'Khuyến mãi chỉ áp dụng cho lần nạp tiền đầu tiên',
  PROMOTION_ACTIVE_EXISTS: 'Bạn đang tham gia một khuyến mãi khác',
  NO_ACTIVE_PROMOTION: 'Bạn không có khuyến mãi nào đang áp dụng',
  WAGERING_INCOMPLETE: 'Bạn chưa hoàn thành vòng cược khuyến mãi',
  activeTitle: 'Khuyến mãi đang áp dụng',
  historyTitle: 'Khuyến mãi đã kết thúc',
  status: {
    active: 'Đang áp dụng',
    completed: 'Đã hoàn thành',
    cancelled: 'Đã hủy',
    expired: 'Đã hết hạn',
  } satisfies Record<TBonusStatus, string>,
  bonusAmount: 'Tiền thưởng',
  depositAmount: 'Tiền nạp',
  wagerRequired: 'Vòng cược yêu cầu',
  wagerProgress: 'Đã cược',
  wagerRemaining: 'Còn lại',
  progressLabel: 'Tiến độ vòng cược',
  expiresAt: 'Hết hạn',
  createdAt: 'Nhận thưởng',
  endedAt: 'Kết thúc',
  wageringRules: 'Cách tính vòng cược',
  terms: 'Điều khoản khuyến mãi',
  cancel: 'Hủy khuyến mãi',
  emptyTitle: 'Bạn chưa tham gia khuyến mãi nào',
  emptyHint: 'Chọn khuyến mãi nạp đầu khi nạp tiền lần đầu để nhận tiền thưởng.',
  toDeposit: 'Nạp tiền ngay',
  seePromotions: 'Xem các khuyến mãi',
  retry: 'Thử lại',
  // cancelPromotion modal
  cancelTitle: 'Hủy khuyến mãi',
  cancelLead: 'Khi hủy khuyến mãi:',
  forfeitAmount: 'Số tiền bị thu hồi',
  confirmCancel: 'Xác nhận hủy',
  keep: 'Giữ khuyến mãi',
  cancelled: 'Đã hủy khuyến mãi. Tiền thưởng đã được thu hồi.',
  // balances
  cash: 'Tiền chính',
  bonus: 'Tiền khuyến mãi',
  held: 'Đang chờ rút',
  depositHeld: 'Tiền nạp bị giữ lại (chờ hoàn trả)',
  // withdrawal refusal
  refusalTitle: 'Chưa thể rút tiền',
  seeProgress: 'Xem tiến độ vòng cược',
} as const;
