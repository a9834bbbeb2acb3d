import type { TWithdrawalRules } from '@app/contract';
import { useEffect, useState } from 'react';
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
      <span className="ml-2 text-xs text-slate-500">{money(rules[key])} hiện tại</span>
    </label>
  );
  const flag = (key: 'enabled' | 'requireVerifiedKyc' | 'holdFirstWithdrawal', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={rules[key]} onChange={(e) => set({ [key]: e.target.checked })} />
      {label}
    </label>
  );
  return (
    <details className="card" aria-label="Quy tắc tự duyệt">
      <summary className="cursor-pointer font-semibold">
        Quy tắc tự duyệt: {rules.enabled ? `bật, đến ${money(rules.maxAmount)}` : 'tắt'}
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
            setMessage('Đã lưu quy tắc tự duyệt');
          } catch (err) {
            setMessage(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
          }
        }}
      >
        <div className="space-y-2">
          {flag('enabled', 'Tự duyệt lệnh rút')}
          {flag('requireVerifiedKyc', 'Chỉ người chơi đã xác minh danh tính')}
          {flag('holdFirstWithdrawal', 'Lần rút đầu tiên luôn chờ duyệt')}
          <p className="text-xs text-slate-500">Người chơi có cảnh báo AML đang mở luôn chờ duyệt.</p>
        </div>
        <div className="space-y-2">
          {amount('maxAmount', 'Tự duyệt đến (mỗi lệnh, VND)')}
          {amount('maxDailyPerPlayer', 'Tổng tự duyệt mỗi người mỗi ngày (VND)')}
          <label className="block text-sm">
            <span className="label">Trả lời lệnh rút chờ kiểm tra trong (giờ; người chơi thấy hạn này)</span>
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
            <legend className="label">Thời gian nạp rút hứa trên trang (phút)</legend>
            <input
              aria-label="Tối thiểu (phút)"
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
              aria-label="Tối đa (phút)"
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
            Lưu quy tắc
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
