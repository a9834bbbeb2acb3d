import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { HeaderAccount } from '../features/auth/header-account';
import { useLoggedIn } from '../features/site/auth-bridge';
import { shellVisibility } from '../features/site/shell';
import { useSite } from '../features/site/site-data';
import { vi } from '../i18n/vi';
import { FloatingGift } from './floating-gift';
import { InstallPrompt } from './install-prompt';
import { FloatingJackpot } from './jackpot';
import { LiveChat } from './live-chat';
import { MiniGameLauncher } from './mini-game-launcher';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The site frame shared by the home, default, promotions, event, account and error
 * layouts: header, footer and the floating shell (gift, jackpot, mini-game, live chat,
 * install prompt) with the hiding rules of spec section 2.
 */
export function SiteFrame({ children, floating = true }: { children: ReactNode; floating?: boolean }) {
  const { brand, liveChat } = useSite();
  const { pathname } = useLocation();
  const visible = shellVisibility(pathname);
  const loggedIn = useLoggedIn();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-brand-500 focus:px-4 focus:py-2 focus:text-ink-950"
      >
        {vi.common.skipToContent}
      </a>
      <SiteHeader brandName={brand.brandName} showTitles={visible.headerTitles} account={<HeaderAccount />} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter
        brand={{
          brandName: brand.brandName,
          legalName: brand.legalName,
          description: brand.description,
          supportEmail: brand.supportEmail,
        }}
      />
      {floating && (visible.giftButton || visible.jackpotButton) && (
        <div className="fixed bottom-24 right-3 z-20 flex flex-col items-center gap-3 md:right-5">
          {visible.jackpotButton && <FloatingJackpot />}
          {visible.giftButton && <FloatingGift loggedIn={loggedIn} />}
        </div>
      )}
      {floating && visible.miniGame && <MiniGameLauncher loggedIn={loggedIn} scriptUrl={brand.miniGameScriptUrl} />}
      <LiveChat config={liveChat} />
      <InstallPrompt brandName={brand.brandName} />
    </div>
  );
}
