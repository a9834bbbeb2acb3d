import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { FONT_FACES } from '@app/provider-kit/typeface';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const file = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const ASSETS: Record<string, { type: string; body: string }> = {
  'lottery.js': { type: 'text/javascript; charset=utf-8', body: file('lottery.client.js') },
  'vietlott.js': { type: 'text/javascript; charset=utf-8', body: file('vietlott.client.js') },
  'lottery.css': { type: 'text/css; charset=utf-8', body: `${FONT_FACES}\n${file('lottery.css')}` },
};
const version = createHash('sha256')
  .update(
    Object.values(ASSETS)
      .map((a) => a.body)
      .join(''),
  )
  .digest('hex')
  .slice(0, 12);

export const lotteryAsset = (name: string) => ASSETS[name] ?? null;

/**
 * A game screen: its boot data is a JSON block, not a script, since screens run under a
 * Content-Security-Policy that allows only their own script file (decision 072).
 */
export function lotteryPage(base: string, rules: { name: string } & Record<string, unknown>): string {
  const data = JSON.stringify({ base, rules }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex, nofollow">
<meta name="theme-color" content="#1a0b0b">
<title>${esc(rules.name)}</title>
<link rel="stylesheet" href="${esc(base)}/assets/lottery.css?v=${version}">
</head>
<body>
<main id="app" class="app" aria-live="polite"><p class="muted">Đang tải trò chơi…</p></main>
<script type="application/json" id="lottery-boot">${data}</script>
<script type="module" src="${esc(base)}/assets/${rules.kind === 'vietlott' ? 'vietlott' : 'lottery'}.js?v=${version}"></script>
<noscript>Vui lòng bật JavaScript để chơi.</noscript>
</body>
</html>`;
}
