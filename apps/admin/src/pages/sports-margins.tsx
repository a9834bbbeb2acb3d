import { useState } from 'react';
import { t } from '../i18n';
import { get, put } from '../lib/api';
import { useLoad } from '../lib/use-load';

interface MarginRow {
  market: string;
  label: string;
  margin: number;
  defaultMargin: number;
}

const pct = (m: number) => `${(m * 100).toFixed(1).replace('.', ',')}%`;
/** A fair 2.00 after the margin (typed in %), as the sportsbook rounds it (down to 0.01). */
function exampleOf(typed: string): string {
  const m = Number(typed.replace(',', '.')) / 100;
  return Number.isFinite(m) && m >= 0 ? (Math.floor((2 / (1 + m)) * 100 + 1e-9) / 100).toFixed(2) : '—';
}

function MarginInput({ row, value, onChange }: { row: MarginRow; value: string; onChange: (v: string) => void }) {
  return (
    <input
      className="input w-24 tabular-nums"
      type="number"
      inputMode="decimal"
      min={0}
      max={30}
      step={0.1}
      aria-label={t('sportsMargins.margin2', { label: row.label })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * The sportsbook's margin per market type (superadmin): the share the house takes from the fair
 * price. Saving prices the listed matches again at once; every change goes to the audit log.
 */
export function SportsMarginsPage() {
  const { data, error, reload } = useLoad(() => get<MarginRow[]>('/sports/margins'), []);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const shownOf = (r: MarginRow) => draft[r.market] ?? (r.margin * 100).toFixed(1);
  const changed = (data ?? []).filter(
    (r) => draft[r.market] !== undefined && Number(draft[r.market]) / 100 !== r.margin,
  );

  const save = async () => {
    setMessage(null);
    const margins: Record<string, number> = {};
    for (const r of changed) {
      const v = Number(draft[r.market]!.replace(',', '.'));
      if (!Number.isFinite(v)) {
        setMessage({ ok: false, text: t('sportsMargins.theMarginOfIs', { label: r.label }) });
        return;
      }
      margins[r.market] = Math.round(v * 10) / 1000;
    }
    setSaving(true);
    try {
      const res = await put<{ repriced: number }>('/sports/margins', { margins });
      setDraft({});
      setMessage({ ok: true, text: t('sportsMargins.savedOddsRecalculatedFor', { repriced: res.repriced }) });
      await reload();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : t('sportsMargins.somethingWentWrong') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="space-y-3" data-testid="sports-margins">
      <h1 className="text-xl font-semibold">{t('sportsMargins.sportsMargins')}</h1>
      <p className="max-w-2xl text-sm text-slate-600">{t('sportsMargins.theShareTheHouse')}</p>
      {error && <p className="error">{error}</p>}
      {message && (
        <p className={message.ok ? 'card text-sm' : 'error'} role="status">
          {message.text}
        </p>
      )}
      {data && (
        // narrow screens: one card per market type, the table needs ~560 px
        <ul className="space-y-2 sm:hidden">
          {data.map((r) => (
            <li key={r.market} className="card space-y-1.5 p-3 text-sm" data-market={r.market}>
              <p className="font-medium">{r.label}</p>
              <MarginInput row={r} value={shownOf(r)} onChange={(v) => setDraft((d) => ({ ...d, [r.market]: v }))} />
              <p className="text-xs text-slate-500">
                {t('sportsMargins.default')} {pct(r.defaultMargin)} · 2.00 → {exampleOf(shownOf(r))}
              </p>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <div className="card hidden overflow-x-auto p-0 sm:block">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                <th className="px-3 py-2 font-medium">{t('sportsMargins.market')}</th>
                <th className="px-3 py-2 font-medium">{t('sportsMargins.default')}</th>
                <th className="px-3 py-2 font-medium">{t('sportsMargins.margin')}</th>
                <th className="px-3 py-2 font-medium">{t('sportsMargins.exampleFair200')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.map((r) => (
                <tr key={r.market} data-market={r.market}>
                  <td className="px-3 py-2 font-medium">{r.label}</td>
                  <td className="px-3 py-2 text-slate-500">{pct(r.defaultMargin)}</td>
                  <td className="px-3 py-2">
                    <MarginInput
                      row={r}
                      value={shownOf(r)}
                      onChange={(v) => setDraft((d) => ({ ...d, [r.market]: v }))}
                    />
                  </td>
                  <td className="px-3 py-2 tabular-nums">{exampleOf(shownOf(r))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-primary"
          disabled={saving || changed.length === 0}
          onClick={() => void save()}
        >
          {changed.length > 0
            ? t('sportsMargins.saveChanges2', { length: changed.length })
            : t('sportsMargins.saveChanges')}
        </button>
        {changed.length > 0 && (
          <button type="button" className="btn-ghost" onClick={() => setDraft({})}>
            {t('sportsMargins.undo')}
          </button>
        )}
      </div>
    </section>
  );
}
