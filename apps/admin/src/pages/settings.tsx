import type { TPaymentSettings } from '@app/contract';
import { useState } from 'react';
import { get, put } from '../lib/api';
import { money, parseWhole } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

type LimitKey = `${'deposit' | 'withdraw'}.${string}`;
const LIMITS: { key: LimitKey; label: string }[] = [
  { key: 'deposit.codepay', label: 'Nạp Codepay (QR ngân hàng)' },
  { key: 'deposit.bank', label: 'Nạp chuyển khoản' },
  { key: 'deposit.momo', label: 'Nạp MoMo' },
  { key: 'deposit.crypto', label: 'Nạp tiền điện tử' },
  { key: 'withdraw.bank', label: 'Rút về ngân hàng' },
  { key: 'withdraw.card', label: 'Rút thẻ cào' },
  { key: 'withdraw.crypto', label: 'Rút tiền điện tử' },
];
const NUMBERS: { key: string; label: string; read: (s: TPaymentSettings) => number }[] = [
  { key: 'voucherTtlMinutes', label: 'Thời hạn mã nạp (phút, 5–1440)', read: (s) => s.voucherTtlMinutes },
  {
    key: 'secondApproverAbove',
    label: 'Điều chỉnh số dư trên mức này cần người duyệt thứ hai (đồng)',
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
  if (!data) return <p className="card">Đang tải…</p>;
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
        limit.min = read(`${l.key}.min`, `${l.label}: mức tối thiểu`, limit.min);
        limit.max = read(`${l.key}.max`, `${l.label}: mức tối đa`, limit.max);
        limit.enabled = enabled[l.key] ?? limit.enabled;
        if (limit.min > limit.max) throw new Error(`${l.label}: mức tối thiểu không được lớn hơn mức tối đa`);
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
      setMessage({ ok: true, text: 'Đã lưu cài đặt thanh toán' });
      await reload();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : 'Đã có lỗi xảy ra' });
    }
  };
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Cài đặt thanh toán</h1>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="card overflow-x-auto">
          <table className="w-full text-sm" aria-label="Hạn mức theo phương thức">
            <thead>
              <tr className="text-left text-slate-500">
                <th className="p-2">Phương thức</th>
                <th className="p-2">Bật</th>
                <th className="p-2">Tối thiểu (đồng)</th>
                <th className="p-2">Tối đa (đồng)</th>
                <th className="p-2">Đang áp dụng</th>
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
                        aria-label={`${l.label}: bật`}
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
                          aria-label={`${l.label}: ${side === 'min' ? 'tối thiểu' : 'tối đa'}`}
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
            Cổng thanh toán:{' '}
            {Object.entries(data.gateways)
              .map(([name, g]) => `${name} ${g.mode === 'live' ? 'thật' : 'thử nghiệm'}`)
              .join(' · ')}
            . Khóa bí mật được ẩn và giữ nguyên khi lưu.
          </p>
        </div>
        {message && (
          <p className={message.ok ? 'card text-sm' : 'error'} role="status">
            {message.text}
          </p>
        )}
        {editable ? (
          <button type="submit" className="btn-primary">
            Lưu cài đặt
          </button>
        ) : (
          <p className="text-sm text-slate-500">Chỉ quản trị cao nhất được thay đổi cài đặt thanh toán.</p>
        )}
      </form>
    </section>
  );
}
