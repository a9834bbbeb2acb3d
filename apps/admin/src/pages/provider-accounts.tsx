import type { TProviderAccount, TProviderAccountUpdateRequest } from '@app/contract';
import { useEffect, useState } from 'react';
import { t } from '../i18n';
import { get, put } from '../lib/api';
import { dateTime } from '../lib/format';

/** The form of one account: the request's fields, lists and limits as the inputs hold them. */
interface Draft {
  agentId: string;
  providerId: string;
  apiBaseUrl: string;
  amountScale: 1 | 1000;
  decimals: number;
  allowList: string;
  betLimits: string;
  enabled: boolean;
  secret: string;
}

const draftOf = (a: TProviderAccount): Draft => ({
  agentId: a.agentId,
  providerId: a.providerId,
  apiBaseUrl: a.apiBaseUrl,
  amountScale: a.amountScale,
  decimals: a.decimals,
  allowList: a.ipAllowList.join('\n'),
  betLimits: JSON.stringify(a.betLimits),
  enabled: a.enabled,
  secret: '',
});

const PROTOCOL: Record<string, string> = {
  pp: 'Pragmatic Play',
  awc: 'AWC (AE Sexy, SV388)',
  saba: 'SABA',
  bti: 'BTI',
  im: 'IM Sports',
  ws168: 'WS168',
};

/**
 * The accounts of the providers that call us in their own protocols (decisions 127, 132), a
 * superadmin's: credentials (write only, sealed at rest), agent id, API base URL (empty: the
 * sandbox on this server), amount unit, callback allow-list, switch and bet limits. Each save is
 * audited by the server with before and after; the key never appears in it.
 */
export function ProviderAccountsPage() {
  const [accounts, setAccounts] = useState<TProviderAccount[] | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const pick = (a: TProviderAccount) => {
    setCode(a.code);
    setDraft(draftOf(a));
  };
  useEffect(() => {
    get<TProviderAccount[]>('/provider-accounts').then(
      (list) => {
        setAccounts(list);
        if (list[0]) pick(list[0]);
      },
      (err: Error) => setMessage(err.message),
    );
  }, []);
  if (!accounts) return message ? <p className="error">{message}</p> : null;
  const current = accounts.find((a) => a.code === code) ?? null;
  const field = (key: 'agentId' | 'providerId' | 'apiBaseUrl', label: string, hint: string) =>
    draft && (
      <label className="block text-sm">
        <span className="label">{label}</span>
        <input
          className="input w-full"
          placeholder={hint}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        />
      </label>
    );
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('providerAccounts.providerAccounts')}</h1>
      <p className="text-sm text-slate-600">{t('providerAccounts.theProviderCallsThe')}</p>
      <div className="flex flex-wrap gap-2" role="tablist" aria-label={t('providerAccounts.account')}>
        {accounts.map((a) => (
          <button
            key={a.code}
            type="button"
            role="tab"
            aria-selected={a.code === code}
            className={a.code === code ? 'btn-primary' : 'btn'}
            onClick={() => pick(a)}
          >
            {PROTOCOL[a.protocol] ?? a.protocol} · {a.code} ·{' '}
            {a.enabled ? t('providerAccounts.on') : t('providerAccounts.off')}
          </button>
        ))}
      </div>
      {current && draft && (
        <form
          className="card grid gap-3 md:grid-cols-2"
          onSubmit={async (e) => {
            e.preventDefault();
            setMessage(null);
            let betLimits: TProviderAccountUpdateRequest['betLimits'];
            try {
              betLimits = JSON.parse(draft.betLimits || '{}');
            } catch {
              setMessage(t('providerAccounts.betLimitsMustBe'));
              return;
            }
            const body: TProviderAccountUpdateRequest = {
              agentId: draft.agentId,
              providerId: draft.providerId,
              apiBaseUrl: draft.apiBaseUrl,
              amountScale: draft.amountScale,
              decimals: draft.decimals,
              ipAllowList: draft.allowList
                .split(/[\s,]+/)
                .map((s) => s.trim())
                .filter(Boolean),
              betLimits,
              enabled: draft.enabled,
              ...(draft.secret ? { secret: draft.secret } : {}),
            };
            try {
              const saved = await put<TProviderAccount>(`/provider-accounts/${current.code}`, body);
              setAccounts(accounts.map((a) => (a.code === saved.code ? saved : a)));
              pick(saved);
              setMessage(t('providerAccounts.savedAppliesToThe'));
            } catch (err) {
              setMessage(err instanceof Error ? err.message : t('providerAccounts.somethingWentWrong'));
            }
          }}
        >
          <fieldset className="space-y-2">
            <legend className="font-semibold">{t('providerAccounts.connection')}</legend>
            {field('agentId', 'Agent ID / secure login', t('providerAccounts.issuedByTheProvider'))}
            {field('providerId', 'Provider ID (PP)', 'pragmaticplay')}
            {field('apiBaseUrl', t('providerAccounts.apiAddress'), t('providerAccounts.httpsEmptySandbox'))}
            <label className="block text-sm">
              <span className="label">{t('providerAccounts.secretKeyPpSecret')}</span>
              <input
                className="input w-full"
                type="password"
                autoComplete="new-password"
                placeholder={current.keySet ? t('providerAccounts.setLeaveEmptyTo') : t('providerAccounts.notSet')}
                value={draft.secret}
                onChange={(e) => setDraft({ ...draft, secret: e.target.value })}
              />
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.enabled}
                onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })}
              />
              {t('providerAccounts.enableTheProviderGames')}
            </label>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="font-semibold">{t('providerAccounts.moneyAndSafety')}</legend>
            <label className="block text-sm">
              <span className="label">{t('providerAccounts.currencyUnitVndPer')}</span>
              <select
                className="input w-full"
                value={draft.amountScale}
                onChange={(e) => setDraft({ ...draft, amountScale: e.target.value === '1000' ? 1000 : 1 })}
              >
                <option value="1">1 VND</option>
                <option value="1000">1.000 VND</option>
              </select>
            </label>
            <label className="block text-sm">
              <span className="label">{t('providerAccounts.decimalPlaces')}</span>
              <input
                className="input w-full"
                type="number"
                min={0}
                max={4}
                value={draft.decimals}
                onChange={(e) => setDraft({ ...draft, decimals: Number(e.target.value) })}
              />
            </label>
            <label className="block text-sm">
              <span className="label">{t('providerAccounts.ipsAllowedToCall')}</span>
              <textarea
                className="input w-full"
                rows={3}
                value={draft.allowList}
                onChange={(e) => setDraft({ ...draft, allowList: e.target.value })}
              />
            </label>
            <label className="block text-sm">
              <span className="label">{t('providerAccounts.betLimitsSentWhen')}</span>
              <input
                className="input w-full font-mono"
                value={draft.betLimits}
                onChange={(e) => setDraft({ ...draft, betLimits: e.target.value })}
              />
            </label>
          </fieldset>
          <div className="flex items-center gap-3 md:col-span-2">
            <button type="submit" className="btn-primary">
              {t('providerAccounts.save')}
            </button>
            <span className="text-sm text-slate-500">
              {t('providerAccounts.lastUpdated')} {dateTime(current.updatedAt)}
            </span>
            {message && (
              <span className="text-sm" role="status">
                {message}
              </span>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
