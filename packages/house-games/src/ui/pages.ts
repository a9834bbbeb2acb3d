import type { HouseGameCode } from '../games/types';
import { type HouseLang, houseT } from '../i18n';
import { gameTable } from '../server/limits';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PageAssets {
  /** where the plugin is mounted, e.g. /house */
  base: string;
  scriptVersion: string;
  styleVersion: string;
}

/**
 * A game screen's HTML. Its boot data is a JSON block, not a script: the screens run under a
 * Content-Security-Policy that allows only their own script file (decision 072). The screen
 * shows its texts in `lang`, the language the launch named (decision 175).
 */
function shell(title: string, assets: PageAssets, boot: Record<string, unknown>, lang: HouseLang): string {
  const t = houseT(lang);
  const data = JSON.stringify({ ...boot, base: assets.base, lang }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex, nofollow">
<meta name="theme-color" content="#0b1020">
<title>${esc(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${esc(assets.base)}/assets/house.css?v=${assets.styleVersion}">
</head>
<body>
<main id="app" class="app" aria-live="polite"><p class="total">${esc(t('page.loading'))}</p></main>
<script type="application/json" id="house-boot">${data}</script>
<script type="module" src="${esc(assets.base)}/assets/house.js?v=${assets.scriptVersion}"></script>
<noscript>${esc(t('page.noscript'))}</noscript>
</body>
</html>`;
}

export function gamePage(game: HouseGameCode, assets: PageAssets, lang: HouseLang = 'vi'): string {
  // whether the game has staff-set table limits to show: a game without (slot, keno) must not ask
  // for them, the answer would be a 400 and a console error on every opening
  return shell(
    `${houseT(lang)(`games.${game}`)} - House Games`,
    assets,
    { page: 'game', game, tableLimits: gameTable(game) !== undefined },
    lang,
  );
}

export function verifyPage(assets: PageAssets, lang: HouseLang = 'vi'): string {
  return shell(`${houseT(lang)('page.verifyTitle')} - House Games`, assets, { page: 'verify' }, lang);
}
