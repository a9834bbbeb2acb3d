import type { TPaymentException, TPlayerSearchHit } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../components/data-table';
import { DialogActions, Modal } from '../components/modal';
import { PlayerPicker } from '../components/player-picker';
import { t } from '../i18n';
import { get, newKey, post, postOnce, query } from '../lib/api';
import { dateTime, EXCEPTION_KIND, HELD_KINDS, money, PROVIDER_LABEL } from '../lib/format';
import { useLoad } from '../lib/use-load';

const xcol = createColumnHelper<TPaymentException>();
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

export const playerLink = (id: number | null | undefined) =>
  id ? (
    <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${id}`}>
      #{id}
    </Link>
  ) : (
    '—'
  );

/** Who paid and how, as the bank or gateway reported it. */
export function TransferFacts({ x }: { x: TPaymentException }) {
  const d = x.details;
  const sender = [str(d.senderName), str(d.senderAccount)].filter(Boolean).join(' · ');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-500">{t('exceptions.transferDescription')}</dt>
      <dd className="break-all font-mono">{str(d.content) ?? '—'}</dd>
      <dt className="text-slate-500">{t('exceptions.sender')}</dt>
      <dd>{sender || '—'}</dd>
      <dt className="text-slate-500">{t('exceptions.bank')}</dt>
      <dd>{str(d.bank) ?? PROVIDER_LABEL[x.provider] ?? x.provider}</dd>
      <dt className="text-slate-500">{t('exceptions.reference')}</dt>
      <dd className="font-mono">{str(d.referenceCode) ?? str(d.orderId) ?? x.externalId}</dd>
      <dt className="text-slate-500">{t('exceptions.amount')}</dt>
      <dd className="font-semibold">{money(x.amount)}</dd>
      <dt className="text-slate-500">{t('exceptions.time')}</dt>
      <dd>{str(d.transactionDate) ?? dateTime(x.createdAt)}</dd>
    </dl>
  );
}

/**
 * Open payment exceptions (not held money, which has its own screen) with who paid, and the
 * recent credits that finance can ask to reverse.
 */
export function ExceptionsPanel({ finance, onChanged }: { finance: boolean; onChanged: () => Promise<void> }) {
  const [resolving, setResolving] = useState<TPaymentException | null>(null);
  const [reversing, setReversing] = useState<TPaymentException | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const open = useLoad(
    () => get<TPaymentException[]>(`/payment-exceptions${query({ status: 'open', per_page: 200 })}`),
    [],
  );
  const resolved = useLoad(
    () => get<TPaymentException[]>(`/payment-exceptions${query({ status: 'resolved', per_page: 50 })}`),
    [],
  );
  const reload = async () => {
    await Promise.all([open.reload(), resolved.reload(), onChanged()]);
  };
  const columns = [
    xcol.display({
      id: 'kind',
      header: t('exceptions.kind'),
      cell: ({ row: { original: x } }) => (
        <span>
          {EXCEPTION_KIND[x.kind] ?? x.kind}
          <span className="block text-xs text-slate-500">#{x.id}</span>
        </span>
      ),
    }),
    xcol.display({
      id: 'content',
      meta: { wrap: true },
      header: t('exceptions.content'),
      cell: ({ row: { original: x } }) => (
        <span className="break-all font-mono text-xs">{str(x.details.content) ?? '—'}</span>
      ),
    }),
    xcol.display({
      id: 'sender',
      meta: { wrap: true },
      header: t('exceptions.sender'),
      cell: ({ row: { original: x } }) =>
        [str(x.details.senderName), str(x.details.senderAccount)].filter(Boolean).join(' · ') || '—',
    }),
    xcol.display({
      id: 'bank',
      meta: { wrap: true },
      header: t('exceptions.bankReference'),
      cell: ({ row: { original: x } }) =>
        `${str(x.details.bank) ?? PROVIDER_LABEL[x.provider] ?? x.provider} · ${str(x.details.referenceCode) ?? x.externalId}`,
    }),
    xcol.accessor('amount', { header: t('exceptions.amount'), cell: (c) => money(c.getValue()) }),
    xcol.display({
      id: 'player',
      header: t('exceptions.playerAt'),
      cell: ({ row: { original: x } }) => (
        <span>
          {playerLink(x.playerId)}
          <span className="block text-xs text-slate-500">{dateTime(x.createdAt)}</span>
        </span>
      ),
    }),
  ];
  const openColumns = [
    ...columns,
    xcol.display({
      id: 'actions',
      header: t('exceptions.resolve'),
      cell: ({ row: { original: x } }) =>
        finance && (
          <button type="button" className="btn-primary" onClick={() => setResolving(x)}>
            {t('exceptions.resolve')}
          </button>
        ),
    }),
  ];
  const creditedColumns = [
    ...columns,
    xcol.display({
      id: 'actions',
      header: t('exceptions.correct'),
      cell: ({ row: { original: x } }) =>
        finance && (
          <button type="button" className="btn-ghost" onClick={() => setReversing(x)}>
            {t('exceptions.reverseCredit')}
          </button>
        ),
    }),
  ];
  return (
    <div className="space-y-3">
      <h1 className="text-xl font-semibold">{t('exceptions.openPaymentExceptions')}</h1>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {open.error && <p className="error">{open.error}</p>}
      <DataTable
        label={t('exceptions.paymentExceptions')}
        data={(open.data ?? []).filter((x) => !HELD_KINDS.includes(x.kind))}
        columns={openColumns}
        empty={t('exceptions.noExceptions')}
      />
      <h2 className="text-lg font-semibold">{t('exceptions.recentlyCreditedToPlayers')}</h2>
      <DataTable
        label={t('exceptions.exceptionsCredited')}
        data={(resolved.data ?? []).filter((x) => x.resolution === 'credited')}
        columns={creditedColumns}
        empty={t('exceptions.noCreditsYet')}
      />
      {resolving && (
        <ResolveModal
          x={resolving}
          onClose={() => setResolving(null)}
          onDone={async (text) => {
            setResolving(null);
            setMessage(text);
            await reload();
          }}
        />
      )}
      {reversing && (
        <ReverseModal
          x={reversing}
          onClose={() => setReversing(null)}
          onDone={async (text) => {
            setReversing(null);
            setMessage(text);
            await reload();
          }}
        />
      )}
    </div>
  );
}

/** Credit to a player picked from a search, confirmed in a second step naming player and amount; or close. */
function ResolveModal({
  x,
  onClose,
  onDone,
}: {
  x: TPaymentException;
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const [action, setAction] = useState<'credit' | 'dismiss'>('credit');
  const [player, setPlayer] = useState<TPlayerSearchHit | null>(null);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    try {
      await post(
        `/payment-exceptions/${x.id}/resolve`,
        action === 'credit' ? { action, note: note.trim(), playerId: player!.id } : { action, note: note.trim() },
      );
      await onDone(
        action === 'credit'
          ? t('exceptions.creditedTo', { amount: money(x.amount), username: player!.username, id: player!.id })
          : t('exceptions.exceptionClosed', { id: x.id }),
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : t('exceptions.somethingWentWrong'));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  if (confirming && action === 'credit' && player)
    return (
      <Modal title={t('exceptions.confirmTheCredit')} onClose={onClose}>
        <p className="text-sm" data-testid="confirm-credit">
          {t('exceptions.credit')} <strong>{money(x.amount)}</strong> {t('exceptions.toTheCashOf')}{' '}
          <strong>{player.username}</strong> (#{player.id}, {player.phone})?
        </p>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
            {t('exceptions.back')}
          </button>
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void submit()}>
            {t('exceptions.credit')} {money(x.amount)} cho {player.username}
          </button>
        </div>
      </Modal>
    );
  return (
    <Modal title={t('exceptions.resolveException', { id: x.id, amount: money(x.amount) })} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (!note.trim()) return setError(t('exceptions.enterANote'));
          if (action === 'dismiss') return void submit();
          if (!player) return setError(t('exceptions.findAndChooseThe'));
          setConfirming(true);
        }}
      >
        <TransferFacts x={x} />
        <fieldset className="space-y-1 text-sm">
          <label className="flex gap-2">
            <input type="radio" checked={action === 'credit'} onChange={() => setAction('credit')} />{' '}
            {t('exceptions.creditThePlayer')}
          </label>
          <label className="flex gap-2">
            <input type="radio" checked={action === 'dismiss'} onChange={() => setAction('dismiss')} />{' '}
            {t('exceptions.closeRefundedOutsideThe')}
          </label>
        </fieldset>
        {action === 'credit' && (
          <PlayerPicker picked={player} onPick={setPlayer} label={t('exceptions.playerToCredit')} />
        )}
        <label className="block">
          <span className="label">{t('exceptions.note')}</span>
          <textarea className="input" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <DialogActions
          error={error}
          busy={busy}
          onClose={onClose}
          submit={action === 'credit' ? t('exceptions.continue') : t('exceptions.closeException')}
        />
      </form>
    </Modal>
  );
}

/** Asks for a counter-entry of a mistaken credit; another staff member approves it in "Điều chỉnh số dư". */
function ReverseModal({
  x,
  onClose,
  onDone,
}: {
  x: TPaymentException;
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const [key] = useState(newKey);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={t('exceptions.reverseTheCreditOf', { id: x.id })} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (reason.trim().length < 5) return setError(t('exceptions.reasonMustBeAt'));
          setBusy(true);
          try {
            const a = await postOnce<{ id: number }>(`/payment-exceptions/${x.id}/reverse`, key, {
              reason: reason.trim(),
            });
            await onDone(t('exceptions.reversalRequestCreatedAwaiting', { id: a.id }));
          } catch (err) {
            setError(err instanceof Error ? err.message : t('exceptions.somethingWentWrong'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <p className="text-sm">
          {t('exceptions.takeBack')} <strong>{money(x.amount)}</strong> {t('exceptions.fromThePlayerS')}{' '}
          {playerLink(x.playerId)} {t('exceptions.andReopenTheException')}
        </p>
        <TransferFacts x={x} />
        <label className="block">
          <span className="label">{t('exceptions.reason')}</span>
          <textarea className="input" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('exceptions.void')}
          </button>
          <button type="submit" className="btn-danger" disabled={busy}>
            {t('exceptions.sendReversalRequest')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
