/**
 * Stable error codes of the platform and the Vietnamese message a player sees for each.
 * Clients switch on `code`; `message` is display copy.
 */
export const ErrorCode = {
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_JSON: 'INVALID_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  INVALID_URL: 'INVALID_URL',
  URL_TOO_LONG: 'URL_TOO_LONG',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  ORIGIN_MISMATCH: 'ORIGIN_MISMATCH',
  MAINTENANCE_MODE: 'MAINTENANCE_MODE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVER_BUSY: 'SERVER_BUSY',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode] | (string & {});

export const ErrorMessage = {
  NOT_FOUND: 'Không tìm thấy yêu cầu',
  VALIDATION_ERROR: 'Dữ liệu không hợp lệ',
  INVALID_JSON: 'Dữ liệu gửi lên không đúng định dạng JSON',
  PAYLOAD_TOO_LARGE: 'Dữ liệu gửi lên quá lớn',
  UNSUPPORTED_MEDIA_TYPE: 'Định dạng dữ liệu không được hỗ trợ',
  INVALID_URL: 'Đường dẫn không hợp lệ',
  URL_TOO_LONG: 'Đường dẫn quá dài',
  METHOD_NOT_ALLOWED: 'Phương thức không được hỗ trợ',
  RATE_LIMITED: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
  UNAUTHORIZED: 'Vui lòng đăng nhập để tiếp tục',
  FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này',
  ORIGIN_MISMATCH: 'Yêu cầu không hợp lệ',
  MAINTENANCE_MODE: 'Hệ thống đang bảo trì, vui lòng quay lại sau',
  INTERNAL_ERROR: 'Đã có lỗi xảy ra vui lòng thử lại sau',
  SERVER_BUSY: 'Hệ thống đang quá tải, vui lòng thử lại sau ít phút',
  DATABASE_UNAVAILABLE: 'Hệ thống đang chuyển sang máy chủ dự phòng, vui lòng thử lại sau vài giây',
} satisfies Record<keyof typeof ErrorCode, string>;

/** The Vietnamese message for a code, or the generic one. */
export function messageFor(code: string): string {
  return (ErrorMessage as Record<string, string>)[code] ?? ErrorMessage.INTERNAL_ERROR;
}

/** Generic player-facing fallback (product.md section 8: 'An error occurred, please try again later'). */
export const GENERIC_ERROR_VI = 'Đã có lỗi xảy ra, vui lòng thử lại sau';
