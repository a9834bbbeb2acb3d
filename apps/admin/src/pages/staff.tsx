import { STAFF_ROLES, type TStaffAccount, type TStaffRole } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../components/data-table';
import { DialogActions, Modal, PromptModal } from '../components/modal';
import { get, patch, post } from '../lib/api';
import { dateTime, ROLE_LABEL } from '../lib/format';
import { useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

const col = createColumnHelper<TStaffAccount>();

type Action = { kind: 'role' | 'disable' | 'enable' | 'reset'; account: TStaffAccount } | { kind: 'create' };

const errorText = (err: unknown) => (err instanceof Error ? err.message : 'Đã có lỗi xảy ra');

/**
 * Staff accounts (superadmin): who can sign in, with which role, whether an authenticator is
 * enrolled and when each last signed in. A role change, a disable and an authenticator reset
 * each take a reason for the audit log and end the account's sessions; your own account is
 * changed by another superadmin.
 */
export function StaffPage() {
  const { staff: me } = useSession();
  const [action, setAction] = useState<Action | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const list = useLoad(() => get<TStaffAccount[]>('/staff'), []);
  const done = async (text: string) => {
    setMessage(text);
    await list.reload();
  };
  const columns = [
    col.accessor('username', {
      header: 'Tài khoản',
      cell: ({ row: { original: a } }) => (
        <span>
          <span className="font-semibold">{a.username}</span>
          <span className="block text-xs text-slate-500">{a.displayName}</span>
        </span>
      ),
    }),
    col.accessor((a) => ROLE_LABEL[a.role] ?? a.role, { id: 'role', header: 'Vai trò' }),
    col.accessor((a) => (a.active ? 'Đang hoạt động' : 'Đã khóa'), {
      id: 'status',
      header: 'Trạng thái',
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          <span className={a.active ? 'text-emerald-700' : 'font-semibold text-red-700'}>
            {a.active ? 'Đang hoạt động' : 'Đã khóa'}
          </span>
          <span className="block text-xs text-slate-500">
            {a.authenticator ? 'Đã có ứng dụng xác thực' : 'Chưa có xác thực: đăng ký khi đăng nhập'}
          </span>
        </span>
      ),
    }),
    col.accessor('lastSignInAt', {
      header: 'Đăng nhập gần nhất',
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          {a.lastSignInAt ? dateTime(a.lastSignInAt) : 'Chưa đăng nhập'}
          {a.lastSignInIp && <span className="block text-xs text-slate-500">từ {a.lastSignInIp}</span>}
          <span className="block text-xs text-slate-500">
            {a.openSessions > 0 ? `${a.openSessions} phiên đang mở` : 'Không có phiên mở'}
            {a.lastSeenAt ? ` · hoạt động ${dateTime(a.lastSeenAt)}` : ''}
          </span>
        </span>
      ),
    }),
    col.display({
      id: 'actions',
      header: 'Thao tác',
      cell: ({ row: { original: a } }) =>
        a.id === me.id ? (
          <span className="text-xs text-slate-500">Tài khoản của bạn</span>
        ) : (
          // stacked below 1280 px so the actions stay on screen at 1024 px
          <span className="flex flex-col gap-1 xl:flex-row">
            <button type="button" className="btn-ghost" onClick={() => setAction({ kind: 'role', account: a })}>
              Đổi vai trò
            </button>
            {a.active ? (
              <button type="button" className="btn-danger" onClick={() => setAction({ kind: 'disable', account: a })}>
                Khóa
              </button>
            ) : (
              <button type="button" className="btn-primary" onClick={() => setAction({ kind: 'enable', account: a })}>
                Mở khóa
              </button>
            )}
            {a.authenticator && (
              <button type="button" className="btn-ghost" onClick={() => setAction({ kind: 'reset', account: a })}>
                Đặt lại xác thực
              </button>
            )}
          </span>
        ),
    }),
  ];
  const close = () => setAction(null);
  return (
    <section className="space-y-3">
      <div className="flex items-center justify-between">
        <h1 className="text-xl font-semibold">Tài khoản nhân viên</h1>
        <button type="button" className="btn-primary" onClick={() => setAction({ kind: 'create' })}>
          Thêm nhân viên
        </button>
      </div>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {list.error && <p className="error">{list.error}</p>}
      <DataTable label="Tài khoản nhân viên" data={list.data ?? []} columns={columns} empty="Chưa có nhân viên" />
      {action?.kind === 'create' && <CreateStaffModal onClose={close} onDone={done} />}
      {action?.kind === 'role' && <RoleModal account={action.account} onClose={close} onDone={done} />}
      {(action?.kind === 'disable' || action?.kind === 'enable') && (
        <PromptModal
          title={`${action.kind === 'disable' ? 'Khóa' : 'Mở khóa'} tài khoản ${action.account.username}`}
          label={
            action.kind === 'disable'
              ? 'Lý do (ghi vào nhật ký; các phiên đang mở kết thúc ngay)'
              : 'Lý do (ghi vào nhật ký)'
          }
          confirm={action.kind === 'disable' ? 'Khóa tài khoản' : 'Mở khóa'}
          danger={action.kind === 'disable'}
          onClose={close}
          onSubmit={async (reason) => {
            await patch(`/staff/${action.account.id}`, { active: action.kind === 'enable', reason });
            await done(`Đã ${action.kind === 'disable' ? 'khóa' : 'mở khóa'} tài khoản ${action.account.username}`);
          }}
        />
      )}
      {action?.kind === 'reset' && (
        <PromptModal
          title={`Đặt lại xác thực của ${action.account.username}`}
          label="Lý do (ghi vào nhật ký). Mã khôi phục cũ hết hiệu lực; lần đăng nhập tới sẽ quét mã QR mới"
          confirm="Đặt lại xác thực"
          danger
          onClose={close}
          onSubmit={async (reason) => {
            await post(`/staff/${action.account.id}/authenticator-reset`, { reason });
            await done(`Đã đặt lại xác thực của ${action.account.username}: lần đăng nhập tới sẽ đăng ký ứng dụng mới`);
          }}
        />
      )}
    </section>
  );
}

