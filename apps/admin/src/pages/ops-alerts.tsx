import type { TOpsAlert } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PromptModal } from '../components/modal';
import { t } from '../i18n';
import { get, post } from '../lib/api';
import { dateTime, OPS_ALERT } from '../lib/format';
import { useLoad } from '../lib/use-load';

/**
 * Open operations alerts (decision 106) for superadmin and finance: a reconciliation breach, a
 * provider answering with errors, payouts in doubt. Each stays until acknowledged with a note.
 */
export function OpsAlertsBanner({ version = 0 }: { version?: number }) {
  const [acking, setAcking] = useState<TOpsAlert | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { data, reload } = useLoad(
    () => get<{ open: TOpsAlert[]; acknowledged: TOpsAlert[] }>('/ops/alerts'),
    // the operations view runs the check on demand: its alerts show without a reload
    [version],
  );
  if (!data || (data.open.length === 0 && !message)) return null;
  return (
    <section className="space-y-2" aria-label={t('opsAlerts.operationsAlerts')}>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {data.open.map((a) => (
        <div
          key={a.id}
          role="alert"
          className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-rose-300 bg-rose-50 p-3 text-sm text-rose-900"
        >
          <div className="min-w-0">
            <p className="font-semibold">{OPS_ALERT[a.kind]}</p>
            <p>{a.summary}</p>
            <p className="text-xs text-rose-700">
              {t('opsAlerts.raised')} {dateTime(a.raisedAt)}
              {a.occurrences > 1 &&
                t('opsAlerts.repeatedTimesLast', { occurrences: a.occurrences, lastSeenAt: dateTime(a.lastSeenAt) })}
              {' · '}
              <Link className="underline" to={`/admin/canh-bao?id=${a.id}`}>
                {t('opsAlerts.whoWasTold')}
              </Link>
            </p>
          </div>
          <button type="button" className="btn-ghost" onClick={() => setAcking(a)}>
            {t('opsAlerts.acknowledge')}
          </button>
        </div>
      ))}
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
    </section>
  );
}

/** Acknowledging an alert takes a note of what was checked and by whom (audited, decision 106). */
export function AcknowledgeAlertModal({
  alert,
  onClose,
  onAcknowledged,
}: {
  alert: TOpsAlert;
  onClose: () => void;
  onAcknowledged: (message: string) => Promise<void>;
}) {
  return (
    <PromptModal
      title={t('opsAlerts.acknowledgeAlert', { id: alert.id })}
      label={t('opsAlerts.noteWhatWasChecked')}
      confirm={t('opsAlerts.confirm')}
      minLength={3}
      onClose={onClose}
      onSubmit={async (note) => {
        await post(`/ops/alerts/${alert.id}/acknowledge`, { note });
        await onAcknowledged(t('opsAlerts.alertAcknowledged', { id: alert.id }));
      }}
    />
  );
}
