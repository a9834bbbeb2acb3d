import type { TStaffTableLimits, TTableLimits } from '@app/contract';
import { useState } from 'react';
import { t } from '../i18n';
import { get, put } from '../lib/api';
import { intlLocale, parseVnd } from '../lib/format';
import { useLoad } from '../lib/use-load';

const FIELDS: { key: keyof TTableLimits; label: string }[] = [
  { key: 'spotMin', label: t('tableLimits.minimumPerSpot') },
  { key: 'spotMax', label: t('tableLimits.maximumPerSpot') },
  { key: 'roundMin', label: t('tableLimits.minimumPerRound') },
  { key: 'roundMax', label: t('tableLimits.maximumPerRound') },
];
const vnd = (n: number) => n.toLocaleString(intlLocale());
/** What the typed limit reads as, or that it is not a whole positive amount (it is never shown as 0). */
const preview = (typed: string) => {
  const p = parseVnd(typed);
  return 'error' in p ? t('tableLimits.invalid') : `${vnd(p.value)} ₫`;
};

/** A table's four limits being edited: typed in VND, saved together (the server checks they fit each other). */
function useLimitsDraft(row: TStaffTableLimits, onSaved: () => Promise<void>) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const value = (k: keyof TTableLimits) => draft[k] ?? String(row.limits[k]);
  const changed = FIELDS.some((f) => draft[f.key] !== undefined && Number(draft[f.key]) !== row.limits[f.key]);
  const save = async () => {
    setMessage(null);
    const body: Record<string, number> = {};
    for (const f of FIELDS) {
      const parsed = parseVnd(value(f.key));
      if ('error' in parsed) return setMessage({ ok: false, text: `${f.label}: ${parsed.error}` });
      body[f.key] = parsed.value;
    }
    setSaving(true);
    try {
      await put(`/house/table-limits/${row.table}`, body);
      setDraft({});
      setMessage({ ok: true, text: t('tableLimits.savedTheNextBets') });
      await onSaved();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : t('tableLimits.somethingWentWrong') });
    } finally {
      setSaving(false);
    }
  };
  const input = (f: (typeof FIELDS)[number], className: string, id?: string) => (
    <input
      id={id}
      className={`input tabular-nums ${className}`}
      inputMode="numeric"
      aria-label={`${f.label} · ${row.name}`}
      value={value(f.key)}
      onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
    />
  );
  const status = message && (
    <p className={message.ok ? 'text-sm text-emerald-700' : 'error'} role="status">
      {message.text}
    </p>
  );
  const button = (
    <button type="button" className="btn-primary" disabled={saving || !changed} onClick={() => void save()}>
      {t('tableLimits.save')}
    </button>
  );
  return { value, input, status, button };
}

/** One table as a card: the shared tables, and every table on a narrow screen. */
function TableCard({ row, onSaved }: { row: TStaffTableLimits; onSaved: () => Promise<void> }) {
  const d = useLimitsDraft(row, onSaved);
  return (
    <section className="card space-y-3" data-table={row.table} aria-label={row.name}>
      <div>
        <h3 className="font-semibold">{row.name}</h3>
        <p className="text-xs text-slate-500">
          {t('tableLimits.spots')} {row.spot} {t('tableLimits.default')} {vnd(row.defaults.spotMin)} –{' '}
          {vnd(row.defaults.spotMax)} {t('tableLimits.vndPerSpotAt')} {vnd(row.defaults.roundMax)}{' '}
          {t('tableLimits.vndPerRound')}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FIELDS.map((f) => (
          <div key={f.key} className="space-y-1 text-sm">
            <label className="block text-slate-600" htmlFor={`limits-${row.table}-${f.key}`}>
              {f.label} (VND)
            </label>
            {d.input(f, 'w-full', `limits-${row.table}-${f.key}`)}
            <span className="block text-xs text-slate-500">{preview(d.value(f.key))}</span>
          </div>
        ))}
      </div>
      {d.status}
      {d.button}
    </section>
  );
}

/** One per-player game as a row of the wide table. */
function GameRow({ row, onSaved }: { row: TStaffTableLimits; onSaved: () => Promise<void> }) {
  const d = useLimitsDraft(row, onSaved);
  return (
    <tr data-table={row.table} className="align-top">
      <td className="px-3 py-2">
        <p className="font-medium">{row.name}</p>
        <p className="text-xs text-slate-500">
          {t('tableLimits.spots')} {row.spot}
        </p>
        {d.status}
      </td>
      {FIELDS.map((f) => (
        <td key={f.key} className="px-2 py-2">
          {d.input(f, 'w-full min-w-0')}
          <span className="block pt-0.5 text-xs text-slate-500 tabular-nums">{preview(d.value(f.key))}</span>
        </td>
      ))}
      <td className="px-3 py-2">{d.button}</td>
    </tr>
  );
}

/**
 * Stake limits of every house table (superadmin, decisions 108 and 118): per bet spot and per
 * player per round, for the shared tables on a schedule and each per-player game. The house game
 * server refuses bets outside them before any money moves; the game screens show them.
 */
export function TableLimitsPage() {
  const { data, error, reload } = useLoad(() => get<TStaffTableLimits[]>('/house/table-limits'), []);
  const shared = (data ?? []).filter((r) => r.shared);
  const games = (data ?? []).filter((r) => !r.shared);
  return (
    <section className="space-y-4" data-testid="table-limits">
      <h1 className="text-xl font-semibold">{t('tableLimits.tableBetLimits')}</h1>
      <p className="max-w-3xl text-sm text-slate-600">{t('tableLimits.minimumAndMaximumStakes')}</p>
      {error && <p className="error">{error}</p>}
      <h2 className="font-semibold">{t('tableLimits.sharedScheduledTables')}</h2>
      <div className="grid gap-3 xl:grid-cols-2">
        {shared.map((row) => (
          <TableCard key={row.table} row={row} onSaved={reload} />
        ))}
      </div>
      <h2 className="font-semibold">{t('tableLimits.eachPlayerSOwn')}</h2>
      <p className="max-w-3xl text-sm text-slate-600">{t('tableLimits.aRoundIsOne')}</p>
      {/* narrow screens: one card per game, the table needs ~700 px */}
      <div className="space-y-3 md:hidden" data-testid="game-limits-cards">
        {games.map((row) => (
          <TableCard key={row.table} row={row} onSaved={reload} />
        ))}
      </div>
      <div className="card hidden overflow-x-auto p-0 md:block">
        <table className="w-full min-w-[680px] table-fixed text-left text-sm" data-testid="game-limits">
          <thead className="bg-slate-50 text-xs text-slate-500">
            <tr>
              <th className="w-44 px-3 py-2 font-medium">{t('tableLimits.game')}</th>
              {FIELDS.map((f) => (
                <th key={f.key} className="px-2 py-2 font-medium">
                  {f.label} (VND)
                </th>
              ))}
              <th className="w-20 px-3 py-2" />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {games.map((row) => (
              <GameRow key={row.table} row={row} onSaved={reload} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
