import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BrowserAsset, browserAsset, bundledScript } from '@app/provider-kit/browser-asset';
import { FONT_FACES } from '@app/provider-kit/typeface';
import { type LotteryLang, lotteryT } from '../i18n';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const here = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

export interface LotteryAsset extends BrowserAsset {
  type: string;
}

const JS = 'text/javascript; charset=utf-8';
const SCRIPTS: Record<string, () => Promise<BrowserAsset>> = {
  'lottery.js': bundledScript(here('lottery.client.js')),
  'vietlott.js': bundledScript(here('vietlott.client.js')),
};
const STYLE = browserAsset(`${FONT_FACES}\n${readFileSync(here('lottery.css'), 'utf8')}`);

export async function lotteryAsset(name: string): Promise<LotteryAsset | null> {
  if (name === 'lottery.css') return { ...STYLE, type: 'text/css; charset=utf-8' };
  const script = SCRIPTS[name];
  return script ? { ...(await script()), type: JS } : null;
}

/**
 * A game screen: its boot data is a JSON block, not a script, since screens run under a
 * Content-Security-Policy that allows only their own script file (decision 072). The screen
 * shows its texts in `lang`, the language the launch named (decision 169).
 */
export async function lotteryPage(
  base: string,
  rules: { code: string; name: string } & Record<string, unknown>,
  lang: LotteryLang = 'vi',
): Promise<string> {
  const t = lotteryT(lang);
  const data = JSON.stringify({ base, rules, lang }).replace(/</g, '\\u003c');
  const scriptName = rules.kind === 'vietlott' ? 'vietlott.js' : 'lottery.js';
  const script = await SCRIPTS[scriptName]!();
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex, nofollow">
<meta name="theme-color" content="#1a0b0b">
<title>${esc(t(`games.${rules.code}`))}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${esc(base)}/assets/lottery.css?v=${STYLE.version}">
</head>
<body>
<main id="app" class="app" aria-live="polite"><p class="muted">${esc(t('page.loading'))}</p></main>
<script type="application/json" id="lottery-boot">${data}</script>
<script type="module" src="${esc(base)}/assets/${scriptName}?v=${script.version}"></script>
<noscript>${esc(t('page.noscript'))}</noscript>
</body>
</html>`;
}
