import type { TAmlRules, TAmlSettings } from '@app/contract';
import { useEffect, useState } from 'react';
import { get, put } from '../lib/api';
import { dateTime, money, parseWhole } from '../lib/format';

const FIELDS: { key: keyof TAmlRules; label: string; unit: string; step: number }[] = [
  { key: 'largeDepositVnd', label: 'Nạp tiền lớn: một lệnh nạp từ', unit: 'VND', step: 1_000_000 },
  { key: 'rapidWindowHours', label: 'Nạp rồi rút nhanh: trong vòng', unit: 'giờ', step: 1 },
  { key: 'rapidMinTurnoverPct', label: 'Nạp rồi rút nhanh: cược dưới', unit: '% số tiền nạp', step: 5 },
  { key: 'accountsPerDevice', label: 'Nhiều tài khoản trên một thiết bị: từ', unit: 'tài khoản', step: 1 },
  { key: 'accountsPerAddress', label: 'Nhiều tài khoản trên một địa chỉ IP: từ', unit: 'tài khoản', step: 1 },
  { key: 'linkWindowDays', label: 'Liên kết tài khoản theo lịch sử đăng nhập', unit: 'ngày', step: 1 },
  { key: 'giftcodesPerLinkedGroup', label: 'Lạm dụng giftcode: tài khoản liên kết nhận từ', unit: 'mã', step: 1 },
  { key: 'largeWinVnd', label: 'Cảnh báo thắng lớn: một lần thắng từ', unit: 'VND', step: 1_000_000 },
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
    <details className="card" aria-label="Ngưỡng quy tắc AML">
      <summary className="cursor-pointer font-semibold">
        Ngưỡng quy tắc AML: nạp lớn từ {money(settings.rules.largeDepositVnd)}, cược dưới{' '}
        {settings.rules.rapidMinTurnoverPct}% trong {settings.rules.rapidWindowHours} giờ
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
            setMessage('Đã lưu ngưỡng quy tắc AML');
          } catch (err) {
            setMessage(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
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
              {f.unit === 'VND' ? `${money(settings.rules[f.key])} hiện tại` : f.unit}
            </span>
          </label>
        ))}
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <button type="submit" className="btn-primary">
            Lưu ngưỡng
          </button>
          {message && (
            <span className="text-sm" role="status">
              {message}
            </span>
          )}
          <span className="text-xs text-slate-500">
            {settings.updatedBy
              ? `Sửa lần cuối bởi ${settings.updatedBy} lúc ${dateTime(settings.updatedAt)}`
              : 'Ngưỡng mặc định'}
            . Mỗi thay đổi được ghi nhật ký và áp dụng ngay.
          </span>
        </div>
      </form>
    </details>
  );
}
