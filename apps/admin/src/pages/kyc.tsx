import type { TStaffKycSubmission } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PromptModal } from '../components/modal';
import { t as tx } from '../i18n';
import { ApiError, get, post, query } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';

const KIND: Record<string, string> = {
  id_front: tx('kyc.idCardFront'),
  id_back: tx('kyc.idCardBack'),
  selfie: tx('kyc.portrait'),
};
const STATUS: Record<string, string> = {
  pending: tx('kyc.awaitingReview'),
  verified: tx('kyc.verified2'),
  rejected: tx('kyc.rejected'),
};

/** Compliance's queue of identity checks: the three pictures side by side, verify or reject. */
export function KycPage() {
  const [status, setStatus] = useState('pending');
  const [rejecting, setRejecting] = useState<TStaffKycSubmission | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<number, { fullName: string; dateOfBirth: string; idNumber: string }>>({});
  const [shared, setShared] = useState<Record<number, string>>({});
  const [zoom, setZoom] = useState<{ url: string; alt: string } | null>(null);
  const { data, error, reload } = useLoad(() => get<TStaffKycSubmission[]>(`/kyc${query({ status })}`), [status]);
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{tx('kyc.identityVerificationKyc')}</h1>
        <label className="flex items-center gap-2 text-sm">
          {tx('kyc.status')}
          <select className="input w-40" value={status} onChange={(e) => setStatus(e.target.value)}>
            {Object.entries(STATUS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </label>
      </div>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {data?.length === 0 && <p className="card text-sm">{tx('kyc.noFiles')}</p>}
      {data?.map((s) => (
        <article key={s.id} className="card space-y-3" aria-label={tx('kyc.fileOf', { username: s.username })}>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p>
              <Link className="font-semibold text-indigo-700 underline" to={`/admin/nguoi-choi/${s.playerId}`}>
                {s.username}
              </Link>{' '}
              {tx('kyc.sent')} {dateTime(s.createdAt)} · {STATUS[s.status]}
              {s.reviewedBy && tx('kyc.by', { reviewedBy: s.reviewedBy })}
              {s.rejectReason && ` · ${s.rejectReason}`}
              {s.fullName && ` · ${s.fullName}`}
            </p>
          </div>
          {s.sameIdAccounts.length > 0 && (
            <p className="rounded bg-rose-50 px-3 py-2 text-sm text-rose-800" role="alert">
              {tx('kyc.sameDocumentNumber')} {s.idNumber} {tx('kyc.with')}{' '}
              {s.sameIdAccounts.map((o) => (
                <Link key={o.playerId} className="underline" to={`/admin/nguoi-choi/${o.playerId}`}>
                  {o.username} (#{o.playerId}, {STATUS[o.status]}){' '}
                </Link>
              ))}
            </p>
          )}
          {s.status !== 'pending' && (s.dateOfBirth || s.idNumber) && (
            <p className="text-sm">
              {tx('kyc.dateOfBirth2')} {s.dateOfBirth ?? '—'} {tx('kyc.documentNumber')} {s.idNumber ?? '—'}
            </p>
          )}
          {s.status === 'pending' && (
            <form
              className="flex flex-wrap items-end gap-2"
              aria-label={tx('kyc.documentDetailsOf', { username: s.username })}
              onSubmit={async (e) => {
                e.preventDefault();
                const f = fields[s.id] ?? { fullName: '', dateOfBirth: '', idNumber: '' };
                try {
                  await post(`/kyc/${s.id}/verify`, {
                    ...(f.fullName.trim() ? { fullName: f.fullName.trim() } : {}),
                    ...(f.dateOfBirth ? { dateOfBirth: f.dateOfBirth } : {}),
                    ...(f.idNumber.trim() ? { idNumber: f.idNumber.trim() } : {}),
                    ...(shared[s.id] ? { sharedIdConfirmed: true } : {}),
                  });
                  setMessage(tx('kyc.verified', { username: s.username }));
                  await reload();
                } catch (err) {
                  if (err instanceof ApiError && err.code === 'KYC_ID_NUMBER_IN_USE')
                    setShared({ ...shared, [s.id]: '' });
                  setMessage(err instanceof Error ? err.message : tx('kyc.error'));
                }
              }}
            >
              {/* what is read from the card: bank holder names are checked against the name */}
              {(
                [
                  ['fullName', tx('kyc.fullNameOnThe'), 'w-56', 'text'],
                  ['dateOfBirth', tx('kyc.dateOfBirth'), 'w-40', 'date'],
                  ['idNumber', tx('kyc.idCardNumber'), 'w-40', 'text'],
                ] as const
              ).map(([k, label, w, type]) => (
                <label key={k}>
                  <span className="label">{label}</span>
                  <input
                    className={`input ${w}`}
                    type={type}
                    inputMode={k === 'idNumber' ? 'numeric' : undefined}
                    value={fields[s.id]?.[k] ?? ''}
                    onChange={(e) =>
                      setFields({
                        ...fields,
                        [s.id]: { fullName: '', dateOfBirth: '', idNumber: '', ...fields[s.id], [k]: e.target.value },
                      })
                    }
                  />
                </label>
              ))}
              {s.id in shared && (
                <label className="flex items-center gap-2 text-sm text-rose-800">
                  <input
                    type="checkbox"
                    checked={shared[s.id] === 'yes'}
                    onChange={(e) => setShared({ ...shared, [s.id]: e.target.checked ? 'yes' : '' })}
                  />
                  {tx('kyc.checkedSamePersonVerify')}
                </label>
              )}
              <button type="submit" className="btn-primary">
                {tx('kyc.verify')}
              </button>
              <button type="button" className="btn-danger" onClick={() => setRejecting(s)}>
                {tx('kyc.rejected')}
              </button>
            </form>
          )}
          <div className="grid grid-cols-3 gap-3">
            {s.documents.map((d) => (
              <figure key={d.kind} className="space-y-1">
                <button
                  type="button"
                  className="block w-full cursor-zoom-in"
                  aria-label={tx('kyc.zoomIn2', { kind: KIND[d.kind] })}
                  onClick={() =>
                    setZoom({ url: d.url, alt: tx('kyc.of', { kind: KIND[d.kind], username: s.username }) })
                  }
                >
                  <img
                    src={d.url}
                    alt={tx('kyc.of', { kind: KIND[d.kind], username: s.username })}
                    className="h-48 w-full rounded border border-slate-200 bg-slate-50 object-contain"
                  />
                </button>
                <figcaption className="text-xs text-slate-500">{KIND[d.kind]}</figcaption>
              </figure>
            ))}
          </div>
        </article>
      ))}
      {zoom && <ZoomView url={zoom.url} alt={zoom.alt} onClose={() => setZoom(null)} />}
      {rejecting && (
        <PromptModal
          title={tx('kyc.rejectTheFileOf', { username: rejecting.username })}
          label={tx('kyc.reasonThePlayerWill')}
          confirm={tx('kyc.rejected')}
          danger
          minLength={5}
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await post(`/kyc/${rejecting.id}/reject`, { reason });
            setMessage(tx('kyc.fileOfRejected', { username: rejecting.username }));
            await reload();
          }}
        />
      )}
    </section>
  );
}

