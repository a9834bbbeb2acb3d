import type { TGiftcodeBatch, TStaffGiftcode } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../components/data-table';
import { t } from '../i18n';
import { get, post } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useLoad } from '../lib/use-load';

const batchCol = createColumnHelper<TGiftcodeBatch>();
const codeCol = createColumnHelper<TStaffGiftcode>();

/** Gift codes: single codes and batches (generate, export CSV, forfeit what is left). */
export function GiftcodesPage() {
  const batches = useLoad(() => get<TGiftcodeBatch[]>('/giftcodes/batches'), []);
  const codes = useLoad(() => get<TStaffGiftcode[]>('/giftcodes?per_page=200'), []);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (fn: () => Promise<string>) => {
    setMessage(null);
    try {
      setMessage(await fn());
      await Promise.all([batches.reload(), codes.reload()]);
    } catch (err) {
      setMessage(err instanceof Error ? err.message : t('giftcodes.error'));
    }
  };
  const batchColumns = [
    batchCol.accessor('batchId', {
      header: t('giftcodes.batch'),
      cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
    }),
    batchCol.accessor('amount', { header: t('giftcodes.value2'), cell: (c) => money(c.getValue()) }),
    batchCol.accessor('turnover', { header: t('giftcodes.wagering'), cell: (c) => `x${c.getValue()}` }),
    batchCol.accessor('codes', {
      header: t('giftcodes.code'),
      cell: (c) =>
        t('giftcodes.unusedRedeemed', {
          open: c.row.original.open,
          getValue: c.getValue(),
          redeemed: c.row.original.redeemed,
        }),
    }),
    batchCol.accessor('expiresAt', { header: t('giftcodes.expired'), cell: (c) => dateTime(c.getValue()) }),
    batchCol.accessor('note', { header: t('giftcodes.note') }),
    batchCol.display({
      id: 'actions',
      header: '',
      cell: (c) => (
        <span className="flex gap-2">
          <a className="btn-ghost" href={`/admin-api/giftcodes/batches/${c.row.original.batchId}/codes.csv`} download>
            {t('giftcodes.exportCsv')}
          </a>
          {c.row.original.open > 0 && (
            <button
              type="button"
              className="btn-danger"
              onClick={() =>
                window.confirm(t('giftcodes.cancelTheUnusedCodes', { open: c.row.original.open })) &&
                void run(async () => {
                  const r = await post<{ forfeited: number }>(`/giftcodes/batches/${c.row.original.batchId}/forfeit`);
                  return t('giftcodes.codesCancelled', { forfeited: r.forfeited });
                })
              }
            >
              {t('giftcodes.cancelRemainingCodes')}
            </button>
          )}
        </span>
      ),
    }),
  ];
  const codeColumns = [
    codeCol.accessor('code', {
      header: t('giftcodes.code'),
      cell: (c) => <span className="font-mono">{c.getValue()}</span>,
    }),
    codeCol.accessor('amount', { header: t('giftcodes.value2'), cell: (c) => money(c.getValue()) }),
    codeCol.accessor('turnover', { header: t('giftcodes.wagering'), cell: (c) => `x${c.getValue()}` }),
    codeCol.accessor('uses', { header: t('giftcodes.used'), cell: (c) => `${c.getValue()}/${c.row.original.maxUses}` }),
    codeCol.accessor('kind', {
      header: t('giftcodes.kind'),
      cell: (c) => (c.getValue() === 'newbie' ? t('giftcodes.newPlayers') : t('giftcodes.regular')),
    }),
    codeCol.accessor('expiresAt', { header: t('giftcodes.expired'), cell: (c) => dateTime(c.getValue()) }),
    codeCol.accessor('batchId', {
      header: t('giftcodes.batch'),
      cell: (c) => <span className="font-mono text-xs">{c.getValue() ?? '—'}</span>,
    }),
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">Gift code</h1>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      <CreateForm
        onCreate={(body, batch) =>
          run(async () => {
            if (batch) {
              const r = await post<{ batchId: string; codes: unknown[] }>('/giftcodes/batch', body);
              return t('giftcodes.batchOfCodesCreated', { batchId: r.batchId, length: r.codes.length });
            }
            const r = await post<TStaffGiftcode>('/giftcodes', body);
            return t('giftcodes.codeCreated', { code: r.code });
          })
        }
      />
      <div className="space-y-2">
        <h2 className="font-semibold">{t('giftcodes.codeBatches')}</h2>
        <DataTable label={t('giftcodes.codeBatches')} data={batches.data ?? []} columns={batchColumns} filter={false} />
      </div>
      <div className="space-y-2">
        <h2 className="font-semibold">{t('giftcodes.recentCodes')}</h2>
        <DataTable label="Gift code" data={codes.data ?? []} columns={codeColumns} />
      </div>
    </section>
  );
}

