/**
 * Timing of the sandbox feed. `SPORTS_SPEED` (default 1) accelerates the sandbox clock: at 60 a
 * match minute lasts one second, matches are listed a couple of minutes before kick-off and the
 * next one starts every three minutes, so tests, demos and `npm run play` settle in a minute or
 * two; at 600 (the e2e server) a match is listed 12 s before kick-off and lasts about 11 s. Listed
 * prices move at most every 10 s whatever the speed. Virtual football runs on its own short clock (a match about every 3 minutes at speed 1),
 * accelerated by at most 6x so its timeline stays watchable.
 */
export interface SportsTiming {
  speed: number;
  /** real ms per match minute */
  minuteMs: number;
  /** match minutes of the half-time break */
  halfTimeBreak: number;
  virtualMinuteMs: number;
  /** real ms between virtual kick-offs */
  virtualEveryMs: number;
  /** how often odds of listed matches move */
  oddsMoveMs: number;
  /** at speed > 1 real leagues kick off this long after listing, then every `gapMs` */
  leadMs: number;
  gapMs: number;
  /** how long an in-play bet waits before it is checked again and accepted */
  inPlayDelayMs: number;
  tickMs: number;
}

export function sportsTiming(env: Record<string, string | undefined> = process.env): SportsTiming {
  const raw = Number(env.SPORTS_SPEED ?? '1');
  const speed = Number.isFinite(raw) && raw >= 1 && raw <= 600 ? raw : 1;
  const v = Math.min(speed, 6);
  const delay = Number(env.SPORTS_INPLAY_DELAY_MS ?? (speed > 1 ? 1000 : 5000));
  return {
    speed,
    minuteMs: 60_000 / speed,
    halfTimeBreak: 15,
    virtualMinuteMs: 1000 / v,
    virtualEveryMs: 180_000 / v,
    // at most every 10 s: at high test speeds a slip must still be placeable on the price it shows
    oddsMoveMs: Math.max(600_000 / speed, 10_000),
    leadMs: 7_200_000 / speed,
    gapMs: 10_800_000 / speed,
    inPlayDelayMs: Number.isFinite(delay) && delay >= 0 && delay <= 30_000 ? delay : 5000,
    tickMs: speed >= 30 ? 500 : 1000,
  };
}
