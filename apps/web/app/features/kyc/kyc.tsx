import type { TKycStatus } from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { useCopy } from '../../i18n/copy';
import { ApiError, api } from '../../lib/api';
import { formatNumber } from '../../lib/format';

const MAX_BYTES = 2 * 1024 * 1024;
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The player's identity check: its state, and the upload of the ID card's two sides and a selfie. */
export function KycForm() {
  const k = useCopy('kyc');
  const { t: tr } = useTranslation();
  const [state, setState] = useState<TKycStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api<TKycStatus>('/api/user/kyc').then(
      (r) => setState(r.data),
      () => setFailed(true),
    );
  }, []);
  if (failed) return <EmptyState kind="error" />;
  if (!state) return null;
  const canSend = state.status === 'none' || state.status === 'rejected';
  return (
    <div className="card space-y-4 p-4">
      <p className="text-sm text-slate-300">{k.intro}</p>
      <p className="text-sm text-slate-400">
        {tr('kyc.threshold', { amount: formatNumber(state.withdrawalThreshold) })}
      </p>
      <p role="status" data-testid="kyc-status" data-status={state.status} className="font-semibold text-white">
        {k.status[state.status]}
      </p>
      {state.rejectReason && state.status === 'rejected' ? (
        <p className="text-sm text-rose-400">{state.rejectReason}</p>
      ) : null}
      {canSend ? (
        <form
          className="space-y-3"
          onSubmit={async (e) => {
            e.preventDefault();
            const form = new FormData(e.currentTarget);
            const files = ['idFront', 'idBack', 'selfie'].map((k) => form.get(k));
            if (!files.every((f): f is File => f instanceof File && f.size > 0)) return setError(k.missing);
            if (files.some((f) => f.size > MAX_BYTES)) return setError(k.tooBig);
            setBusy(true);
            setError(null);
            try {
              const [idFront, idBack, selfie] = await Promise.all(files.map(readAsDataUrl));
              setState(
                (await api<TKycStatus>('/api/user/kyc', { method: 'POST', body: { idFront, idBack, selfie } })).data,
              );
            } catch (err) {
              setError(err instanceof ApiError ? err.message : k.tooBig);
            } finally {
              setBusy(false);
            }
          }}
        >
          {(
            [
              ['idFront', k.front],
              ['idBack', k.back],
              ['selfie', k.selfie],
            ] as const
          ).map(([name, label]) => (
            <label key={name} className="block text-sm text-slate-200">
              <span className="mb-1 block">{label}</span>
              <input
                type="file"
                name={name}
                accept="image/jpeg,image/png,image/webp"
                className="block w-full text-sm"
              />
            </label>
          ))}
          {error ? (
            <p role="alert" className="text-sm text-rose-400">
              {error}
            </p>
          ) : null}
          <button type="submit" disabled={busy} className="btn btn-primary w-full">
            {k.submit}
          </button>
        </form>
      ) : null}
    </div>
  );
}
