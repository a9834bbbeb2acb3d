import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, UNSAFE_FrameworkContext } from 'react-router';
import { HeadsetIcon } from '../../components/icons';
import { FloatingJackpot } from '../../features/games/floating-jackpot';
import { FloatingGift } from '../../features/missions/floating-gift';
import { SESSION_HIDE_SCRIPT } from '../../lib/session-flag';
import { MiniGameLauncher } from './mini-game-launcher';
import type { ShellVisibility } from './shell';

/**
 * The floating buttons (mini-game launcher, jackpot and gift), in the page's first render: a
 * guest's page is complete as server HTML and hydrates only on the first interaction (decision
 * 116), so they are on screen from the first paint (decision 121). What they do waits for the
 * app: a click before it is held by the bootstrap and replayed. The live chat and the install
 * prompt stay in the floating shell, loaded after hydration.
 *
 * Phones (768 px and below, or the brand's mobile host): a labelled dock fixed to the bottom of
 * the screen, above the home indicator (safe area), with the support page as its last item; the
 * site frame pads the page by the dock's height (`DOCK_PADDING`), so the page's last element
 * scrolls clear above it and nothing is ever covered (decision 151). Wider screens: the buttons
 * float in the side margins the content keeps free (`[data-floating-gutter]`, app.css).
 */
export function FloatingWidgets({
  visible,
  loggedIn,
  miniGameScriptUrl,
}: {
  visible: ShellVisibility;
  loggedIn: boolean;
  miniGameScriptUrl: string | null;
}) {
  const { t } = useTranslation();
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  if (!hasDock(visible)) return null;
  return (
    <aside
      aria-label={t('floating.widgets')}
      data-testid="floating-widgets"
      className="fixed inset-x-0 bottom-0 z-20 flex h-[calc(var(--dock-height)+env(safe-area-inset-bottom))] items-stretch justify-around border-t border-ink-700 bg-ink-950/95 px-[env(safe-area-inset-left)] pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.8)] backdrop-blur wide:contents"
    >
      {visible.miniGame && <MiniGameLauncher loggedIn={loggedIn} scriptUrl={miniGameScriptUrl} />}
      {(visible.giftButton || visible.jackpotButton) && (
        <div className="contents wide:fixed wide:bottom-24 wide:right-5 wide:z-20 wide:flex wide:flex-col wide:items-center wide:gap-3">
          {visible.jackpotButton && <FloatingJackpot />}
          {visible.giftButton && <FloatingGift loggedIn={loggedIn} />}
        </div>
      )}
      {/* Phones have no live-chat bubble (it loads on computers only): the dock leads to the
          brand's support channels instead. */}
      <Link to="/lien-he" data-testid="dock-support" className="dock-item wide:hidden">
        <HeadsetIcon size={22} />
        <span className="dock-label">{t('floating.supportShort')}</span>
      </Link>
      {/* Hides, before the first paint, the widgets the visitor closed this session (the HTML
          cannot know); the browser runs it once, as the page loads. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SESSION_HIDE_SCRIPT }} />
    </aside>
  );
}

/** Whether a path shows the widgets at all (and so, on phones, the dock the page makes room for). */
export function hasDock(visible: ShellVisibility): boolean {
  return visible.giftButton || visible.jackpotButton || visible.miniGame;
}
