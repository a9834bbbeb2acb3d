import type { TLuckySpin, TSpinTableUpdateRequest, TStaffSpinPrize } from '@app/contract';
import { ZSpinTableUpdateRequestSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { t } from '../i18n';
import { get, put } from '../lib/api';
import { intlLocale, money } from '../lib/format';
import { useLoad } from '../lib/use-load';

const percent = (p: number) => `${(p * 100).toLocaleString(intlLocale(), { maximumFractionDigits: 3 })}%`;

/**
 * The lucky-spin wheel's prizes (decision 103): the table the draw reads and the site publishes.
 * The odds beside the form are computed from the weights as typed, the way the server computes
 * them; the server checks the whole table again on save.
 */
export function LuckySpinPage() {
  const { data, error, reload } = useLoad(() => get<TStaffSpinPrize[]>('/events/lucky-spin/prizes'), []);
  // kept here: the saved table comes back as new data, which gives the form a fresh start (its key)
  // and would take a message held inside it along
  const [message, setMessage] = useState<string | null>(null);
  if (error) return <p className="error">{error}</p>;
  if (!data) return <p className="card">{t('luckySpin.loading')}</p>;
  return (
    <PrizeTable
      key={JSON.stringify(data)}
      prizes={data}
      message={message}
      onSaved={async (saved) => {
        setMessage(saved);
        await reload();
      }}
      onEdit={() => setMessage(null)}
    />
  );
}

function PrizeTable({
  prizes,
  message,
  onSaved,
  onEdit,
}: {
  prizes: TStaffSpinPrize[];
  message: string | null;
  onSaved: (message: string) => Promise<void>;
  onEdit: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TSpinTableUpdateRequest>({
    resolver: zodResolver(ZSpinTableUpdateRequestSchema) as never,
    defaultValues: {
      prizes: prizes.map(({ code, label, labelEn, amount, weight, enabled }) => ({
        code,
        label,
        labelEn: labelEn ?? '',
        amount,
        weight,
        enabled,
      })),
    },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'prizes' });
  const rows = form.watch('prizes');
  const total = rows.reduce((s, p) => s + (p.enabled && Number.isFinite(p.weight) ? Number(p.weight) : 0), 0);
  const expected = total
    ? rows.reduce((s, p) => s + (p.enabled ? (Number(p.amount) * Number(p.weight)) / total : 0), 0)
    : 0;
  const e = form.formState.errors.prizes;
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('luckySpin.luckySpin')}</h1>
      <p className="text-sm text-slate-600">{t('luckySpin.chanceToWinWeight')}</p>
      <p className="text-sm text-slate-600">{t('luckySpin.englishFallback')}</p>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      <form
        className="card space-y-3"
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          setFailure(null);
          onEdit();
          try {
            const wheel = await put<TLuckySpin>('/events/lucky-spin/prizes', values);
            await onSaved(t('luckySpin.savedExpectedValuePer', { money: money(Math.round(wheel.expectedValue)) }));
          } catch (err) {
            setFailure(err instanceof Error ? err.message : t('luckySpin.error'));
          }
        })}
      >
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-500">
                <th className="p-1">{t('luckySpin.code')}</th>
                <th className="p-1">{t('luckySpin.prizeName2')}</th>
                <th className="p-1">{t('luckySpin.prizeNameEn2')}</th>
                <th className="p-1">{t('luckySpin.value2')}</th>
                <th className="p-1">{t('luckySpin.weight2')}</th>
                <th className="p-1">{t('luckySpin.on')}</th>
                <th className="p-1 text-right">{t('luckySpin.chanceToWin')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((f, i) => {
                const row = rows[i]!;
                const err = e?.[i];
                return (
                  <tr key={f.id} className="border-t border-slate-100 align-top">
                    <td className="p-1 font-mono text-xs text-slate-500">
                      <span
                        className="mr-1 inline-block h-3 w-3 rounded-full align-middle"
                        style={{ background: prizes[i]?.color }}
                        aria-hidden="true"
                      />
                      {f.code}
                    </td>
                    <td className="p-1">
                      <input
                        className="input"
                        aria-label={t('luckySpin.prizeName', { code: f.code })}
                        {...form.register(`prizes.${i}.label`)}
                      />
                      <span className="error">{err?.label?.message}</span>
                    </td>
                    <td className="p-1">
                      <input
                        className="input"
                        lang="en"
                        aria-label={t('luckySpin.prizeNameEn', { code: f.code })}
                        {...form.register(`prizes.${i}.labelEn`)}
                      />
                      <span className="error">{err?.labelEn?.message}</span>
                    </td>
                    <td className="p-1">
                      <input
                        type="number"
                        className="input"
                        aria-label={t('luckySpin.value', { code: f.code })}
                        {...form.register(`prizes.${i}.amount`, { valueAsNumber: true })}
                      />
                      <span className="error">{err?.amount?.message}</span>
                    </td>
                    <td className="p-1">
                      <input
                        type="number"
                        className="input"
                        aria-label={t('luckySpin.weight', { code: f.code })}
                        {...form.register(`prizes.${i}.weight`, { valueAsNumber: true })}
                      />
                      <span className="error">{err?.weight?.message}</span>
                    </td>
                    <td className="p-1 text-center">
                      <input
                        type="checkbox"
                        aria-label={t('luckySpin.enabled', { code: f.code })}
                        {...form.register(`prizes.${i}.enabled`)}
                      />
                    </td>
                    <td className="p-1 text-right tabular-nums">
                      {row.enabled && total ? percent(Number(row.weight) / total) : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="border-t border-slate-300 font-semibold">
                <td className="p-1" colSpan={4}>
                  {t('luckySpin.totalWeight')}
                </td>
                <td className="p-1 tabular-nums">{total.toLocaleString(intlLocale())}</td>
                <td />
                <td className="p-1 text-right tabular-nums">{total ? '100%' : '—'}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="text-sm">
          {t('luckySpin.expectedValuePerSpin')} <strong>{money(Math.round(expected))}</strong>
        </p>
        {(e?.root?.message || e?.message) && (
          <p className="error" role="alert">
            {e?.root?.message ?? e?.message}
          </p>
        )}
        {failure && (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
        <div className="flex gap-2">
          <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
            {t('luckySpin.saveThePrizeTable')}
          </button>
          <button type="button" className="btn-ghost" onClick={() => form.reset()}>
            {t('luckySpin.undo')}
          </button>
        </div>
      </form>
    </section>
  );
}
