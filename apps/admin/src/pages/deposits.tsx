import type { ZAdminDepositSchema } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { z } from 'zod';
import { DataTable } from '../components/data-table';
import { t } from '../i18n';
import { get, query } from '../lib/api';
import { DEPOSIT_STATUS, dateTime, money, PROVIDER_LABEL } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { ExceptionsPanel, playerLink } from './exceptions';

type TAdminDeposit = z.infer<typeof ZAdminDepositSchema>;

const dcol = createColumnHelper<TAdminDeposit>();

/** Deposit search and the payment exceptions queue (unmatched, late, wrong amounts). */
export function DepositsPage() {
  const { staff } = useSession();
  const [filter, setFilter] = useState({ status: '', method: '', playerId: '' });
  const deposits = useLoad(
    () => get<TAdminDeposit[]>(`/deposits${query({ ...filter, per_page: 200 })}`),
    [filter.status, filter.method, filter.playerId],
  );
  const finance = can(staff, 'finance');

  const depositColumns = [
    dcol.accessor('id', { header: t('deposits.code') }),
    dcol.accessor('playerId', { header: t('deposits.players'), cell: (c) => playerLink(c.getValue()) }),
    dcol.accessor('method', {
      header: t('deposits.method'),
      cell: (c) => PROVIDER_LABEL[c.getValue()] ?? c.getValue(),
    }),
    dcol.accessor('amount', {
      header: t('deposits.amount'),
      cell: (c) => (c.getValue() === null ? '—' : money(c.getValue() as number)),
    }),
    dcol.accessor('creditedAmount', {
      header: t('deposits.credited'),
      cell: (c) => (c.getValue() === null ? '—' : money(c.getValue()!)),
    }),
    dcol.accessor('status', {
      header: t('deposits.status'),
      cell: (c) => DEPOSIT_STATUS[c.getValue()] ?? c.getValue(),
    }),
    dcol.accessor('providerRef', { header: t('deposits.reference'), cell: (c) => c.getValue() ?? '—' }),
    dcol.accessor('createdAt', { header: t('deposits.created'), cell: (c) => dateTime(c.getValue()) }),
  ];
  return (
    <section className="space-y-6">
      <ExceptionsPanel finance={finance} onChanged={deposits.reload} />
      <div className="space-y-3">
        <h2 className="text-lg font-semibold">{t('deposits.depositLookup')}</h2>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            setFilter({
              status: String(f.get('status') ?? ''),
              method: String(f.get('method') ?? ''),
              playerId: String(f.get('playerId') ?? '').trim(),
            });
          }}
        >
          <label>
            <span className="label">{t('deposits.playerId')}</span>
            <input name="playerId" className="input w-36" inputMode="numeric" />
          </label>
          <label>
            <span className="label">{t('deposits.method')}</span>
            <select name="method" className="input w-36">
              <option value="">{t('deposits.all')}</option>
              {['codepay', 'bank', 'momo', 'card', 'crypto'].map((m) => (
                <option key={m} value={m}>
                  {PROVIDER_LABEL[m]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="label">{t('deposits.status')}</span>
            <select name="status" className="input w-40">
              <option value="">{t('deposits.all')}</option>
              {Object.entries(DEPOSIT_STATUS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-primary">
            {t('deposits.search')}
          </button>
        </form>
        {deposits.error && <p className="error">{deposits.error}</p>}
        <DataTable label={t('deposits.depositRequests')} data={deposits.data ?? []} columns={depositColumns} />
      </div>
    </section>
  );
}
