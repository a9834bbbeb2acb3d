import type { TAdminWithdrawal, TPlayerActivity, TStaffPlayer, ZAdminDepositSchema } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { DataTable } from '../components/data-table';
import { PromptModal } from '../components/modal';
import { t } from '../i18n';
import { get, post, query } from '../lib/api';
import {
  ACCOUNT_PURPOSE,
  BANK_ACCOUNT_STATUS,
  BET_KIND,
  DEPOSIT_STATUS,
  dateTime,
  JOURNAL_KIND,
  money,
  PLAYER_STATUS,
  PROVIDER_LABEL,
  WITHDRAWAL_STATUS,
} from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { PlayerLinks } from './player-links';
import { PlayerMoneyActions } from './player-money-actions';
import { PlayerAcquisition, PlayerLinkedAccounts, PlayerTags } from './player-risk';
import { PlayerSupport } from './player-support';
import { PlayerTransfers } from './player-transfers';
import { PlayerVip } from './player-vip';

type TAdminDeposit = z.infer<typeof ZAdminDepositSchema>;
type Posting = TPlayerActivity['postings'][number];
type Bet = TPlayerActivity['bets'][number];
const pcol = createColumnHelper<Posting>();
const bcol = createColumnHelper<Bet>();
const dcol = createColumnHelper<TAdminDeposit>();
const wcol = createColumnHelper<TAdminWithdrawal>();

const LIMIT_KIND: Record<string, string> = {
  deposit: t('player.depositLimit'),
  loss: t('player.lossLimit'),
  wager: t('player.wagerLimit'),
};
const PERIOD: Record<string, string> = { day: t('player.day'), week: t('player.week'), month: t('player.month') };

