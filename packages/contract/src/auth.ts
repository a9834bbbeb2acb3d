import { z } from 'zod';
import { AuthMessage } from './auth-constants';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/**
 * Accounts and sessions (product.md sections 3-8): the player API of module `auth`, the field rules
 * shared by the server and the site's forms, the error codes and their Vietnamese messages.
 */

// ─── copy ──────────────────────────────────────────────────────────────────────────────────

// AuthMessage lives in a zod-free module so the site can show these messages without
// shipping zod in its first bundle (decision 039); re-exported here for everyone else.
export { AuthMessage } from './auth-constants';

/** Stable error codes of the auth module (HTTP status in the comment) and their messages. */
export const AuthErrorCode = {
  /** 400; the message is the code itself, as the spec requires. */
  DEVICE_FINGERPRINT_REQUIRED: 'DEVICE_FINGERPRINT_REQUIRED',
  /** 401: wrong username or password, one message for both (no account enumeration). */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** 429: too many wrong passwords for this username; the message says for how long. */
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  /** 429: too many wrong passwords from this IP address. */
  LOGIN_IP_LOCKED: 'LOGIN_IP_LOCKED',
  /** 403 */
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  /** 403 */
  ACCOUNT_SELF_EXCLUDED: 'ACCOUNT_SELF_EXCLUDED',
  /** 409 */
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  /** 409 */
  PHONE_TAKEN: 'PHONE_TAKEN',
  /** 409 */
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  /** 429 */
  REGISTER_RATE_LIMITED: 'REGISTER_RATE_LIMITED',
  /** 400: the one-time login token is unknown, used or expired. */
  AUTO_LOGIN_FAILED: 'AUTO_LOGIN_FAILED',
  /** 401: a newer login ended this session. */
  SESSION_REPLACED: 'SESSION_REPLACED',
  /** 401: the session ran past its idle or absolute lifetime, or was ended otherwise. */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** 401: the player's own session time limit ended the session (decision 068). */
  SESSION_LIMIT_REACHED: 'SESSION_LIMIT_REACHED',
  /** 400: wrong code. */
  OTP_INVALID: 'OTP_INVALID',
  /** 400 */
  OTP_EXPIRED: 'OTP_EXPIRED',
  /** 400: the code took too many wrong attempts; a new one must be requested. */
  OTP_ATTEMPTS_EXCEEDED: 'OTP_ATTEMPTS_EXCEEDED',
  /** 429: the resend countdown is still running. */
  OTP_RESEND_TOO_SOON: 'OTP_RESEND_TOO_SOON',
  /** 429: too many codes sent to this destination or from this IP address. */
  OTP_SEND_LIMIT: 'OTP_SEND_LIMIT',
  /** 502: the SMS / e-mail provider refused the message. */
  OTP_DELIVERY_FAILED: 'OTP_DELIVERY_FAILED',
  /** 409 */
  PHONE_ALREADY_VERIFIED: 'PHONE_ALREADY_VERIFIED',
  /** 409 */
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',
  /** 404: forgot-password search found nothing. */
  ACCOUNT_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
  /** 429: too many forgot-password searches from this IP address. */
  FORGOT_RATE_LIMITED: 'FORGOT_RATE_LIMITED',
  /** 400: change password with a wrong current password. */
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  /** 429: too many wrong current passwords. */
  CHANGE_PASSWORD_LOCKED: 'CHANGE_PASSWORD_LOCKED',
  /** 400 */
  SAME_PASSWORD: 'SAME_PASSWORD',
} as const;
export type TAuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

