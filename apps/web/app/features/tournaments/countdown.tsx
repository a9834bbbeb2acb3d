import { useEffect, useState } from 'react';
import { useCopy } from '../../i18n/copy';

function parts(ms: number, days: string): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const hh = String(Math.floor((s % 86_400) / 3600)).padStart(2, '0');
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${d > 0 ? `${d} ${days} ` : ''}${hh}:${mm}:${ss}`;
}

/** Time to the start or the end, from the rule's dates; ticks each second once hydrated. */
export function Countdown({ startsAt, endsAt, now: serverNow }: { startsAt: string; endsAt: string; now: number }) {
  const t = useCopy('tournaments');
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  const label = now < start ? t.startsIn : now < end ? t.endsIn : null;
  return (
    <p className="text-sm text-ink-200" data-testid="tournament-countdown">
      {label ? (
        <>
          {label}{' '}
          <span className="font-bold tabular-nums text-brand-300">
            {parts((now < start ? start : end) - now, t.days)}
          </span>
        </>
      ) : (
        t.ended
      )}
    </p>
  );
}
