import type { TOpsFigures } from '@app/contract';
import { DEPOSIT_STATUS, dateTime, WITHDRAWAL_STATUS } from '../lib/format';
import { Ok, Table } from './ops-table';

const GROUP_LABEL: Record<string, string> = {
  provider: 'Callback nhà cung cấp',
  webhook: 'Webhook (ngân hàng, cổng thanh toán)',
  player_api: 'API người chơi',
  admin_api: 'API quản trị',
  game_api: 'API trò chơi',
  page: 'Trang web',
};
const OP_LABEL: Record<string, string> = {
  bet: 'Đặt cược',
  win: 'Trả thưởng',
  rollback: 'Hoàn cược',
  credit: 'Ghi có',
  debit: 'Ghi nợ',
  transfer: 'Chuyển khoản nội bộ',
  hold: 'Giữ tiền nạp',
  reserve: 'Giữ tiền rút',
  settle: 'Chi tiền rút',
  release: 'Trả lại tiền rút',
  reverse: 'Đảo bút toán',
};
const LOGIN_LABEL: Record<string, string> = {
  ok: 'Thành công',
  failed: 'Sai thông tin',
  throttled: 'Bị chặn tạm thời',
  refused: 'Bị từ chối',
  invalid: 'Yêu cầu không hợp lệ',
  error: 'Lỗi',
};
const STREAM_LABEL: Record<string, string> = { balance: 'Số dư', jackpot: 'Hũ thưởng' };
const BACKUP_TYPE: Record<string, string> = { full: 'toàn bộ', diff: 'vi sai', incr: 'gia tăng' };

const n = (v: number) => v.toLocaleString('vi-VN');
const ms = (v: number | null) => (v === null ? '—' : v >= 60_000 ? '> 10 s' : `≤ ${n(v)} ms`);

function Figure({ label, value, warn }: { label: string; value: string; warn?: boolean }) {
  return (
    <div className="card">
      <p className="text-xs text-slate-500">{label}</p>
      <p className={`text-lg font-semibold ${warn ? 'text-amber-700' : ''}`}>{value}</p>
    </div>
  );
}

/**
 * The figures Prometheus scrapes from /metrics (decision 130), for staff who do not use it:
 * this instance's counts since it started and the database's state.
 */
