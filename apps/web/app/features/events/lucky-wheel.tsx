import type { TSpinPrize } from '@app/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const R = 92;
const TURNS = 6;

function point(angleDeg: number, radius: number): [number, number] {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [Math.cos(a) * radius, Math.sin(a) * radius];
}

function shortLabel(p: TSpinPrize, noPrize: readonly [string, string]): [string, string] {
  if (p.amount <= 0) return [...noPrize];
  if (p.amount >= 1_000_000) return [`${p.amount / 1_000_000}TR`, 'VND'];
  if (p.amount >= 1_000) return [`${p.amount / 1_000}K`, 'VND'];
  return [String(p.amount), 'VND'];
}

/**
 * The rotation that brings `index`'s segment under the pointer, at least TURNS full turns
 * beyond `from`. `jitter` in [-0.5, 0.5] moves the stop inside the segment (cosmetic only:
 * the prize was drawn by the server before the wheel moved).
 */
export function targetRotation(from: number, index: number, count: number, jitter = 0): number {
  const seg = 360 / count;
  const centre = (index + 0.5 + jitter * 0.7) * seg;
  const wanted = (((-centre - from) % 360) + 360) % 360;
  return from + TURNS * 360 + wanted;
}

/**
 * The wheel: equal segments drawn as SVG, turned with a CSS transition. The parent passes the
 * rotation; `onStop` fires when the transition ends (the prize is shown then).
 */
export function LuckyWheel({
  prizes,
  rotation,
  spinning,
  onStop,
  children,
}: {
  prizes: TSpinPrize[];
  rotation: number;
  spinning: boolean;
  onStop: () => void;
  /** the centre button */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const noPrize = [t('site.wheel.noPrizeTop'), t('site.wheel.noPrizeBottom')] as const;
  const seg = 360 / Math.max(prizes.length, 1);
  const disc = useRef<HTMLDivElement>(null);
  const onStopRef = useRef(onStop);
  onStopRef.current = onStop;

  useEffect(() => {
    const el = disc.current;
    if (!el) return;
    const done = (e: TransitionEvent) => {
      if (e.target === el && e.propertyName === 'transform') onStopRef.current();
    };
    el.addEventListener('transitionend', done);
    return () => el.removeEventListener('transitionend', done);
  }, []);

  return (
    <div className="relative mx-auto aspect-square w-full max-w-[26rem] select-none" data-testid="lucky-wheel">
      {/* glow */}
      <div className="absolute inset-[4%] rounded-full bg-brand-500/25 blur-2xl" aria-hidden="true" />
      <div
        ref={disc}
        className="absolute inset-0 transition-transform duration-[5200ms] ease-[cubic-bezier(0.12,0.75,0.08,1)] will-change-transform motion-reduce:duration-700"
        data-spinning={spinning ? '1' : '0'}
        style={{ transform: `rotate(${rotation}deg)` }}
      >
        <svg viewBox="-100 -100 200 200" className="size-full drop-shadow-[0_10px_30px_rgba(0,0,0,0.6)]" role="img">
          <title>{t('events.spin.title')}</title>
          <defs>
            <linearGradient id="wheel-rim" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0%" stopColor="#fde7a8" />
              <stop offset="45%" stopColor="#de911d" />
              <stop offset="100%" stopColor="#7c4a0e" />
            </linearGradient>
            <radialGradient id="wheel-shade" cx="50%" cy="50%" r="50%">
              <stop offset="60%" stopColor="#000" stopOpacity="0" />
              <stop offset="100%" stopColor="#000" stopOpacity="0.35" />
            </radialGradient>
          </defs>
          <circle r="99" fill="url(#wheel-rim)" />
          <circle r="94" fill="#0b1020" />
          {prizes.map((p, i) => {
            const [x0, y0] = point(i * seg, R);
            const [x1, y1] = point((i + 1) * seg, R);
            const [top, bottom] = shortLabel(p, noPrize);
            const large = seg > 180 ? 1 : 0;
            return (
              <g key={p.id}>
                <path
                  d={`M0 0 L${x0.toFixed(3)} ${y0.toFixed(3)} A${R} ${R} 0 ${large} 1 ${x1.toFixed(3)} ${y1.toFixed(3)} Z`}
                  fill={p.color}
                  stroke="#fde7a8"
                  strokeOpacity="0.55"
                  strokeWidth="0.8"
                />
                <g transform={`rotate(${i * seg + seg / 2})`}>
                  <text
                    y={p.amount > 0 ? -62 : -66}
                    textAnchor="middle"
                    className="fill-white font-extrabold"
                    style={{ fontSize: p.amount > 0 ? 13 : 8.5 }}
                  >
                    {top}
                  </text>
                  <text
                    y={p.amount > 0 ? -51 : -56}
                    textAnchor="middle"
                    className="fill-white/85 font-bold"
                    style={{ fontSize: p.amount > 0 ? 6.5 : 8.5 }}
                  >
                    {bottom}
                  </text>
                </g>
              </g>
            );
          })}
          <circle r={R} fill="url(#wheel-shade)" />
          {Array.from({ length: 24 }, (_, i) => {
            const [x, y] = point(i * 15, 96.5);
            return (
              <circle
                key={i}
                cx={x}
                cy={y}
                r="1.9"
                className={`${i % 2 ? 'fill-brand-200' : 'fill-white'} ${spinning && i % 2 ? 'animate-pulse' : ''}`}
              />
            );
          })}
        </svg>
      </div>
      {/* pointer */}
      <svg
        viewBox="0 0 40 48"
        className="absolute top-[-3%] left-1/2 w-[11%] -translate-x-1/2 drop-shadow-[0_4px_6px_rgba(0,0,0,0.6)]"
        aria-hidden="true"
      >
        <path d="M20 46 L4 12 A17 17 0 1 1 36 12 Z" fill="#dc2626" stroke="#fde7a8" strokeWidth="2.5" />
        <circle cx="20" cy="15" r="6" fill="#fde7a8" />
      </svg>
      <div className="absolute inset-0 grid place-items-center">{children}</div>
    </div>
  );
}
