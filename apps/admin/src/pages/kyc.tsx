import type { TStaffKycSubmission } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PromptModal } from '../components/modal';
import { get, post, query } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';

const KIND: Record<string, string> = { id_front: 'CCCD mặt trước', id_back: 'CCCD mặt sau', selfie: 'Chân dung' };
const STATUS: Record<string, string> = { pending: 'Chờ duyệt', verified: 'Đã xác minh', rejected: 'Từ chối' };

/** Compliance's queue of identity checks: the three pictures side by side, verify or reject. */
export function KycPage() {
  const [status, setStatus] = useState('pending');
  const [rejecting, setRejecting] = useState<TStaffKycSubmission | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [names, setNames] = useState<Record<number, string>>({});
  const { data, error, reload } = useLoad(() => get<TStaffKycSubmission[]>(`/kyc${query({ status })}`), [status]);
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">Xác minh danh tính (KYC)</h1>
        <label className="flex items-center gap-2 text-sm">
          Trạng thái
          <select className="input w-40" value={status} onChange={(e) => setStatus(e.target.value)}>
            {Object.entries(STATUS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </label>
      </div>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {data?.length === 0 && <p className="card text-sm">Không có hồ sơ nào.</p>}
      {data?.map((s) => (
        <article key={s.id} className="card space-y-3" aria-label={`Hồ sơ ${s.username}`}>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p>
              <Link className="font-semibold text-indigo-700 underline" to={`/admin/nguoi-choi/${s.playerId}`}>
                {s.username}
              </Link>{' '}
              · gửi {dateTime(s.createdAt)} · {STATUS[s.status]}
              {s.reviewedBy && ` bởi ${s.reviewedBy}`}
              {s.rejectReason && ` · ${s.rejectReason}`}
              {s.fullName && ` · ${s.fullName}`}
            </p>
            {s.status === 'pending' && (
              <div className="flex flex-wrap items-center gap-2">
                {/* the name read from the card: bank account holder names are checked against it */}
                <input
                  className="input w-56"
                  aria-label="Họ tên trên giấy tờ"
                  placeholder="Họ tên trên giấy tờ"
                  value={names[s.id] ?? ''}
                  onChange={(e) => setNames({ ...names, [s.id]: e.target.value })}
                />
                <button
                  type="button"
                  className="btn-primary"
                  onClick={async () => {
                    try {
                      const fullName = names[s.id]?.trim();
                      await post(`/kyc/${s.id}/verify`, fullName ? { fullName } : {});
                      setMessage(`Đã xác minh ${s.username}`);
                    } catch (err) {
                      setMessage(err instanceof Error ? err.message : 'Lỗi');
                    }
                    await reload();
                  }}
                >
                  Xác minh
                </button>
                <button type="button" className="btn-danger" onClick={() => setRejecting(s)}>
                  Từ chối
                </button>
              </div>
            )}
          </div>
          <div className="grid grid-cols-3 gap-3">
            {s.documents.map((d) => (
              <figure key={d.kind} className="space-y-1">
                <img
                  src={d.url}
                  alt={`${KIND[d.kind]} của ${s.username}`}
                  className="h-48 w-full rounded border border-slate-200 bg-slate-50 object-contain"
                />
                <figcaption className="text-xs text-slate-500">{KIND[d.kind]}</figcaption>
              </figure>
            ))}
          </div>
        </article>
      ))}
      {rejecting && (
        <PromptModal
          title={`Từ chối hồ sơ ${rejecting.username}`}
          label="Lý do (người chơi sẽ thấy)"
          confirm="Từ chối"
          danger
          minLength={5}
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await post(`/kyc/${rejecting.id}/reject`, { reason });
            setMessage(`Đã từ chối hồ sơ ${rejecting.username}`);
            await reload();
          }}
        />
      )}
    </section>
  );
}
