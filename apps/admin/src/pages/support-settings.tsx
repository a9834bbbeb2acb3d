import type { TSupportView } from '@app/contract';
import { useEffect, useState } from 'react';
import { get, put } from '../lib/api';
import { dateTime } from '../lib/format';

type Channels = TSupportView['channels'];
type Licence = NonNullable<TSupportView['licence']>;
const NO_LICENCE: Licence = { name: '', number: '', regulator: '', url: '' };

const CHANNELS: { key: keyof Channels; label: string; hint: string }[] = [
  { key: 'hotline', label: 'Hotline', hint: 'Ví dụ 1900 1234' },
  { key: 'zalo', label: 'Zalo', hint: 'Số điện thoại hoặc liên kết https://zalo.me/...' },
  { key: 'telegram', label: 'Telegram', hint: '@tên hoặc https://t.me/...' },
  { key: 'email', label: 'Email', hint: 'hotro@...' },
  { key: 'hours', label: 'Giờ hỗ trợ', hint: 'Ví dụ: 24/7, kể cả ngày lễ' },
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
      <h1 className="text-xl font-semibold">Hỗ trợ và giấy phép</h1>
      <p className="text-sm text-slate-600">
        Trang Liên hệ chỉ hiện các kênh được điền. Chat trực tuyến{' '}
        {view.liveChat ? 'đang bật (LIVE_CHAT_LICENSE đã đặt).' : 'chưa bật: cần đặt LIVE_CHAT_LICENSE.'}
        {view.updatedAt ? ` Cập nhật lần cuối ${dateTime(view.updatedAt)}.` : ''}
      </p>
      <form
        className="card grid gap-3 md:grid-cols-2"
        onSubmit={async (e) => {
          e.preventDefault();
          setMessage(null);
          try {
            load(await put<TSupportView>('/support', { channels, licence }));
            setMessage('Đã lưu. Trang Liên hệ và Giới thiệu hiển thị ngay.');
          } catch (err) {
            setMessage(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
          }
        }}
      >
        <fieldset className="space-y-2">
          <legend className="font-semibold">Kênh hỗ trợ</legend>
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
          <legend className="font-semibold">Giấy phép</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={licence !== null}
              onChange={(e) => setLicence(e.target.checked ? NO_LICENCE : null)}
            />
            Thương hiệu có giấy phép
          </label>
          {licence &&
            (
              [
                ['name', 'Tên giấy phép'],
                ['number', 'Số giấy phép'],
                ['regulator', 'Cơ quan cấp phép'],
                ['url', 'Liên kết tra cứu (https://)'],
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
            Lưu
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
