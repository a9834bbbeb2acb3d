import { InstallPrompt } from '../../components/install-prompt';
import { LiveChat, type LiveChatConfig } from './live-chat';

/**
 * The floating parts of the site frame that need the app before they can show anything: the
 * live-chat widget (a third-party script) and the install prompt (the browser's offer). The site
 * frame loads this module once the page is idle after hydration (decision 039); the floating
 * buttons are in the first render (FloatingWidgets, decision 121).
 */
export default function FloatingShell({ brandName, liveChat }: { brandName: string; liveChat: LiveChatConfig | null }) {
  return (
    <>
      <LiveChat config={liveChat} />
      <InstallPrompt brandName={brandName} />
    </>
  );
}
