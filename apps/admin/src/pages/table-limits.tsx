import type { TStaffTableLimits, TTableLimits } from '@app/contract';
import { useState } from 'react';
import { get, put } from '../lib/api';
import { useLoad } from '../lib/use-load';

const FIELDS: { key: keyof TTableLimits; label: string }[] = [
  { key: 'spotMin', label: 'Tối thiểu mỗi cửa' },
  { key: 'spotMax', label: 'Tối đa mỗi cửa' },
  { key: 'roundMin', label: 'Tối thiểu mỗi ván' },
  { key: 'roundMax', label: 'Tối đa mỗi ván' },
];
const vnd = (n: number) => n.toLocaleString('vi-VN');

/** One table's four limits: typed in VND, saved together (the server checks they fit each other). */
function TableCard({ row, onSaved }: { row: TStaffTableLimits; onSaved: () => Promise<void> }) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldValue = (k: keyof TTableLimits) => draft[k] ?? String(row.limits[k]);
  const changed = FIELDS.some((f) => draft[f.key] !== undefined && Number(draft[f.key]) !== row.limits[f.key]);

  const save = async () => {
    setMessage(null);
    setSaving(true);
    try {
      const body = Object.fromEntries(FIELDS.map((f) => [f.key, Number(fieldValue(f.key).replace(/\D/g, ''))]));
      await put(`/house/table-limits/${row.table}`, body);
      setDraft({});
      setMessage({ ok: true, text: 'Đã lưu. Cược tiếp theo được kiểm tra theo giới hạn mới.' });
      await onSaved();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : 'Đã có lỗi xảy ra' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card space-y-3" data-table={row.table} aria-label={row.name}>
      <div>
        <h2 className="font-semibold">{row.name}</h2>
        <p className="text-xs text-slate-500">
          Trò chơi {row.game} · mặc định {vnd(row.defaults.spotMin)} – {vnd(row.defaults.spotMax)} VND mỗi cửa
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FIELDS.map((f) => (
          <label key={f.key} className="space-y-1 text-sm">
            <span className="block text-slate-600">{f.label} (VND)</span>
            <input
              className="input w-full tabular-nums"
              type="number"
              inputMode="numeric"
              min={1000}
              step={1000}
              value={fieldValue(f.key)}
              onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
            />
            <span className="block text-xs text-slate-500">{vnd(Number(fieldValue(f.key)) || 0)} ₫</span>
          </label>
        ))}
      </div>
      {message && (
        <p className={message.ok ? 'text-sm text-emerald-700' : 'error'} role="status">
          {message.text}
        </p>
      )}
      <button type="button" className="btn-primary" disabled={saving || !changed} onClick={() => void save()}>
        Lưu giới hạn
      </button>
    </section>
  );
}

/**
 * Stake limits of the house's shared tables (superadmin, decision 108): per bet spot and per
 * player per round. The house game server refuses bets outside them; the table screen shows them.
 */
export function TableLimitsPage() {
  const { data, error, reload } = useLoad(() => get<TStaffTableLimits[]>('/house/table-limits'), []);
  return (
    <section className="space-y-3" data-testid="table-limits">
      <h1 className="text-xl font-semibold">Giới hạn cược bàn trực tiếp</h1>
      <p className="max-w-2xl text-sm text-slate-600">
        Mức cược tối thiểu và tối đa cho mỗi cửa và tổng cược của một người chơi trong mỗi ván, ở các bàn chung theo
        lịch (baccarat trực tiếp, đá gà). Cược ngoài giới hạn bị từ chối trước khi trừ tiền; màn hình bàn chơi hiển thị
        đúng các mức này. Mọi thay đổi được ghi vào nhật ký thao tác.
      </p>
      {error && <p className="error">{error}</p>}
      {(data ?? []).map((row) => (
        <TableCard key={row.table} row={row} onSaved={reload} />
      ))}
    </section>
  );
}
