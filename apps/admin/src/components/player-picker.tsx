import type { TPlayerSearchHit } from '@app/contract';
import { useState } from 'react';
import { get, query } from '../lib/api';
import { PLAYER_STATUS } from '../lib/format';

/**
 * Staff find the player by username, phone or id and pick one row: what was typed is a search,
 * never read as an id, so "2O" finds nothing rather than player #2.
 */
export function PlayerPicker({
  picked,
  onPick,
  label = 'Người chơi',
}: {
  picked: TPlayerSearchHit | null;
  onPick: (p: TPlayerSearchHit | null) => void;
  label?: string;
}) {
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<TPlayerSearchHit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (picked)
    return (
      <div className="rounded border border-indigo-200 bg-indigo-50 p-2 text-sm" data-testid="picked-player">
        <span className="label">{label}</span>
        <div className="flex items-center justify-between gap-2">
          <span>
            <strong>{picked.username}</strong> · #{picked.id} · {picked.phone} · {PLAYER_STATUS[picked.status]}
          </span>
          <button type="button" className="btn-ghost" onClick={() => onPick(null)}>
            Đổi
          </button>
        </div>
      </div>
    );
  const search = async () => {
    setError(null);
    if (q.trim().length < 2) return setError('Nhập ít nhất 2 ký tự để tìm');
    try {
      setHits(await get<TPlayerSearchHit[]>(`/players${query({ q: q.trim() })}`));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
    }
  };
  return (
    <div className="space-y-2">
      <label className="block">
        <span className="label">{label}: tìm theo tên đăng nhập, số điện thoại hoặc mã</span>
        <span className="flex gap-2">
          <input
            className="input"
            aria-label="Tìm người chơi"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void search();
              }
            }}
          />
          <button type="button" className="btn-ghost" onClick={() => void search()}>
            Tìm
          </button>
        </span>
      </label>
      {error && <p className="error">{error}</p>}
      {hits && hits.length === 0 && <p className="text-sm text-slate-500">Không tìm thấy người chơi</p>}
      {hits && hits.length > 0 && (
        <ul className="max-h-48 divide-y overflow-auto rounded border text-sm" aria-label="Kết quả tìm người chơi">
          {hits.map((h) => (
            <li key={h.id} className="flex items-center justify-between gap-2 p-2">
              <span>
                <strong>{h.username}</strong> · #{h.id} · {h.phone} · {PLAYER_STATUS[h.status]}
              </span>
              <button type="button" className="btn-primary" onClick={() => onPick(h)}>
                Chọn
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