/** A document at full size: zoom with the buttons or the wheel, drag to move, rotate a card taken sideways. */
function ZoomView({ url, alt, onClose }: { url: string; alt: string; onClose: () => void }) {
  const [scale, setScale] = useState(1);
  const [turn, setTurn] = useState(0);
  const [at, setAt] = useState({ x: 0, y: 0 });
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const zoomBy = (f: number) => setScale((s) => Math.min(8, Math.max(0.5, s * f)));
  return (
    <div className="fixed inset-0 z-50 flex flex-col bg-slate-900/90" role="dialog" aria-modal="true" aria-label={alt}>
      <div className="flex items-center gap-2 p-3 text-sm text-white">
        <span className="flex-1">{alt}</span>
        <button type="button" className="btn-ghost" onClick={() => zoomBy(1.25)}>
          {tx('kyc.zoomIn')}
        </button>
        <button type="button" className="btn-ghost" onClick={() => zoomBy(0.8)}>
          {tx('kyc.zoomOut')}
        </button>
        <button type="button" className="btn-ghost" onClick={() => setTurn((t) => (t + 90) % 360)}>
          Xoay
        </button>
        <button
          type="button"
          className="btn-ghost"
          onClick={() => {
            setScale(1);
            setTurn(0);
            setAt({ x: 0, y: 0 });
          }}
        >
          {tx('kyc.fit')}
        </button>
        <span className="w-14 text-right">{Math.round(scale * 100)}%</span>
        <button type="button" className="btn-ghost" onClick={onClose}>
          {tx('kyc.close')}
        </button>
      </div>
      <div
        className="flex flex-1 cursor-grab items-center justify-center overflow-hidden"
        onWheel={(e) => zoomBy(e.deltaY < 0 ? 1.1 : 0.9)}
        onPointerDown={(e) => setDrag({ x: e.clientX - at.x, y: e.clientY - at.y })}
        onPointerMove={(e) => drag && setAt({ x: e.clientX - drag.x, y: e.clientY - drag.y })}
        onPointerUp={() => setDrag(null)}
        onPointerLeave={() => setDrag(null)}
      >
        <img
          src={url}
          alt={alt}
          draggable={false}
          className="max-h-full max-w-full select-none"
          style={{ transform: `translate(${at.x}px, ${at.y}px) scale(${scale}) rotate(${turn}deg)` }}
        />
      </div>
    </div>
  );
}