/** The player's whole picture: account, money, protection, ledger postings, bets, payments, notes. */
export function PlayerPage() {
  const id = Number(useParams().id);
  const { staff } = useSession();
  const [prompt, setPrompt] = useState<'disable' | 'enable' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const player = useLoad(() => get<TStaffPlayer>(`/players/${id}`), [id]);
  const activity = useLoad(() => get<TPlayerActivity>(`/players/${id}/activity`), [id]);
  const deposits = useLoad(() => get<TAdminDeposit[]>(`/deposits${query({ playerId: id, per_page: 100 })}`), [id]);
  const withdrawals = useLoad(
    () => get<TAdminWithdrawal[]>(`/withdrawals${query({ playerId: id, per_page: 100 })}`),
    [id],
  );
  const p = player.data;
  const a = activity.data;
  const canPayments = can(staff, 'finance', 'support');

  if (player.error) return <p className="card error">{player.error}</p>;
  if (!p) return <p className="card">{t('player.loading')}</p>;
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">
          {p.username} <span className="text-slate-500">#{p.id}</span>
        </h1>
        {can(staff, 'support') && p.status === 'active' && (
          <button type="button" className="btn-danger" onClick={() => setPrompt('disable')}>
            {t('player.disableAccount')}
          </button>
        )}
        {can(staff, 'support') && p.status === 'disabled' && (
          <button type="button" className="btn-primary" onClick={() => setPrompt('enable')}>
            {t('player.enableAccount')}
          </button>
        )}
      </div>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
        <div className="card space-y-1 text-sm">
          <h2 className="font-semibold">{t('player.account')}</h2>
          <p>
            {t('player.status2')} <strong data-testid="player-status">{PLAYER_STATUS[p.status]}</strong>
            {p.statusUntil && t('player.until', { statusUntil: dateTime(p.statusUntil) })}
          </p>
          <p>
            {t('player.phone')} {p.phone}
          </p>
          <p>
            {t('player.registered')} {dateTime(p.createdAt)}
          </p>
        </div>
        <div className="card space-y-1 text-sm">
          <h2 className="font-semibold">{t('player.balance')}</h2>
          <p>
            {t('player.cash')} {money(p.balance.cash)}
          </p>
          <p>
            {t('player.bonus')} {money(p.balance.bonus)}
          </p>
          <p>
            {t('player.reserved')} {money(p.balance.held)}
          </p>
          <p>
            {t('player.available')} {money(p.balance.available)}
          </p>
          <p>
            {t('player.depositsHeldBack')} {money(p.balance.depositHeld)}
          </p>
        </div>
        <div className="card space-y-1 text-sm">
          <h2 className="font-semibold">{t('player.limitsSelfExclusion')}</h2>
          {p.protection.limits.filter((l) => l.amount !== null).length === 0 && <p>{t('player.noLimitsSet')}</p>}
          {p.protection.limits
            .filter((l) => l.amount !== null)
            .map((l) => (
              <p key={`${l.kind}-${l.period}`}>
                {LIMIT_KIND[l.kind] ?? l.kind}/{PERIOD[l.period] ?? l.period}: {money(l.amount!)} {t('player.used')}{' '}
                {money(l.used)})
              </p>
            ))}
          <p>
            {t('player.sessionLimit')}{' '}
            {p.protection.sessionLimit.minutes
              ? t('player.min', { minutes: p.protection.sessionLimit.minutes })
              : t('player.none')}
          </p>
          {p.status === 'self_excluded' && <p className="text-rose-700">{t('player.selfExcludedStaffCannot')}</p>}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <PlayerTags playerId={id} />
        <PlayerAcquisition playerId={id} />
      </div>
      <PlayerSupport playerId={id} phone={p.phone} onChanged={player.reload} />
      {can(staff, 'support') && (
        <PlayerMoneyActions
          player={p}
          bankAccounts={a?.bankAccounts ?? []}
          onDone={async (text) => {
            setMessage(text);
            await Promise.all([player.reload(), activity.reload(), withdrawals.reload()]);
          }}
        />
      )}
      <Notes playerId={id} notes={a?.notes ?? []} onAdded={activity.reload} />
      <PlayerLinks playerId={id} />
      <PlayerLinkedAccounts playerId={id} />
      <PlayerTransfers playerId={id} />
      <PlayerVip playerId={id} canSet={can(staff, 'support')} />
      {a && a.bankAccounts.length > 0 && (
        <div className="card text-sm">
          <h2 className="mb-2 font-semibold">
            {t('player.bankAccounts')}{' '}
            {canPayments && (
              <Link
                className="text-sm font-normal text-indigo-700 underline"
                to={`/admin/tai-khoan-ngan-hang?playerId=${id}`}
              >
                {t('player.verification')}
              </Link>
            )}
          </h2>
          <ul>
            {a.bankAccounts.map((b) => (
              <li key={b.id}>
                {b.bankShortName} · {b.accountNumber} · {b.holderName} · {BANK_ACCOUNT_STATUS[b.status] ?? b.status}
              </li>
            ))}
          </ul>
        </div>
      )}
      <h2 className="text-lg font-semibold">{t('player.ledgerEntries')}</h2>
      <DataTable
        label={t('player.ledgerEntries')}
        data={a?.postings ?? []}
        columns={[
          pcol.accessor('journalId', { header: t('player.account2') }),
          pcol.accessor('kind', { header: t('player.kind'), cell: (c) => JOURNAL_KIND[c.getValue()] ?? c.getValue() }),
          pcol.accessor('purpose', {
            header: t('player.account'),
            cell: (c) => ACCOUNT_PURPOSE[c.getValue()] ?? c.getValue(),
          }),
          pcol.accessor('amount', { header: t('player.amount'), cell: (c) => money(c.getValue()) }),
          pcol.accessor('balanceAfter', {
            header: t('player.balanceAfter'),
            cell: (c) => (c.getValue() === null ? '—' : money(c.getValue()!)),
          }),
          pcol.accessor('createdAt', { header: t('player.at'), cell: (c) => dateTime(c.getValue()) }),
        ]}
      />
      <h2 className="text-lg font-semibold">{t('player.bet')}</h2>
      <DataTable
        label={t('player.bet')}
        data={a?.bets ?? []}
        columns={[
          bcol.accessor('provider', { header: t('player.provider') }),
          bcol.accessor('game', { header: t('player.game') }),
          bcol.accessor('round', { header: t('player.round') }),
          bcol.accessor('kind', { header: t('player.kind'), cell: (c) => BET_KIND[c.getValue()] ?? c.getValue() }),
          bcol.accessor('amount', { header: t('player.amount'), cell: (c) => money(c.getValue()) }),
          bcol.accessor('createdAt', { header: t('player.at'), cell: (c) => dateTime(c.getValue()) }),
        ]}
      />
      {canPayments && (
        <>
          <h2 className="text-lg font-semibold">{t('player.deposit')}</h2>
          <DataTable
            label={t('player.playerSDeposits')}
            data={deposits.data ?? []}
            columns={[
              dcol.accessor('id', { header: t('player.code') }),
              dcol.accessor('method', {
                header: t('player.method'),
                cell: (c) => PROVIDER_LABEL[c.getValue()] ?? c.getValue(),
              }),
              dcol.accessor('amount', { header: t('player.amount'), cell: (c) => money(c.getValue()) }),
              dcol.accessor('status', {
                header: t('player.status'),
                cell: (c) => DEPOSIT_STATUS[c.getValue()] ?? c.getValue(),
              }),
              dcol.accessor('createdAt', { header: t('player.at'), cell: (c) => dateTime(c.getValue()) }),
            ]}
          />
          <h2 className="text-lg font-semibold">{t('player.withdrawals')}</h2>
          <DataTable
            label={t('player.playerSWithdrawals')}
            data={withdrawals.data ?? []}
            columns={[
              wcol.accessor('code', { header: t('player.code') }),
              wcol.accessor('amount', { header: t('player.amount'), cell: (c) => money(c.getValue()) }),
              wcol.accessor('status', {
                header: t('player.status'),
                cell: (c) => WITHDRAWAL_STATUS[c.getValue()] ?? c.getValue(),
              }),
              wcol.accessor('rejectReason', { header: t('player.reason'), cell: (c) => c.getValue() ?? '' }),
              wcol.accessor('createdAt', { header: t('player.at'), cell: (c) => dateTime(c.getValue()) }),
            ]}
          />
        </>
      )}
      {prompt && (
        <PromptModal
          title={prompt === 'disable' ? t('player.disableAccount') : t('player.enableAccount')}
          label={t('player.reasonWrittenToThe')}
          confirm={prompt === 'disable' ? t('player.disable') : t('player.enable')}
          danger={prompt === 'disable'}
          minLength={5}
          onClose={() => setPrompt(null)}
          onSubmit={async (reason) => {
            await post(`/players/${id}/status`, { status: prompt === 'disable' ? 'disabled' : 'active', reason });
            setMessage(prompt === 'disable' ? t('player.accountDisabled') : t('player.accountEnabled'));
            await player.reload();
          }}
        />
      )}
    </section>
  );
}

function Notes({
  playerId,
  notes,
  onAdded,
}: {
  playerId: number;
  notes: TPlayerActivity['notes'];
  onAdded: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="card space-y-2 text-sm">
      <h2 className="font-semibold">{t('player.note')}</h2>
      <form
        className="flex gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const text = String(new FormData(form).get('text') ?? '').trim();
          try {
            await post(`/players/${playerId}/notes`, { text });
            form.reset();
            setError(null);
            await onAdded();
          } catch (err) {
            setError(err instanceof Error ? err.message : t('player.error'));
          }
        }}
      >
        <input name="text" className="input" aria-label={t('player.newNote')} placeholder={t('player.addANote')} />
        <button type="submit" className="btn-ghost">
          {t('player.save')}
        </button>
      </form>
      {error && <p className="error">{error}</p>}
      <ul className="space-y-1">
        {notes.map((n) => (
          <li key={n.id}>
            <span className="text-slate-500">
              {dateTime(n.createdAt)} · {n.staffUsername}:
            </span>{' '}
            {n.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