export function OpsFigures({ figures: f }: { figures: TOpsFigures }) {
  const db = f.database;
  const cacheTotal = f.pageCache.hits + f.pageCache.misses;
  return (
    <div className="card space-y-3" data-testid="ops-figures">
      <div>
        <h2 className="font-semibold">Số liệu giám sát</h2>
        <p className="text-xs text-slate-500">
          Cùng số liệu Prometheus đọc ở /metrics. Số đếm của máy chủ {f.instance} từ lúc khởi động (
          {dateTime(f.startedAt)}); trạng thái cơ sở dữ liệu là chung cho mọi máy chủ.
        </p>
      </div>
      <div className="grid gap-3 md:grid-cols-4">
        <Figure
          label="Kết nối CSDL đang dùng / tối đa"
          value={`${f.pool.total - f.pool.idle} / ${f.pool.max}`}
          warn={f.pool.total - f.pool.idle >= f.pool.max}
        />
        <Figure
          label="Lần phải chờ kết nối (hết chờ: 503)"
          value={`${n(f.pool.waits)} (${n(f.pool.timeouts)})`}
          warn={f.pool.timeouts > 0}
        />
        <Figure
          label="Luồng trực tiếp (SSE) đang mở"
          value={f.sse.map((s) => `${STREAM_LABEL[s.stream] ?? s.stream}: ${n(s.clients)}`).join(' · ') || '0'}
        />
        <Figure
          label="Bộ nhớ đệm trang (trúng / tổng)"
          value={cacheTotal ? `${n(f.pageCache.hits)} / ${n(cacheTotal)}` : '—'}
        />
        <Figure
          label="Bản sao đọc"
          value={
            !db?.replica
              ? 'Không cấu hình'
              : db.replica.up
                ? `Chậm ${n(db.replica.lagBytes ?? 0)} byte`
                : 'Không trả lời'
          }
          warn={db?.replica ? !db.replica.up || (db.replica.lagBytes ?? 0) > 64 * 1024 * 1024 : false}
        />
        <Figure
          label="Cơ sở dữ liệu"
          value={db ? `${db.inRecovery ? 'Chỉ đọc (standby)' : 'Máy chính'} · timeline ${db.timeline ?? '—'}` : '—'}
          warn={db?.inRecovery}
        />
        <Figure
          label="Lưu trữ WAL"
          value={
            !db
              ? '—'
              : !db.archiving.enabled
                ? 'Tắt'
                : `${db.archiving.failed} lỗi · gần nhất ${dateTime(db.archiving.lastArchivedAt)}`
          }
          warn={
            db?.archiving.enabled &&
            db.archiving.lastFailedAt !== null &&
            (db.archiving.lastArchivedAt === null || db.archiving.lastFailedAt > db.archiving.lastArchivedAt)
          }
        />
        <Figure
          label="Sao lưu gần nhất"
          value={
            db?.backup ? `${dateTime(db.backup.at)} · ${BACKUP_TYPE[db.backup.type] ?? db.backup.type}` : 'Chưa có'
          }
          warn={db ? !db.backup || Date.now() - Date.parse(db.backup.at) > 26 * 3_600_000 : false}
        />
        <Figure
          label="Kèo thể thao cập nhật lần cuối"
          value={dateTime(db?.sportsFeedAt ?? null)}
          warn={db?.sportsFeedAt ? Date.now() - Date.parse(db.sportsFeedAt) > 600_000 : false}
        />
      </div>
      {!db && <p className="error">Không đọc được số liệu từ cơ sở dữ liệu.</p>}
      <div className="grid gap-3 xl:grid-cols-2">
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">Yêu cầu theo nhóm</h3>
          <Table
            head={['Nhóm', 'Nhà cung cấp', 'Số yêu cầu', 'Lỗi 4xx', 'Lỗi 5xx', 'p99']}
            empty="Chưa có yêu cầu nào"
            rows={f.requests.map((r) => [
              GROUP_LABEL[r.group] ?? r.group,
              r.provider || '—',
              n(r.total),
              n(r.clientErrors),
              <span key="e" className={r.serverErrors ? 'font-semibold text-red-700' : ''}>
                {n(r.serverErrors)}
              </span>,
              ms(r.p99Ms),
            ])}
          />
        </div>
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">Thao tác ví (sổ cái)</h3>
          <Table
            head={['Thao tác', 'Số lần', 'Gửi lại', 'Bị từ chối', 'p99']}
            empty="Chưa có thao tác ví nào"
            rows={f.wallet.map((w) => [OP_LABEL[w.op] ?? w.op, n(w.total), n(w.replayed), n(w.refused), ms(w.p99Ms)])}
          />
        </div>
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">Kết quả callback nhà cung cấp</h3>
          <Table
            head={['Nhà cung cấp', 'Trạng thái', 'Số lần']}
            empty="Chưa có callback nào"
            rows={f.callbacks.map((c) => [
              c.provider,
              <span key="s" className="inline-flex items-center gap-1 font-mono text-xs">
                <Ok ok={c.status === 'RS_OK'} /> {c.status}
              </span>,
              n(c.total),
            ])}
          />
        </div>
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">Đăng nhập</h3>
          <Table
            head={['Ai', 'Kết quả', 'Số lần']}
            empty="Chưa có lần đăng nhập nào"
            rows={f.logins.map((l) => [
              l.who === 'staff' ? 'Nhân viên' : 'Người chơi',
              LOGIN_LABEL[l.outcome] ?? l.outcome,
              n(l.total),
            ])}
          />
        </div>
      </div>
      <div className="space-y-1">
        <h3 className="text-sm font-semibold">Nạp và rút theo trạng thái</h3>
        <Table
          head={['Loại', 'Trạng thái', 'Số lệnh']}
          empty="Chưa có lệnh nạp hay rút nào"
          rows={(db?.payments ?? []).map((p) => [
            p.kind === 'deposit' ? 'Nạp' : 'Rút',
            (p.kind === 'deposit' ? DEPOSIT_STATUS : WITHDRAWAL_STATUS)[p.state] ?? p.state,
            n(p.count),
          ])}
        />
      </div>
    </div>
  );
}