export const AuthErrorMessage: Record<TAuthErrorCode, string> = {
  DEVICE_FINGERPRINT_REQUIRED: 'DEVICE_FINGERPRINT_REQUIRED',
  INVALID_CREDENTIALS: 'Tên đăng nhập hoặc mật khẩu không đúng',
  ACCOUNT_LOCKED: 'Tài khoản tạm thời bị khóa do đăng nhập sai nhiều lần',
  LOGIN_IP_LOCKED: 'Bạn đã đăng nhập sai quá nhiều lần',
  ACCOUNT_DISABLED: 'Tài khoản của bạn đã bị khóa, vui lòng liên hệ CSKH',
  ACCOUNT_SELF_EXCLUDED: 'Tài khoản của bạn đang trong thời gian tự loại trừ',
  USERNAME_TAKEN: 'Tên đăng nhập đã tồn tại',
  PHONE_TAKEN: 'Số điện thoại đã được sử dụng',
  EMAIL_TAKEN: 'Email đã được sử dụng',
  REGISTER_RATE_LIMITED: 'Bạn đã đăng ký quá nhiều tài khoản',
  AUTO_LOGIN_FAILED: AuthMessage.AUTO_LOGIN_FAILED,
  SESSION_REPLACED: AuthMessage.LOGGED_IN_ELSEWHERE,
  SESSION_EXPIRED: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  SESSION_LIMIT_REACHED: 'Phiên chơi đã hết thời gian giới hạn bạn đặt, vui lòng đăng nhập lại khi muốn chơi tiếp',
  OTP_INVALID: AuthMessage.OTP_ERROR,
  OTP_EXPIRED: 'Mã OTP đã hết hạn, vui lòng yêu cầu mã mới',
  OTP_ATTEMPTS_EXCEEDED: 'Bạn đã nhập sai mã OTP quá nhiều lần, vui lòng yêu cầu mã mới',
  OTP_RESEND_TOO_SOON: 'Vui lòng chờ trước khi gửi lại mã OTP',
  OTP_SEND_LIMIT: 'Bạn đã yêu cầu mã OTP quá nhiều lần',
  OTP_DELIVERY_FAILED: 'Không gửi được mã OTP, vui lòng thử lại sau',
  PHONE_ALREADY_VERIFIED: 'Số điện thoại đã được xác thực',
  EMAIL_ALREADY_VERIFIED: 'Email này đã được xác thực',
  ACCOUNT_NOT_FOUND: 'Không tìm thấy tài khoản',
  FORGOT_RATE_LIMITED: 'Bạn đã tìm kiếm tài khoản quá nhiều lần',
  WRONG_PASSWORD: 'Mật khẩu hiện tại không đúng',
  CHANGE_PASSWORD_LOCKED: 'Bạn đã nhập sai mật khẩu quá nhiều lần',
  SAME_PASSWORD: 'Mật khẩu mới phải khác mật khẩu hiện tại',
};

/** "5 phút", "45 giây": how long a temporary lock or countdown still runs. */
export function formatWaitVi(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} giây`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `${minutes} phút`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} giờ ${rest} phút` : `${hours} giờ`;
}

// ─── field rules (product.md section 5) ──────────────────────────────────────────────────────────

/** Printable ASCII: anything else is an accent (Vietnamese diacritics, đ) or a control character. */
const ASCII_ONLY = /^[\x20-\x7e]*$/;

export const USERNAME_MIN = 6;
export const USERNAME_MAX = 29;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const requiredString = (message: string, multiline = false) =>
  text({ error: message, multiline }).min(1, { error: message, abort: true });

/**
 * 6-29 characters, no spaces, no accents. Case is kept; uniqueness ignores it. Tabs and line
 * breaks pass the control-character check so that they get the clearer no-spaces message.
 */
export const ZUsernameSchema = requiredString(AuthMessage.USERNAME_REQUIRED, true)
  .refine((v) => !/\s/.test(v), { error: AuthMessage.USERNAME_NO_SPACES, abort: true })
  .refine((v) => ASCII_ONLY.test(v), { error: AuthMessage.USERNAME_NO_ACCENTS, abort: true })
  .refine((v) => v.length >= USERNAME_MIN && v.length <= USERNAME_MAX, { error: AuthMessage.USERNAME_LENGTH });

/** At least 6 characters, no accents (capped so hashing stays cheap). */
export const ZPasswordSchema = requiredString(AuthMessage.PASSWORD_REQUIRED)
  .refine((v) => ASCII_ONLY.test(v), { error: AuthMessage.PASSWORD_NO_ACCENTS, abort: true })
  .refine((v) => v.length >= PASSWORD_MIN, { error: AuthMessage.PASSWORD_MIN, abort: true })
  .refine((v) => v.length <= PASSWORD_MAX, { error: AuthMessage.PASSWORD_MAX });

export const CARRIERS = ['viettel', 'mobifone', 'vinaphone', 'other'] as const;
export type TCarrier = (typeof CARRIERS)[number];

const CARRIER_PREFIXES: Record<Exclude<TCarrier, 'other'>, readonly string[]> = {
  viettel: ['086', '096', '097', '098', '032', '033', '034', '035', '036', '037', '038', '039'],
  mobifone: ['089', '090', '093', '070', '076', '077', '078', '079'],
  vinaphone: ['088', '091', '094', '081', '082', '083', '084', '085'],
};

/**
 * Vietnamese mobile numbers in national form: 0 + 9 digits with an allocated mobile prefix
 * (03x, 05x, 07x, 08x, 09x; Vietnamobile, Gmobile, Itel and Reddi count as carrier "other").
 */
const VN_MOBILE = /^0(3[2-9]|5[25689]|7[06-9]|8[1-9]|9[0-46-9])\d{7}$/;

