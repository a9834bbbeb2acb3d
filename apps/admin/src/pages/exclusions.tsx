import type { TExclusionEntry, TExclusionMatch } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { t as tx } from '../i18n';
import { get, post, query } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';

const KIND: Record<TExclusionEntry['kind'], string> = {
  self_exclusion: tx('exclusions.selfExcluded'),
  cool_off: tx('exclusions.timeOut'),
  staff: tx('exclusions.staffExclusion'),
};
const ON: Record<TExclusionEntry['matchedOn'][number], string> = {
  phone: tx('exclusions.phone'),
  email: 'Email',
  bank: tx('exclusions.bankAccounts'),
  device: tx('exclusions.device'),
};
const ACTION: Record<TExclusionMatch['action'], string> = {
  register: tx('exclusions.registrations'),
  login: tx('exclusions.signIn'),
  deposit: tx('exclusions.deposit'),
  bank_account: tx('exclusions.addBankAccount'),
  online: tx('exclusions.online'),
};
const OUTCOME: Record<TExclusionMatch['outcome'], string> = {
  refused: tx('exclusions.registrationRefused'),
  excluded: tx('exclusions.accountExcluded'),
  flagged: tx('exclusions.deviceOnlyToReview'),
};
const ons = (list: TExclusionEntry['matchedOn']) => list.map((t) => ON[t]).join(', ') || '—';

