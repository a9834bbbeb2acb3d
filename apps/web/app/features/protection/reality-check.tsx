import type { TRealityCheck } from '@app/contract';
import { useEffect, useState } from 'react';
import { Modal } from '../../components/modal';
import { logout, useAuth } from '../auth';
import { formatNumber as vnd } from '../site/format';
import { protectionVi as t } from './i18n';
import { protectionApi, REMINDER_EVENT } from './protection.api';

const START_KEY = 'reality-check-start';

/** When this browser session of the player began (kept per tab session, reset on another login). */
function sessionStart(userId: number): number {
  try {
    const saved = JSON.parse(sessionStorage.getItem(START_KEY) ?? 'null') as { id: number; at: number } | null;
    const at = Date.now();
    // A start in the future or over a day old is a stale tab, not this session.
    if (saved && saved.id === userId && saved.at <= at && at - saved.at < 86_400_000) return saved.at;
    sessionStorage.setItem(START_KEY, JSON.stringify({ id: userId, at }));
    return at;
  } catch {
    return Date.now();
  }
}

/**
 * The reality check (decision 025): every N minutes of a logged-in session (the player's
 * setting, stored on the server) a modal shows the time played and the session's net result
 * from the game records, with "continue" or "log out".
 */
export function RealityCheck() {
  const userId = useAuth((s) => s.user?.id ?? null);
  const [minutes, setMinutes] = useState(0);
  const [shown, setShown] = useState<{ played: number; result: TRealityCheck | null } | null>(null);

  useEffect(() => {
    if (userId === null) {
      setMinutes(0);
      return;
    }
    let live = true;
    protectionApi
      .get()
      .then((d) => live && setMinutes(d.reminderMinutes))
      .catch(() => {});
    const onChange = (e: Event) => setMinutes(Number((e as CustomEvent<number>).detail) || 0);
    window.addEventListener(REMINDER_EVENT, onChange);
    return () => {
      live = false;
      window.removeEventListener(REMINDER_EVENT, onChange);
    };
  }, [userId]);

  useEffect(() => {
    if (userId === null || minutes <= 0 || shown) return;
    const start = sessionStart(userId);
    const every = minutes * 60_000;
    const elapsed = Date.now() - start;
    const wait = every - (elapsed % every);
    const timer = setTimeout(async () => {
      const played = Math.round((Date.now() - start) / 60_000);
      let result: TRealityCheck | null = null;
      try {
        result = await protectionApi.realityCheck(new Date(start).toISOString());
      } catch {
        // The time played is still worth showing without the figures.
      }
      setShown({ played, result });
    }, wait);
    return () => clearTimeout(timer);
  }, [userId, minutes, shown]);

  if (!shown || userId === null) return null;
  const c = t.realityCheck;
  return (
    <Modal title={c.title(shown.played)} onClose={() => setShown(null)} size="sm" closeOnBackdrop={false}>
      <div className="px-5 pt-4 pb-5" data-testid="reality-check">
        <p className="text-sm text-slate-300">{c.body}</p>
        {shown.result ? (
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-400">{c.bets}</dt>
            <dd className="text-right text-slate-100">{vnd(shown.result.bets)}</dd>
            <dt className="text-slate-400">{c.net}</dt>
            <dd className={`text-right font-semibold ${shown.result.net < 0 ? 'text-rose-400' : 'text-emerald-400'}`}>
              {shown.result.net > 0 ? '+' : ''}
              {vnd(shown.result.net)}
            </dd>
          </dl>
        ) : null}
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
            onClick={() => setShown(null)}
            className="h-11 rounded-lg bg-gradient-to-b from-brand-400 to-brand-600 font-semibold text-ink-950 hover:brightness-110"
          >
            {c.continue}
          </button>
        </div>
      </div>
    </Modal>
  );
}
