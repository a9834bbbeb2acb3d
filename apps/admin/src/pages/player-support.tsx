import type { TPlayerLogins, TProtection } from '@app/contract';
import { useState } from 'react';
import { Modal, PromptModal } from '../components/modal';
import { get, post, put } from '../lib/api';
import { dateTime, money, parseVnd } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

const END_REASON: Record<string, string> = {
  logout: 'Người chơi đăng xuất',
  replaced: 'Đăng nhập nơi khác',
  password_changed: 'Đổi mật khẩu',
  password_reset: 'Đặt lại mật khẩu',
  status_changed: 'Khóa tài khoản',
  staff_ended: 'Nhân viên đăng xuất',
};
const LOGIN_KIND: Record<string, string> = {
  password: 'Mật khẩu',
  auto_login: 'Đăng nhập tự động',
  register: 'Đăng ký',
};
const LOGIN_FAILURE: Record<string, string> = {
  invalid_credentials: 'sai mật khẩu',
  invalid_token: 'liên kết đăng nhập không hợp lệ',
};
const LIMIT_KIND: Record<string, string> = { deposit: 'Nạp tối đa', loss: 'Thua tối đa', wager: 'Cược tối đa' };
const PERIOD: Record<string, string> = { day: 'ngày', week: 'tuần', month: 'tháng' };

type Action = 'reveal' | 'logout' | 'reset' | 'unlock';
const ACTIONS: Record<Action, { title: string; confirm: string; path: string; done: (d: never) => string }> = {
  reveal: {
    title: 'Hiện số điện thoại',
    confirm: 'Hiện số',
    path: 'phone-reveal',
    done: (d: { phone: string }) => `Số điện thoại: ${d.phone}`,
  },
  logout: {
    title: 'Đăng xuất khỏi mọi thiết bị',
    confirm: 'Đăng xuất',
    path: 'sessions/end',
    done: (d: { ended: number }) => `Đã kết thúc ${d.ended} phiên đăng nhập`,
  },
  reset: {
    title: 'Gửi mã đặt lại mật khẩu',
    confirm: 'Gửi mã',
    path: 'password-reset',
    done: (d: { destination: string }) =>
      `Đã gửi mã tới ${d.destination}; người chơi tự đặt mật khẩu mới ở "Quên mật khẩu" trên trang`,
  },
  unlock: {
    title: 'Mở khóa đăng nhập và OTP',
    confirm: 'Mở khóa',
    path: 'unlock',
    done: (d: { signInLockedSeconds: number; otpLockedSeconds: number }) =>
      d.signInLockedSeconds || d.otpLockedSeconds
        ? `Đã mở khóa (đăng nhập còn ${Math.ceil(d.signInLockedSeconds / 60)} phút, OTP còn ${Math.ceil(d.otpLockedSeconds / 60)} phút)`
        : 'Tài khoản không bị khóa đăng nhập hay OTP; đã đặt lại bộ đếm',
  },
};

/**
 * Support's tools for a caller (decision 143): sign-ins and sessions, force logout, the reset
 * code to the player's own phone, lifting locks, the phone revealed with a reason, and a limit
 * set on request under the player's own cooling-off rules. Every action asks for a reason.
 */
