import type { TLinkedAccount, TPlayerAcquisition, TPlayerTag } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal, PromptModal } from '../components/modal';
import { api, get, post } from '../lib/api';
import { dateTime, PLAYER_STATUS } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

const LINK_KIND: Record<TLinkedAccount['kind'], string> = {
  id_number: 'Cùng số giấy tờ',
  bank_account: 'Cùng tài khoản ngân hàng',
  device: 'Cùng thiết bị',
  ip: 'Cùng địa chỉ IP',
};

/** Staff tags on the player, added and removed with a reason (audited; decision 157). */
export function PlayerTags({ playerId }: { playerId: number }) {
  const { staff } = useSession();
  const tags = useLoad(() => get<TPlayerTag[]>(`/players/${playerId}/tags`), [playerId]);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editor = can(staff, 'support') || can(staff, 'compliance');
  return (
    <section className="card space-y-2 text-sm" aria-label="Thẻ người chơi">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">Thẻ</h2>
        {editor && (
          <button type="button" className="btn-ghost" onClick={() => setAdding(true)}>
            Thêm thẻ
          </button>
        )}
      </div>
      {tags.data?.length === 0 && <p className="text-slate-500">Chưa có thẻ nào.</p>}
      <ul className="flex flex-wrap gap-2">
        {tags.data?.map((t) => (
          <li
            key={t.tag}
            className="flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-indigo-800"
            title={`${t.addedBy ?? '—'} · ${dateTime(t.createdAt)}`}
          >
            <Link to={`/admin/danh-sach/nguoi-choi?tag=${encodeURIComponent(t.tag)}`}>{t.tag}</Link>
            {editor && (
              <button
                type="button"
                aria-label={`Bỏ thẻ ${t.tag}`}
                className="text-indigo-500"
                onClick={() => setRemoving(t.tag)}
              >
                ✕
              </button>
            )}
          </li>
        ))}
      </ul>
      {adding && (
        <Modal title="Thêm thẻ" onClose={() => setAdding(false)}>
          <form
            className="space-y-3"
            onSubmit={async (e) => {
              e.preventDefault();
              const f = new FormData(e.currentTarget);
              try {
                await post(`/players/${playerId}/tags`, {
                  tag: String(f.get('tag') ?? ''),
                  reason: String(f.get('reason') ?? ''),
                });
                await tags.reload();
                setAdding(false);
                setError(null);
              } catch (err) {
                setError(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
              }
            }}
          >
            <label className="block">
              <span className="label">Thẻ (chữ thường, số, dấu gạch ngang)</span>
              <input name="tag" className="input" placeholder="vip, nghi-gian-lan" required />
            </label>
            <label className="block">
              <span className="label">Lý do (ghi vào nhật ký)</span>
              <textarea name="reason" className="input" rows={2} required />
            </label>
            {error && <p className="error">{error}</p>}
            <div className="flex justify-end gap-2">
              <button type="button" className="btn-ghost" onClick={() => setAdding(false)}>
                Hủy
              </button>
              <button type="submit" className="btn-primary">
                Thêm
              </button>
            </div>
          </form>
        </Modal>
      )}
      {removing && (
        <PromptModal
          title={`Bỏ thẻ "${removing}"`}
          label="Lý do (ghi vào nhật ký)"
          confirm="Bỏ thẻ"
          minLength={5}
          onClose={() => setRemoving(null)}
          onSubmit={async (reason) => {
            await api('DELETE', `/players/${playerId}/tags/${encodeURIComponent(removing)}`, { reason });
            await tags.reload();
          }}
        />
      )}
    </section>
  );
}

/** The affiliate and campaign codes captured at sign-up. */
export function PlayerAcquisition({ playerId }: { playerId: number }) {
  const { data } = useLoad(() => get<TPlayerAcquisition>(`/players/${playerId}/acquisition`), [playerId]);
  if (!data) return null;
  const rows: [string, string | null][] = [
    ['Mã đối tác (aff_id)', data.affId],
    ['Nguồn (utm_source)', data.utmSource],
    ['Kênh (utm_medium)', data.utmMedium],
    ['Chiến dịch (utm_campaign)', data.utmCampaign],
    ['Từ khóa (utm_term)', data.utmTerm],
    ['Nội dung (utm_content)', data.utmContent],
    ['Trang giới thiệu', data.referer],
  ];
  const shown = rows.filter(([, v]) => v);
  return (
    <section className="card space-y-2 text-sm" aria-label="Nguồn đăng ký">
      <h2 className="font-semibold">Nguồn đăng ký</h2>
      {shown.length === 0 ? (
        <p className="text-slate-500">Đăng ký trực tiếp, không có mã đối tác hay chiến dịch.</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {shown.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-500">{k}</dt>
              <dd className="break-all">{v}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** Other accounts sharing an ID number, a bank account, a device or an address with the player. */
export function PlayerLinkedAccounts({ playerId }: { playerId: number }) {
  const { data } = useLoad(() => get<TLinkedAccount[]>(`/players/${playerId}/linked-accounts`), [playerId]);
  if (!data) return null;
  return (
    <section className="card space-y-2 text-sm" aria-label="Tài khoản liên kết">
      <h2 className="font-semibold">Tài khoản liên kết ({data.length})</h2>
      {data.length === 0 && (
        <p className="text-slate-500">Không có tài khoản nào chung thiết bị, IP, ngân hàng hay giấy tờ.</p>
      )}
      {data.length > 0 && (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left">
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-1 pr-3">Liên kết</th>
                <th className="py-1 pr-3">Giá trị chung</th>
                <th className="py-1 pr-3">Tài khoản</th>
                <th className="py-1">Gần nhất</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.map((l) => (
                <tr key={`${l.kind}:${l.value}:${l.playerId}`}>
                  <td
                    className={`py-1 pr-3 ${l.kind === 'id_number' || l.kind === 'bank_account' ? 'text-rose-700' : ''}`}
                  >
                    {LINK_KIND[l.kind]}
                  </td>
                  <td className="max-w-56 break-all py-1 pr-3 font-mono text-xs">{l.value}</td>
                  <td className="py-1 pr-3">
                    <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${l.playerId}`}>
                      {l.username}
                    </Link>{' '}
                    <span className="text-xs text-slate-500">({PLAYER_STATUS[l.status] ?? l.status})</span>
                  </td>
                  <td className="whitespace-nowrap py-1">{dateTime(l.lastSeenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
