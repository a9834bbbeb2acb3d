import type { TStaffGame, TStaffProvider } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../components/data-table';
import { PromptModal } from '../components/modal';
import { get, post, put } from '../lib/api';
import { dateTime } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

const gameCol = createColumnHelper<TStaffGame>();
const providerCol = createColumnHelper<TStaffProvider>();

/** Reads a picked file as a data: URL for the upload call (the server checks the bytes). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(new Error('Không đọc được tệp'));
    r.readAsDataURL(file);
  });
}

/**
 * Games and providers: the catalogue as the lobbies show it (hidden games included), with the
 * switches, order, hot/new flags and pictures; providers (superadmin) with their switch and key.
 */
export function GamesPage() {
  const { staff } = useSession();
  const games = useLoad(() => get<TStaffGame[]>('/games'), []);
  const [message, setMessage] = useState<string | null>(null);
  const act = async (fn: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await fn();
      setMessage(done);
      await games.reload();
    } catch (err) {
      setMessage(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
    }
  };
  const update = (g: TStaffGame, body: Record<string, unknown>, done: string) =>
    act(() => put(`/games/${g.id}`, body), done);
  const columns = [
    gameCol.accessor('image', {
      header: 'Ảnh',
      enableSorting: false,
      cell: (c) => <img src={c.getValue()} alt="" className="h-10 w-16 rounded object-cover" />,
    }),
    gameCol.accessor('title', {
      header: 'Trò chơi',
      // the category list wraps, so the table fits a 1024 px screen
      meta: { wrap: true },
      cell: (c) => (
        <span className="block min-w-[12rem]">
          {c.getValue()}
          <span className="block text-xs text-slate-500">
            {c.row.original.partnerName} · {c.row.original.categories.join(', ')}
          </span>
        </span>
      ),
    }),
    gameCol.accessor('providerEnabled', {
      header: 'Nhà cung cấp',
      cell: (c) => (
        <span className={c.getValue() ? 'text-emerald-700' : 'text-rose-600'}>
          {c.row.original.providerCode} · {c.getValue() ? 'bật' : 'tắt'}
        </span>
      ),
    }),
    gameCol.accessor('enabled', {
      header: 'Hiển thị',
      meta: { wrap: true },
      cell: (c) => (
        <label className="inline-flex items-center gap-1">
          <input
            type="checkbox"
            checked={c.getValue()}
            aria-label={`Hiển thị ${c.row.original.title}`}
            onChange={(e) =>
              void update(
                c.row.original,
                { enabled: e.target.checked },
                `${e.target.checked ? 'Đã hiện' : 'Đã ẩn'} ${c.row.original.title}`,
              )
            }
          />
          {c.getValue() && !c.row.original.providerEnabled && (
            <span className="w-20 text-xs text-amber-600">ẩn vì nhà cung cấp tắt</span>
          )}
        </label>
      ),
    }),
    gameCol.accessor('isHot', {
      header: 'Hot',
      cell: (c) => (
        <input
          type="checkbox"
          checked={c.getValue()}
          aria-label={`Hot ${c.row.original.title}`}
          onChange={(e) =>
            void update(c.row.original, { isHot: e.target.checked }, `Đã cập nhật ${c.row.original.title}`)
          }
        />
      ),
    }),
    gameCol.accessor('isNew', {
      header: 'Mới',
      cell: (c) => (
        <input
          type="checkbox"
          checked={c.getValue()}
          aria-label={`Mới ${c.row.original.title}`}
          onChange={(e) =>
            void update(c.row.original, { isNew: e.target.checked }, `Đã cập nhật ${c.row.original.title}`)
          }
        />
      ),
    }),
    gameCol.accessor('sortOrder', {
      header: 'Thứ tự',
      cell: (c) => (
        <input
          type="number"
          min={0}
          max={100000}
          defaultValue={c.getValue()}
          aria-label={`Thứ tự ${c.row.original.title}`}
          className="input w-20"
          onBlur={(e) => {
            const v = Number(e.target.value);
            if (v !== c.getValue())
              void update(c.row.original, { sortOrder: v }, `Đã đổi thứ tự ${c.row.original.title}`);
          }}
        />
      ),
    }),
    gameCol.display({
      id: 'upload',
      header: 'Đổi ảnh',
      cell: (c) => (
        <label className="btn-ghost">
          Tải ảnh
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-label={`Tải ảnh ${c.row.original.title}`}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              await act(
                async () => post(`/games/${c.row.original.id}/image`, { image: await readAsDataUrl(file) }),
                `Đã thay ảnh ${c.row.original.title}`,
              );
            }}
          />
        </label>
      ),
    }),
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">Trò chơi & nhà cung cấp</h1>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {can(staff) && <ProvidersCard onChanged={() => void games.reload()} />}
      <div className="space-y-2">
        <h2 className="font-semibold">Trò chơi</h2>
        <p className="text-sm text-slate-500">
          Sảnh chỉ hiện trò chơi đang hiển thị của nhà cung cấp đang bật; thứ tự nhỏ đứng trước. Ảnh JPEG, PNG hoặc WebP
          tối đa 512 KB thay cho ảnh tạo sẵn. Thay đổi có hiệu lực ngay trên trang người chơi.
        </p>
        {games.error && <p className="error">{games.error}</p>}
        <DataTable label="Trò chơi" data={games.data ?? []} columns={columns} />
      </div>
    </section>
  );
}

