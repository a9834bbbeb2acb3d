import type { TSystemConfigurations } from '@app/contract';
import { SESSION_COOKIE } from '@app/contract/auth-constants';
import { useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useLocation,
  useMatches,
  useNavigate,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?inline';
import { ModalRoot } from './components/modal/modal-root';
import { ToastRoot } from './components/toast';
import { AuthProvider } from './features/auth/auth-provider';
import { RealityCheckMount } from './features/protection/reality-check-mount';
import { useLocale } from './i18n/use-locale';
import { track } from './lib/analytics';
import { setMaintenanceHandler } from './lib/api';
import { isChunkLoadError, reloadTo, startBuildUpdates, updateWaiting } from './lib/build-update';
import { serverContext } from './lib/context';
import { announceHydrated, defersHydration } from './lib/deferred-hydration';
import { GuestPageContext } from './lib/guest-page';
import { LOCALE_TAG, localeOfRequest, localizedPath, stripLocale } from './lib/locale';
import { onMobileSite, PHONE_LAYOUT } from './lib/mobile-site';
import { scrollKey } from './lib/scroll';
import { startServiceWorker } from './lib/service-worker';
import { useSystemConfig } from './lib/system-config';
import { AnalyticsTags } from './site/analytics-tags';
import { DeferredScripts } from './site/deferred-scripts';

export async function loader({ context, request }: Route.LoaderArgs) {
  let configurations: TSystemConfigurations | null = null;
  let configurationsError: string | null = null;
  try {
    configurations = context.get(serverContext).configurations();
  } catch (error) {
    configurationsError = error instanceof Error ? error.message : null;
  }
  // The page's language is its URL's: '/en/...' is English (decision 145).
  const locale = localeOfRequest(request);
  if (configurations?.MAINTENANCE_MODE && stripLocale(new URL(request.url).pathname) !== '/maintenance') {
    throw redirect(localizedPath(locale, '/maintenance'));
  }
  // A guest's page hydrates on the first intent (decision 116); the same test as the guest page
  // cache's (decision 110): the cache holds no page rendered for a session.
  const deferHydration = !hasSessionCookie(request.headers.get('cookie')) && defersHydration(new URL(request.url));
  // The brand's mobile host renders the phone layout for every browser (decision 140).
  const phoneLayout = onMobileSite(request.url, configurations?.MOBILE_SITE_URL);
  return { configurations, configurationsError, deferHydration, phoneLayout, locale };
}

function hasSessionCookie(header: string | null): boolean {
  return (header ?? '').split(';').some((part) => part.split('=', 1)[0]!.trim() === SESSION_COOKIE);
}

/**
 * Server HTML carries the stylesheet; the browser bundle does not (hydration keeps the
 * server's <style> content, and the branch below is removed from the client build).
 */
const inlineCss = import.meta.env.SSR ? appCss : '';

/**
 * The page's script modules, announced at low priority ahead of React Router's own preloads of
 * the same files: the browser fetches a module once, so the first hint sets the priority. The
 * server-rendered page paints and its links work before any script runs; at high priority the
 * 15-odd modules would take the bandwidth the fonts and images of the first paint need
 * (decision 039). Hydration starts as soon as they are in.
 */
function ScriptPreloads() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const { manifest } = framework;
  const hrefs = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    hrefs.add(route.module);
    for (const href of route.imports ?? []) hrefs.add(href);
  }
  return [...hrefs].map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" />);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const deferred = root?.deferHydration === true;
  // Effects run children first: everything on the page has hydrated when this one runs.
  useEffect(() => announceHydrated(), []);
  return (
    <html
      lang={LOCALE_TAG[root?.locale ?? 'vi']}
      data-locale={root?.locale ?? 'vi'}
      data-layout={root?.phoneLayout ? PHONE_LAYOUT : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* The stylesheet is inlined so the first paint needs no second request (decision 039). */}
        <style data-app-css="" dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
        <Links />
        {!deferred && <ScriptPreloads />}
      </head>
      <body className="min-h-dvh font-sans antialiased">
        <GuestPageContext.Provider value={deferred}>{children}</GuestPageContext.Provider>
        {/* The inline scripts carry the response's CSP nonce, from <ServerRouter nonce> (entry.server.tsx). */}
        <ScrollRestoration getKey={scrollKey} />
        {deferred ? <DeferredScripts /> : <Scripts />}
        <AnalyticsTags
          code={root?.configurations?.ANALYTICS_SITE_CODE}
          skipPrivate={root?.configurations?.ANALYTICS_SKIP_PRIVATE_PAGES === true}
        />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { setLoaded, setFailed } = useSystemConfig();
  useEffect(() => {
    if (loaderData.configurations) setLoaded(loaderData.configurations);
    else setFailed(loaderData.configurationsError ?? undefined);
  }, [loaderData, setLoaded, setFailed]);
  useEffect(() => setMaintenanceHandler(() => navigate('/maintenance')), [navigate]);
  useEffect(() => startBuildUpdates(), []);
  useEffect(() => {
    const started = startServiceWorker();
    return () => void started.then((stop) => stop());
  }, []);
  // A newer build was deployed: this navigation loads it (full page load of the new path).
  const location = useLocation();
  // Page views after the first (which the analytics bootstrap counts): the path, never the query.
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (firstPath.current === location.pathname) return;
    firstPath.current = '';
    track('page_view', { page_path: location.pathname });
  }, [location.pathname]);
  useEffect(() => {
    if (updateWaiting()) reloadTo(location.pathname + location.search);
  }, [location.pathname, location.search]);
  return (
    <AuthProvider>
      <Outlet />
      <ModalRoot />
      <ToastRoot />
      <RealityCheckMount />
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { t } = useTranslation();
  const locale = useLocale();
  // A chunk deleted by a deploy: load the page again, from the new build.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadTo(window.location.pathname + window.location.search);
  }, [error]);
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{notFound ? t('rootError.notFound') : t('rootError.error')}</h1>
      <p className="mt-2 text-slate-300">{notFound ? t('rootError.notFoundHint') : t('rootError.errorHint')}</p>
      <a
        href={localizedPath(locale, '/')}
        className="mt-6 inline-block rounded-lg bg-brand-500 px-5 py-2 font-semibold text-ink-950"
      >
        {t('common.backHome')}
      </a>
    </main>
  );
}
