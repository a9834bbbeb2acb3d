import type { TPlayerSearchHit } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../components/data-table';
import { t } from '../i18n';
import { get, query } from '../lib/api';
import { dateTime, PLAYER_STATUS } from '../lib/format';
import { useLoad } from '../lib/use-load';

const col = createColumnHelper<TPlayerSearchHit>();
const MATCHED: Record<TPlayerSearchHit['matchedBy'], string> = {
  id: t('players.code'),
  username: t('players.username'),
  phone: t('players.phoneNumber'),
  bank_account: t('players.accountNumber'),
};

/** Find a player by username, phone, id or bank account number. */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [input, setInput] = useState(q);
  const { data, error } = useLoad(
    () => (q ? get<TPlayerSearchHit[]>(`/players${query({ q })}`) : Promise.resolve(null)),
    [q],
  );
  const columns = [
    col.accessor('id', {
      header: t('players.code'),
      cell: (c) => (
        <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${c.getValue()}`}>
          #{c.getValue()}
        </Link>
      ),
    }),
    col.accessor('username', {
      header: t('players.username'),
      cell: (c) => (
        <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${c.row.original.id}`}>
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor('phone', { header: t('players.phone') }),
    col.accessor('status', { header: t('players.status'), cell: (c) => PLAYER_STATUS[c.getValue()] }),
    col.accessor('matchedBy', { header: t('players.matchedBy'), cell: (c) => MATCHED[c.getValue()] }),
    col.accessor('createdAt', { header: t('players.registrations'), cell: (c) => dateTime(c.getValue()) }),
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('players.players')}</h1>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(input.trim() ? { q: input.trim() } : {});
        }}
      >
        <input
          className="input max-w-md"
          aria-label={t('players.findAPlayer')}
          placeholder={t('players.usernamePhoneNumberId')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
        <button type="submit" className="btn-primary">
          {t('players.search')}
        </button>
      </form>
      {error && <p className="error">{error}</p>}
      {data && (
        <DataTable
          label={t('players.playerSearchResults')}
          data={data}
          columns={columns}
          filter={false}
          empty={t('players.noPlayerFound')}
        />
      )}
    </section>
  );
}
