const vnd = new Intl.NumberFormat('vi-VN');
export const money = (n: number) => `${vnd.format(n)} ₫`;
const dt = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' });
export const dateTime = (iso: string | null) => (iso ? dt.format(new Date(iso)) : '—');

export const ROLE_LABEL: Record<string, string> = {
  superadmin: 'Quản trị cao nhất',
  finance: 'Tài chính',
  support: 'Chăm sóc khách hàng',
  content: 'Nội dung',
  compliance: 'Tuân thủ',
  trader: 'Giao dịch thể thao',
};

export const WITHDRAWAL_STATUS: Record<string, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  processing: 'Đang chi',
  paid: 'Đã chi',
  failed: 'Thất bại',
  rejected: 'Từ chối',
  unknown: 'Chưa rõ',
};

export const DEPOSIT_STATUS: Record<string, string> = {
  pending: 'Chờ thanh toán',
  credited: 'Đã cộng',
  expired: 'Hết hạn',
  failed: 'Thất bại',
  cancelled: 'Đã hủy',
  held: 'Tạm giữ',
};

export const PLAYER_STATUS: Record<string, string> = {
  active: 'Hoạt động',
  disabled: 'Đã khóa',
  self_excluded: 'Tự loại trừ',
};

/**
 * What staff typed as an amount of đồng, read exactly or refused: digits, optionally grouped
 * by "." or "," in threes (1.000.000). A minus sign, decimals, letters or an empty box are
 * refused with the reason, never turned into another number.
 */
export function parseVnd(input: string): { value: number } | { error: string } {
  return parseWhole(input, 'Số tiền', 'số nguyên đồng, ví dụ 1.000.000');
}

/** The same rule for any whole number staff type (hours, percentages, counts), named by `label`. */
export function parseWhole(
  input: string,
  label: string,
  shape = 'số nguyên, ví dụ 1.000',
): { value: number } | { error: string } {
  const s = String(input)
    .trim()
    .replace(/\s+/g, '')
    .replace(/(₫|đ)$/i, '');
  if (!s) return { error: `${label}: chưa nhập` };
  if (/^[-−–]/.test(s)) return { error: `${label} không được âm` };
  if (!/^\d+$/.test(s) && !/^\d{1,3}([.,]\d{3})+$/.test(s)) return { error: `${label} phải là ${shape}` };
  const value = Number(s.replace(/[.,]/g, ''));
  if (!Number.isSafeInteger(value)) return { error: `${label} quá lớn` };
  return { value };
}

/** Ledger journal kinds as staff read them. */
export const JOURNAL_KIND: Record<string, string> = {
  deposit: 'Nạp tiền',
  deposit_hold: 'Tiền nạp bị giữ',
  deposit_reversal: 'Đảo khoản nạp cộng nhầm',
  staff_adjustment: 'Điều chỉnh thủ công',
  withdrawal_reserve: 'Giữ tiền rút',
  withdrawal_settle: 'Đã chi rút tiền',
  withdrawal_release: 'Hoàn tiền rút',
  bet: 'Cược',
  win: 'Thắng',
  rollback: 'Hủy cược',
  void: 'Hủy',
};

export const ACCOUNT_PURPOSE: Record<string, string> = {
  cash: 'Tiền mặt',
  bonus: 'Thưởng',
  pending_withdrawal: 'Chờ rút',
  deposit_held: 'Tiền nạp bị giữ',
};

export const EXCEPTION_KIND: Record<string, string> = {
  underpaid: 'Chuyển thiếu',
  overpaid: 'Chuyển thừa',
  unknown_code: 'Không rõ mã nạp',
  late: 'Chuyển muộn',
  reused_code: 'Mã đã dùng',
  wrong_currency: 'Sai loại tiền',
  unmatched: 'Không khớp',
  over_limit: 'Vượt hạn mức nạp',
  player_excluded: 'Người chơi tự loại trừ',
  player_disabled: 'Tài khoản bị khóa',
};

/** Kinds of exception that are money held back by player protection: returned only. */
export const HELD_KINDS = ['over_limit', 'player_excluded', 'player_disabled'];

export const PROVIDER_LABEL: Record<string, string> = {
  bank: 'Chuyển khoản',
  codepay: 'Codepay',
  momo: 'MoMo',
  card: 'Thẻ cào',
  crypto: 'Tiền điện tử',
};

export const ADJUSTMENT_STATUS: Record<string, string> = {
  pending: 'Chờ người thứ hai duyệt',
  applied: 'Đã thực hiện',
  rejected: 'Đã từ chối',
};

export const BANK_ACCOUNT_STATUS: Record<string, string> = {
  verifying: 'Chờ xác minh',
  verified: 'Đã xác minh',
  rejected: 'Bị từ chối',
};

/** A game provider's record of a stake or a payout (the player's bets, the bets list). */
export const BET_KIND: Record<string, string> = { bet: 'Cược', win: 'Thắng', rollback: 'Hủy cược' };
