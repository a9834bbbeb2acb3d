import {
  JURISDICTION_ACTIONS,
  type TJurisdictionAction,
  type TJurisdictionRefusal,
  type TJurisdictionSettings,
} from '@app/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { get, put, query } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';

const ACTION: Record<TJurisdictionAction, string> = {
  register: 'Đăng ký',
  login: 'Đăng nhập',
  deposit: 'Nạp tiền',
  play: 'Mở trò chơi',
};

const regionName = new Intl.DisplayNames(['vi'], { type: 'region' });
const countryLabel = (code: string | null) => {
  if (!code) return 'Không xác định';
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
      <h1 className="text-xl font-semibold">Khu vực được cấp phép</h1>
      {settings.error && <p className="error">{settings.error}</p>}
      {settings.data && <SettingsForm settings={settings.data} onSaved={() => void refusals.reload()} />}
      <div className="card space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold">Yêu cầu bị từ chối theo địa chỉ ({refusals.data?.total ?? 0})</h2>
          <label className="flex items-center gap-2 text-sm">
            Thao tác
            <select
              className="input w-40"
              value={action}
              onChange={(e) => setAction(e.target.value as '' | TJurisdictionAction)}
            >
              <option value="">Tất cả</option>
              {JURISDICTION_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {ACTION[a]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {refusals.error && <p className="error">{refusals.error}</p>}
        {refusals.data?.items.length === 0 && <p className="text-sm">Chưa có yêu cầu nào bị từ chối.</p>}
        {refusals.data && refusals.data.items.length > 0 && (
          <table className="w-full text-sm">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="py-1">Lần cuối</th>
                <th>Thao tác</th>
                <th>Địa chỉ IP</th>
                <th>Quốc gia</th>
                <th>Người chơi</th>
                <th className="text-right">Số lần trong giờ</th>
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
          Quốc gia theo cơ sở dữ liệu{' '}
          <a className="underline" href="https://db-ip.com/" rel="noreferrer" target="_blank">
            IP Geolocation by DB-IP
          </a>{' '}
          đi kèm phiên bản máy chủ (không tải về khi chạy).
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
      aria-label="Quốc gia được cấp phép"
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
          setMessage('Đã lưu, áp dụng ngay trên mọi máy chủ');
          onSaved();
        } catch (err) {
          setMessage(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
        }
      }}
    >
      <p className="text-sm">
        Thương hiệu <strong>{saved.brand}</strong> chỉ nhận đăng ký, đăng nhập, nạp tiền và mở trò chơi từ:{' '}
        <strong>{saved.rules.licensedCountries.map(countryLabel).join(', ')}</strong>. Người chơi ở nơi khác vẫn xem
        được trang và rút được tiền.
      </p>
      {!saved.proxyTrusted && (
        <p className="error text-sm" role="alert">
          Máy chủ chưa tin proxy nào (TRUST_PROXY=false): sau bộ cân bằng tải, mọi yêu cầu đều mang địa chỉ nội bộ và
          không bị chặn. Đặt TRUST_PROXY là địa chỉ của bộ cân bằng tải.
        </p>
      )}
      <label className="block text-sm">
        <span className="label">Mã quốc gia (ISO 3166-1, cách nhau bởi dấu phẩy)</span>
        <input className="input w-full" value={countries} onChange={(e) => setCountries(e.target.value)} />
      </label>
      <label className="block text-sm">
        <span className="label">Địa chỉ được phép để kiểm thử (IP hoặc dải CIDR, mỗi dòng một địa chỉ)</span>
        <textarea
          className="input h-24 w-full font-mono"
          value={addresses}
          onChange={(e) => setAddresses(e.target.value)}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          Lưu
        </button>
        {message && (
          <span className="text-sm" role="status">
            {message}
          </span>
        )}
        <span className="text-xs text-slate-500">
          {saved.updatedBy ? `Sửa lần cuối bởi ${saved.updatedBy} lúc ${dateTime(saved.updatedAt)}` : 'Mặc định: VN'}.
          Mỗi thay đổi được ghi nhật ký.
        </span>
      </div>
    </form>
  );
}
