import type { TPlayerSearchHit } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../components/data-table';
import { get, query } from '../lib/api';
import { dateTime, PLAYER_STATUS } from '../lib/format';
import { useLoad } from '../lib/use-load';

const col = createColumnHelper<TPlayerSearchHit>();
const MATCHED: Record<TPlayerSearchHit['matchedBy'], string> = {
  id: 'Mã',
  username: 'Tên đăng nhập',
  phone: 'Số điện thoại',
  bank_account: 'Số tài khoản',
};

/** Find a player by username, phone, id or bank account number. */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [input, setInput] = useState(q);
  const { data, error } = useLoad(
    () => (q ? get<TPlayerSearchHit[]>(`/players${query({ q })}`) : Promise.resolve(null)),
    [q],
  );
  const columns = [
    col.accessor('id', {
      header: 'Mã',
      cell: (c) => (
        <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${c.getValue()}`}>
          #{c.getValue()}
        </Link>
      ),
    }),
    col.accessor('username', {
      header: 'Tên đăng nhập',
      cell: (c) => (
        <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${c.row.original.id}`}>
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor('phone', { header: 'Điện thoại' }),
    col.accessor('status', { header: 'Trạng thái', cell: (c) => PLAYER_STATUS[c.getValue()] }),
    col.accessor('matchedBy', { header: 'Khớp theo', cell: (c) => MATCHED[c.getValue()] }),
    col.accessor('createdAt', { header: 'Đăng ký', cell: (c) => dateTime(c.getValue()) }),
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Người chơi</h1>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(input.trim() ? { q: input.trim() } : {});
        }}
      >
        <input
          className="input max-w-md"
          aria-label="Tìm người chơi"
          placeholder="Tên đăng nhập, số điện thoại, mã hoặc số tài khoản"
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
        <button type="submit" className="btn-primary">
          Tìm
        </button>
      </form>
      {error && <p className="error">{error}</p>}
      {data && (
        <DataTable
          label="Kết quả tìm người chơi"
          data={data}
          columns={columns}
          filter={false}
          empty="Không tìm thấy người chơi"
        />
      )}
    </section>
  );
}
