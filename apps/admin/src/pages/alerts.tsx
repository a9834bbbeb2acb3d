import type { TOpsAlert, TOpsAlertDelivery, TOpsAlertRecipient } from '@app/contract';
import { type InputHTMLAttributes, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../i18n';
import { get, put } from '../lib/api';
import { dateTime, OPS_ALERT, OPS_ALERT_DELIVERY, ROLE_LABEL } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { AcknowledgeAlertModal } from './ops-alerts';

const CHANNEL = { email: 'Email', sms: 'SMS' } as const;

const STATUS_TONE: Record<TOpsAlertDelivery['status'], string> = {
  sending: 'bg-amber-100 text-amber-800',
  sent: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  gave_up: 'bg-red-100 text-red-800',
  rate_limited: 'bg-amber-100 text-amber-800',
  summarised: 'bg-slate-100 text-slate-700',
  skipped: 'bg-slate-100 text-slate-700',
};

/** To whom an alert's messages went, on which channel, when, or why not (decision 123). */
function Deliveries({ alert }: { alert: TOpsAlert }) {
  if (alert.deliveries.length === 0) {
    return <p className="text-sm text-slate-500">{t('alerts.notSentToAnyone')}</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={t('alerts.alertSent', { id: alert.id })}>
        <thead className="text-slate-500">
          <tr>
            {[
              t('alerts.recipients'),
              t('alerts.channel'),
              t('alerts.address'),
              t('alerts.status'),
              t('alerts.at'),
              t('alerts.note'),
            ].map((h) => (
              <th key={h} className="whitespace-nowrap px-2 py-1 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {alert.deliveries.map((d) => (
            <tr key={`${d.staffName}-${d.channel}-${d.recipient}`} className="border-t border-slate-100">
              <td className="px-2 py-1">{d.staffName}</td>
              <td className="px-2 py-1">{CHANNEL[d.channel]}</td>
              <td className="px-2 py-1 break-all">{d.recipient}</td>
              <td className="px-2 py-1">
                <span className={`rounded px-1.5 py-0.5 text-xs ${STATUS_TONE[d.status]}`}>
                  {OPS_ALERT_DELIVERY[d.status]}
                </span>
              </td>
              <td className="whitespace-nowrap px-2 py-1">{dateTime(d.at)}</td>
              <td className="px-2 py-1 text-slate-600">
                {d.reason}
                {d.attempts > 1 && t('alerts.attempts', { attempts: d.attempts })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AlertCard({
  alert,
  highlighted,
  onAcknowledge,
}: {
  alert: TOpsAlert;
  highlighted: boolean;
  onAcknowledge?: () => void;
}) {
  return (
    <article
      id={`canh-bao-${alert.id}`}
      className={`card space-y-2 ${highlighted ? 'ring-2 ring-indigo-400' : ''}`}
      aria-label={t('alerts.alert', { id: alert.id })}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          #{alert.id} · {OPS_ALERT[alert.kind]} · <span className="font-mono text-sm">{alert.subject}</span>
        </h3>
        <span className="text-xs text-slate-500">
          {t('alerts.raised')} {dateTime(alert.raisedAt)}
          {alert.occurrences > 1 && t('alerts.repeatedTimes', { occurrences: alert.occurrences })}
        </span>
      </div>
      <p className="text-sm">{alert.summary}</p>
      {onAcknowledge && (
        <button type="button" className="btn-ghost" onClick={onAcknowledge}>
          {t('alerts.acknowledge')}
        </button>
      )}
      {alert.acknowledgedAt && (
        <p className="text-xs text-slate-600">
          {t('alerts.acknowledged')} {dateTime(alert.acknowledgedAt)} {t('alerts.by')} {alert.acknowledgedBy}:{' '}
          {alert.ackNote}
        </p>
      )}
      <Deliveries alert={alert} />
    </article>
  );
}

/** One channel of an on-call row: where it reaches the staff member, and whether it is used. */
function ChannelCell({
  inputProps,
  address,
  onAddress,
  on,
  onOn,
  onLabel,
}: {
  inputProps: InputHTMLAttributes<HTMLInputElement> & { 'aria-label': string };
  address: string;
  onAddress: (v: string) => void;
  on: boolean;
  onOn: (v: boolean) => void;
  onLabel: string;
}) {
  return (
    <td className="px-2 py-2">
      <input {...inputProps} value={address} onChange={(e) => onAddress(e.target.value)} />
      <label className="mt-1 flex items-center gap-1 text-xs">
        <input type="checkbox" checked={on} onChange={(e) => onOn(e.target.checked)} />
        {onLabel}
      </label>
    </td>
  );
}

/** One on-call row: the superadmin edits a staff member's addresses and channels (audited). */
function RecipientRow({ r, onSaved }: { r: TOpsAlertRecipient; onSaved: (m: string) => void }) {
  const [email, setEmail] = useState(r.email ?? '');
  const [phone, setPhone] = useState(r.phone ?? '');
  const [byEmail, setByEmail] = useState(r.byEmail);
  const [bySms, setBySms] = useState(r.bySms);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = await put<TOpsAlertRecipient>(`/ops/alert-recipients/${r.staffId}`, {
        email: email.trim() || null,
        phone: phone.trim() || null,
        byEmail,
        bySms,
      });
      setEmail(saved.email ?? '');
      setPhone(saved.phone ?? '');
      onSaved(t('alerts.alertRecipientSaved', { displayName: saved.displayName }));
    } catch (err) {
      setError(err instanceof Error ? err.message : t('alerts.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };
  const label = `${r.displayName} (${r.username})`;
  return (
    <tr className="border-t border-slate-100 align-top" aria-label={label}>
      <td className="px-2 py-2">
        <p className="font-medium">{r.displayName}</p>
        <p className="text-xs text-slate-500">
          {r.username} · {ROLE_LABEL[r.role] ?? r.role}
        </p>
      </td>
      <ChannelCell
        inputProps={{ className: 'input min-w-44', type: 'email', 'aria-label': t('alerts.emailOf', { label }) }}
        address={email}
        onAddress={setEmail}
        on={byEmail}
        onOn={setByEmail}
        onLabel={t('alerts.byEmail')}
      />
      <ChannelCell
        inputProps={{
          className: 'input min-w-32',
          inputMode: 'tel',
          'aria-label': t('alerts.phoneNumberOf', { label }),
        }}
        address={phone}
        onAddress={setPhone}
        on={bySms}
        onOn={setBySms}
        onLabel={t('alerts.bySms')}
      />
      <td className="px-2 py-2">
        <button type="button" className="btn-primary" disabled={busy} onClick={save}>
          {t('alerts.save')}
        </button>
        {error && (
          <p className="error mt-1" role="alert">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}

function Recipients() {
  const { data, error } = useLoad(() => get<TOpsAlertRecipient[]>('/ops/alert-recipients'), []);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section className="card space-y-2" aria-labelledby="truc-canh-bao">
      <h2 id="truc-canh-bao" className="font-semibold">
        {t('alerts.onCallAlertRecipients')}
      </h2>
      <p className="text-sm text-slate-600">{t('alerts.eachNewAlertIs')}</p>
      {message && (
        <p className="text-sm text-emerald-700" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {data && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-500">
              <tr>
                {[t('alerts.staffMember'), 'Email', t('alerts.phoneNumber'), ''].map((h) => (
                  <th key={h} className="whitespace-nowrap px-2 py-1 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((r) => (
                <RecipientRow key={r.staffId} r={r} onSaved={setMessage} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * Operations alerts (decisions 106 and 123): the open ones to acknowledge, the last acknowledged,
 * and for each to whom it was sent; a superadmin also chooses who is on call. Alert messages
 * link here with `?id=`, which this page scrolls to.
 */
export function AlertsPage() {
  const { staff } = useSession();
  const [params] = useSearchParams();
  const focus = Number(params.get('id')) || null;
  const [acking, setAcking] = useState<TOpsAlert | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { data, error, reload } = useLoad(
    () => get<{ open: TOpsAlert[]; acknowledged: TOpsAlert[] }>('/ops/alerts'),
    [],
  );
  useEffect(() => {
    if (data && focus) document.getElementById(`canh-bao-${focus}`)?.scrollIntoView({ block: 'start' });
  }, [data, focus]);
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">{t('alerts.operationsAlerts')}</h1>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <section className="space-y-2">
            <h2 className="font-semibold">
              {t('alerts.open')}
              {data.open.length})
            </h2>
            {data.open.length === 0 && <p className="card text-sm text-slate-500">{t('alerts.noOpenAlerts')}</p>}
            {data.open.map((a) => (
              <AlertCard key={a.id} alert={a} highlighted={a.id === focus} onAcknowledge={() => setAcking(a)} />
            ))}
          </section>
          <section className="space-y-2">
            <h2 className="font-semibold">{t('alerts.recentlyAcknowledged')}</h2>
            {data.acknowledged.length === 0 && <p className="card text-sm text-slate-500">{t('alerts.noneYet')}</p>}
            {data.acknowledged.map((a) => (
              <AlertCard key={a.id} alert={a} highlighted={a.id === focus} />
            ))}
          </section>
        </>
      )}
      {can(staff) && <Recipients />}
      {acking && (
        <AcknowledgeAlertModal
          alert={acking}
          onClose={() => setAcking(null)}
          onAcknowledged={async (m) => {
            setMessage(m);
            await reload();
          }}
        />
      )}
    </div>
  );
}
