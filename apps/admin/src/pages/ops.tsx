import type { TOpsHealth } from '@app/contract';
import { useEffect, useState } from 'react';
import { get, post } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { OpsAlertsBanner } from './ops-alerts';
import { OpsFigures } from './ops-figures';
import { Ok, Table } from './ops-table';

const JOB_LABEL: Record<string, string> = {
  'ledger.check': 'Đối soát sổ cái',
  'aml.sweep': 'Quy tắc AML (thiết bị, IP, giftcode)',
  'ops.health-alerts': 'Cảnh báo nhà cung cấp & chi trả',
  'ops.alert-digest': 'Tin tổng hợp cảnh báo (quá giới hạn mỗi giờ)',
};
const REFRESH_MS = 10_000;

/** The superadmin's operations view (decision 098): reconciliation, jobs, backlogs, providers. */
export function OpsPage() {
  const { data, error, reload } = useLoad(() => get<TOpsHealth>('/ops/health'), []);
  const [message, setMessage] = useState<string | null>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const check = async () => {
    setMessage('Đang đối soát…');
    try {
      const r = await post<{ ok: boolean; durationMs: number }>('/ops/ledger-check');
      setMessage(r.ok ? `Sổ cái khớp (${r.durationMs} ms)` : 'SỔ CÁI LỆCH: xem lần chạy mới nhất bên dưới');
    } catch (err) {
      setMessage(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
    }
    await reload();
    setChecks((n) => n + 1);
  };
  const p = data?.payments;
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">Vận hành & sức khỏe hệ thống</h1>
        <button type="button" className="btn-primary" onClick={() => void check()}>
          Đối soát sổ cái ngay
        </button>
      </div>
      <OpsAlertsBanner version={checks} />
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <div className="grid gap-3 md:grid-cols-4">
            {[
              ['Ngoại lệ thanh toán mở', p!.openExceptions],
              ['Lệnh rút chờ duyệt', p!.pendingWithdrawals],
              ['Chi trả chưa rõ kết quả', p!.unknownPayouts],
              ['Sự kiện chưa giao', data.domainEvents.reduce((s, e) => s + e.undelivered, 0)],
            ].map(([label, n]) => (
              <div key={String(label)} className="card">
                <p className="text-xs text-slate-500">{label}</p>
                <p className={`text-2xl font-semibold ${Number(n) > 0 ? 'text-amber-700' : ''}`}>{n}</p>
              </div>
            ))}
          </div>
          <OpsFigures figures={data.figures} />
          <div className="card space-y-2">
            <h2 className="font-semibold">Lịch sử đối soát sổ cái</h2>
            <Table
              head={['Lúc', 'Kết quả', 'Thời gian', 'Bút toán', 'Vi phạm']}
              empty="Chưa có lần đối soát nào"
              rows={data.ledgerChecks.map((r) => [
                dateTime(r.startedAt),
                <Ok key="ok" ok={r.ok} />,
                `${r.durationMs} ms`,
                String(r.counts.journals ?? ''),
                r.breaches.map((b) => `${b.description} (${b.breaches})`).join('; ') || '—',
              ])}
            />
          </div>
          <div className="grid gap-3 xl:grid-cols-2">
            <div className="card space-y-2">
              <h2 className="font-semibold">Tác vụ định kỳ</h2>
              <Table
                head={['Tác vụ', 'Lần chạy cuối', 'Kết quả', 'Lần tới', 'Số lần']}
                empty="Chưa có tác vụ nào chạy"
                rows={data.jobs.map((j) => [
                  JOB_LABEL[j.name] ?? j.name,
                  dateTime(j.lastStartedAt),
                  <span key="r">
                    <Ok ok={j.lastOk} /> {j.lastError && <span className="text-xs text-red-700">{j.lastError}</span>}
                  </span>,
                  dateTime(j.nextRunAt),
                  String(j.runs),
                ])}
              />
            </div>
            <div className="card space-y-2">
              <h2 className="font-semibold">Hàng đợi sự kiện (outbox)</h2>
              <Table
                head={['Chủ đề', 'Chưa giao', 'Đang lỗi', 'Cũ nhất', 'Lỗi gần nhất']}
                empty="Không có sự kiện nào chờ giao"
                rows={data.domainEvents.map((e) => [
                  e.topic,
                  String(e.undelivered),
                  String(e.failing),
                  dateTime(e.oldestAt),
                  <span key="e" className="text-xs">
                    {e.lastError ?? '—'}
                  </span>,
                ])}
              />
            </div>
          </div>
          <div className="card space-y-2">
            <h2 className="font-semibold">Callback nhà cung cấp (24 giờ)</h2>
            <Table
              head={['Nhà cung cấp', 'Số callback', 'Lỗi', 'Tỷ lệ lỗi', 'Gần nhất']}
              empty="Chưa có callback nào trong 24 giờ"
              rows={data.providers.map((r) => [
                r.provider,
                String(r.callbacks24h),
                String(r.errors24h),
                r.callbacks24h ? `${((r.errors24h * 100) / r.callbacks24h).toFixed(1)}%` : '—',
                dateTime(r.lastCallbackAt),
              ])}
            />
            {p?.oldestPendingWithdrawalAt && (
              <p className="text-xs text-slate-500">
                Lệnh rút chờ duyệt lâu nhất từ {dateTime(p.oldestPendingWithdrawalAt)}.
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
