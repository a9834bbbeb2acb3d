import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_FrameworkContext } from 'react-router';
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
  if (!visible.giftButton && !visible.jackpotButton && !visible.miniGame) return null;
  return (
    // Phones (below 768 px): the widgets sit in a strip of the page, after the content and before
    // the footer (order-1; the footer is order-2), so they never cover a heading, a card or a
    // control. Wider screens: they float in the side margins.
    <aside
      aria-label={t('floating.widgets')}
      data-testid="floating-widgets"
      className="order-1 flex items-center justify-center gap-6 border-t border-ink-800 px-3 pt-4 pb-8 md:contents"
    >
      {visible.miniGame && <MiniGameLauncher loggedIn={loggedIn} scriptUrl={miniGameScriptUrl} />}
      {(visible.giftButton || visible.jackpotButton) && (
        <div className="flex items-center gap-4 md:fixed md:bottom-24 md:right-5 md:z-20 md:flex-col md:gap-3">
          {visible.jackpotButton && <FloatingJackpot />}
          {visible.giftButton && <FloatingGift loggedIn={loggedIn} />}
        </div>
      )}
      {/* Hides, before the first paint, the widgets the visitor closed this session (the HTML
          cannot know); the browser runs it once, as the page loads. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SESSION_HIDE_SCRIPT }} />
    </aside>
  );
}