/** +84 / 84 / spaces, dots, dashes, brackets removed: "+84 98-123 4567" -> "0981234567". */
export function normalisePhone(input: string): string {
  const digits = input.trim().replace(/[\s.\-()]/g, '');
  if (digits.startsWith('+84')) return `0${digits.slice(3)}`;
  if (/^84\d{9}$/.test(digits)) return `0${digits.slice(2)}`;
  return digits;
}

export function isVietnameseMobile(phone: string): boolean {
  return VN_MOBILE.test(phone);
}

/** The carrier of a normalised number, from its prefix. */
export function carrierOf(phone: string): TCarrier {
  const prefix = phone.slice(0, 3);
  for (const [carrier, prefixes] of Object.entries(CARRIER_PREFIXES)) {
    if (prefixes.includes(prefix)) return carrier as TCarrier;
  }
  return 'other';
}

/** "0981234567" -> "098****567" */
export function maskPhone(phone: string): string {
  return phone.length < 7 ? phone : `${phone.slice(0, 3)}****${phone.slice(-3)}`;
}

/** "nguyenvana@gmail.com" -> "ng*******@gmail.com" */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email;
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length))}${'*'.repeat(Math.max(3, name.length - 2))}${email.slice(at)}`;
}

/** A valid Vietnamese mobile number, normalised to 0xxxxxxxxx. */
export const ZPhoneSchema = requiredString(AuthMessage.PHONE_REQUIRED)
  .transform(normalisePhone)
  .refine(isVietnameseMobile, { error: AuthMessage.PHONE_INVALID });

export const ZEmailSchema = requiredString(AuthMessage.EMAIL_REQUIRED)
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.email({ error: AuthMessage.EMAIL_INVALID }).max(254, { error: AuthMessage.EMAIL_INVALID }));

export const ZOtpCodeSchema = requiredString(AuthMessage.OTP_REQUIRED).regex(/^\d{6}$/, {
  error: AuthMessage.OTP_FORMAT,
});

/** What the site's fingerprint cookie may hold (a SHA-256 hex or the fallback hash). */
export const ZDeviceFingerprintSchema = text().regex(/^[A-Za-z0-9_-]{6,128}$/);

/** Affiliate and attribution fields of product.md section 9, sent with register; empty means absent. */
const AFFILIATE_INVALID = 'Thông tin giới thiệu không hợp lệ';
const affiliateField = text({ error: AFFILIATE_INVALID })
  .trim()
  .max(255, { error: AFFILIATE_INVALID })
  .nullish()
  .transform((v) => (v ? v : null));

export const ZAffiliateInfoSchema = z.object({
  aff_id: affiliateField,
  utm_campaign: affiliateField,
  utm_source: affiliateField,
  utm_medium: affiliateField,
  utm_term: affiliateField,
  utm_content: affiliateField,
  /** The hostname the player registered on (source cookie). */
  source: affiliateField,
  /** The external page that brought the player (referer cookie), when not our own domain. */
  referer: text({ error: AFFILIATE_INVALID })
    .trim()
    .max(1024, { error: AFFILIATE_INVALID })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TAffiliateInfo = z.input<typeof ZAffiliateInfoSchema>;

// ─── requests ──────────────────────────────────────────────────────────────────────────────

export const ZRegisterRequestSchema = z
  .object({
    username: ZUsernameSchema,
    password: ZPasswordSchema,
    phone: ZPhoneSchema,
    ageConfirmed: z.literal(true, { error: AuthMessage.AGE_REQUIRED }),
    /** An agent's code typed at registration (docs/agents.md); an unknown code is refused. */
    agent_code: text()
      .trim()
      .max(32)
      .nullish()
      .transform((v) => (v ? v.toUpperCase() : null)),
  })
  .extend(ZAffiliateInfoSchema.shape);
export type TRegisterRequest = z.input<typeof ZRegisterRequestSchema>;

/**
 * Login checks presence only: the register rules must not tell an attacker which usernames
 * cannot exist, and accounts created under older rules must still log in.
 */
export const ZLoginRequestSchema = z.object({
  username: requiredString(AuthMessage.USERNAME_REQUIRED).max(64, { error: AuthMessage.USERNAME_LENGTH }),
  password: requiredString(AuthMessage.PASSWORD_REQUIRED).max(PASSWORD_MAX, { error: AuthMessage.PASSWORD_MAX }),
});
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;

export const ZAutoLoginRequestSchema = z.object({
  token: requiredString(AuthMessage.TOKEN_REQUIRED).max(256, { error: AuthMessage.AUTO_LOGIN_FAILED }),
});
export type TAutoLoginRequest = z.input<typeof ZAutoLoginRequestSchema>;

export const ZChangePasswordRequestSchema = z.object({
  oldPassword: requiredString(AuthMessage.PASSWORD_REQUIRED).max(PASSWORD_MAX, { error: AuthMessage.PASSWORD_MAX }),
  newPassword: ZPasswordSchema,
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequestSchema>;

export const ZVerifyOtpRequestSchema = z.object({ otp: ZOtpCodeSchema });
export type TVerifyOtpRequest = z.input<typeof ZVerifyOtpRequestSchema>;

export const ZSendEmailOtpRequestSchema = z.object({ email: ZEmailSchema });
export type TSendEmailOtpRequest = z.input<typeof ZSendEmailOtpRequestSchema>;

/** Forgot password, step 1: find the account by username, phone number or e-mail. */
export const ZForgotPasswordRequestSchema = z.object({
  account: requiredString(AuthMessage.ACCOUNT_REQUIRED)
    .max(254, { error: AuthMessage.ACCOUNT_REQUIRED })
    .transform((v) => v.trim()),
});
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequestSchema>;

/** Forgot password, step 2: check the code (counts an attempt when wrong). */
export const ZForgotPasswordVerifyRequestSchema = z.object({
  /** what step 1 answered as `username`: the account as typed (username, phone or verified e-mail) */
  username: requiredString(AuthMessage.USERNAME_REQUIRED)
    .max(254, { error: AuthMessage.USERNAME_LENGTH })
    .transform((v) => v.trim()),
  otp: ZOtpCodeSchema,
});
export type TForgotPasswordVerifyRequest = z.input<typeof ZForgotPasswordVerifyRequestSchema>;

/** Forgot password, step 3: the verified code and the new password; ends every session. */
export const ZForgotPasswordResetRequestSchema = ZForgotPasswordVerifyRequestSchema.extend({
  password: ZPasswordSchema,
});
export type TForgotPasswordResetRequest = z.input<typeof ZForgotPasswordResetRequestSchema>;

// ─── responses ─────────────────────────────────────────────────────────────────────────────

/** The player as every auth answer returns it (product.md section 3, plus display fields). */
export const ZUserSchema = z.object({
  id: z.number().int(),
  /** Public random id, safe to show and to hand to third parties. */
  rid: z.string(),
  username: z.string(),
  /** Masked: 098****567. */
  phone: z.string(),
  carrier: z.enum(CARRIERS),
  /** The verified e-mail address, or null. */
  email: z.string().nullable(),
  /** Available VND balance (cash + bonus - held), from the wallet. */
  balance: z.number().int(),
  isVerifyPhone: z.boolean(),
  isVerifyEmail: z.boolean(),
  /** True once the player's first deposit was credited. */
  isFirstDeposit: z.boolean(),
  /** The session's token for game providers; appended to game links as `token`. */
  tokenPlay: z.string(),
});
export type TUser = z.infer<typeof ZUserSchema>;

export const ZAuthDataSchema = z.object({
  /** The session token, for non-browser clients (`Authorization: Bearer`); browsers use the cookie. */
  token: z.string(),
  user: ZUserSchema,
});
export type TAuthData = z.infer<typeof ZAuthDataSchema>;
export const ZAuthResponseSchema = ZSuccessSchema(ZAuthDataSchema);

export const ZUserResponseSchema = ZSuccessSchema(z.object({ user: ZUserSchema }));

export const ZOtpSentSchema = z.object({
  channel: z.enum(['sms', 'email']),
  /** Masked phone number or e-mail the code went to. */
  destination: z.string(),
  expiresInSeconds: z.number().int(),
  /** Countdown before another code may be requested. */
  resendInSeconds: z.number().int(),
});
export type TOtpSent = z.infer<typeof ZOtpSentSchema>;
export const ZOtpSentResponseSchema = ZSuccessSchema(ZOtpSentSchema);

export const ZForgotPasswordDataSchema = ZOtpSentSchema.extend({ username: z.string() });
export type TForgotPasswordData = z.infer<typeof ZForgotPasswordDataSchema>;
export const ZForgotPasswordResponseSchema = ZSuccessSchema(ZForgotPasswordDataSchema);

export const ZLoginTokenDataSchema = z.object({ token: z.string(), expiresInSeconds: z.number().int() });
export type TLoginTokenData = z.infer<typeof ZLoginTokenDataSchema>;
export const ZLoginTokenResponseSchema = ZSuccessSchema(ZLoginTokenDataSchema);

export const ZOkResponseSchema = ZSuccessSchema(z.object({ ok: z.literal(true) }));

export { FINGERPRINT_COOKIE, SESSION_COOKIE } from './auth-constants';
