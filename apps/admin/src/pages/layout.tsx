import type { TStaffRole } from '@app/contract';
import { Link, Outlet, useLocation } from 'react-router';
import { ROLE_LABEL } from '../lib/format';
import { activeItem } from '../lib/nav';
import { can, useSession } from '../lib/session';

/** Screens and the roles that open them; the server checks the same roles on every call. */
export const NAV: { to: string; label: string; roles: TStaffRole[] }[] = [
  { to: '/admin', label: 'Tổng quan', roles: ['finance', 'support', 'content', 'compliance'] },
  { to: '/admin/rut-tien', label: 'Duyệt rút tiền', roles: ['finance', 'support'] },
  { to: '/admin/nap-tien', label: 'Nạp tiền & ngoại lệ', roles: ['finance', 'support'] },
  { to: '/admin/tien-bi-giu', label: 'Tiền nạp bị giữ', roles: ['finance'] },
  { to: '/admin/dieu-chinh', label: 'Điều chỉnh số dư', roles: ['finance'] },
  { to: '/admin/tai-khoan-ngan-hang', label: 'Xác minh tài khoản NH', roles: ['finance', 'support'] },
  { to: '/admin/cai-dat-thanh-toan', label: 'Cài đặt thanh toán', roles: ['finance'] },
  { to: '/admin/nguoi-choi', label: 'Người chơi', roles: ['support', 'finance', 'compliance'] },
  { to: '/admin/danh-sach/nguoi-choi', label: 'DS người chơi', roles: ['support', 'finance', 'compliance'] },
  { to: '/admin/danh-sach/nap-tien', label: 'DS nạp tiền', roles: ['finance', 'support'] },
  { to: '/admin/danh-sach/rut-tien', label: 'DS rút tiền', roles: ['finance', 'support'] },
  { to: '/admin/danh-sach/cuoc', label: 'Lịch sử cược', roles: ['support', 'finance', 'compliance'] },
  { to: '/admin/danh-sach/giao-dich', label: 'Giao dịch sổ cái', roles: ['support', 'finance', 'compliance'] },
  { to: '/admin/danh-sach/ngoai-le', label: 'DS ngoại lệ', roles: ['finance', 'support'] },
  { to: '/admin/danh-sach/tai-khoan-ngan-hang', label: 'DS tài khoản NH', roles: ['support', 'finance'] },
  { to: '/admin/danh-sach/aml', label: 'DS cảnh báo AML', roles: ['compliance'] },
  { to: '/admin/danh-sach/kyc', label: 'DS hồ sơ KYC', roles: ['compliance'] },
  { to: '/admin/rui-ro/lai-lo', label: 'Lãi lỗ người chơi', roles: ['finance', 'compliance'] },
  { to: '/admin/rui-ro/thang-lon', label: 'Cảnh báo thắng lớn', roles: ['finance', 'compliance'] },
  { to: '/admin/bao-cao/doi-tac', label: 'Báo cáo đối tác', roles: ['finance'] },
  { to: '/admin/ho-tro-giay-phep', label: 'Hỗ trợ và giấy phép', roles: ['support'] },
  { to: '/admin/tin-tuc', label: 'Tin tức', roles: ['content'] },
  { to: '/admin/trang-thong-tin', label: 'Trang thông tin', roles: ['content'] },
  { to: '/admin/trang-khuyen-mai', label: 'Trang khuyến mãi & sự kiện', roles: ['content'] },
  { to: '/admin/banner-trang-chu', label: 'Banner trang chủ', roles: ['content'] },
  { to: '/admin/tro-choi', label: 'Trò chơi & nhà cung cấp', roles: ['content'] },
  { to: '/admin/khuyen-mai', label: 'Khuyến mãi', roles: ['content'] },
  { to: '/admin/gift-code', label: 'Gift code', roles: ['content'] },
  { to: '/admin/nhiem-vu', label: 'Nhiệm vụ', roles: ['content'] },
  { to: '/admin/dua-top', label: 'Đua top', roles: ['content'] },
  { to: '/admin/vip', label: 'VIP', roles: ['content'] },
  { to: '/admin/vong-quay', label: 'Vòng quay may mắn', roles: ['content'] },
  { to: '/admin/dai-ly', label: 'Đại lý', roles: ['finance'] },
  { to: '/admin/kyc', label: 'Xác minh danh tính', roles: ['compliance'] },
  { to: '/admin/nhat-ky', label: 'Nhật ký thao tác', roles: ['compliance'] },
  { to: '/admin/xo-so/ky-quay', label: 'Kỳ quay xổ số', roles: [] },
  { to: '/admin/tro-choi/gioi-han-ban', label: 'Giới hạn cược bàn chơi', roles: [] },
  { to: '/admin/tai-khoan-nha-cung-cap', label: 'Tài khoản nhà cung cấp', roles: [] },
  { to: '/admin/the-thao/ban-giao-dich', label: 'Bàn giao dịch thể thao', roles: ['trader'] },
  { to: '/admin/the-thao/bien-loi-nhuan', label: 'Biên lợi nhuận thể thao', roles: [] },
  { to: '/admin/aml', label: 'Cảnh báo AML', roles: ['compliance'] },
  { to: '/admin/khu-vuc', label: 'Khu vực được cấp phép', roles: ['compliance'] },
  { to: '/admin/loai-tru-chung', label: 'Loại trừ liên thương hiệu', roles: ['compliance'] },
  { to: '/admin/canh-bao', label: 'Cảnh báo vận hành', roles: ['finance'] },
  { to: '/admin/van-hanh', label: 'Vận hành', roles: [] },
  { to: '/admin/nhan-vien', label: 'Tài khoản nhân viên', roles: [] },
  { to: '/admin/thuong-hieu', label: 'Thương hiệu', roles: [] },
];

export function Layout() {
  const { staff, signOut } = useSession();
  const items = NAV.filter((n) => can(staff, ...n.roles));
  const active = activeItem(useLocation().pathname, items);
  return (
    <div className="flex min-h-screen">
      <nav className="w-44 shrink-0 bg-slate-900 p-3 text-slate-100 xl:w-52" aria-label="Menu quản trị">
        <p className="mb-4 px-2 text-lg font-semibold">Quản trị</p>
        <ul className="space-y-1">
          {items.map((n) => (
            <li key={n.to}>
              {/* not NavLink: its matching lights every item whose path is a prefix of the screen's */}
              <Link
                to={n.to}
                aria-current={active === n.to ? 'page' : undefined}
                className={`block rounded px-2 py-1.5 text-sm ${active === n.to ? 'bg-indigo-600' : 'hover:bg-slate-800'}`}
              >
                {n.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <header className="flex items-center justify-end gap-3 border-b border-slate-200 bg-white px-4 py-2 text-sm">
          <span>
            {staff.displayName} · <span className="text-slate-500">{ROLE_LABEL[staff.role]}</span>
          </span>
          <button type="button" className="btn-ghost" onClick={() => void signOut()}>
            Đăng xuất
          </button>
        </header>
        <main className="space-y-4 p-4">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function Forbidden() {
  return <p className="card">Bạn không có quyền xem trang này.</p>;
}
