import { useState } from 'react';
import { get, put } from '../lib/api';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

/**
 * Cashier settings (methods, limits, gateways) as the server stores them; secrets come masked
 * and a masked secret sent back keeps its value. Finance reads, superadmin changes.
 */
export function SettingsPage() {
  const { staff } = useSession();
  const { data, error, reload } = useLoad(() => get<unknown>('/payments/settings'), []);
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const text = draft ?? (data ? JSON.stringify(data, null, 2) : '');
  const editable = can(staff);
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Cài đặt thanh toán</h1>
      {error && <p className="error">{error}</p>}
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      <textarea
        className="input h-[60vh] font-mono text-xs"
        aria-label="Cài đặt thanh toán (JSON)"
        value={text}
        readOnly={!editable}
        onChange={(e) => setDraft(e.target.value)}
      />
      {editable ? (
        <button
          type="button"
          className="btn-primary"
          onClick={async () => {
            setMessage(null);
            try {
              await put('/payments/settings', JSON.parse(text));
              setDraft(null);
              setMessage('Đã lưu cài đặt');
              await reload();
            } catch (err) {
              setMessage(err instanceof SyntaxError ? 'JSON không hợp lệ' : err instanceof Error ? err.message : 'Lỗi');
            }
          }}
        >
          Lưu cài đặt
        </button>
      ) : (
        <p className="text-sm text-slate-500">Chỉ quản trị cao nhất được thay đổi cài đặt thanh toán.</p>
      )}
    </section>
  );
}
