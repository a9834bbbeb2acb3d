import {
  JURISDICTION_ACTIONS,
  type TJurisdictionAction,
  type TJurisdictionRefusal,
  type TJurisdictionSettings,
} from '@app/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n';
import { get, put, query } from '../lib/api';
import { dateTime, intlLocale } from '../lib/format';
import { useLoad } from '../lib/use-load';

const ACTION: Record<TJurisdictionAction, string> = {
  register: t('jurisdictions.registrations'),
  login: t('jurisdictions.signIn'),
  deposit: t('jurisdictions.deposit'),
  play: t('jurisdictions.gameLaunch'),
};

const regionName = new Intl.DisplayNames([intlLocale()], { type: 'region' });
const countryLabel = (code: string | null) => {
  if (!code) return t('jurisdictions.unknown');
  try {
    return `${regionName.of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
};
const listOf = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .map((v) => v.trim())
    .filter(Boolean);

/** Compliance's licensed countries, test addresses and refusal log (decision 149). */
export function JurisdictionsPage() {
  const [action, setAction] = useState<'' | TJurisdictionAction>('');
  const settings = useLoad(() => get<TJurisdictionSettings>('/jurisdictions'), []);
  const refusals = useLoad(
    () =>
      get<{ items: TJurisdictionRefusal[]; total: number }>(
        `/jurisdictions/refusals${query({ action: action || undefined })}`,
      ),
    [action],
  );
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('jurisdictions.licensedRegions')}</h1>
      {settings.error && <p className="error">{settings.error}</p>}
      {settings.data && <SettingsForm settings={settings.data} onSaved={() => void refusals.reload()} />}
      <div className="card space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold">
            {t('jurisdictions.requestsRefusedByAddress')}
            {refusals.data?.total ?? 0})
          </h2>
          <label className="flex items-center gap-2 text-sm">
            {t('jurisdictions.actions')}
            <select
              className="input w-40"
              value={action}
              onChange={(e) => setAction(e.target.value as '' | TJurisdictionAction)}
            >
              <option value="">{t('jurisdictions.all')}</option>
              {JURISDICTION_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {ACTION[a]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {refusals.error && <p className="error">{refusals.error}</p>}
        {refusals.data?.items.length === 0 && <p className="text-sm">{t('jurisdictions.noRequestRefusedYet')}</p>}
        {refusals.data && refusals.data.items.length > 0 && (
          <table className="w-full text-sm">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="py-1">{t('jurisdictions.last')}</th>
                <th>{t('jurisdictions.actions')}</th>
                <th>{t('jurisdictions.ipAddress')}</th>
                <th>{t('jurisdictions.country')}</th>
                <th>{t('jurisdictions.players')}</th>
                <th className="text-right">{t('jurisdictions.countInTheHour')}</th>
              </tr>
            </thead>
            <tbody>
              {refusals.data.items.map((r) => (
                <tr key={`${r.action}-${r.ip}-${r.firstAt}`} className="border-t border-slate-100">
                  <td className="py-1">{dateTime(r.lastAt)}</td>
                  <td>{ACTION[r.action]}</td>
                  <td className="font-mono">{r.ip}</td>
                  <td>{countryLabel(r.country)}</td>
                  <td>
                    {r.playerId === null ? (
                      '—'
                    ) : (
                      <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${r.playerId}`}>
                        #{r.playerId}
                      </Link>
                    )}
                  </td>
                  <td className="text-right">{r.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="text-xs text-slate-500">
          {t('jurisdictions.countryFromTheDatabase')}{' '}
          <a className="underline" href="https://db-ip.com/" rel="noreferrer" target="_blank">
            IP Geolocation by DB-IP
          </a>{' '}
          {t('jurisdictions.shippedWithTheServer')}
        </p>
      </div>
    </section>
  );
}

function SettingsForm({ settings, onSaved }: { settings: TJurisdictionSettings; onSaved: () => void }) {
  const [saved, setSaved] = useState(settings);
  const [countries, setCountries] = useState(settings.rules.licensedCountries.join(', '));
  const [addresses, setAddresses] = useState(settings.rules.allowedAddresses.join('\n'));
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => setSaved(settings), [settings]);
  return (
    <form
      className="card space-y-3"
      aria-label={t('jurisdictions.licensedCountries')}
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          const next = await put<TJurisdictionSettings>('/jurisdictions', {
            licensedCountries: listOf(countries),
            allowedAddresses: listOf(addresses),
          });
          setSaved(next);
          setCountries(next.rules.licensedCountries.join(', '));
          setAddresses(next.rules.allowedAddresses.join('\n'));
          setMessage(t('jurisdictions.savedAppliedAtOnce'));
          onSaved();
        } catch (err) {
          setMessage(err instanceof Error ? err.message : t('jurisdictions.somethingWentWrong'));
        }
      }}
    >
      <p className="text-sm">
        {t('jurisdictions.brands')} <strong>{saved.brand}</strong> {t('jurisdictions.acceptsRegistrationSignIn')}{' '}
        <strong>{saved.rules.licensedCountries.map(countryLabel).join(', ')}</strong>
        {t('jurisdictions.playersElsewhereCanStill')}
      </p>
      {!saved.proxyTrusted && (
        <p className="error text-sm" role="alert">
          {t('jurisdictions.theServerTrustsNo')}
        </p>
      )}
      <label className="block text-sm">
        <span className="label">{t('jurisdictions.countryCodesIso3166')}</span>
        <input className="input w-full" value={countries} onChange={(e) => setCountries(e.target.value)} />
      </label>
      <label className="block text-sm">
        <span className="label">{t('jurisdictions.addressesAllowedForTesting')}</span>
        <textarea
          className="input h-24 w-full font-mono"
          value={addresses}
          onChange={(e) => setAddresses(e.target.value)}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          {t('jurisdictions.save')}
        </button>
        {message && (
          <span className="text-sm" role="status">
            {message}
          </span>
        )}
        <span className="text-xs text-slate-500">
          {saved.updatedBy
            ? t('jurisdictions.lastChangedByAt', { updatedBy: saved.updatedBy, updatedAt: dateTime(saved.updatedAt) })
            : t('jurisdictions.defaultVn')}
          {t('jurisdictions.everyChangeIsAudited')}
        </span>
      </div>
    </form>
  );
}
