import type { TPlayerSearchHit } from '@app/contract';
import { useState } from 'react';
import { t } from '../i18n';
import { get, query } from '../lib/api';
import { PLAYER_STATUS } from '../lib/format';

/**
 * Staff find the player by username, phone or id and pick one row: what was typed is a search,
 * never read as an id, so "2O" finds nothing rather than player #2.
 */
export function PlayerPicker({
  picked,
  onPick,
  label = t('playerPicker.players'),
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
            {t('playerPicker.change')}
          </button>
        </div>
      </div>
    );
  const search = async () => {
    setError(null);
    if (q.trim().length < 2) return setError(t('playerPicker.typeAtLeast2'));
    try {
      setHits(await get<TPlayerSearchHit[]>(`/players${query({ q: q.trim() })}`));
    } catch (err) {
      setError(err instanceof Error ? err.message : t('playerPicker.somethingWentWrong'));
    }
  };
  return (
    <div className="space-y-2">
      <label className="block">
        <span className="label">
          {label}
          {t('playerPicker.searchByUsernamePhone')}
        </span>
        <span className="flex gap-2">
          <input
            className="input"
            aria-label={t('playerPicker.findAPlayer')}
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
            {t('playerPicker.search')}
          </button>
        </span>
      </label>
      {error && <p className="error">{error}</p>}
      {hits && hits.length === 0 && <p className="text-sm text-slate-500">{t('playerPicker.noPlayerFound')}</p>}
      {hits && hits.length > 0 && (
        <ul
          className="max-h-48 divide-y overflow-auto rounded border text-sm"
          aria-label={t('playerPicker.playerSearchResults')}
        >
          {hits.map((h) => (
            <li key={h.id} className="flex items-center justify-between gap-2 p-2">
              <span>
                <strong>{h.username}</strong> · #{h.id} · {h.phone} · {PLAYER_STATUS[h.status]}
              </span>
              <button type="button" className="btn-primary" onClick={() => onPick(h)}>
                {t('playerPicker.select')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
