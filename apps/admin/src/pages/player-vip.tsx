import type { TStaffVipPlayer, TVipProgram } from '@app/contract';
import { useState } from 'react';
import { t } from '../i18n';
import { get, post } from '../lib/api';
import { dateTime, intlLocale, money } from '../lib/format';
import { useLoad } from '../lib/use-load';

const KIND: Record<TStaffVipPlayer['history'][number]['kind'], string> = {
  level_up: t('playerVip.levelUp'),
  weekly_bonus: t('playerVip.weeklyBonus'),
  staff_set: t('playerVip.levelSetByStaff'),
  staff_clear: t('playerVip.staffLevelRemovedBack'),
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
      setError(err instanceof Error ? err.message : t('playerVip.error'));
    }
  };
  return (
    <div className="card space-y-2 text-sm" data-testid="player-vip">
      <h2 className="font-semibold">VIP</h2>
      {v.status ? (
        <p>
          {t('playerVip.level')} <strong>{v.status.level.name}</strong>
          {v.status.heldByStaff && t('playerVip.setByStaff')} · {v.status.points.toLocaleString(intlLocale())}{' '}
          {t('playerVip.pointsIn')} {v.status.periodDays} {t('playerVip.day')}
          {v.status.next &&
            t('playerVip.pointsTo', {
              toLocaleString: v.status.next.pointsLeft.toLocaleString(intlLocale()),
              name: v.status.next.name,
            })}
        </p>
      ) : (
        <p className="text-slate-500">{t('playerVip.noVipRulesPublished')}</p>
      )}
      {v.days.length > 0 && (
        <details>
          <summary className="cursor-pointer">{t('playerVip.stakesCountedForPoints')}</summary>
          <ul className="mt-1 space-y-0.5 text-slate-600">
            {v.days.slice(0, 31).map((d) => (
              <li key={d.day}>
                {d.day}: {money(d.weighted)} · {d.rounds} {t('playerVip.rounds')}
              </li>
            ))}
          </ul>
        </details>
      )}
      {v.history.length > 0 && (
        <ul className="space-y-0.5 text-slate-600" aria-label={t('playerVip.vipHistory')}>
          {v.history.slice(0, 20).map((h) => (
            <li key={`${h.kind}-${h.at}-${h.level}`}>
              {dateTime(h.at)} · {KIND[h.kind]}
              {h.level && ` ${program.data?.rule.levels.find((l) => l.code === h.level)?.name ?? h.level}`}
              {h.amount > 0 && ` · ${money(h.amount)}${h.paid ? '' : t('playerVip.notPaid')}`}
              {h.note && ` · ${h.note}`}
            </li>
          ))}
        </ul>
      )}
      {canSet && program.data && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="block">
            <span className="label">{t('playerVip.setLevel')}</span>
            <select className="input" value={level} onChange={(e) => setLevel(e.target.value)}>
              <option value="">{t('playerVip.byPoints')}</option>
              {program.data.rule.levels.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block min-w-[16rem] flex-1">
            <span className="label">{t('playerVip.reason')}</span>
            <input className="input" value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="button" className="btn-primary" disabled={reason.trim().length < 5} onClick={() => void save()}>
            {t('playerVip.save')}
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
