import { InstallPrompt } from '../../components/install-prompt';
import { FloatingJackpot } from '../../features/games/floating-jackpot';
import { FloatingGift } from '../../features/missions/floating-gift';
import { vi } from '../../i18n/vi';
import { LiveChat, type LiveChatConfig } from './live-chat';
import { MiniGameLauncher } from './mini-game-launcher';
import type { ShellVisibility } from './shell';
import type { SiteBrand } from './site-data';

/**
 * The floating part of the site frame: gift and jackpot buttons, the mini-game launcher, the
 * live-chat widget and the install prompt. Nothing here is page content, so the site frame
 * loads this module once the page is idle (decision 039) instead of on the first render.
 */
export default function FloatingShell({
  visible,
  floating,
  loggedIn,
  brand,
  liveChat,
}: {
  visible: ShellVisibility;
  floating: boolean;
  loggedIn: boolean;
  brand: Pick<SiteBrand, 'brandName' | 'miniGameScriptUrl'>;
  liveChat: LiveChatConfig | null;
}) {
  const widgets = floating && (visible.giftButton || visible.jackpotButton || visible.miniGame);
  return (
    <>
      {/* Phones (below 768 px): the widgets sit in a strip of the page, after the content and
          before the footer (order-1; the footer is order-2), so they never cover a heading, a
          card or a control. Wider screens: they float in the side margins as before. */}
      {widgets && (
        <aside
          aria-label={vi.floating.widgets}
          data-testid="floating-widgets"
          className="order-1 flex items-center justify-center gap-4 border-t border-ink-800 px-3 py-4 md:contents"
        >
          {visible.miniGame && <MiniGameLauncher loggedIn={loggedIn} scriptUrl={brand.miniGameScriptUrl} />}
          {(visible.giftButton || visible.jackpotButton) && (
            <div className="flex items-center gap-4 md:fixed md:bottom-24 md:right-5 md:z-20 md:flex-col md:gap-3">
              {visible.jackpotButton && <FloatingJackpot />}
              {visible.giftButton && <FloatingGift loggedIn={loggedIn} />}
            </div>
          )}
        </aside>
      )}
      <LiveChat config={liveChat} />
      <InstallPrompt brandName={brand.brandName} />
    </>
  );
}
