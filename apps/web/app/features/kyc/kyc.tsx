import type { TKycStatus } from '@app/contract';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ApiError, api } from '../../lib/api';
import { formatNumber } from '../../lib/format';

export const kycVi = {
  menu: 'Xác minh danh tính',
  intro:
    'Gửi ảnh căn cước công dân (CCCD) hai mặt và một ảnh chân dung cầm CCCD. Bộ phận tuân thủ sẽ duyệt trong giờ làm việc.',
  threshold: (amount: string) => `Rút tiền trên ${amount} ₫ cần tài khoản đã xác minh danh tính.`,
  front: 'CCCD mặt trước',
  back: 'CCCD mặt sau',
  selfie: 'Ảnh chân dung',
  submit: 'Gửi hồ sơ',
  tooBig: 'Mỗi ảnh tối đa 2 MB (JPEG, PNG hoặc WebP)',
  missing: 'Vui lòng chọn đủ ba ảnh',
  status: {
    none: 'Chưa xác minh',
    pending: 'Đang chờ duyệt',
    verified: 'Đã xác minh',
    rejected: 'Bị từ chối',
  } as Record<TKycStatus['status'], string>,
};

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
      <p className="text-sm text-slate-300">{kycVi.intro}</p>
      <p className="text-sm text-slate-400">{kycVi.threshold(formatNumber(state.withdrawalThreshold))}</p>
      <p role="status" data-testid="kyc-status" data-status={state.status} className="font-semibold text-white">
        {kycVi.status[state.status]}
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
            if (!files.every((f): f is File => f instanceof File && f.size > 0)) return setError(kycVi.missing);
            if (files.some((f) => f.size > MAX_BYTES)) return setError(kycVi.tooBig);
            setBusy(true);
            setError(null);
            try {
              const [idFront, idBack, selfie] = await Promise.all(files.map(readAsDataUrl));
              setState(
                (await api<TKycStatus>('/api/user/kyc', { method: 'POST', body: { idFront, idBack, selfie } })).data,
              );
            } catch (err) {
              setError(err instanceof ApiError ? err.message : kycVi.tooBig);
            } finally {
              setBusy(false);
            }
          }}
        >
          {(
            [
              ['idFront', kycVi.front],
              ['idBack', kycVi.back],
              ['selfie', kycVi.selfie],
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
          <button type="submit" disabled={busy} className="btn-primary w-full">
            {kycVi.submit}
          </button>
        </form>
      ) : null}
    </div>
  );
}
