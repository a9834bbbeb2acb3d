import type { TKycStatus } from '@app/contract';

/** The identity check (`features/kyc`) in Vietnamese (decision 156). */
export const kycVi = {
  menu: 'Xác minh danh tính',
  intro:
    'Gửi ảnh căn cước công dân (CCCD) hai mặt và một ảnh chân dung cầm CCCD. Bộ phận tuân thủ sẽ duyệt trong giờ làm việc.',
  threshold: 'Rút tiền trên {{amount}} ₫ cần tài khoản đã xác minh danh tính.',
  front: 'CCCD mặt trước',
  back: 'CCCD mặt sau',
  selfie: 'Ảnh chân dung',
  submit: 'Gửi hồ sơ',
  tooBig: 'Mỗi ảnh tối đa 2 MB (JPEG, PNG hoặc WebP)',
  missing: 'Vui lòng chọn đủ ba ảnh',
  status: {
    none: 'Chưa xác minh',
    pending: 'Đang chờ duyệt',
    verified: 'Đã xác minh',
    rejected: 'Bị từ chối',
  } satisfies Record<TKycStatus['status'], string>,
} as const;
