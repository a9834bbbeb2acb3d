import type { TPlaySession } from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { useCopy } from '../../i18n/copy';
import { formatNumber as vnd } from '../../lib/format';
import { logout, useAuth } from '../auth';
import { protectionApi, REMINDER_EVENT } from './protection.api';

interface Fetched {
  data: TPlaySession;
  /** this device's clock when the server said `data.now`: times are shifted by the difference */
  at: number;
}

type Shown = { kind: 'reminder'; data: TPlaySession } | { kind: 'ended'; minutes: number };

const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

/**
 * The reality check and the end of a timed session (decision 025), timed by the server: the
 * login session's start, the next reminder at the player's interval from login, and the end set
 * by the player's session limit come from `GET /api/user/protection/session`, with the play
 * since login from the ledger. A device clock that is off shifts nothing.
 */
export function RealityCheck() {
  const t = useCopy('protection');
  const { t: tr } = useTranslation();
  const userId = useAuth((s) => s.user?.id ?? null);
  const [session, setSession] = useState<Fetched | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (userId === null) {
      setSession(null);
      return;
    }
    let live = true;
    protectionApi
      .session()
      .then((data) => live && setSession({ data, at: Date.now() }))
      .catch(() => {});
    const onChange = () => setVersion((v) => v + 1);
    window.addEventListener(REMINDER_EVENT, onChange);
    return () => {
      live = false;
      window.removeEventListener(REMINDER_EVENT, onChange);
    };
  }, [userId, version]);

  useEffect(() => {
    if (!session || shown) return;
    const { data, at } = session;
    const local = (iso: string) => Date.parse(iso) + (at - Date.parse(data.now));
    const endsAt = data.sessionLimitMinutes > 0 ? local(data.endsAt) : null;
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (data.nextReminderAt && (endsAt === null || local(data.nextReminderAt) < endsAt)) {
      const wait = Math.max(0, local(data.nextReminderAt) - Date.now());
      timers.push(
        setTimeout(async () => {
          const fresh = await protectionApi.session().catch(() => null);
          if (fresh) setShown({ kind: 'reminder', data: fresh });
        }, wait),
      );
    }
    if (endsAt !== null) {
      const wait = Math.max(0, endsAt - Date.now());
      timers.push(setTimeout(() => setShown({ kind: 'ended', minutes: data.sessionLimitMinutes }), wait));
    }
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [session, shown]);

  if (!shown || userId === null) return null;
  const c = t.realityCheck;
  if (shown.kind === 'ended') {
    const done = () => {
      setShown(null);
      void logout();
    };
    return (
      <Modal title={c.endedTitle} onClose={done} size="sm" closeOnBackdrop={false}>
        <div className="px-5 pt-4 pb-5" data-testid="session-ended">
          <p className="text-sm leading-relaxed text-slate-300">
            {tr('protection.realityCheck.ended', { minutes: shown.minutes })}
          </p>
          <button
            type="button"
            onClick={done}
            className="mt-5 h-11 w-full rounded-lg bg-gradient-to-b from-brand-400 to-brand-600 font-semibold text-ink-950 hover:brightness-110"
          >
            {c.ok}
          </button>
        </div>
      </Modal>
    );
  }
  const { data } = shown;
  // The server owes a reminder until it is closed (one due while no page showed it comes at
  // once); closing it there makes the next one the server's next interval.
  const next = () => {
    setSession(null);
    setShown(null);
    void protectionApi
      .reminderSeen()
      .catch(() => {})
      .finally(() => setVersion((v) => v + 1));
  };
  return (
    <Modal
      title={tr('protection.realityCheck.title', { minutes: minutesBetween(data.startedAt, data.now) })}
      onClose={next}
      size="sm"
      closeOnBackdrop={false}
    >
      <div className="px-5 pt-4 pb-5" data-testid="reality-check">
        <p className="text-sm text-slate-300">{c.body}</p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-400">{c.bets}</dt>
          <dd className="text-right text-slate-100">{vnd(data.bets)}</dd>
          <dt className="text-slate-400">{c.net}</dt>
          <dd className={`text-right font-semibold ${data.net < 0 ? 'text-rose-400' : 'text-emerald-400'}`}>
            {data.net > 0 ? '+' : ''}
            {vnd(data.net)}
          </dd>
        </dl>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={() => {
              setShown(null);
              void logout();
            }}
            className="h-11 rounded-lg border border-ink-700 font-semibold text-slate-200 hover:bg-ink-800"
          >
            {c.logout}
          </button>
          <button
            type="button"
            onClick={next}
            className="h-11 rounded-lg bg-gradient-to-b from-brand-400 to-brand-600 font-semibold text-ink-950 hover:brightness-110"
          >
            {c.continue}
          </button>
        </div>
      </div>
    </Modal>
  );
}