function RoleSelect({ value, onChange }: { value: TStaffRole; onChange: (r: TStaffRole) => void }) {
  return (
    <label className="block">
      <span className="label">Vai trò</span>
      <select className="input" value={value} onChange={(e) => onChange(e.target.value as TStaffRole)}>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABEL[r] ?? r}
          </option>
        ))}
      </select>
    </label>
  );
}

function RoleModal({
  account,
  onClose,
  onDone,
}: {
  account: TStaffAccount;
  onClose: () => void;
  onDone: (text: string) => Promise<void>;
}) {
  const [role, setRole] = useState<TStaffRole>(account.role);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={`Đổi vai trò của ${account.username}`} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          try {
            await patch(`/staff/${account.id}`, { role, reason });
            await onDone(`${account.username} nay là ${ROLE_LABEL[role] ?? role}; các phiên cũ đã kết thúc`);
            onClose();
          } catch (err) {
            setError(errorText(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        <p className="text-sm text-slate-600">Hiện tại: {ROLE_LABEL[account.role] ?? account.role}</p>
        <RoleSelect value={role} onChange={setRole} />
        <label className="block">
          <span className="label">Lý do (ghi vào nhật ký)</span>
          <textarea className="input" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <DialogActions error={error} busy={busy} onClose={onClose} submit="Đổi vai trò" />
      </form>
    </Modal>
  );
}

function CreateStaffModal({ onClose, onDone }: { onClose: () => void; onDone: (text: string) => Promise<void> }) {
  const [role, setRole] = useState<TStaffRole>('support');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title="Thêm nhân viên" onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          setBusy(true);
          try {
            const username = String(f.get('username') ?? '').trim();
            await post('/staff', {
              username,
              displayName: String(f.get('displayName') ?? '').trim(),
              password: String(f.get('password') ?? ''),
              role,
            });
            await onDone(`Đã tạo ${username}: lần đăng nhập đầu tiên sẽ đăng ký ứng dụng xác thực`);
            onClose();
          } catch (err) {
            setError(errorText(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        <label className="block">
          <span className="label">Tên đăng nhập (chữ thường, số, dấu chấm, gạch)</span>
          <input name="username" className="input" autoComplete="off" required />
        </label>
        <label className="block">
          <span className="label">Tên hiển thị</span>
          <input name="displayName" className="input" required />
        </label>
        <label className="block">
          <span className="label">Mật khẩu ban đầu (tối thiểu 10 ký tự)</span>
          <input name="password" type="password" className="input" autoComplete="new-password" required />
        </label>
        <RoleSelect value={role} onChange={setRole} />
        <DialogActions error={error} busy={busy} onClose={onClose} submit="Tạo tài khoản" />
      </form>
    </Modal>
  );
}