/** The registry every brand shares, what it stopped here, and the staff-imposed exclusion (decision 158). */
export function ExclusionsPage() {
  const [open, setOpen] = useState(true);
  const registry = useLoad(
    () => get<{ deployment: string; peers: number; entries: TExclusionEntry[] }>('/exclusions'),
    [],
  );
  const matches = useLoad(
    () => get<{ items: TExclusionMatch[] }>(`/exclusions/matches${query({ open: String(open) })}`),
    [open],
  );
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{tx('exclusions.crossBrandExclusions')}</h1>
      <p className="text-sm text-slate-600">{tx('exclusions.aSelfExclusionTime')}</p>
      <div className="card space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold">{tx('exclusions.matchesOnThisBrand')}</h2>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />
            {tx('exclusions.onlyEntriesNotReviewed')}
          </label>
        </div>
        {matches.error && <p className="error">{matches.error}</p>}
        {matches.data?.items.length === 0 && <p className="text-sm">{tx('exclusions.noMatches')}</p>}
        {matches.data && matches.data.items.length > 0 && (
          <table className="w-full text-sm">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="py-1">{tx('exclusions.at')}</th>
                <th>{tx('exclusions.actions')}</th>
                <th>{tx('exclusions.players')}</th>
                <th>{tx('exclusions.matched')}</th>
                <th>{tx('exclusions.outcome')}</th>
                <th>{tx('exclusions.review')}</th>
              </tr>
            </thead>
            <tbody>
              {matches.data.items.map((m) => (
                <tr key={m.id} className="border-t border-slate-100 align-top">
                  <td className="py-1">{dateTime(m.createdAt)}</td>
                  <td>{ACTION[m.action]}</td>
                  <td>
                    {m.playerId !== null ? (
                      <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${m.playerId}`}>
                        #{m.playerId}
                      </Link>
                    ) : (
                      <span>
                        {m.username ?? '—'} <span className="text-slate-500">{tx('exclusions.notCreated')}</span>
                      </span>
                    )}
                    {m.ip && <div className="font-mono text-xs text-slate-500">{m.ip}</div>}
                  </td>
                  <td>{ons(m.matchedOn)}</td>
                  <td>{OUTCOME[m.outcome]}</td>
                  <td>
                    {m.reviewedAt ? (
                      <span className="text-xs">
                        {m.reviewedBy} {tx('exclusions.at2')} {dateTime(m.reviewedAt)}: {m.reviewNote}
                      </span>
                    ) : (
                      <ReviewForm id={m.id} onDone={() => void matches.reload()} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <StaffExclusionForm onDone={() => void registry.reload()} />
      <div className="card space-y-2">
        <h2 className="font-semibold">
          {tx('exclusions.sharedExclusionRegister')}
          {registry.data?.entries.length ?? 0} {tx('exclusions.latestEntries')}
          {registry.data && (
            <span className="ml-2 text-sm font-normal text-slate-500">
              {tx('exclusions.server')} {registry.data.deployment}
              {tx('exclusions.sentTo')} {registry.data.peers} {tx('exclusions.otherSystemsOfThe')}
            </span>
          )}
        </h2>
        {registry.error && <p className="error">{registry.error}</p>}
        {registry.data && (
          <table className="w-full text-sm">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="py-1">{tx('exclusions.at')}</th>
                <th>{tx('exclusions.brands')}</th>
                <th>{tx('exclusions.kind')}</th>
                <th>{tx('exclusions.until')}</th>
                <th>{tx('exclusions.matchedOn')}</th>
                <th>{tx('exclusions.source')}</th>
              </tr>
            </thead>
            <tbody>
              {registry.data.entries.map((e) => (
                <tr key={e.uid} className="border-t border-slate-100">
                  <td className="py-1">{dateTime(e.createdAt)}</td>
                  <td>{e.brand}</td>
                  <td>{KIND[e.kind]}</td>
                  <td>{e.until ? dateTime(e.until) : tx('exclusions.indefinite')}</td>
                  <td>{ons(e.matchedOn)}</td>
                  <td>
                    {e.receivedFrom ? tx('exclusions.receivedFrom', { receivedFrom: e.receivedFrom }) : e.origin}
                    {e.undelivered > 0 && (
                      <span className="ml-1 text-amber-700">
                        {tx('exclusions.text')} {e.undelivered} {tx('exclusions.systemsHaveNotReceived')}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

function ReviewForm({ id, onDone }: { id: number; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap gap-1"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await post(`/exclusions/matches/${id}/review`, { note });
          onDone();
        } catch (err) {
          setError(err instanceof Error ? err.message : tx('exclusions.somethingWentWrong'));
        }
      }}
    >
      <input
        className="input w-44"
        aria-label={tx('exclusions.reviewNote')}
        placeholder={tx('exclusions.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <button type="submit" className="btn">
        {tx('exclusions.reviewed')}
      </button>
      {error && <span className="error text-xs">{error}</span>}
    </form>
  );
}

function StaffExclusionForm({ onDone }: { onDone: () => void }) {
  const [playerId, setPlayerId] = useState('');
  const [days, setDays] = useState('180');
  const [forever, setForever] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <form
      className="card space-y-2"
      aria-label={tx('exclusions.excludeAPlayer')}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!/^\d+$/.test(playerId.trim()) || (!forever && !/^\d+$/.test(days.trim()))) {
          setMessage(tx('exclusions.thePlayerIdAnd'));
          return;
        }
        try {
          const done = await post<{ until: string | null }>(`/players/${playerId.trim()}/exclusion`, {
            days: forever ? null : Number(days),
            reason,
          });
          setMessage(
            done.until
              ? tx('exclusions.playerExcludedUntilOn', { trim: playerId.trim(), until: dateTime(done.until) })
              : tx('exclusions.playerExcludedIndefinitelyOn', { trim: playerId.trim() }),
          );
          onDone();
        } catch (err) {
          setMessage(err instanceof Error ? err.message : tx('exclusions.somethingWentWrong'));
        }
      }}
    >
      <h2 className="font-semibold">{tx('exclusions.excludeAPlayerOn')}</h2>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label>
          <span className="label">{tx('exclusions.playerId')}</span>
          <input
            className="input w-28"
            inputMode="numeric"
            value={playerId}
            onChange={(e) => setPlayerId(e.target.value)}
          />
        </label>
        <label>
          <span className="label">{tx('exclusions.days')}</span>
          <input
            className="input w-24"
            inputMode="numeric"
            disabled={forever}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </label>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={forever} onChange={(e) => setForever(e.target.checked)} />{' '}
          {tx('exclusions.indefinite')}
        </label>
        <label className="grow">
          <span className="label">{tx('exclusions.reasonAudited')}</span>
          <input className="input w-full" value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="submit" className="btn-primary">
          {tx('exclusions.exclude')}
        </button>
      </div>
      {message && (
        <p className="text-sm" role="status">
          {message}
        </p>
      )}
    </form>
  );
}
