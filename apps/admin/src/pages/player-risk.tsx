import type { TLinkedAccount, TPlayerAcquisition, TPlayerTag } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal, PromptModal } from '../components/modal';
import { t as tx } from '../i18n';
import { api, get, post } from '../lib/api';
import { dateTime, PLAYER_STATUS } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

const LINK_KIND: Record<TLinkedAccount['kind'], string> = {
  id_number: tx('playerRisk.sameDocumentNumber'),
  bank_account: tx('playerRisk.sameBankAccount'),
  device: tx('playerRisk.sameDevice'),
  ip: tx('playerRisk.sameIpAddress'),
};

/** Staff tags on the player, added and removed with a reason (audited; decision 157). */
export function PlayerTags({ playerId }: { playerId: number }) {
  const { staff } = useSession();
  const tags = useLoad(() => get<TPlayerTag[]>(`/players/${playerId}/tags`), [playerId]);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editor = can(staff, 'support') || can(staff, 'compliance');
  return (
    <section className="card space-y-2 text-sm" aria-label={tx('playerRisk.playerTags')}>
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">{tx('playerRisk.tag')}</h2>
        {editor && (
          <button type="button" className="btn-ghost" onClick={() => setAdding(true)}>
            {tx('playerRisk.addTag')}
          </button>
        )}
      </div>
      {tags.data?.length === 0 && <p className="text-slate-500">{tx('playerRisk.noTagsYet')}</p>}
      <ul className="flex flex-wrap gap-2">
        {tags.data?.map((t) => (
          <li
            key={t.tag}
            className="flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-indigo-800"
            title={`${t.addedBy ?? '—'} · ${dateTime(t.createdAt)}`}
          >
            <Link to={`/admin/danh-sach/nguoi-choi?tag=${encodeURIComponent(t.tag)}`}>{t.tag}</Link>
            {editor && (
              <button
                type="button"
                aria-label={tx('playerRisk.removeTag3', { tag: t.tag })}
                className="text-indigo-500"
                onClick={() => setRemoving(t.tag)}
              >
                ✕
              </button>
            )}
          </li>
        ))}
      </ul>
      {adding && (
        <Modal title={tx('playerRisk.addTag')} onClose={() => setAdding(false)}>
          <form
            className="space-y-3"
            onSubmit={async (e) => {
              e.preventDefault();
              const f = new FormData(e.currentTarget);
              try {
                await post(`/players/${playerId}/tags`, {
                  tag: String(f.get('tag') ?? ''),
                  reason: String(f.get('reason') ?? ''),
                });
                await tags.reload();
                setAdding(false);
                setError(null);
              } catch (err) {
                setError(err instanceof Error ? err.message : tx('playerRisk.somethingWentWrong'));
              }
            }}
          >
            <label className="block">
              <span className="label">{tx('playerRisk.tagLowercaseLettersDigits')}</span>
              <input name="tag" className="input" placeholder="vip, nghi-gian-lan" required />
            </label>
            <label className="block">
              <span className="label">{tx('playerRisk.reasonWrittenToThe')}</span>
              <textarea name="reason" className="input" rows={2} required />
            </label>
            {error && <p className="error">{error}</p>}
            <div className="flex justify-end gap-2">
              <button type="button" className="btn-ghost" onClick={() => setAdding(false)}>
                {tx('playerRisk.void')}
              </button>
              <button type="submit" className="btn-primary">
                {tx('playerRisk.add')}
              </button>
            </div>
          </form>
        </Modal>
      )}
      {removing && (
        <PromptModal
          title={tx('playerRisk.removeTag2', { removing })}
          label={tx('playerRisk.reasonWrittenToThe')}
          confirm={tx('playerRisk.removeTag')}
          minLength={5}
          onClose={() => setRemoving(null)}
          onSubmit={async (reason) => {
            await api('DELETE', `/players/${playerId}/tags/${encodeURIComponent(removing)}`, { reason });
            await tags.reload();
          }}
        />
      )}
    </section>
  );
}

/** The affiliate and campaign codes captured at sign-up. */
export function PlayerAcquisition({ playerId }: { playerId: number }) {
  const { data } = useLoad(() => get<TPlayerAcquisition>(`/players/${playerId}/acquisition`), [playerId]);
  if (!data) return null;
  const rows: [string, string | null][] = [
    [tx('playerRisk.affiliateIdAffId'), data.affId],
    [tx('playerRisk.sourceUtmSource'), data.utmSource],
    [tx('playerRisk.mediumUtmMedium'), data.utmMedium],
    [tx('playerRisk.campaignUtmCampaign'), data.utmCampaign],
    [tx('playerRisk.termUtmTerm'), data.utmTerm],
    [tx('playerRisk.contentUtmContent'), data.utmContent],
    [tx('playerRisk.referrer'), data.referer],
  ];
  const shown = rows.filter(([, v]) => v);
  return (
    <section className="card space-y-2 text-sm" aria-label={tx('playerRisk.registrationSource')}>
      <h2 className="font-semibold">{tx('playerRisk.registrationSource')}</h2>
      {shown.length === 0 ? (
        <p className="text-slate-500">{tx('playerRisk.registeredDirectlyWithNo')}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {shown.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-500">{k}</dt>
              <dd className="break-all">{v}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** Other accounts sharing an ID number, a bank account, a device or an address with the player. */
export function PlayerLinkedAccounts({ playerId }: { playerId: number }) {
  const { data } = useLoad(() => get<TLinkedAccount[]>(`/players/${playerId}/linked-accounts`), [playerId]);
  if (!data) return null;
  return (
    <section className="card space-y-2 text-sm" aria-label={tx('playerRisk.linkedAccounts2')}>
      <h2 className="font-semibold">
        {tx('playerRisk.linkedAccounts')}
        {data.length})
      </h2>
      {data.length === 0 && <p className="text-slate-500">{tx('playerRisk.noAccountSharesA')}</p>}
      {data.length > 0 && (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left">
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-1 pr-3">{tx('playerRisk.link')}</th>
                <th className="py-1 pr-3">{tx('playerRisk.sharedValue')}</th>
                <th className="py-1 pr-3">{tx('playerRisk.account')}</th>
                <th className="py-1">{tx('playerRisk.latest')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.map((l) => (
                <tr key={`${l.kind}:${l.value}:${l.playerId}`}>
                  <td
                    className={`py-1 pr-3 ${l.kind === 'id_number' || l.kind === 'bank_account' ? 'text-rose-700' : ''}`}
                  >
                    {LINK_KIND[l.kind]}
                  </td>
                  <td className="max-w-56 break-all py-1 pr-3 font-mono text-xs">{l.value}</td>
                  <td className="py-1 pr-3">
                    <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${l.playerId}`}>
                      {l.username}
                    </Link>{' '}
                    <span className="text-xs text-slate-500">({PLAYER_STATUS[l.status] ?? l.status})</span>
                  </td>
                  <td className="whitespace-nowrap py-1">{dateTime(l.lastSeenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
