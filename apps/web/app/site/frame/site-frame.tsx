import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress';
import { useLoggedIn } from '../../features/auth/bridge';
import { HeaderAccount } from '../../features/auth/header-account';
import { captureInstallOffer } from '../../lib/install-event';
import { FloatingWidgets, hasDock } from './floating-widgets';
import { shellVisibility } from './shell';
import { useSite } from './site-data';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The install offer arrives soon after load, before the floating shell is there to show it.
captureInstallOffer();

const FloatingShell = lazy(() => import('./floating-shell'));

/** Once loaded, the floating shell shows at once on every later page (layouts remount the frame). */
let shellWanted = false;

/** Runs `fn` after the load event, when the browser next has idle time; returns the cancel. */
function whenIdle(fn: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback; a short timeout after load does the same job there.
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(fn, { timeout: 3000 });
    else timer = setTimeout(fn, 300);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * Whether to mount the floating shell (live chat, install prompt): for a logged-in player
 * straight away, for a guest once the page is idle, so that its code and work stay out of the
 * first load (decision 039).
 */
function useFloatingShell(loggedIn: boolean): boolean {
  const [wanted, setWanted] = useState(shellWanted);
  useEffect(() => {
    if (wanted) return;
    const want = () => {
      shellWanted = true;
      setWanted(true);
    };
    if (loggedIn) return want();
    return whenIdle(want);
  }, [wanted, loggedIn]);
  return wanted;
}

/**
 * The site frame shared by the home, default, promotions, event, account and error
 * layouts: header, footer, the floating buttons (gift, jackpot, mini-game) and the floating
 * shell (live chat, install prompt) with the hiding rules of product.md section 2.
 */
export function SiteFrame({ children, floating = true }: { children: ReactNode; floating?: boolean }) {
  const { t } = useTranslation();
  const { brand, support, liveChat } = useSite();
  const { pathname } = useLocation();
  const visible = shellVisibility(pathname);
  const loggedIn = useLoggedIn();
  const shell = useFloatingShell(loggedIn);

  const widgets = floating && hasDock(visible);
  return (
    // data-floating-gutter: wider screens keep the page's content clear of the floating widgets
    // in the side margins (app.css), a 1366 px screen included. On phones the page ends the dock's
    // height above the bottom, so its last element scrolls clear of the dock (decision 151).
    <div
      className={`flex min-h-dvh flex-col ${widgets ? 'pb-[calc(var(--dock-height)+env(safe-area-inset-bottom))] wide:pb-0' : ''}`}
      data-floating-gutter={widgets ? '' : undefined}
    >
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-brand-500 focus:px-4 focus:py-2 focus:text-ink-950"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader brandName={brand.brandName} showTitles={visible.headerTitles} account={<HeaderAccount />} />
      <main id="main" className="flex-1">
        {children}
      </main>
      {/* order-2: on phones the install offer (order-1) comes before the footer, in the page. */}
      <div className="order-2">
        <SiteFooter
          brand={{
            brandName: brand.brandName,
            legalName: brand.legalName,
            description: brand.description,
          }}
          support={support}
        />
      </div>
      {floating && (
        <FloatingWidgets visible={visible} loggedIn={loggedIn} miniGameScriptUrl={brand.miniGameScriptUrl} />
      )}
      {shell && (
        <Suspense fallback={null}>
          <FloatingShell brandName={brand.brandName} liveChat={liveChat} />
        </Suspense>
      )}
    </div>
  );
}
