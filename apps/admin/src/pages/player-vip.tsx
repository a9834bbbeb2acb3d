import type { TStaffVipPlayer, TVipProgram } from '@app/contract';
import { useState } from 'react';
import { get, post } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useLoad } from '../lib/use-load';

const KIND: Record<TStaffVipPlayer['history'][number]['kind'], string> = {
  level_up: 'Lên hạng',
  weekly_bonus: 'Thưởng tuần',
  staff_set: 'Nhân viên đặt hạng',
  staff_clear: 'Nhân viên bỏ đặt hạng (theo điểm)',
};

/** The player's VIP level, points per day over the period, history, and (support) holding a level with a reason. */
export function PlayerVip({ playerId, canSet }: { playerId: number; canSet: boolean }) {
  const view = useLoad(() => get<TStaffVipPlayer>(`/players/${playerId}/vip`), [playerId]);
  const program = useLoad(async () => {
    const res = await fetch('/api/vip');
    return ((await res.json()) as { data: TVipProgram | null }).data;
  }, []);
  const [level, setLevel] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const v = view.data;
  if (!v) return null;
  const save = async () => {
    setError(null);
    try {
      await post(`/players/${playerId}/vip/level`, { level: level === '' ? null : level, reason });
      setReason('');
      await view.reload();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Lỗi');
    }
  };
  return (
    <div className="card space-y-2 text-sm" data-testid="player-vip">
      <h2 className="font-semibold">VIP</h2>
      {v.status ? (
        <p>
          Hạng <strong>{v.status.level.name}</strong>
          {v.status.heldByStaff && ' (nhân viên đặt)'} · {v.status.points.toLocaleString('en-US')} điểm trong{' '}
          {v.status.periodDays} ngày
          {v.status.next && ` · còn ${v.status.next.pointsLeft.toLocaleString('en-US')} điểm lên ${v.status.next.name}`}
        </p>
      ) : (
        <p className="text-slate-500">Chưa có quy định VIP được công bố.</p>
      )}
      {v.days.length > 0 && (
        <details>
          <summary className="cursor-pointer">Tiền cược tính điểm theo ngày</summary>
          <ul className="mt-1 space-y-0.5 text-slate-600">
            {v.days.slice(0, 31).map((d) => (
              <li key={d.day}>
                {d.day}: {money(d.weighted)} · {d.rounds} ván
              </li>
            ))}
          </ul>
        </details>
      )}
      {v.history.length > 0 && (
        <ul className="space-y-0.5 text-slate-600" aria-label="Lịch sử VIP">
          {v.history.slice(0, 20).map((h) => (
            <li key={`${h.kind}-${h.at}-${h.level}`}>
              {dateTime(h.at)} · {KIND[h.kind]}
              {h.level && ` ${program.data?.rule.levels.find((l) => l.code === h.level)?.name ?? h.level}`}
              {h.amount > 0 && ` · ${money(h.amount)}${h.paid ? '' : ' (chưa trả)'}`}
              {h.note && ` · ${h.note}`}
            </li>
          ))}
        </ul>
      )}
      {canSet && program.data && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="block">
            <span className="label">Đặt hạng</span>
            <select className="input" value={level} onChange={(e) => setLevel(e.target.value)}>
              <option value="">Theo điểm</option>
              {program.data.rule.levels.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block min-w-[16rem] flex-1">
            <span className="label">Lý do</span>
            <input className="input" value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="button" className="btn-primary" disabled={reason.trim().length < 5} onClick={() => void save()}>
            Lưu
          </button>
        </div>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