export function PlayerSupport({
  playerId,
  phone,
  onChanged,
}: {
  playerId: number;
  phone: string;
  onChanged: () => Promise<unknown>;
}) {
  const { staff } = useSession();
  const logins = useLoad(() => get<TPlayerLogins>(`/players/${playerId}/logins`), [playerId]);
  const [action, setAction] = useState<Action | null>(null);
  const [limitOpen, setLimitOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [shownPhone, setShownPhone] = useState<string | null>(null);
  const isSupport = can(staff, 'support');
  const mayReveal = can(staff, 'support', 'compliance');
  const open = logins.data?.sessions.filter((s) => s.open).length ?? 0;

  return (
    <div className="card space-y-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">Hỗ trợ người chơi</h2>
        {isSupport && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-ghost" onClick={() => setAction('logout')}>
              Đăng xuất mọi thiết bị ({open})
            </button>
            <button type="button" className="btn-ghost" onClick={() => setAction('reset')}>
              Gửi mã đặt lại mật khẩu
            </button>
            <button type="button" className="btn-ghost" onClick={() => setAction('unlock')}>
              Mở khóa đăng nhập / OTP
            </button>
            <button type="button" className="btn-ghost" onClick={() => setLimitOpen(true)}>
              Đặt giới hạn theo yêu cầu
            </button>
          </div>
        )}
      </div>
      <p>
        Điện thoại: <strong data-testid="player-phone">{shownPhone ?? phone}</strong>{' '}
        {mayReveal && !shownPhone && (
          <button type="button" className="text-indigo-700 underline" onClick={() => setAction('reveal')}>
            Hiện số (ghi nhật ký)
          </button>
        )}
      </p>
      {message && (
        <p className="rounded bg-emerald-50 px-3 py-2 text-emerald-800" role="status">
          {message}
        </p>
      )}
      {logins.error && <p className="error">{logins.error}</p>}
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <div className="overflow-x-auto">
          <h3 className="mb-1 font-medium">Lần đăng nhập gần đây</h3>
          <table className="min-w-full text-xs" aria-label="Lịch sử đăng nhập">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="pr-3">Lúc</th>
                <th className="pr-3">Cách</th>
                <th className="pr-3">Kết quả</th>
                <th className="pr-3">Địa chỉ</th>
                <th>Thiết bị</th>
              </tr>
            </thead>
            <tbody>
              {(logins.data?.logins ?? []).slice(0, 10).map((l) => (
                <tr key={`${l.at}-${l.kind}`} className="border-t border-slate-100">
                  <td className="pr-3 whitespace-nowrap">{dateTime(l.at)}</td>
                  <td className="pr-3">{LOGIN_KIND[l.kind] ?? l.kind}</td>
                  <td className={`pr-3 ${l.success ? 'text-emerald-700' : 'text-rose-700'}`}>
                    {l.success
                      ? 'Thành công'
                      : `Thất bại${l.reason ? ` (${LOGIN_FAILURE[l.reason] ?? l.reason})` : ''}`}
                  </td>
                  <td className="pr-3">{l.ip ?? '—'}</td>
                  <td className="font-mono" title={l.userAgent ?? ''}>
                    {l.device ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="overflow-x-auto">
          <h3 className="mb-1 font-medium">Phiên đăng nhập</h3>
          <table className="min-w-full text-xs" aria-label="Phiên đăng nhập">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="pr-3">Phiên</th>
                <th className="pr-3">Bắt đầu</th>
                <th className="pr-3">Hoạt động cuối</th>
                <th className="pr-3">Địa chỉ</th>
                <th>Tình trạng</th>
              </tr>
            </thead>
            <tbody>
              {(logins.data?.sessions ?? []).slice(0, 10).map((s) => (
                <tr key={s.ref} className="border-t border-slate-100">
                  <td className="pr-3 font-mono">{s.ref}</td>
                  <td className="pr-3 whitespace-nowrap">{dateTime(s.createdAt)}</td>
                  <td className="pr-3 whitespace-nowrap">{dateTime(s.lastSeenAt)}</td>
                  <td className="pr-3">{s.ip ?? '—'}</td>
                  <td>
                    {s.open ? (
                      <span className="text-emerald-700">Đang mở</span>
                    ) : s.endReason ? (
                      `${END_REASON[s.endReason] ?? s.endReason} ${dateTime(s.endedAt)}`
                    ) : (
                      'Hết hạn'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {action && (
        <PromptModal
          title={ACTIONS[action].title}
          label="Lý do (ghi vào nhật ký)"
          confirm={ACTIONS[action].confirm}
          minLength={5}
          onClose={() => setAction(null)}
          onSubmit={async (reason) => {
            const data = await post<never>(`/players/${playerId}/${ACTIONS[action].path}`, { reason });
            if (action === 'reveal') setShownPhone((data as unknown as { phone: string }).phone);
            else setMessage(ACTIONS[action].done(data));
            await Promise.all([logins.reload(), onChanged()]);
          }}
        />
      )}
      {limitOpen && (
        <LimitDialog
          playerId={playerId}
          onClose={() => setLimitOpen(false)}
          onDone={async (text) => {
            setMessage(text);
            setLimitOpen(false);
            await onChanged();
          }}
        />
      )}
    </div>
  );
}

function LimitDialog({
  playerId,
  onClose,
  onDone,
}: {
  playerId: number;
  onClose: () => void;
  onDone: (text: string) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title="Đặt giới hạn theo yêu cầu" onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const remove = f.get('remove') === 'on';
          let amount: number | null = null;
          if (!remove) {
            const parsed = parseVnd(String(f.get('amount') ?? ''));
            if ('error' in parsed) return setError(parsed.error);
            amount = parsed.value;
          }
          const reason = String(f.get('reason') ?? '').trim();
          if (reason.length < 5) return setError('Lý do tối thiểu 5 ký tự');
          setBusy(true);
          try {
            const r = await put<{ outcome: string; effectiveAt: string | null; protection: TProtection }>(
              `/players/${playerId}/limits`,
              { kind: f.get('kind'), period: f.get('period'), amount, reason },
            );
            const what = `${LIMIT_KIND[String(f.get('kind'))]}/${PERIOD[String(f.get('period'))]}`;
            await onDone(
              r.outcome === 'scheduled'
                ? `${what}: nới lỏng hoặc bỏ giới hạn chỉ có hiệu lực sau thời gian chờ, lúc ${dateTime(r.effectiveAt)}`
                : r.outcome === 'applied'
                  ? `${what}: đã áp dụng ngay${amount === null ? '' : ` (${money(amount)})`}`
                  : `${what}: không thay đổi`,
            );
          } catch (err) {
            setError(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
          } finally {
            setBusy(false);
          }
        }}
      >
        <p className="text-sm text-slate-600">
          Giới hạn chặt hơn áp dụng ngay; giới hạn cao hơn hoặc bỏ giới hạn chỉ có hiệu lực sau thời gian chờ, như khi
          người chơi tự đặt.
        </p>
        <div className="flex gap-2">
          <label className="flex-1">
            <span className="label">Loại</span>
            <select name="kind" className="input">
              {Object.entries(LIMIT_KIND).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </label>
          <label className="flex-1">
            <span className="label">Kỳ</span>
            <select name="period" className="input">
              {Object.entries(PERIOD).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className="block">
          <span className="label">Số tiền (đồng)</span>
          <input name="amount" className="input" inputMode="numeric" placeholder="1.000.000" />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="remove" /> Bỏ giới hạn (sau thời gian chờ)
        </label>
        <label className="block">
          <span className="label">Lý do (ghi vào nhật ký)</span>
          <textarea name="reason" className="input" rows={2} />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={onClose}>
            Hủy
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            Lưu
          </button>
        </div>
      </form>
    </Modal>
  );
}
