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