function CreateForm({ onCreate }: { onCreate: (body: Record<string, unknown>, batch: boolean) => Promise<void> }) {
  const [batch, setBatch] = useState(true);
  return (
    <form
      className="card grid grid-cols-2 gap-3 lg:grid-cols-6"
      onSubmit={async (e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        const n = (k: string) => Number(f.get(k));
        const expires = String(f.get('expiresAt') ?? '');
        const common = {
          amount: n('amount'),
          turnover: n('turnover'),
          expiresAt: expires ? new Date(`${expires}T23:59:59+07:00`).toISOString() : null,
          note: String(f.get('note') ?? ''),
        };
        await onCreate(
          batch
            ? { ...common, count: n('count'), prefix: String(f.get('prefix') ?? '') }
            : { ...common, code: String(f.get('code') ?? ''), maxUses: n('maxUses') },
          batch,
        );
      }}
    >
      <fieldset className="col-span-2 flex gap-4 text-sm lg:col-span-6">
        <label className="inline-flex items-center gap-1">
          <input type="radio" checked={batch} onChange={() => setBatch(true)} /> {t('giftcodes.createABatchOf')}
        </label>
        <label className="inline-flex items-center gap-1">
          <input type="radio" checked={!batch} onChange={() => setBatch(false)} /> {t('giftcodes.createOneCode')}
        </label>
      </fieldset>
      {batch ? (
        <>
          <label>
            <span className="label">{t('giftcodes.quantity')}</span>
            <input name="count" type="number" min={1} max={1000} defaultValue={50} className="input" />
          </label>
          <label>
            <span className="label">{t('giftcodes.prefix')}</span>
            <input name="prefix" maxLength={8} className="input font-mono" defaultValue="KM" />
          </label>
        </>
      ) : (
        <>
          <label>
            <span className="label">{t('giftcodes.code')}</span>
            <input name="code" maxLength={20} className="input font-mono" />
          </label>
          <label>
            <span className="label">{t('giftcodes.numberOfUsers')}</span>
            <input name="maxUses" type="number" min={1} defaultValue={100} className="input" />
          </label>
        </>
      )}
      <label>
        <span className="label">{t('giftcodes.value')}</span>
        <input name="amount" type="number" min={1000} step={1000} defaultValue={50000} className="input" />
      </label>
      <label>
        <span className="label">{t('giftcodes.wageringTimes')}</span>
        <input name="turnover" type="number" min={0} max={100} defaultValue={5} className="input" />
      </label>
      <label>
        <span className="label">{t('giftcodes.expiresInDays')}</span>
        <input name="expiresAt" type="date" className="input" />
      </label>
      <label>
        <span className="label">{t('giftcodes.note')}</span>
        <input name="note" maxLength={200} className="input" />
      </label>
      <div className="col-span-2 lg:col-span-6">
        <button type="submit" className="btn-primary">
          {t('giftcodes.create')}
        </button>
      </div>
    </form>
  );
}
