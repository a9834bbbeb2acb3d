import type { TAmlRules, TAmlSettings } from '@app/contract';
import { useEffect, useState } from 'react';
import { t } from '../i18n';
import { get, put } from '../lib/api';
import { dateTime, money, parseWhole } from '../lib/format';

const FIELDS: { key: keyof TAmlRules; label: string; unit: string; step: number }[] = [
  { key: 'largeDepositVnd', label: t('amlSettings.largeDepositASingle'), unit: 'VND', step: 1_000_000 },
  {
    key: 'rapidWindowHours',
    label: t('amlSettings.depositThenQuickWithdrawal2'),
    unit: t('amlSettings.hours'),
    step: 1,
  },
  {
    key: 'rapidMinTurnoverPct',
    label: t('amlSettings.depositThenQuickWithdrawal'),
    unit: t('amlSettings.ofTheDeposit'),
    step: 5,
  },
  { key: 'accountsPerDevice', label: t('amlSettings.manyAccountsOnOne2'), unit: t('amlSettings.accounts'), step: 1 },
  { key: 'accountsPerAddress', label: t('amlSettings.manyAccountsOnOne'), unit: t('amlSettings.accounts'), step: 1 },
  { key: 'linkWindowDays', label: t('amlSettings.linkAccountsBySign'), unit: t('amlSettings.day'), step: 1 },
  {
    key: 'giftcodesPerLinkedGroup',
    label: t('amlSettings.giftCodeAbuseLinked'),
    unit: t('amlSettings.codes'),
    step: 1,
  },
  { key: 'largeWinVnd', label: t('amlSettings.largeWinAlertA'), unit: 'VND', step: 1_000_000 },
];

/** Compliance's thresholds of the AML rules (decision 105): audited, in force at once everywhere. */
export function AmlSettingsPanel() {
  const [settings, setSettings] = useState<TAmlSettings | null>(null);
  // what compliance typed, kept as typed: parsed on save, refused (never coerced) when not a whole number
  const [rules, setRules] = useState<Record<keyof TAmlRules, string> | null>(null);
  const typed = (r: TAmlRules) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])) as Record<keyof TAmlRules, string>;
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    get<TAmlSettings>('/aml/settings').then(
      (s) => {
        setSettings(s);
        setRules(typed(s.rules));
      },
      (err: Error) => setMessage(err.message),
    );
  }, []);
  if (!settings || !rules) return message ? <p className="error">{message}</p> : null;
  return (
    <details className="card" aria-label={t('amlSettings.amlRuleThresholds')}>
      <summary className="cursor-pointer font-semibold">
        {t('amlSettings.amlRuleThresholdsLarge')} {money(settings.rules.largeDepositVnd)}
        {t('amlSettings.stakesUnder')} {settings.rules.rapidMinTurnoverPct}% trong {settings.rules.rapidWindowHours}{' '}
        {t('amlSettings.hours')}
      </summary>
      <form
        className="mt-3 grid gap-3 md:grid-cols-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const body: Record<string, number> = {};
          for (const f of FIELDS) {
            const parsed = parseWhole(rules[f.key], f.label);
            if ('error' in parsed) return setMessage(parsed.error);
            body[f.key] = parsed.value;
          }
          try {
            const saved = await put<TAmlSettings>('/aml/settings', body);
            setSettings(saved);
            setRules(typed(saved.rules));
            setMessage(t('amlSettings.amlRuleThresholdsSaved'));
          } catch (err) {
            setMessage(err instanceof Error ? err.message : t('amlSettings.somethingWentWrong'));
          }
        }}
      >
        {FIELDS.map((f) => (
          <label key={f.key} className="block text-sm">
            <span className="label">{f.label}</span>
            <input
              className="input w-40"
              inputMode="numeric"
              value={rules[f.key]}
              onChange={(e) => setRules({ ...rules, [f.key]: e.target.value })}
            />
            <span className="ml-2 text-xs text-slate-500">
              {f.unit === 'VND' ? t('amlSettings.now', { money: money(settings.rules[f.key]) }) : f.unit}
            </span>
          </label>
        ))}
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <button type="submit" className="btn-primary">
            {t('amlSettings.saveThresholds')}
          </button>
          {message && (
            <span className="text-sm" role="status">
              {message}
            </span>
          )}
          <span className="text-xs text-slate-500">
            {settings.updatedBy
              ? t('amlSettings.lastChangedByAt', {
                  updatedBy: settings.updatedBy,
                  updatedAt: dateTime(settings.updatedAt),
                })
              : t('amlSettings.defaultThresholds')}
            {t('amlSettings.everyChangeIsAudited')}
          </span>
        </div>
      </form>
    </details>
  );
}
