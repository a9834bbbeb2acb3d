import { AmlRuleLabel, type TAmlFlag, type TBulkResult } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PromptModal } from '../components/modal';
import { bulkSummary } from '../components/staff-list';
import { get, post, query } from '../lib/api';
import { dateTime, money, PLAYER_STATUS } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { AmlSettingsPanel } from './aml-settings';

const STATUS: Record<string, string> = { open: 'Chờ xem xét', cleared: 'Đã bỏ qua', confirmed: 'Xác nhận vi phạm' };
type Review = { flag: TAmlFlag; kind: 'note' | 'cleared' | 'confirmed' };

/** What a rule saw, in words: amounts as money, lists of accounts as links. */
function Details({ d }: { d: Record<string, unknown> }) {
  const LABEL: Record<string, string> = {
    amount: 'Số tiền',
    deposits: 'Tổng nạp',
    stakes: 'Tổng cược',
    turnoverPct: 'Vòng cược (%)',
    minTurnoverPct: 'Tối thiểu (%)',
    threshold: 'Ngưỡng',
    windowHours: 'Khoảng (giờ)',
    windowDays: 'Khoảng (ngày)',
    method: 'Phương thức',
    device: 'Thiết bị',
    address: 'Địa chỉ IP',
    depositId: 'Lệnh nạp',
    withdrawalId: 'Lệnh rút',
    accounts: 'Tài khoản liên kết',
    redemptions: 'Giftcode đã nhận',
  };
  const MONEY = new Set(['amount', 'deposits', 'stakes']);
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
      {Object.entries(d).map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{LABEL[k] ?? k}</dt>
          <dd className="min-w-0 break-all">
            {k === 'accounts' && Array.isArray(v)
              ? v.map((id) => (
                  <Link key={String(id)} className="mr-2 text-indigo-700 underline" to={`/admin/nguoi-choi/${id}`}>
                    #{String(id)}
                  </Link>
                ))
              : k === 'redemptions' && typeof v === 'object' && v
                ? Object.entries(v as Record<string, number>)
                    .map(([id, n]) => `#${id}: ${n}`)
                    .join(', ')
                : typeof v === 'number' && (MONEY.has(k) || (k === 'threshold' && v >= 10_000))
                  ? money(v)
                  : String(v)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Compliance's AML queue: flags raised by the rules, notes, and the outcome (decision 097). */
export function AmlPage() {
  const [status, setStatus] = useState('open');
  const [review, setReview] = useState<Review | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkClear, setBulkClear] = useState(false);
  const { data, error, reload } = useLoad(
    () => get<{ items: TAmlFlag[]; counts: Record<string, number> }>(`/aml/flags${query({ status })}`),
    [status],
  );
  const sweep = async () => {
    try {
      const { raised } = await post<{ raised: number }>('/aml/sweep');
      setMessage(raised ? `Đã tạo ${raised} cảnh báo mới` : 'Không có cảnh báo mới');
    } catch (err) {
      setMessage(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
    }
    await reload();
  };
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">Cảnh báo AML</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label className="flex items-center gap-2">
            Trạng thái
            <select
              className="input w-44"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setSelected([]);
              }}
            >
              {Object.entries(STATUS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v} ({data?.counts[k] ?? 0})
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn-ghost" onClick={() => void sweep()}>
            Chạy quy tắc ngay
          </button>
        </div>
      </div>
      <AmlSettingsPanel />
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {data?.items.length === 0 && <p className="card text-sm">Không có cảnh báo nào.</p>}
      {selected.length > 0 && (
        <div className="card flex flex-wrap items-center gap-3 border-indigo-200 bg-indigo-50 text-sm">
          <span>Đã chọn {selected.length} cảnh báo</span>
          <button type="button" className="btn-primary" onClick={() => setBulkClear(true)}>
            Bỏ qua các cảnh báo đã chọn
          </button>
          <button type="button" className="btn-ghost" onClick={() => setSelected([])}>
            Bỏ chọn
          </button>
        </div>
      )}
      {data?.items.map((f) => (
        <article key={f.id} className="card space-y-3" aria-label={`Cảnh báo ${f.id}`}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="text-sm">
              <p className="text-base font-semibold">
                {f.status === 'open' && (
                  <input
                    type="checkbox"
                    className="mr-2"
                    aria-label={`Chọn cảnh báo ${f.id}`}
                    checked={selected.includes(f.id)}
                    onChange={() => setSelected((s) => (s.includes(f.id) ? s.filter((x) => x !== f.id) : [...s, f.id]))}
                  />
                )}
                {AmlRuleLabel[f.rule]}
              </p>
              <p>
                <Link className="font-semibold text-indigo-700 underline" to={`/admin/nguoi-choi/${f.playerId}`}>
                  {f.username}
                </Link>{' '}
                · {PLAYER_STATUS[f.playerStatus] ?? f.playerStatus} · phát hiện {dateTime(f.raisedAt)}
              </p>
              {f.status !== 'open' && (
                <p className="mt-1">
                  <strong>{STATUS[f.status]}</strong> bởi {f.reviewedBy} lúc {dateTime(f.reviewedAt)}: {f.outcomeNote}
                </p>
              )}
            </div>
            {f.status === 'open' && (
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-ghost" onClick={() => setReview({ flag: f, kind: 'note' })}>
                  Ghi chú
                </button>
                <button type="button" className="btn-primary" onClick={() => setReview({ flag: f, kind: 'cleared' })}>
                  Bỏ cảnh báo
                </button>
                <button type="button" className="btn-danger" onClick={() => setReview({ flag: f, kind: 'confirmed' })}>
                  Xác nhận & khóa
                </button>
              </div>
            )}
          </div>
          <Details d={f.details} />
          {f.notes.length > 0 && (
            <ul className="space-y-1 border-t border-slate-100 pt-2 text-sm">
              {f.notes.map((n) => (
                <li key={n.id}>
                  <span className="text-slate-500">
                    {dateTime(n.createdAt)} · {n.staff}:
                  </span>{' '}
                  {n.text}
                </li>
              ))}
            </ul>
          )}
        </article>
      ))}
      {review && (
        <PromptModal
          title={
            review.kind === 'note'
              ? `Ghi chú cảnh báo #${review.flag.id}`
              : review.kind === 'cleared'
                ? `Bỏ cảnh báo #${review.flag.id}`
                : `Xác nhận vi phạm và khóa ${review.flag.username}`
          }
          label={review.kind === 'note' ? 'Ghi chú' : 'Kết luận'}
          confirm={review.kind === 'note' ? 'Lưu' : review.kind === 'cleared' ? 'Bỏ cảnh báo' : 'Xác nhận & khóa'}
          danger={review.kind === 'confirmed'}
          minLength={review.kind === 'note' ? 2 : 5}
          onClose={() => setReview(null)}
          onSubmit={async (text) => {
            const f = review.flag;
            if (review.kind === 'note') await post(`/aml/flags/${f.id}/notes`, { text });
            else await post(`/aml/flags/${f.id}/review`, { outcome: review.kind, note: text });
            setMessage(
              review.kind === 'note'
                ? 'Đã lưu ghi chú'
                : review.kind === 'cleared'
                  ? `Đã bỏ cảnh báo #${f.id}`
                  : `Đã xác nhận vi phạm, tài khoản ${f.username} bị khóa`,
            );
            await reload();
          }}
        />
      )}
      {bulkClear && (
        <PromptModal
          title={`Bỏ qua ${selected.length} cảnh báo`}
          label="Kết luận (ghi vào từng cảnh báo và nhật ký)"
          confirm="Bỏ qua"
          minLength={5}
          onClose={() => setBulkClear(false)}
          onSubmit={async (note) => {
            const r = await post<TBulkResult[]>('/aml/flags/bulk-review', { ids: selected, outcome: 'cleared', note });
            setMessage(bulkSummary(r));
            setSelected([]);
            await reload();
          }}
        />
      )}
    </section>
  );
}
