import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { openAuthModal, useAuthReady, useLoggedIn } from '../features/auth/bridge';
import { ApiError, api } from '../lib/api';
import { phoneWidth } from '../lib/device';
import { pageMeta } from '../lib/seo';
import { fixedPageFor } from '../site/server/hub.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/game-play';

export function loader({ context, request }: Route.LoaderArgs) {
  return { page: fixedPageFor(siteOf(context), request).page };
}

/** A launch link is accepted only as a valid http(s) URL (product.md section 5). */
export function safeGameUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

const LINK_PARAMS = ['partner_game_type', 'partner_provider', 'device', 'category_name', 'orientation'] as const;

/** The launch asked for the phone build, or the screen is phone-sized (spec image breakpoint 768px) or on the mobile host. */
function isPhone(search: string): boolean {
  if (new URLSearchParams(search).get('device') === 'mobile') return true;
  return phoneWidth();
}

type State = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string };

/**
 * /game/play asks the server for the launch link (GET /api/game/link with the spec's
 * query); /game/game-component asks it to add the play token to a game's direct link
 * (GET /api/game/direct-link). The site itself never holds the play token (decision 072).
 */
export default function GamePlay() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const loggedIn = useLoggedIn();
  const ready = useAuthReady();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!ready) return;
    if (!loggedIn) {
      setState({ status: 'error', message: t('game.loginRequired') });
      return;
    }
    const params = new URLSearchParams(search);
    let request: { path: string; query: Record<string, string>; invalid: string };
    if (pathname.startsWith('/game/game-component')) {
      const direct = safeGameUrl(params.get('url'));
      if (!direct) {
        setState({ status: 'error', message: t('game.invalidLink') });
        return;
      }
      request = { path: '/api/game/direct-link', query: { url: direct }, invalid: t('game.invalidLink') };
    } else {
      const query: Record<string, string> = {};
      for (const key of LINK_PARAMS) {
        const value = params.get(key);
        if (value) query[key] = value;
      }
      request = { path: '/api/game/link', query, invalid: t('game.linkError') };
    }
    const controller = new AbortController();
    api<string>(request.path, { query: request.query, signal: controller.signal })
      .then(({ data }) => {
        const url = safeGameUrl(data);
        setState(url ? { status: 'ready', url } : { status: 'error', message: request.invalid });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError && error.statusCode === 400 ? error.message : t('game.genericError');
        setState({ status: 'error', message });
      });
    return () => controller.abort();
  }, [pathname, search, loggedIn, ready]);

  // Phones leave the site for the game in the same window; desktops keep it in a frame.
  const sameWindow = state.status === 'ready' && isPhone(search);
  useEffect(() => {
    if (sameWindow && state.status === 'ready') window.location.replace(state.url);
  }, [sameWindow, state]);

  if (state.status === 'ready' && !sameWindow) {
    return (
      <iframe
        title={t('game.loading')}
        src={state.url}
        className="absolute inset-0 size-full border-0"
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
      />
    );
  }
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-lg font-bold text-white" role={state.status === 'error' ? 'alert' : undefined}>
        {state.status === 'error' ? state.message : t('game.loading')}
      </h1>
      {state.status === 'error' && (
        <div className="flex gap-3">
          {!loggedIn && (
            <button type="button" className="btn btn-primary" onClick={() => openAuthModal(0)}>
              {t('account.login')}
            </button>
          )}
          <Link to="/" className="btn btn-ghost">
            {t('common.backHome')}
          </Link>
        </div>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
