import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { create } from 'zustand';
import { api } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { GuestPageContext } from '../../lib/guest-page';
import { formatJackpotShort } from '../../lib/jackpot-format';

/**
 * The jackpot store of product.md section 3: jackpotGames, formattedTotalJackpot, isLoading, error.
 * Filled from GET /api/game/explode-jackpot (entries without an id dropped) and
 * GET /api/game/jackpot, then kept live by one EventSource on /api/game/jackpot/stream shared
 * by everything on the page that shows a jackpot (card badges, the popup).
 */
export interface JackpotGame {
  id: string;
  jackpot: number;
}

interface JackpotState {
  jackpotGames: JackpotGame[];
  formattedTotalJackpot: string;
  isLoading: boolean;
  error: string | null;
  /** jackpotGames by id, for the cards */
  byGame: Map<string, number>;
  /** thumbnails by game id, for the popup */
  images: Map<string, string>;
  /** where each popup tile leads: the game's /game/play query, by game id */
  links: Map<string, JackpotGameLink>;
}

/** What opens a jackpot game (GET /api/game/link's query) and its name for the tile's label. */
export interface JackpotGameLink {
  title: string;
  provider: string;
  gameId: string;
  orientation?: string;
}

/** Product.md section 8: the store's error when the server gave no message of its own. */
export const JACKPOT_LOAD_ERROR = 'Cannot load jackpot data';

export const useJackpotStore = create<JackpotState>()(() => ({
  jackpotGames: [],
  formattedTotalJackpot: formatJackpotShort(0),
  isLoading: false,
  error: null,
  byGame: new Map(),
  images: new Map(),
  links: new Map(),
}));

type RawGame = {
  id?: number | string | null;
  jackpot: number | string;
  image?: string;
  title?: string;
  partnerProviderCode?: string;
  partnerGameId?: string;
  orientationType?: string;
};

/** Product.md section 7: entries without an id are dropped; amounts may arrive as numeric strings. */
export function toJackpotGames(games: readonly RawGame[] | undefined): JackpotGame[] {
  const out: JackpotGame[] = [];
  for (const g of games ?? []) {
    const amount = Number(g.jackpot);
    if (g.id === undefined || g.id === null || g.id === '' || !Number.isFinite(amount)) continue;
    out.push({ id: String(g.id), jackpot: amount });
  }
  return out;
}

function apply(raw: readonly RawGame[] | undefined, total: number) {
  const games = toJackpotGames(raw);
  const images = new Map(useJackpotStore.getState().images);
  const links = new Map(useJackpotStore.getState().links);
  for (const g of raw ?? []) {
    if (g.id === undefined || g.id === null) continue;
    if (g.image) images.set(String(g.id), g.image);
    if (g.partnerProviderCode && g.partnerGameId)
      links.set(String(g.id), {
        title: g.title ?? '',
        provider: g.partnerProviderCode,
        gameId: g.partnerGameId,
        orientation: g.orientationType,
      });
  }
  useJackpotStore.setState({
    images,
    links,
    jackpotGames: games,
    byGame: new Map(games.map((g) => [g.id, g.jackpot])),
    formattedTotalJackpot: formatJackpotShort(total),
    isLoading: false,
    error: null,
  });
}

let loading: Promise<void> | null = null;

/** Loads the jackpot games and the total; on failure the list empties and `error` says why. */
export function loadJackpots(): Promise<void> {
  loading ??= (async () => {
    useJackpotStore.setState({ isLoading: true, error: null });
    try {
      const [games, big] = await Promise.all([
        api<{ games?: RawGame[] }>('/api/game/explode-jackpot'),
        api<{ total?: number }>('/api/game/jackpot'),
      ]);
      apply(games.data.games, Number(big.data.total ?? 0));
    } catch (error) {
      useJackpotStore.setState({
        jackpotGames: [],
        byGame: new Map(),
        isLoading: false,
        error: error instanceof Error && error.message ? error.message : JACKPOT_LOAD_ERROR,
      });
    } finally {
      loading = null;
    }
  })();
  return loading;
}

let subscribers = 0;
let source: EventSource | null = null;

/** Keeps the store live while something on the page shows a jackpot; returns the unsubscribe. */
export function subscribeJackpots(): () => void {
  subscribers++;
  if (subscribers === 1 && typeof EventSource !== 'undefined') {
    source = new EventSource('/api/game/jackpot/stream');
    // Every event carries the pools' total and each jackpot game's amount: no refetch needed.
    source.addEventListener('jackpot', (event) => {
      try {
        const data = JSON.parse((event as MessageEvent<string>).data) as { total?: number; games?: RawGame[] };
        if (Array.isArray(data.games)) apply(data.games, Number(data.total ?? 0));
        else void loadJackpots();
      } catch {
        void loadJackpots();
      }
    });
  }
  return () => {
    subscribers--;
    if (subscribers === 0) {
      source?.close();
      source = null;
    }
  };
}

/** The game's jackpot now: the live amount once known, else the one the page was rendered with. */
export function useLiveJackpot(gameId: string, initial: number): number {
  useEffect(subscribeJackpots, []);
  return useJackpotStore((s) => s.byGame.get(gameId)) ?? initial;
}

/** Product.md section 9: the jackpot animation starts at 1,000,000, after a 1 s delay. */
export const ANIMATION_FROM = 1_000_000;
export const ANIMATION_DELAY_MS = 1_000;
const ANIMATION_MS = 1_200;

/** The number shown `elapsed` ms into a count from `from` to `to` (ease-out, whole đồng). */
export function countUpValue(from: number, to: number, elapsed: number): number {
  const p = Math.min(1, Math.max(0, elapsed / ANIMATION_MS));
  return Math.round(from + (to - from) * (1 - (1 - p) ** 3));
}

/**
 * Digits that count up to `value`: the first time from 1,000,000 after 1 s (smaller amounts
 * show as they are), then from whatever is on screen to each live update. A guest's page starts
 * from the amount itself.
 */
export function AnimatedAmount({ value }: { value: number }) {
  // A guest's page may stay unhydrated until the first interaction (decision 116): its HTML shows
  // the pool itself, not the count-up's start, and it counts up to live updates only.
  const guestPage = useContext(GuestPageContext);
  const [shown, setShown] = useState(() => (guestPage ? value : Math.min(ANIMATION_FROM, value)));
  const current = useRef(shown);
  const started = useRef(guestPage);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      current.current = value;
      setShown(value);
      return;
    }
    // A live update during the first delay keeps the delay and the 1,000,000 start.
    const from = current.current;
    let frame = 0;
    const timeout = setTimeout(
      () => {
        started.current = true;
        const t0 = performance.now();
        const step = (now: number) => {
          const next = countUpValue(from, value, now - t0);
          current.current = next;
          setShown(next);
          if (next !== value) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      started.current ? 0 : ANIMATION_DELAY_MS,
    );
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
