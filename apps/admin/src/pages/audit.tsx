import type { TAuditEntry } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../components/data-table';
import { get, query } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';

const col = createColumnHelper<TAuditEntry>();

/** The append-only log of staff actions: who, what, on what, before and after, from where. */
export function AuditPage() {
  const [filter, setFilter] = useState({ action: '', targetType: '', targetId: '' });
  const { data, error } = useLoad(
    () => get<TAuditEntry[]>(`/audit-log${query({ ...filter, per_page: 200 })}`),
    [filter.action, filter.targetType, filter.targetId],
  );
  const columns = [
    col.accessor('createdAt', { header: 'Lúc', cell: (c) => dateTime(c.getValue()) }),
    col.accessor('staffUsername', { header: 'Nhân viên', cell: (c) => c.getValue() ?? '—' }),
    col.accessor('action', { header: 'Thao tác' }),
    col.accessor((a) => (a.targetType ? `${a.targetType} ${a.targetId}` : ''), { id: 'target', header: 'Đối tượng' }),
    col.accessor('ip', { header: 'Địa chỉ', cell: (c) => c.getValue() ?? '—' }),
    col.accessor((a) => JSON.stringify(a.details), {
      id: 'details',
      header: 'Chi tiết',
      cell: (c) => (
        <span className="block max-w-md truncate font-mono text-xs" title={c.getValue()}>
          {c.getValue()}
        </span>
      ),
    }),
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Nhật ký thao tác</h1>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          setFilter({
            action: String(f.get('action') ?? '').trim(),
            targetType: String(f.get('targetType') ?? '').trim(),
            targetId: String(f.get('targetId') ?? '').trim(),
          });
        }}
      >
        <label>
          <span className="label">Thao tác</span>
          <input name="action" className="input w-48" placeholder="vd. withdrawal.approve" />
        </label>
        <label>
          <span className="label">Loại đối tượng</span>
          <input name="targetType" className="input w-36" placeholder="player" />
        </label>
        <label>
          <span className="label">Mã đối tượng</span>
          <input name="targetId" className="input w-32" />
        </label>
        <button type="submit" className="btn-primary">
          Lọc
        </button>
      </form>
      {error && <p className="error">{error}</p>}
      <DataTable label="Nhật ký thao tác" data={data ?? []} columns={columns} filter={false} />
    </section>
  );
}