function ProvidersCard({ onChanged }: { onChanged: () => void }) {
  const { data, error, reload } = useLoad(() => get<TStaffProvider[]>('/providers'), []);
  const [keyFor, setKeyFor] = useState<TStaffProvider | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const toggle = async (p: TStaffProvider) => {
    setMessage(null);
    try {
      await put(`/providers/${p.code}`, { enabled: !p.enabled });
      await reload();
      onChanged();
    } catch (err) {
      setMessage(err instanceof Error ? err.message : 'Lỗi');
    }
  };
  const columns = [
    providerCol.accessor('name', {
      header: 'Nhà cung cấp',
      cell: (c) => (
        <>
          {c.getValue()} ({c.row.original.code}){/* below 1280 px the update time moves here from its own column */}
          <span className="block text-xs text-slate-500 xl:hidden">Cập nhật {dateTime(c.row.original.updatedAt)}</span>
        </>
      ),
    }),
    providerCol.accessor('enabled', {
      header: 'Trạng thái',
      cell: (c) => (
        <button
          type="button"
          className={c.getValue() ? 'btn-ghost' : 'btn-primary'}
          onClick={() => void toggle(c.row.original)}
          aria-label={`${c.getValue() ? 'Tắt' : 'Bật'} ${c.row.original.name}`}
        >
          {c.getValue() ? 'Đang bật · Tắt' : 'Đang tắt · Bật'}
        </button>
      ),
    }),
    providerCol.accessor('games', {
      header: 'Trò chơi',
      cell: (c) => `${c.row.original.shownGames}/${c.getValue()} hiển thị`,
    }),
    providerCol.accessor('keyChangedAt', {
      header: 'Khóa',
      enableSorting: false,
      meta: { wrap: true },
      cell: (c) => {
        const p = c.row.original;
        const set = p.signAlg === 'rsa-sha256' ? p.publicKeySet : p.secretSet;
        return (
          <div className="flex min-w-[14rem] flex-wrap items-start justify-between gap-2">
            <span className="text-xs">
              {set ? (p.signAlg === 'rsa-sha256' ? 'Đã đặt (RSA, khóa công khai)' : 'Đã đặt (HMAC)') : 'Chưa đặt'}
              <br />
              <span className="text-slate-500">
                {p.keyChangedAt
                  ? `Đổi lúc ${dateTime(p.keyChangedAt)} bởi ${p.keyChangedBy ?? '—'}`
                  : 'Do hệ thống tạo, chưa đổi'}
              </span>
            </span>
            {['house', 'lottery', 'sports'].includes(p.code) ? (
              <span className="text-xs text-slate-500">khóa do hệ thống quản lý</span>
            ) : (
              <button type="button" className="btn-ghost" onClick={() => setKeyFor(p)}>
                Đặt khóa mới
              </button>
            )}
          </div>
        );
      },
    }),
    providerCol.accessor('updatedAt', {
      header: 'Cập nhật',
      meta: { className: 'hidden xl:table-cell' },
      cell: (c) => dateTime(c.getValue()),
    }),
  ];
  return (
    <div className="space-y-2">
      <h2 className="font-semibold">Nhà cung cấp</h2>
      <p className="text-sm text-slate-500">
        Tắt một nhà cung cấp sẽ ẩn mọi trò chơi của họ khỏi sảnh ngay lập tức. Khóa được mã hóa khi lưu và không bao giờ
        hiện lại; chỉ thấy đã đặt hay chưa, lúc nào và ai đổi.
      </p>
      {(error || message) && <p className="error">{error ?? message}</p>}
      <DataTable label="Nhà cung cấp" data={data ?? []} columns={columns} filter={false} />
      {keyFor && (
        <PromptModal
          title={`Khóa bí mật mới cho ${keyFor.name}`}
          label="Khóa HMAC (tối thiểu 24 ký tự)"
          confirm="Lưu khóa"
          minLength={24}
          onClose={() => setKeyFor(null)}
          onSubmit={async (secret) => {
            await put(`/providers/${keyFor.code}`, { secret });
            await reload();
          }}
        />
      )}
    </div>
  );
}
