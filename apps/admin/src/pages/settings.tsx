import type { TPaymentSettings } from '@app/contract';
import { useState } from 'react';
import { t } from '../i18n';
import { get, put } from '../lib/api';
import { money, parseWhole } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

type LimitKey = `${'deposit' | 'withdraw'}.${string}`;
const LIMITS: { key: LimitKey; label: string }[] = [
  { key: 'deposit.codepay', label: t('settings.codepayDepositBankQr') },
  { key: 'deposit.bank', label: t('settings.bankTransferDeposit') },
  { key: 'deposit.momo', label: t('settings.momoDeposit') },
  { key: 'deposit.crypto', label: t('settings.cryptoDeposit') },
  { key: 'withdraw.bank', label: t('settings.withdrawalToABank') },
  { key: 'withdraw.card', label: t('settings.scratchCardWithdrawal') },
  { key: 'withdraw.crypto', label: t('settings.cryptoWithdrawal') },
];
const NUMBERS: { key: string; label: string; read: (s: TPaymentSettings) => number }[] = [
  { key: 'voucherTtlMinutes', label: t('settings.depositCodeValidityMinutes'), read: (s) => s.voucherTtlMinutes },
  {
    key: 'secondApproverAbove',
    label: t('settings.balanceAdjustmentsAboveThis'),
    read: (s) => s.adjustments.secondApproverAbove,
  },
];

type Limit = { enabled: boolean; min: number; max: number };
const limitOf = (s: TPaymentSettings, key: LimitKey) => {
  const [side, method] = key.split('.') as ['deposit' | 'withdraw', string];
  return (s[side] as unknown as Record<string, Limit>)[method]!;
};

/**
 * Cashier settings as a form (decision 124): each method's switch and limits and the cashier's
 * numbers, typed as staff see them and refused (never coerced) when not a whole number; the
 * server checks again (minimum not above maximum, ranges) and audits before and after. Gateway
 * credentials stay masked and unchanged here. Finance reads, superadmin changes.
 */
export function SettingsPage() {
  const { staff } = useSession();
  const { data, error, reload } = useLoad(() => get<TPaymentSettings>('/payments/settings'), []);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [enabled, setEnabled] = useState<Record<string, boolean>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const editable = can(staff);
  if (error) return <p className="card error">{error}</p>;
  if (!data) return <p className="card">{t('settings.loading')}</p>;
  const value = (key: string, current: number) => typed[key] ?? String(current);
  const field = (key: string, label: string, current: number) => (
    <label className="block text-sm">
      <span className="label">{label}</span>
      <input
        className="input w-40 tabular-nums"
        inputMode="numeric"
        readOnly={!editable}
        aria-label={label}
        value={value(key, current)}
        onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
      />
    </label>
  );
  const save = async () => {
    setMessage(null);
    const next = structuredClone(data);
    const read = (key: string, label: string, current: number) => {
      const p = parseWhole(value(key, current), label);
      if ('error' in p) throw new Error(p.error);
      return p.value;
    };
    try {
      for (const l of LIMITS) {
        const limit = limitOf(next, l.key);
        limit.min = read(`${l.key}.min`, t('settings.minimum2', { label: l.label }), limit.min);
        limit.max = read(`${l.key}.max`, t('settings.maximum2', { label: l.label }), limit.max);
        limit.enabled = enabled[l.key] ?? limit.enabled;
        if (limit.min > limit.max) throw new Error(t('settings.theMinimumCannotBe', { label: l.label }));
      }
      next.voucherTtlMinutes = read('voucherTtlMinutes', NUMBERS[0]!.label, data.voucherTtlMinutes);
      next.adjustments.secondApproverAbove = read(
        'secondApproverAbove',
        NUMBERS[1]!.label,
        data.adjustments.secondApproverAbove,
      );
    } catch (err) {
      return setMessage({ ok: false, text: (err as Error).message });
    }
    try {
      await put('/payments/settings', next);
      setTyped({});
      setEnabled({});
      setMessage({ ok: true, text: t('settings.paymentSettingsSaved') });
      await reload();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : t('settings.somethingWentWrong') });
    }
  };
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('settings.paymentSettings')}</h1>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="card overflow-x-auto">
          <table className="w-full text-sm" aria-label={t('settings.limitsByMethod')}>
            <thead>
              <tr className="text-left text-slate-500">
                <th className="p-2">{t('settings.method')}</th>
                <th className="p-2">{t('settings.on')}</th>
                <th className="p-2">{t('settings.minimumNg')}</th>
                <th className="p-2">{t('settings.maximumNg')}</th>
                <th className="p-2">{t('settings.inForce')}</th>
              </tr>
            </thead>
            <tbody>
              {LIMITS.map((l) => {
                const limit = limitOf(data, l.key);
                return (
                  <tr key={l.key} className="border-t">
                    <td className="p-2">{l.label}</td>
                    <td className="p-2">
                      <input
                        type="checkbox"
                        aria-label={t('settings.enabled', { label: l.label })}
                        disabled={!editable}
                        checked={enabled[l.key] ?? limit.enabled}
                        onChange={(e) => setEnabled({ ...enabled, [l.key]: e.target.checked })}
                      />
                    </td>
                    {(['min', 'max'] as const).map((side) => (
                      <td key={side} className="p-2">
                        <input
                          className="input w-36 tabular-nums"
                          inputMode="numeric"
                          readOnly={!editable}
                          aria-label={`${l.label}: ${side === 'min' ? t('settings.minimum') : t('settings.maximum')}`}
                          value={value(`${l.key}.${side}`, limit[side])}
                          onChange={(e) => setTyped({ ...typed, [`${l.key}.${side}`]: e.target.value })}
                        />
                      </td>
                    ))}
                    <td className="p-2 text-slate-500">
                      {money(limit.min)} – {money(limit.max)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className="card grid gap-3 md:grid-cols-2">
          {NUMBERS.map((n) => (
            <div key={n.key}>{field(n.key, n.label, n.read(data))}</div>
          ))}
          <p className="text-sm text-slate-600 md:col-span-2">
            {t('settings.paymentGateway')}{' '}
            {Object.entries(data.gateways)
              .map(([name, g]) => `${name} ${g.mode === 'live' ? t('settings.live') : t('settings.test')}`)
              .join(' · ')}
            {t('settings.secretKeysAreHidden')}
          </p>
        </div>
        {message && (
          <p className={message.ok ? 'card text-sm' : 'error'} role="status">
            {message.text}
          </p>
        )}
        {editable ? (
          <button type="submit" className="btn-primary">
            {t('settings.saveSettings')}
          </button>
        ) : (
          <p className="text-sm text-slate-500">{t('settings.onlyASuperAdministrator')}</p>
        )}
      </form>
    </section>
  );
}
