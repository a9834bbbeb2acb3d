/**
 * The accounts copy and cookie names without zod: the player site imports these on every page
 * (`@app/contract/auth-constants`), and the schemas in ./auth would otherwise pull zod into its
 * first bundle (decision 039). ./auth re-exports everything here.
 */

/** Player-facing messages fixed by the spec (section 8) plus the field rules of section 5. */
export const AuthMessage = {
  REGISTER_SUCCESS: 'Đăng ký thành công',
  REGISTER_FAILED: 'Đăng ký không thành công',
  LOGIN_SUCCESS: 'Đăng nhập thành công',
  LOGIN_FAILED: 'Đăng nhập không thành công',
  AUTO_LOGIN_FAILED: 'Đăng nhập tự động không thành công',
  /** The site's toast for a 400 DEVICE_FINGERPRINT_REQUIRED; it reloads the page 1 s later. */
  RELOAD_TO_LOGIN: 'Vui lòng tải lại trang để tiếp tục đăng nhập',
  SERVER_ERROR: 'Đã có lỗi xảy ra vui lòng thử lại sau',
  /** Refresh answered 401 because a newer login ended this session. */
  LOGGED_IN_ELSEWHERE: 'Tài khoản của bạn đã được đăng nhập trên trình duyệt/ thiết bị khác.',
  OTP_ERROR: 'Đã có lỗi xảy ra, vui lòng nhập lại',
  /** where a reset code went, said without telling whether the account exists */
  RESET_TO_PHONE: 'số điện thoại đã đăng ký của tài khoản',
  RESET_TO_EMAIL: 'email đã xác thực của tài khoản',
  LOGOUT_SUCCESS: 'Đăng xuất thành công',
  PASSWORD_CHANGED: 'Đổi mật khẩu thành công',
  PASSWORD_RESET: 'Đặt lại mật khẩu thành công, vui lòng đăng nhập lại',
  PHONE_VERIFIED: 'Xác thực số điện thoại thành công',
  EMAIL_VERIFIED: 'Xác thực email thành công',
  OTP_SENT: 'Mã OTP đã được gửi',

  USERNAME_REQUIRED: 'Vui lòng nhập tên đăng nhập',
  USERNAME_LENGTH: 'Tên đăng nhập phải từ 6 đến 29 ký tự',
  USERNAME_NO_SPACES: 'Tên đăng nhập không được chứa khoảng trắng',
  USERNAME_NO_ACCENTS: 'Tên đăng nhập không được chứa dấu',
  PASSWORD_REQUIRED: 'Vui lòng nhập mật khẩu',
  PASSWORD_MIN: 'Mật khẩu phải có ít nhất 6 ký tự',
  PASSWORD_MAX: 'Mật khẩu không được vượt quá 128 ký tự',
  PASSWORD_NO_ACCENTS: 'Mật khẩu không được chứa dấu',
  PASSWORD_CONFIRM_MISMATCH: 'Mật khẩu nhập lại không khớp',
  PHONE_REQUIRED: 'Vui lòng nhập số điện thoại',
  PHONE_INVALID: 'Số điện thoại không hợp lệ',
  AGE_REQUIRED: 'Bạn phải xác nhận đủ 18 tuổi',
  EMAIL_REQUIRED: 'Vui lòng nhập email',
  EMAIL_INVALID: 'Email không hợp lệ',
  OTP_REQUIRED: 'Vui lòng nhập mã OTP',
  OTP_FORMAT: 'Mã OTP gồm 6 chữ số',
  ACCOUNT_REQUIRED: 'Vui lòng nhập tên đăng nhập, số điện thoại hoặc email',
  TOKEN_REQUIRED: 'Thiếu mã đăng nhập',
} as const;

/** Cookie names shared by server and site. */
export const SESSION_COOKIE = 'session';
export const FINGERPRINT_COOKIE = 'device_fingerprint';

/** A registration, login or deposit matching a self-exclusion on a sister brand (decision 158). */
export const EXCLUDED_ON_REGISTRY_MESSAGE =
  'Thông tin của bạn trùng với một tài khoản đang tự loại trừ hoặc tạm nghỉ trên hệ thống của chúng tôi, nên bạn chưa thể đăng ký, đăng nhập hay nạp tiền đến khi thời gian đó kết thúc. Số dư hiện có vẫn được trả về tài khoản ngân hàng của bạn: hãy liên hệ CSKH, kể cả khi bạn cho rằng đây là nhầm lẫn.';
