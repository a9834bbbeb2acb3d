import { type ReactNode, useEffect, useRef, useState } from 'react';
import { create } from 'zustand';
import { api } from '../../lib/api';
import { formatNumber } from '../site/format';

/**
 * Live jackpot amounts of the game cards. One EventSource on /api/game/jackpot/stream is shared
 * by every mounted badge; when a pool changes, GET /api/game/explode-jackpot gives each jackpot
 * game's amount (entries without an id are dropped, spec section 7).
 */
interface JackpotState {
  byGame: Map<string, number>;
}

export const useJackpots = create<JackpotState>()(() => ({ byGame: new Map() }));

/** Pool changes arrive with every bet; refetch at most this often. */
const REFRESH_MS = 2_000;
let subscribers = 0;
let source: EventSource | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

async function refresh() {
  try {
    const { data } = await api<{ games?: { id?: number | string; jackpot: number | string }[] }>(
      '/api/game/explode-jackpot',
    );
    const byGame = new Map<string, number>();
    for (const g of data.games ?? []) {
      const amount = Number(g.jackpot);
      if (g.id !== undefined && g.id !== null && Number.isFinite(amount)) byGame.set(String(g.id), amount);
    }
    useJackpots.setState({ byGame });
  } catch (error) {
    console.warn('jackpot amounts not refreshed', error);
  }
}

function subscribe(): () => void {
  subscribers++;
  if (subscribers === 1 && typeof EventSource !== 'undefined') {
    source = new EventSource('/api/game/jackpot/stream');
    source.addEventListener('jackpot', () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void refresh();
      }, REFRESH_MS);
    });
  }
  return () => {
    subscribers--;
    if (subscribers === 0) {
      source?.close();
      source = null;
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** The game's jackpot now: the live amount once known, else the one the page was rendered with. */
export function useLiveJackpot(gameId: string, initial: number): number {
  useEffect(subscribe, []);
  return useJackpots((s) => s.byGame.get(gameId)) ?? initial;
}

/** Spec section 9: the jackpot animation starts at 1,000,000, after a 1 s delay. */
const ANIMATION_FROM = 1_000_000;
const ANIMATION_DELAY_MS = 1_000;
const ANIMATION_MS = 1_200;

/** Digits that count up to `value` (first from 1,000,000 after 1 s, then from the last shown). */
export function AnimatedAmount({ value }: { value: number }) {
  const [shown, setShown] = useState(() => Math.min(ANIMATION_FROM, value));
  const from = useRef<number | null>(null);

  useEffect(() => {
    if (typeof window === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setShown(value);
      return;
    }
    const start = from.current ?? Math.min(ANIMATION_FROM, value);
    const delay = from.current === null ? ANIMATION_DELAY_MS : 0;
    from.current = value;
    let frame = 0;
    const timeout = setTimeout(() => {
      const t0 = performance.now();
      const step = (now: number) => {
        const p = Math.min(1, (now - t0) / ANIMATION_MS);
        const eased = 1 - (1 - p) ** 3;
        setShown(Math.round(start + (value - start) * eased));
        if (p < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    }, delay);
    return () => {
      clearTimeout(timeout);
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return <span className="tabular-nums">{formatNumber(shown)}</span>;
}

/** The card's jackpot badge: trophy and the live pool in animated digits. */
export function JackpotBadge({ gameId, amount, icon }: { gameId: string; amount: number; icon: ReactNode }) {
  const live = useLiveJackpot(gameId, amount);
  return (
    <span
      className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-md bg-ink-950/85 px-1.5 py-0.5 text-xs font-bold text-brand-300"
      data-testid="jackpot-badge"
    >
      {icon} <AnimatedAmount value={live} />
    </span>
  );
}
