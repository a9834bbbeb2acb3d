import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CloseIcon } from '../../components/icons';
import { openAuthModal } from '../../features/auth/bridge';
import { vi } from '../../i18n/vi';

/** Product.md section 9 constants of the mini-game launcher. */
export const MINI_GAME = {
  width: 90,
  aspect: 318 / 397,
  zIndex: 20,
  dragThreshold: 5,
  loadDelayMs: 1000,
  narrowMaxWidth: 768,
  scriptTimeoutMs: 5000,
  pollMs: 100,
} as const;

const HIDDEN_KEY = 'mini-game-hidden';

interface MiniGameApi {
  open(): void;
}
declare global {
  interface Window {
    MiniGame?: MiniGameApi;
  }
}

let scriptPromise: Promise<MiniGameApi> | null = null;

/** Loads the provider script once and waits for its global, up to 5000 ms in 100 ms polls. */
export function loadMiniGameScript(src: string): Promise<MiniGameApi> {
  if (scriptPromise) return scriptPromise;
  scriptPromise = new Promise<MiniGameApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.miniGame = '';
    document.body.appendChild(script);
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (window.MiniGame) {
        window.clearInterval(timer);
        resolve(window.MiniGame);
      } else if (Date.now() - started >= MINI_GAME.scriptTimeoutMs) {
        window.clearInterval(timer);
        reject(new Error('mini-game script did not start'));
      }
    }, MINI_GAME.pollMs);
  });
  scriptPromise.catch(() => {
    scriptPromise = null;
  });
  return scriptPromise;
}

/**
 * Draggable mini-game placeholder (90 px wide, aspect 318/397, z-index 20). A press that
 * moves less than 5 px is a click: guests get the login modal, players open the game. The
 * provider script loads 1000 ms after login when the brand has one; without it the
 * launcher opens /mini-games. At 768 px and below only the placeholder picture shows.
 */
export function MiniGameLauncher({ loggedIn, scriptUrl }: { loggedIn: boolean; scriptUrl: string | null }) {
  const navigate = useNavigate();
  const [hidden, setHidden] = useState(true);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number; moved: boolean } | null>(null);
  const [narrow, setNarrow] = useState(false);

  useEffect(() => {
    setHidden(sessionStorage.getItem(HIDDEN_KEY) === '1');
    const media = window.matchMedia(`(max-width: ${MINI_GAME.narrowMaxWidth}px)`);
    const update = () => setNarrow(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!loggedIn || !scriptUrl) return;
    const timer = window.setTimeout(() => {
      loadMiniGameScript(scriptUrl).catch((error) => console.warn(vi.floating.miniGameFailed, error));
    }, MINI_GAME.loadDelayMs);
    return () => window.clearTimeout(timer);
  }, [loggedIn, scriptUrl]);

  if (hidden) return null;

  const activate = () => {
    if (!loggedIn) {
      openAuthModal(0);
      return;
    }
    if (!scriptUrl) {
      navigate('/mini-games');
      return;
    }
    loadMiniGameScript(scriptUrl)
      .then((game) => game.open())
      .catch(() => navigate('/mini-games'));
  };

  return (
    <div
      data-testid="mini-game"
      // Phones: a tile in the widget strip of the page (FloatingShell), never over content;
      // wider screens: the draggable floating tile, left of a 1440 px page's content (x < 104).
      className={narrow ? 'relative shrink-0 select-none' : 'fixed bottom-6 left-3 touch-none select-none'}
      style={
        narrow
          ? { width: 48, aspectRatio: `${MINI_GAME.aspect}` }
          : {
              width: MINI_GAME.width,
              aspectRatio: `${MINI_GAME.aspect}`,
              zIndex: MINI_GAME.zIndex,
              transform: `translate(${offset.x}px, ${offset.y}px)`,
            }
      }
    >
      <button
        type="button"
        aria-label={vi.floating.miniGame}
        className="relative block size-full cursor-grab overflow-hidden rounded-2xl shadow-xl shadow-black/50 active:cursor-grabbing"
        onPointerDown={(e) => {
          if (narrow) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = { startX: e.clientX, startY: e.clientY, baseX: offset.x, baseY: offset.y, moved: false };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d) return;
          const dx = e.clientX - d.startX;
          const dy = e.clientY - d.startY;
          if (!d.moved && Math.hypot(dx, dy) < MINI_GAME.dragThreshold) return;
          d.moved = true;
          setOffset({ x: d.baseX + dx, y: d.baseY + dy });
        }}
        onPointerUp={() => {
          const d = drag.current;
          drag.current = null;
          if (d && !d.moved) activate();
        }}
        onClick={narrow ? activate : undefined}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            activate();
          }
        }}
      >
        <img src="/images/mini-game.svg" alt="" width={90} height={112} draggable={false} className="size-full" />
        {!narrow && (
          <>
            <span className="absolute left-2 top-2 flex size-3">
              <span className="animate-ping-soft absolute inline-flex size-full rounded-full bg-success-400" />
              <span className="relative inline-flex size-3 rounded-full bg-success-400" />
            </span>
            <span className="absolute inset-x-2 bottom-2 rounded-full bg-gradient-to-b from-brand-300 to-brand-600 py-0.5 text-center text-[0.625rem] font-bold uppercase tracking-wide text-ink-950">
              {vi.floating.miniGameText}
            </span>
          </>
        )}
      </button>
      {!narrow && (
        <button
          type="button"
          aria-label={vi.floating.closeMiniGame}
          onClick={() => {
            sessionStorage.setItem(HIDDEN_KEY, '1');
            setHidden(true);
          }}
          className="absolute -right-2 -top-2 grid size-6 place-items-center rounded-full bg-ink-800 text-ink-200 ring-2 ring-ink-950 hover:bg-ink-700"
        >
          <CloseIcon size={12} />
        </button>
      )}
    </div>
  );
}
