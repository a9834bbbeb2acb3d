import { fileURLToPath } from 'node:url';
import { type BrowserAsset, bundledScript } from '@app/provider-kit/browser-asset';
import { type SportsLang, sportsT } from '../i18n';
import { ODDS_FORMATS } from '../odds';

/** The sportsbook and virtual football screens: an HTML shell, the client script does the rest. */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The screen's script with its catalogues, bundled on first use (decision 176). */
export const sportsScript: () => Promise<BrowserAsset> = bundledScript(
  fileURLToPath(new URL('./sports.client.js', import.meta.url)),
);

/** The screen in `lang`, the language the launch named (decision 176). */
export async function sportsPage(
  game: 'sportsbook' | 'virtual',
  base: string,
  lang: SportsLang = 'vi',
): Promise<string> {
  const t = sportsT(lang);
  const title = t(`page.title.${game}`);
  const script = await sportsScript();
  // the rules page in the same language (Vietnamese: the address it always had)
  const rules = lang === 'vi' ? `${base}/rules` : `${base}/rules?lang=${lang}`;
  const formats = ODDS_FORMATS.map((f) => `<option value="${f}">${esc(t(`formats.${f}`))}</option>`).join('\n      ');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${esc(base)}/assets/sports.css">
</head>
<body data-game="${esc(game)}" data-base="${esc(base)}" data-lang="${lang}">
<header class="top">
  <a class="back" id="back" href="/" target="_top" aria-label="${esc(t('page.backLabel'))}"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>${esc(t('page.back'))}</a>
  <strong class="brand">${esc(title)}</strong>
  <span class="balance" id="balance" aria-live="polite">…</span>
  <a class="rules-link" href="${esc(rules)}" target="_blank" rel="noopener">${esc(t('page.rules'))}</a>
  <label class="fmt" title="${esc(t('page.formatHint'))}">${esc(t('page.format'))}
    <select id="odds-format">
      ${formats}
    </select>
  </label>
</header>
<nav class="tabs" id="tabs"></nav>
<main class="layout">
  <section id="board" class="board" aria-live="polite"><p class="muted">${esc(t('page.loading'))}</p></section>
  <aside class="side">
    <section id="slip" class="slip" tabindex="-1" aria-label="${esc(t('page.slip'))}"></section>
    <section id="mybets" class="mybets"></section>
  </aside>
</main>
<div id="sheet-backdrop" class="sheet-backdrop" aria-hidden="true"></div>
<button type="button" id="slip-fab" class="slip-fab" aria-label="${esc(t('page.openSlip'))}">
  <span class="fab-title">${esc(t('page.slip'))} <b id="slip-count" class="fab-count">0</b></span>
  <span id="slip-stake" class="fab-stake">${esc(t('page.noPick'))}</span>
</button>
<p id="toast" class="toast" role="status" hidden></p>
<script type="module" src="${esc(base)}/assets/sports.js?v=${script.version}"></script>
<noscript>${esc(t('page.noscript'))}</noscript>
</body>
</html>`;
}
