import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CloseIcon } from '../../components/icons';
import { openAuthModal } from '../../features/auth/bridge';
import { phoneLayoutOn } from '../../lib/mobile-site';
import { SESSION_HIDE_ATTRIBUTE, useSessionFlag } from '../../lib/session-flag';

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

/** Wider than this the tile floats and can be dragged; at 768 px and below it is an item of the dock. */
const WIDE = `(min-width: ${MINI_GAME.narrowMaxWidth + 1}px)`;

/**
 * Draggable mini-game placeholder (90 px wide, aspect 318/397, z-index 20). A press that
 * moves less than 5 px is a click: guests get the login modal, players open the game. The
 * provider script loads 1000 ms after login when the brand has one; without it the
 * launcher opens /mini-games. At 768 px and below it is a labelled item of the phone dock.
 * Phone or wide screen is CSS (`wide:`, app.css), so the server's HTML is right at every width
 * before any script runs (a guest's page hydrates on the first interaction, decision 116).
 */
export function MiniGameLauncher({ loggedIn, scriptUrl }: { loggedIn: boolean; scriptUrl: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [hidden, hide] = useSessionFlag(HIDDEN_KEY);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number; moved: boolean } | null>(null);
  // The click that ends a drag is not a click on the tile.
  const dragged = useRef(false);

  useEffect(() => {
    if (!loggedIn || !scriptUrl) return;
    const timer = window.setTimeout(() => {
      loadMiniGameScript(scriptUrl).catch((error) => console.warn(t('floating.miniGameFailed'), error));
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
  const moved = offset.x !== 0 || offset.y !== 0;

  return (
    <div
      data-testid="mini-game"
      {...{ [SESSION_HIDE_ATTRIBUTE]: HIDDEN_KEY }}
      // Phones: an item of the site's dock (FloatingWidgets), never over content; wider screens:
      // the draggable floating tile, left of a 1440 px page's content (x < 104).
      className="relative flex flex-1 select-none wide:fixed wide:bottom-6 wide:left-3 wide:z-20 wide:block wide:aspect-[318/397] wide:w-[90px] wide:flex-none wide:touch-none"
      style={moved ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
    >
      <button
        type="button"
        aria-label={t('floating.miniGame')}
        className="dock-item w-full wide:block wide:size-full wide:overflow-hidden wide:rounded-2xl wide:px-0 wide:shadow-xl wide:shadow-black/50 wide:cursor-grab wide:active:cursor-grabbing"
        onPointerDown={(e) => {
          dragged.current = false;
          if (phoneLayoutOn() || !window.matchMedia(WIDE).matches) return;
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
          dragged.current = drag.current?.moved === true;
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
        // A click (pointer, Enter or Space, or one the bootstrap held before hydration and replays).
        onClick={() => {
          if (dragged.current) {
            dragged.current = false;
            return;
          }
          activate();
        }}
      >
        {/* Lazy: React would otherwise preload it ahead of the page's pictures. */}
        <img
          src="/images/mini-game.svg"
          alt=""
          width={90}
          height={112}
          loading="lazy"
          draggable={false}
          className="h-7 w-auto wide:size-full"
        />
        {/* phones: the dock's items say what they are */}
        <span aria-hidden="true" className="dock-label wide:hidden">
          {t('floating.miniGame')}
        </span>
        <span className="absolute left-2 top-2 hidden size-3 wide:flex">
          <span className="animate-ping-soft absolute inline-flex size-full rounded-full bg-success-400" />
          <span className="relative inline-flex size-3 rounded-full bg-success-400" />
        </span>
        <span className="absolute inset-x-2 bottom-2 hidden rounded-full bg-gradient-to-b from-brand-300 to-brand-600 py-0.5 text-center text-[0.625rem] font-bold uppercase tracking-wide text-ink-950 wide:block">
          {t('floating.miniGameText')}
        </span>
      </button>
      <button
        type="button"
        aria-label={t('floating.closeMiniGame')}
        onClick={hide}
        className="absolute -right-2 -top-2 hidden size-6 place-items-center rounded-full bg-ink-800 text-ink-200 ring-2 ring-ink-950 hover:bg-ink-700 wide:grid"
      >
        <CloseIcon size={12} />
      </button>
    </div>
  );
}
