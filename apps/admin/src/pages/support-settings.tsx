import type { TSupportView } from '@app/contract';
import { useEffect, useState } from 'react';
import { t } from '../i18n';
import { get, put } from '../lib/api';
import { dateTime } from '../lib/format';

type Channels = TSupportView['channels'];
type Licence = NonNullable<TSupportView['licence']>;
const NO_LICENCE: Licence = { name: '', number: '', regulator: '', url: '' };

const CHANNELS: { key: keyof Channels; label: string; hint: string }[] = [
  { key: 'hotline', label: 'Hotline', hint: t('supportSettings.eG19001234') },
  { key: 'zalo', label: 'Zalo', hint: t('supportSettings.phoneNumberOrLink') },
  { key: 'telegram', label: 'Telegram', hint: t('supportSettings.nameOrHttpsT') },
  { key: 'email', label: 'Email', hint: 'hotro@...' },
  { key: 'hours', label: t('supportSettings.supportHours'), hint: t('supportSettings.eG247') },
];

/**
 * The brand's support channels and licence (decision 125): the contact page shows only what is
 * set here, and the "giấy phép" heading only with a licence. Each save is audited.
 */
export function SupportSettingsPage() {
  const [view, setView] = useState<TSupportView | null>(null);
  const [channels, setChannels] = useState<Channels | null>(null);
  const [licence, setLicence] = useState<Licence | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const load = (v: TSupportView) => {
    setView(v);
    setChannels(v.channels);
    setLicence(v.licence ? { ...v.licence, url: v.licence.url ?? '' } : null);
  };
  useEffect(() => {
    get<TSupportView>('/support').then(load, (err: Error) => setMessage(err.message));
  }, []);
  if (!view || !channels) return message ? <p className="error">{message}</p> : null;
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('supportSettings.supportAndLicence')}</h1>
      <p className="text-sm text-slate-600">
        {t('supportSettings.theContactPageShows')}{' '}
        {view.liveChat ? t('supportSettings.isOnLiveChat') : t('supportSettings.isOffSetLive')}
        {view.updatedAt ? t('supportSettings.lastUpdated', { updatedAt: dateTime(view.updatedAt) }) : ''}
      </p>
      <form
        className="card grid gap-3 md:grid-cols-2"
        onSubmit={async (e) => {
          e.preventDefault();
          setMessage(null);
          try {
            load(await put<TSupportView>('/support', { channels, licence }));
            setMessage(t('supportSettings.savedTheContactAnd'));
          } catch (err) {
            setMessage(err instanceof Error ? err.message : t('supportSettings.somethingWentWrong'));
          }
        }}
      >
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('supportSettings.supportChannels')}</legend>
          {CHANNELS.map((c) => (
            <label key={c.key} className="block text-sm">
              <span className="label">{c.label}</span>
              <input
                className="input w-full"
                placeholder={c.hint}
                value={channels[c.key] ?? ''}
                onChange={(e) => setChannels({ ...channels, [c.key]: e.target.value })}
              />
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('supportSettings.licence')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={licence !== null}
              onChange={(e) => setLicence(e.target.checked ? NO_LICENCE : null)}
            />
            {t('supportSettings.licensedBrand')}
          </label>
          {licence &&
            (
              [
                ['name', t('supportSettings.licenceName')],
                ['number', t('supportSettings.licenceNumber')],
                ['regulator', t('supportSettings.licensingAuthority')],
                ['url', t('supportSettings.lookupLinkHttps')],
              ] as const
            ).map(([key, label]) => (
              <label key={key} className="block text-sm">
                <span className="label">{label}</span>
                <input
                  className="input w-full"
                  value={licence[key] ?? ''}
                  onChange={(e) => setLicence({ ...licence, [key]: e.target.value })}
                />
              </label>
            ))}
        </fieldset>
        <div className="flex items-center gap-3 md:col-span-2">
          <button type="submit" className="btn-primary">
            {t('supportSettings.save')}
          </button>
          {message && (
            <span className="text-sm" role="status">
              {message}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
