import type { TWithdrawalRules } from '@app/contract';
import { useEffect, useState } from 'react';
import { t } from '../i18n';
import { get, put } from '../lib/api';
import { money, parseVnd } from '../lib/format';

/** Finance's auto-approval rules (decision 097): each change is audited with before and after. */
export function WithdrawalRulesPanel() {
  const [rules, setRules] = useState<TWithdrawalRules | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // the amounts as typed: a minus sign or a stray letter is refused on save, never read as 0
  const [typed, setTyped] = useState<Record<string, string>>({});
  useEffect(() => {
    get<TWithdrawalRules>('/payments/withdrawal-rules').then(setRules, (err: Error) => setMessage(err.message));
  }, []);
  if (!rules) return message ? <p className="error">{message}</p> : null;
  const set = (patch: Partial<TWithdrawalRules>) => setRules({ ...rules, ...patch });
  const amount = (key: 'maxAmount' | 'maxDailyPerPlayer', label: string) => (
    <label className="block text-sm">
      <span className="label">{label}</span>
      <input
        className="input w-44"
        inputMode="numeric"
        value={typed[key] ?? String(rules[key])}
        onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
      />
      <span className="ml-2 text-xs text-slate-500">
        {money(rules[key])} {t('withdrawalRules.current')}
      </span>
    </label>
  );
  const flag = (key: 'enabled' | 'requireVerifiedKyc' | 'holdFirstWithdrawal', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={rules[key]} onChange={(e) => set({ [key]: e.target.checked })} />
      {label}
    </label>
  );
  return (
    <details className="card" aria-label={t('withdrawalRules.autoApprovalRules2')}>
      <summary className="cursor-pointer font-semibold">
        {t('withdrawalRules.autoApprovalRules')}{' '}
        {rules.enabled ? t('withdrawalRules.onUpTo', { maxAmount: money(rules.maxAmount) }) : t('withdrawalRules.off')}
      </summary>
      <form
        className="mt-3 grid gap-3 md:grid-cols-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const next = { ...rules };
          for (const key of ['maxAmount', 'maxDailyPerPlayer'] as const) {
            if (typed[key] === undefined) continue;
            const parsed = parseVnd(typed[key]);
            if ('error' in parsed) return setMessage(parsed.error);
            next[key] = parsed.value;
          }
          try {
            setRules(await put<TWithdrawalRules>('/payments/withdrawal-rules', next));
            setTyped({});
            setMessage(t('withdrawalRules.autoApprovalRulesSaved'));
          } catch (err) {
            setMessage(err instanceof Error ? err.message : t('withdrawalRules.somethingWentWrong'));
          }
        }}
      >
        <div className="space-y-2">
          {flag('enabled', t('withdrawalRules.autoApproveWithdrawals'))}
          {flag('requireVerifiedKyc', t('withdrawalRules.onlyPlayersWithA'))}
          {flag('holdFirstWithdrawal', t('withdrawalRules.aPlayerSFirst'))}
          <p className="text-xs text-slate-500">{t('withdrawalRules.playersWithAnOpen')}</p>
        </div>
        <div className="space-y-2">
          {amount('maxAmount', t('withdrawalRules.autoApproveUpTo'))}
          {amount('maxDailyPerPlayer', t('withdrawalRules.autoApprovedTotalPer'))}
          <label className="block text-sm">
            <span className="label">{t('withdrawalRules.answerWithdrawalsUnderReview')}</span>
            <input
              className="input w-24"
              type="number"
              min={1}
              max={168}
              value={rules.reviewHours}
              onChange={(e) => set({ reviewHours: Math.floor(Number(e.target.value) || 0) })}
            />
          </label>
          <fieldset className="text-sm">
            <legend className="label">{t('withdrawalRules.depositAndWithdrawalTime')}</legend>
            <input
              aria-label={t('withdrawalRules.minimumMinutes')}
              className="input w-20"
              type="number"
              min={1}
              value={rules.promisedMinutes.min}
              onChange={(e) =>
                set({ promisedMinutes: { ...rules.promisedMinutes, min: Math.floor(Number(e.target.value) || 0) } })
              }
            />
            <span className="mx-2">–</span>
            <input
              aria-label={t('withdrawalRules.maximumMinutes')}
              className="input w-20"
              type="number"
              min={1}
              value={rules.promisedMinutes.max}
              onChange={(e) =>
                set({ promisedMinutes: { ...rules.promisedMinutes, max: Math.floor(Number(e.target.value) || 0) } })
              }
            />
          </fieldset>
        </div>
        <div className="flex items-center gap-3 md:col-span-2">
          <button type="submit" className="btn-primary">
            {t('withdrawalRules.saveRules')}
          </button>
          {message && (
            <span className="text-sm" role="status">
              {message}
            </span>
          )}
        </div>
      </form>
    </details>
  );
}
