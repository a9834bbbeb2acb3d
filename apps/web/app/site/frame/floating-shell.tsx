import { InstallPrompt } from '../../components/install-prompt';
import { FloatingJackpot } from '../../features/games/floating-jackpot';
import { FloatingGift } from '../../features/missions/floating-gift';
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
  return (
    <>
      {floating && (visible.giftButton || visible.jackpotButton) && (
        <div className="fixed bottom-24 right-3 z-20 flex flex-col items-center gap-3 md:right-5">
          {visible.jackpotButton && <FloatingJackpot />}
          {visible.giftButton && <FloatingGift loggedIn={loggedIn} />}
        </div>
      )}
      {floating && visible.miniGame && <MiniGameLauncher loggedIn={loggedIn} scriptUrl={brand.miniGameScriptUrl} />}
      <LiveChat config={liveChat} />
      <InstallPrompt brandName={brand.brandName} />
    </>
  );
}
