import type { TStreamFormat, TStreamPlayback } from '@app/contract';
import { api } from '../../lib/api';
import { guestHasInteracted } from '../../lib/deferred-hydration';

/*
 * When and how game cards play live video (decision 058). No video work happens until the
 * player has interacted with the page and the browser is idle: page-load audits and players
 * who only glance at the page pay nothing. Players who ask to save data, are on a slow
 * connection or prefer reduced motion keep the thumbnails. Phones play fewer cards at once.
 */

export interface StreamRef {
  groupId: string;
  streamId: string;
}

/**
 * Live cards playing at once. Each holds an HTTP/1.1 connection open, and a browser allows six
 * per host: the balance and jackpot streams take two, and navigation and API calls must keep
 * at least two, or the site hangs (six previews did exactly that).
 */
const MAX_LIVE_DESKTOP = 2;
const MAX_LIVE_PHONE = 1;
const PHONE_QUERY = '(max-width: 767px)';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether this browser should play card video at all (false on the server). */
export function liveVideoAllowed(): boolean {
  if (typeof window === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && ['slow-2g', '2g', '3g'].includes(connection.effectiveType)) return false;
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

let interacted: Promise<void> | null = null;

/** Resolves once the player has interacted with the page and the main thread is idle. */
export function afterInteractionAndIdle(): Promise<void> {
  interacted ??= new Promise<void>((resolve) => {
    const events = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
    const go = () => {
      for (const e of events) window.removeEventListener(e, go, true);
      const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
        .requestIdleCallback;
      if (idle) idle(() => resolve(), { timeout: 2_000 });
      else setTimeout(resolve, 200);
    };
    // A guest's page hydrates on the first interaction (decision 116): that one counts too.
    if (guestHasInteracted()) go();
    else for (const e of events) window.addEventListener(e, go, { capture: true, passive: true });
  });
  return interacted;
}

let playing = 0;
const waiters: (() => boolean)[] = [];
const maxLive = () => (window.matchMedia(PHONE_QUERY).matches ? MAX_LIVE_PHONE : MAX_LIVE_DESKTOP);

/**
 * Waits for one of the page's live slots and resolves with its release. Cards queue in the
 * order they came into view; a card scrolled away (aborted) leaves the queue.
 */
export function waitForLiveSlot(signal: AbortSignal): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const take = (): boolean => {
      if (signal.aborted || playing >= maxLive()) return false;
      playing++;
      let released = false;
      resolve(() => {
        if (released) return;
        released = true;
        playing--;
        // Hand the slot to the next card still waiting.
        while (waiters.length > 0) if ((waiters.shift() as () => boolean)()) break;
      });
      return true;
    };
    if (take()) return;
    waiters.push(take);
    signal.addEventListener('abort', () => {
      const i = waiters.indexOf(take);
      if (i >= 0) waiters.splice(i, 1);
      reject(signal.reason);
    });
  });
}

/** Formats this browser plays natively; anything else keeps the thumbnail. */
export function canPlay(format: TStreamFormat): boolean {
  if (format === 'mjpeg') return true;
  const probe = document.createElement('video');
  const type = { hls: 'application/vnd.apple.mpegurl', mp4: 'video/mp4', webm: 'video/webm' }[format];
  return probe.canPlayType(type) !== '';
}

/**
 * POST /api/stream/verify with the card's streamInfo and this page's hostname (product.md section 7);
 * the server asks the stream verification service and answers the playable address.
 */
export async function fetchPlayback(stream: StreamRef, signal?: AbortSignal): Promise<TStreamPlayback> {
  const { data } = await api<TStreamPlayback>('/api/stream/verify', {
    method: 'POST',
    body: { groupId: stream.groupId, streamId: stream.streamId, site: window.location.hostname },
    signal,
  });
  return data;
}

/** When to fetch a fresh token: shortly before this one expires (never sooner than in 10 s). */
export function refreshDelayMs(expiresAt: string, now = Date.now()): number {
  return Math.max(10_000, new Date(expiresAt).getTime() - now - 30_000);
}
