import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import {
  COCKFIGHT_PAGES,
  DEPOSIT_METHODS,
  DEV_PAGES,
  GAME_PORTAL_PAGES,
  INFO_PAGES,
  LIVE_CASINO_PAGES,
  LOTTERY_PAGES,
  SPORTS_PAGES,
  WITHDRAW_METHODS,
} from './lib/route-constants';

/*
 * The route table of product.md section 2. Every path matches case-sensitively (React Router
 * defaults to case-insensitive); trailing slashes are ignored by the matcher itself.
 * Layout routes: account, clean, default, error, event, game, home, promotions, all under
 * the pathless site layout that runs the redirect middleware and loads brand data.
 */

const page = (path: string, file: string, id?: string, children?: RouteConfigEntry[]) =>
  route(path, file, { caseSensitive: true, ...(id ? { id } : {}) }, children);

export default [
  layout('layouts/site.tsx', [
    layout('layouts/home.tsx', [index('routes/home.tsx')]),

    layout('layouts/default.tsx', [
      page('live-casino', 'routes/live-casino.tsx', 'live-casino'),
      ...LIVE_CASINO_PAGES.map((p) => page(`live-casino/${p}`, 'routes/live-casino.tsx', `live-casino/${p}`)),
      page('live-casino/:slug', 'routes/live-casino.tsx', 'live-casino/partner'),

      page('cong-game', 'routes/cong-game.tsx', 'cong-game'),
      ...GAME_PORTAL_PAGES.map((p) => page(`cong-game/${p}`, 'routes/cong-game.tsx', `cong-game/${p}`)),
      page('mini-games', 'routes/mini-games.tsx'),

      page('the-thao', 'routes/sports.tsx', 'the-thao'),
      ...SPORTS_PAGES.map((p) => page(`the-thao/${p}`, 'routes/sports.tsx', `the-thao/${p}`)),
      page('lich-thi-dau', 'routes/lich-thi-dau.tsx'),

      page('lo-de', 'routes/lottery.tsx', 'lo-de'),
      ...LOTTERY_PAGES.map((p) => page(`lo-de/${p}`, 'routes/lottery.tsx', `lo-de/${p}`)),
      ...COCKFIGHT_PAGES.map((p) => page(p, 'routes/cockfight.tsx', p)),

      page('tin-tuc', 'routes/news.tsx'),
      page('tin-tuc/:slug', 'routes/news-article.tsx'),
      page('nhiem-vu', 'routes/missions.tsx'),
      page('dua-top', 'routes/tournaments.tsx'),
      page('dua-top/:slug', 'routes/tournament-detail.tsx'),
      page('vip', 'routes/vip.tsx'),

      ...INFO_PAGES.map((p) => page(p, 'routes/info.tsx', `info/${p}`)),
      page(':slug', 'routes/content-page.tsx'),
    ]),

    layout('layouts/promotions.tsx', [
      page('khuyen-mai', 'routes/promotions.tsx'),
      page('khuyen-mai/:slug', 'routes/promotion-detail.tsx'),
    ]),

    layout('layouts/event.tsx', [
      page('su-kien', 'routes/events.tsx'),
      page('su-kien/vong-quay-may-man', 'routes/lucky-spin.tsx'),
      page('su-kien/:slug', 'routes/event-detail.tsx'),
    ]),

    layout('layouts/game.tsx', [
      page('game/play', 'routes/game-play.tsx', 'game/play'),
      page('game/game-component', 'routes/game-play.tsx', 'game/game-component'),
    ]),

    layout('layouts/account.tsx', [
      page('account', 'routes/account/overview.tsx'),
      page('account/user', 'routes/account/user.tsx'),
      page('account/bank', 'routes/account/bank.tsx'),
      page('account/kyc', 'routes/account/kyc.tsx'),
      page('account/agent', 'routes/account/agent.tsx'),
      page('account/p2p', 'routes/account/p2p.tsx'),
      page('account/history', 'routes/account/history.tsx'),
      page('account/promotion', 'routes/account/promotion.tsx'),
      page('account/responsible-gaming', 'routes/account/responsible-gaming.tsx'),
      page('account/deposit', 'routes/account/deposit.tsx', undefined, [
        index('routes/account/deposit-index.tsx'),
        ...DEPOSIT_METHODS.map((m) => page(m, 'routes/account/deposit-method.tsx', `account/deposit/${m}`)),
      ]),
      page('account/withdraw', 'routes/account/withdraw.tsx', undefined, [
        index('routes/account/withdraw-index.tsx'),
        ...WITHDRAW_METHODS.map((m) => page(m, 'routes/account/withdraw-method.tsx', `account/withdraw/${m}`)),
      ]),
    ]),

    layout('layouts/clean.tsx', [
      page('maintenance', 'routes/maintenance.tsx'),
      page('install-app', 'routes/install-app.tsx', 'install-app'),
      page('install-app/android', 'routes/install-app.tsx', 'install-app/android'),
      page('install-app/ios', 'routes/install-app.tsx', 'install-app/ios'),
    ]),

    layout('layouts/error.tsx', [
      page('404', 'routes/error-page.tsx', 'error/404'),
      page('500', 'routes/error-page.tsx', 'error/500'),
      route('*', 'routes/not-found.tsx'),
    ]),

    ...DEV_PAGES.map((p) => page(`dev/${p}`, 'routes/dev-redirect.tsx', `dev/${p}`)),
    page('sitemap.xml', 'routes/sitemap.ts'),
    page('robots.txt', 'routes/robots.ts'),
    page('manifest.webmanifest', 'routes/manifest.ts'),
  ]),
] satisfies RouteConfig;
