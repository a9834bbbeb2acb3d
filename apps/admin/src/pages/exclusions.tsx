import type { TExclusionEntry, TExclusionMatch } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { get, post, query } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';

const KIND: Record<TExclusionEntry['kind'], string> = {
  self_exclusion: 'Tự loại trừ',
  cool_off: 'Tạm nghỉ',
  staff: 'Nhân viên áp dụng',
};
const ON: Record<TExclusionEntry['matchedOn'][number], string> = {
  phone: 'SĐT',
  email: 'Email',
  bank: 'Tài khoản ngân hàng',
  device: 'Thiết bị',
};
const ACTION: Record<TExclusionMatch['action'], string> = {
  register: 'Đăng ký',
  login: 'Đăng nhập',
  deposit: 'Nạp tiền',
  bank_account: 'Thêm tài khoản ngân hàng',
  online: 'Đang trực tuyến',
};
const OUTCOME: Record<TExclusionMatch['outcome'], string> = {
  refused: 'Đã từ chối đăng ký',
  excluded: 'Đã loại trừ tài khoản',
  flagged: 'Chỉ trùng thiết bị: cần xem xét',
};
const ons = (list: TExclusionEntry['matchedOn']) => list.map((t) => ON[t]).join(', ') || '—';

/** The registry every brand shares, what it stopped here, and the staff-imposed exclusion (decision 158). */
export function ExclusionsPage() {
  const [open, setOpen] = useState(true);
  const registry = useLoad(
    () => get<{ deployment: string; peers: number; entries: TExclusionEntry[] }>('/exclusions'),
    [],
  );
  const matches = useLoad(
    () => get<{ items: TExclusionMatch[] }>(`/exclusions/matches${query({ open: String(open) })}`),
    [open],
  );
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Loại trừ liên thương hiệu</h1>
      <p className="text-sm text-slate-600">
        Tự loại trừ, tạm nghỉ hoặc loại trừ do nhân viên áp dụng trên bất kỳ thương hiệu nào của nhà điều hành đều có
        hiệu lực trên mọi thương hiệu: trùng SĐT, email hoặc tài khoản ngân hàng thì bị từ chối đăng ký, đăng nhập, nạp
        tiền và bị đăng xuất ngay; chỉ trùng thiết bị thì được ghi lại để xem xét. Sổ chỉ lưu mã băm, không lưu số điện
        thoại hay số tài khoản.
      </p>
      <div className="card space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold">Phát hiện trên thương hiệu này</h2>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />
            Chỉ những mục chưa xem xét
          </label>
        </div>
        {matches.error && <p className="error">{matches.error}</p>}
        {matches.data?.items.length === 0 && <p className="text-sm">Không có phát hiện nào.</p>}
        {matches.data && matches.data.items.length > 0 && (
          <table className="w-full text-sm">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="py-1">Lúc</th>
                <th>Thao tác</th>
                <th>Người chơi</th>
                <th>Trùng</th>
                <th>Kết quả</th>
                <th>Xem xét</th>
              </tr>
            </thead>
            <tbody>
              {matches.data.items.map((m) => (
                <tr key={m.id} className="border-t border-slate-100 align-top">
                  <td className="py-1">{dateTime(m.createdAt)}</td>
                  <td>{ACTION[m.action]}</td>
                  <td>
                    {m.playerId !== null ? (
                      <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${m.playerId}`}>
                        #{m.playerId}
                      </Link>
                    ) : (
                      <span>
                        {m.username ?? '—'} <span className="text-slate-500">(chưa tạo)</span>
                      </span>
                    )}
                    {m.ip && <div className="font-mono text-xs text-slate-500">{m.ip}</div>}
                  </td>
                  <td>{ons(m.matchedOn)}</td>
                  <td>{OUTCOME[m.outcome]}</td>
                  <td>
                    {m.reviewedAt ? (
                      <span className="text-xs">
                        {m.reviewedBy} lúc {dateTime(m.reviewedAt)}: {m.reviewNote}
                      </span>
                    ) : (
                      <ReviewForm id={m.id} onDone={() => void matches.reload()} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <StaffExclusionForm onDone={() => void registry.reload()} />
      <div className="card space-y-2">
        <h2 className="font-semibold">
          Sổ loại trừ chung ({registry.data?.entries.length ?? 0} mục mới nhất)
          {registry.data && (
            <span className="ml-2 text-sm font-normal text-slate-500">
              Máy chủ {registry.data.deployment}, gửi sang {registry.data.peers} hệ thống khác của nhà điều hành
            </span>
          )}
        </h2>
        {registry.error && <p className="error">{registry.error}</p>}
        {registry.data && (
          <table className="w-full text-sm">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="py-1">Lúc</th>
                <th>Thương hiệu</th>
                <th>Loại</th>
                <th>Đến</th>
                <th>Đối chiếu theo</th>
                <th>Nguồn</th>
              </tr>
            </thead>
            <tbody>
              {registry.data.entries.map((e) => (
                <tr key={e.uid} className="border-t border-slate-100">
                  <td className="py-1">{dateTime(e.createdAt)}</td>
                  <td>{e.brand}</td>
                  <td>{KIND[e.kind]}</td>
                  <td>{e.until ? dateTime(e.until) : 'Vô thời hạn'}</td>
                  <td>{ons(e.matchedOn)}</td>
                  <td>
                    {e.receivedFrom ? `Nhận từ ${e.receivedFrom}` : e.origin}
                    {e.undelivered > 0 && (
                      <span className="ml-1 text-amber-700">(còn {e.undelivered} hệ thống chưa nhận)</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

function ReviewForm({ id, onDone }: { id: number; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap gap-1"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await post(`/exclusions/matches/${id}/review`, { note });
          onDone();
        } catch (err) {
          setError(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
        }
      }}
    >
      <input
        className="input w-44"
        aria-label="Ghi chú xem xét"
        placeholder="Ghi chú"
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <button type="submit" className="btn">
        Đã xem xét
      </button>
      {error && <span className="error text-xs">{error}</span>}
    </form>
  );
}

function StaffExclusionForm({ onDone }: { onDone: () => void }) {
  const [playerId, setPlayerId] = useState('');
  const [days, setDays] = useState('180');
  const [forever, setForever] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <form
      className="card space-y-2"
      aria-label="Loại trừ người chơi"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!/^\d+$/.test(playerId.trim()) || (!forever && !/^\d+$/.test(days.trim()))) {
          setMessage('Mã người chơi và số ngày phải là số nguyên dương');
          return;
        }
        try {
          const done = await post<{ until: string | null }>(`/players/${playerId.trim()}/exclusion`, {
            days: forever ? null : Number(days),
            reason,
          });
          setMessage(
            `Đã loại trừ người chơi #${playerId.trim()} ${done.until ? `đến ${dateTime(done.until)}` : 'vô thời hạn'} trên mọi thương hiệu`,
          );
          onDone();
        } catch (err) {
          setMessage(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
        }
      }}
    >
      <h2 className="font-semibold">Loại trừ người chơi theo yêu cầu hoặc quyết định tuân thủ</h2>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label>
          <span className="label">Mã người chơi</span>
          <input
            className="input w-28"
            inputMode="numeric"
            value={playerId}
            onChange={(e) => setPlayerId(e.target.value)}
          />
        </label>
        <label>
          <span className="label">Số ngày</span>
          <input
            className="input w-24"
            inputMode="numeric"
            disabled={forever}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </label>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={forever} onChange={(e) => setForever(e.target.checked)} /> Vô thời hạn
        </label>
        <label className="grow">
          <span className="label">Lý do (ghi nhật ký)</span>
          <input className="input w-full" value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="submit" className="btn-primary">
          Loại trừ
        </button>
      </div>
      {message && (
        <p className="text-sm" role="status">
          {message}
        </p>
      )}
    </form>
  );
}
