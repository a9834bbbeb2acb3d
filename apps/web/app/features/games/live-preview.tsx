import type { TStreamPlayback } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  afterInteractionAndIdle,
  canPlay,
  fetchPlayback,
  liveVideoAllowed,
  refreshDelayMs,
  type StreamRef,
  waitForLiveSlot,
} from './live-stream';

/** Assigning this to a stream image closes its connection before the element goes away. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
/** A stream that shows no picture within this long is given up for the thumbnail. */
const FIRST_FRAME_TIMEOUT_MS = 10_000;

/**
 * The live video layer of a game card (product.md section 2): laid over the thumbnail, it plays only
 * while at least half the card is on screen and the tab is visible, after the player's first
 * interaction (see live-stream.ts). Any failure — verification refused, unplayable format, no
 * picture — leaves the thumbnail, which is always underneath (product.md section 8).
 */
export function LivePreview({ stream }: { stream: StreamRef }) {
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const [pageVisible, setPageVisible] = useState(true);
  const [failed, setFailed] = useState(false);
  const [playback, setPlayback] = useState<TStreamPlayback | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || !liveVideoAllowed() || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), {
      threshold: 0.5,
    });
    observer.observe(el);
    const onVisibility = () => setPageVisible(!document.hidden);
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const active = inView && pageVisible && !failed;
  const { groupId, streamId } = stream;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let release: (() => void) | null = null;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const abort = new AbortController();

    const load = async () => {
      try {
        const next = await fetchPlayback({ groupId, streamId }, abort.signal);
        if (cancelled) return;
        if (!canPlay(next.format)) return setFailed(true);
        setPlayback(next);
        // The service ends a stream when its token expires: swap in a fresh one just before.
        refresh = setTimeout(() => void load(), refreshDelayMs(next.expiresAt));
      } catch {
        if (!cancelled) setFailed(true);
      }
    };

    void afterInteractionAndIdle()
      .then(() => waitForLiveSlot(abort.signal))
      .then((free) => {
        release = free;
        if (cancelled) return free();
        void load();
      })
      .catch(() => {
        // scrolled away or unmounted while waiting: nothing to undo
      });

    return () => {
      cancelled = true;
      abort.abort();
      clearTimeout(refresh);
      release?.();
      setPlayback(null);
      setShown(false);
    };
  }, [active, groupId, streamId]);

  useEffect(() => {
    if (!playback || shown) return;
    const timer = setTimeout(() => setFailed(true), FIRST_FRAME_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [playback, shown]);

  // Stable refs: their cleanup (closing the connection) must run on unmount only, not per render.
  const closeImage = useCallback((el: HTMLImageElement | null) => {
    if (!el) return;
    return () => {
      el.src = BLANK;
    };
  }, []);
  const closeVideo = useCallback((el: HTMLVideoElement | null) => {
    if (!el) return;
    return () => {
      el.removeAttribute('src');
      el.load();
    };
  }, []);

  const layer = `size-full object-cover transition-opacity duration-500 ${shown ? 'opacity-100' : 'opacity-0'}`;
  return (
    <div
      ref={box}
      aria-hidden="true"
      className="pointer-events-none absolute inset-0"
      data-live={failed ? 'failed' : shown ? 'playing' : playback ? 'loading' : 'idle'}
    >
      {playback &&
        !failed &&
        (playback.format === 'mjpeg' ? (
          <img
            ref={closeImage}
            src={playback.url}
            alt=""
            width={300}
            height={300}
            onLoad={() => setShown(true)}
            onError={() => setFailed(true)}
            className={layer}
            data-testid="live-video"
          />
        ) : (
          <video
            ref={closeVideo}
            src={playback.url}
            muted
            autoPlay
            loop
            playsInline
            preload="none"
            onPlaying={() => setShown(true)}
            onError={() => setFailed(true)}
            className={layer}
            data-testid="live-video"
          />
        ))}
    </div>
  );
}
