import { z } from 'zod';
import { hmacSha256Hex, safeEqual } from '../signing';

/**
 * MoMo All-In-One payment API v2 (`/v2/gateway/api/create`, IPN to our `ipnUrl`).
 * Every message is signed with HMAC-SHA256 (hex) over a raw string of `key=value` pairs
 * joined by `&`, keys in the alphabetical order MoMo documents for that message.
 */

export interface MomoCredentials {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
}

export const MOMO_REQUEST_TYPES = ['captureWallet', 'payWithMethod', 'payWithATM', 'payWithCC'] as const;

export interface MomoCreateInput {
  requestId: string;
  orderId: string;
  amount: number;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  /** Base64 of anything we want back in the IPN; empty string when unused. */
  extraData: string;
  requestType: (typeof MOMO_REQUEST_TYPES)[number];
  lang?: 'vi' | 'en';
}

export const ZMomoCreateRequestSchema = z.object({
  partnerCode: z.string().min(1).max(50),
  requestId: z.string().min(1).max(50),
  amount: z.number().int().min(1000).max(50_000_000),
  orderId: z.string().regex(/^[0-9a-zA-Z\-_.:]{1,200}$/),
  orderInfo: z.string().min(1).max(255),
  redirectUrl: z.url(),
  ipnUrl: z.url(),
  requestType: z.enum(MOMO_REQUEST_TYPES),
  extraData: z.string().max(1000),
  lang: z.enum(['vi', 'en']).default('vi'),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TMomoCreateRequest = z.infer<typeof ZMomoCreateRequestSchema>;

export const ZMomoCreateResponseSchema = z.object({
  partnerCode: z.string(),
  requestId: z.string(),
  orderId: z.string(),
  amount: z.number(),
  responseTime: z.number(),
  message: z.string(),
  resultCode: z.number().int(),
  payUrl: z.string().optional(),
  deeplink: z.string().optional(),
  qrCodeUrl: z.string().optional(),
});
export type TMomoCreateResponse = z.infer<typeof ZMomoCreateResponseSchema>;

export const ZMomoIpnSchema = z.object({
  partnerCode: z.string().max(50),
  orderId: z.string().max(200),
  requestId: z.string().max(50),
  amount: z.number().int().nonnegative(),
  orderInfo: z.string().max(255),
  orderType: z.string().max(50),
  transId: z.number().int(),
  resultCode: z.number().int(),
  message: z.string().max(255),
  payType: z.string().max(50),
  responseTime: z.number().int(),
  extraData: z.string().max(1000),
  signature: z.string().max(128),
});
export type TMomoIpn = z.infer<typeof ZMomoIpnSchema>;

export function createSignatureRaw(accessKey: string, r: Omit<TMomoCreateRequest, 'signature' | 'lang'>): string {
  return (
    `accessKey=${accessKey}&amount=${r.amount}&extraData=${r.extraData}&ipnUrl=${r.ipnUrl}` +
    `&orderId=${r.orderId}&orderInfo=${r.orderInfo}&partnerCode=${r.partnerCode}` +
    `&redirectUrl=${r.redirectUrl}&requestId=${r.requestId}&requestType=${r.requestType}`
  );
}

export function ipnSignatureRaw(accessKey: string, n: Omit<TMomoIpn, 'signature'>): string {
  return (
    `accessKey=${accessKey}&amount=${n.amount}&extraData=${n.extraData}&message=${n.message}` +
    `&orderId=${n.orderId}&orderInfo=${n.orderInfo}&orderType=${n.orderType}&partnerCode=${n.partnerCode}` +
    `&payType=${n.payType}&requestId=${n.requestId}&responseTime=${n.responseTime}` +
    `&resultCode=${n.resultCode}&transId=${n.transId}`
  );
}

export function querySignatureRaw(accessKey: string, q: { orderId: string; partnerCode: string; requestId: string }) {
  return `accessKey=${accessKey}&orderId=${q.orderId}&partnerCode=${q.partnerCode}&requestId=${q.requestId}`;
}

/** The signed body of a create-payment request. */
export function buildCreateRequest(creds: MomoCredentials, input: MomoCreateInput): TMomoCreateRequest {
  const unsigned = {
    partnerCode: creds.partnerCode,
    requestId: input.requestId,
    amount: input.amount,
    orderId: input.orderId,
    orderInfo: input.orderInfo,
    redirectUrl: input.redirectUrl,
    ipnUrl: input.ipnUrl,
    requestType: input.requestType,
    extraData: input.extraData,
  };
  const signature = hmacSha256Hex(creds.secretKey, createSignatureRaw(creds.accessKey, unsigned));
  return { ...unsigned, lang: input.lang ?? 'vi', signature };
}

export function verifyCreateRequest(creds: MomoCredentials, request: TMomoCreateRequest): boolean {
  const expected = hmacSha256Hex(creds.secretKey, createSignatureRaw(creds.accessKey, request));
  return request.partnerCode === creds.partnerCode && safeEqual(request.signature.toLowerCase(), expected);
}

export function signIpn(creds: MomoCredentials, n: Omit<TMomoIpn, 'signature'>): TMomoIpn {
  return { ...n, signature: hmacSha256Hex(creds.secretKey, ipnSignatureRaw(creds.accessKey, n)) };
}

export type MomoIpnCheck = { ok: true } | { ok: false; reason: 'bad_partner' | 'bad_signature' | 'stale' };

/**
 * Verifies an IPN. `responseTime` (ms) is inside the signature, so an old notification
 * replayed later is refused by the window even though its signature is genuine.
 */
export function verifyIpn(
  creds: MomoCredentials,
  ipn: TMomoIpn,
  nowMs: number,
  toleranceSeconds: number,
): MomoIpnCheck {
  if (ipn.partnerCode !== creds.partnerCode) return { ok: false, reason: 'bad_partner' };
  const { signature, ...rest } = ipn;
  const expected = hmacSha256Hex(creds.secretKey, ipnSignatureRaw(creds.accessKey, rest));
  if (!safeEqual(signature.toLowerCase(), expected)) return { ok: false, reason: 'bad_signature' };
  if (Math.abs(nowMs - ipn.responseTime) > toleranceSeconds * 1000) return { ok: false, reason: 'stale' };
  return { ok: true };
}

export type MomoOutcome = 'success' | 'pending' | 'failed';

/** MoMo result codes we act on, with the Vietnamese reason a player sees. */
const RESULT_CODES: Record<number, { outcome: MomoOutcome; reason: string }> = {
  0: { outcome: 'success', reason: 'Giao dịch thành công' },
  9000: { outcome: 'success', reason: 'Giao dịch đã được xác nhận' },
  1000: { outcome: 'pending', reason: 'Giao dịch đang chờ người dùng xác nhận' },
  7000: { outcome: 'pending', reason: 'Giao dịch đang được xử lý' },
  7002: { outcome: 'pending', reason: 'Giao dịch đang được nhà cung cấp xử lý' },
  8000: { outcome: 'pending', reason: 'Giao dịch đang chờ xác nhận' },
  1001: { outcome: 'failed', reason: 'Tài khoản MoMo không đủ số dư' },
  1002: { outcome: 'failed', reason: 'Giao dịch bị từ chối bởi nhà phát hành' },
  1003: { outcome: 'failed', reason: 'Giao dịch đã bị hủy' },
  1004: { outcome: 'failed', reason: 'Số tiền vượt quá hạn mức thanh toán' },
  1005: { outcome: 'failed', reason: 'Liên kết hoặc mã QR đã hết hạn' },
  1006: { outcome: 'failed', reason: 'Người dùng đã từ chối thanh toán' },
  1007: { outcome: 'failed', reason: 'Tài khoản MoMo đang bị khóa' },
  1017: { outcome: 'failed', reason: 'Giao dịch bị hủy bởi đối tác' },
  1026: { outcome: 'failed', reason: 'Giao dịch bị hạn chế theo thể lệ khuyến mãi' },
  1080: { outcome: 'failed', reason: 'Hoàn tiền thất bại' },
  1081: { outcome: 'failed', reason: 'Hoàn tiền bị từ chối' },
  11: { outcome: 'failed', reason: 'Truy cập bị từ chối' },
  12: { outcome: 'failed', reason: 'Phiên bản API không được hỗ trợ' },
  13: { outcome: 'failed', reason: 'Xác thực đối tác thất bại' },
  20: { outcome: 'failed', reason: 'Yêu cầu sai định dạng' },
  21: { outcome: 'failed', reason: 'Số tiền không hợp lệ' },
  22: { outcome: 'failed', reason: 'Số tiền nằm ngoài hạn mức' },
  40: { outcome: 'failed', reason: 'Mã yêu cầu bị trùng' },
  41: { outcome: 'failed', reason: 'Mã đơn hàng bị trùng' },
  42: { outcome: 'failed', reason: 'Mã đơn hàng không hợp lệ' },
  43: { outcome: 'failed', reason: 'Giao dịch đang xung đột' },
  98: { outcome: 'failed', reason: 'Không tạo được mã QR' },
  99: { outcome: 'failed', reason: 'Lỗi không xác định' },
};

/** Unknown codes are failures: only an explicit success ever credits money. */
export function mapResultCode(code: number): { outcome: MomoOutcome; reason: string } {
  return RESULT_CODES[code] ?? { outcome: 'failed', reason: `Giao dịch thất bại (mã ${code})` };
}

export function encodeExtraData(data: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
}

export function decodeExtraData(extraData: string): Record<string, unknown> | null {
  if (!extraData) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(extraData, 'base64').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
