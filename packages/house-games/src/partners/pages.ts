import type { ProviderLang } from '@app/provider-kit/i18n';
import { partnersT, screenWords } from '../i18n/partners';

/*
 * The sandboxes' game screens (decision 132): one page per game, a JSON boot block, and one
 * script and stylesheet of their own (the house games' content policy: nothing inline). They
 * stand for the providers' own game clients; the money shown is what the operator's wallet
 * answered through the provider's protocol. A screen speaks the language its launch named: the
 * page in it, and its script with the words the boot block carries (the script has no i18next).
 */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface ScreenBoot {
  /** the game's API, e.g. /partners/pp */
  base: string;
  /** the screens' script and stylesheet, e.g. /partners/assets */
  assets: string;
  provider: 'pp' | 'awc';
  brand: string;
  kind: 'slot' | 'table';
  game: string;
  name: string;
  session: string;
  lobbyUrl: string | null;
  palette: [string, string];
  rules: string;
  /** a slot's window height, paylines (or 0) and ways (or 0), and coins a spin costs */
  rows?: number;
  lines?: number;
  ways?: number;
  cost?: number;
  lineBets?: readonly number[];
  chips?: readonly number[];
  /** a slot's symbols: name, kind, colour, pays (3/4/5) and picture (a path in a 100 x 100 box) */
  symbols?: readonly {
    code: string;
    name: string;
    kind: string;
    color: string;
    pays: readonly number[];
    shape: { d: string; evenodd?: boolean } | null;
  }[];
  /** a slot's paylines: the row of each reel */
  paylines?: readonly (readonly number[])[];
  freeSpins?: { awards: readonly number[]; multiplier: number } | null;
  /** a table's felt: which betting layout and board it shows */
  layout?: 'baccarat' | 'dragontiger' | 'cockfight';
}

export function screenPage(boot: ScreenBoot, lang: ProviderLang = 'vi'): string {
  const t = partnersT(lang);
  // `<` in the JSON cannot close the block
  const json = JSON.stringify({ ...boot, lang, words: screenWords(lang) }).replace(/</g, '\\u003c');
  const lobby = boot.lobbyUrl
    ? `<a class="lobby" href="${esc(boot.lobbyUrl)}" target="_top">‹ ${esc(t('page.lobby'))}</a>`
    : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(boot.name)} - ${esc(boot.brand)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${boot.assets}/partners.css">
<script type="application/json" id="boot">${json}</script>
<script src="${boot.assets}/partners.js" defer></script>
</head><body class="${boot.kind} ${boot.layout ?? ''}">
<header>${lobby}<div class="title"><span class="brand">${esc(boot.brand)}</span><h1>${esc(boot.name)}</h1></div>
<div class="wallet"><span>${esc(t('page.balance'))}</span><b id="balance">…</b></div></header>
<main id="game"></main>
<p class="message" id="message" role="status"></p>
${boot.kind === 'slot' ? `<section class="paytable"><h2>${esc(t('page.paytable'))}</h2><div id="paytable"></div></section>` : ''}
<section class="mine"><h2>${esc(t('page.yourBets'))}</h2><ol id="bets"></ol></section>
<footer><p>${esc(boot.rules)}</p></footer>
</body></html>`;
}

export const SCREEN_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,"DejaVu Sans",sans-serif;background:radial-gradient(120% 80% at 50% 0%,var(--c1,#111827) 0%,#020617 75%);color:#f8fafc;min-height:100vh;padding:10px 10px 24px}
header{display:flex;align-items:center;gap:10px;max-width:820px;margin:0 auto}
.lobby{color:#f8fafc;text-decoration:none;border:1px solid #ffffff40;border-radius:999px;padding:6px 12px;font-size:.85rem;white-space:nowrap}
.title{flex:1 1 auto;min-width:0}.title h1{font-size:1.05rem;margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.brand{font-weight:800;color:var(--c2,#fbbf24);text-transform:uppercase;font-size:.68rem;letter-spacing:.12em}
.wallet{display:flex;flex-direction:column;align-items:flex-end;background:#00000066;border:1px solid var(--c2,#fbbf24);border-radius:10px;padding:3px 10px;font-variant-numeric:tabular-nums}
.wallet span{font-size:.62rem;color:#cbd5e1;text-transform:uppercase;letter-spacing:.08em}.wallet b{font-size:.95rem;white-space:nowrap}
main{max-width:820px;margin:12px auto}body.slot main{max-width:560px}
button{font:inherit;border:0;cursor:pointer;color:inherit;background:none}button:disabled{opacity:.45;cursor:default}
.message{min-height:1.4em;text-align:center;color:var(--c2,#fbbf24);font-weight:700;margin:8px auto;max-width:820px}
.mine,footer{max-width:820px;margin:0 auto}.mine h2{font-size:.9rem;color:#cbd5e1;margin:12px 0 4px}
.mine ol{padding-left:1.2rem;font-size:.8rem;color:#cbd5e1;margin:0}footer{font-size:.75rem;color:#94a3b8;margin-top:12px}
/* slot cabinet */
.cabinet{background:linear-gradient(180deg,var(--c2,#fbbf24),#00000000 40%),linear-gradient(180deg,#1f2937,#0b1220);padding:10px;border-radius:18px;box-shadow:0 0 0 3px var(--c2,#fbbf24),0 12px 40px #000a}
.marquee{text-align:center;font-weight:900;letter-spacing:.06em;color:#111827;font-size:clamp(.9rem,3.5vw,1.3rem);margin:-2px 0 8px;text-transform:uppercase}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;background:#020617;padding:6px;border-radius:12px;overflow:hidden}
.reel{display:grid;grid-template-rows:repeat(3,1fr);gap:6px}
.cell{aspect-ratio:1/1;display:flex;flex-direction:column;align-items:center;justify-content:center;border-radius:10px;background:linear-gradient(160deg,#f8fafc,#cbd5e1);color:#0f172a;position:relative;overflow:hidden;transition:transform .15s}
.cell svg{width:64%;height:64%;display:block}
.cell i{font-style:normal;font-size:clamp(1.2rem,7vw,2.6rem);line-height:1;font-weight:900;font-family:Georgia,"DejaVu Serif",serif}
.cell small{font-size:clamp(.45rem,1.7vw,.68rem);font-weight:700;max-width:100%;padding:0 2px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;opacity:.8}
.cell.high{background:linear-gradient(160deg,#ffffff,#e2e8f0)}
.cell.wild{background:linear-gradient(160deg,var(--c2,#fbbf24),var(--c1,#111827));color:#fff}
.cell.wild::after{content:"WILD";position:absolute;bottom:3px;font-size:clamp(.45rem,1.6vw,.65rem);font-weight:900;background:#111827;color:var(--c2,#fbbf24);padding:0 5px;border-radius:4px}
.cell.scatter{background:radial-gradient(circle at 50% 40%,#fff7ed,#f59e0b)}
.cell.scatter::after{content:"SCATTER";position:absolute;bottom:3px;font-size:clamp(.4rem,1.4vw,.6rem);font-weight:900;background:#7c2d12;color:#fde68a;padding:0 4px;border-radius:4px}
.cell.wild small,.cell.scatter small{display:none}
.gift{text-align:center;font-weight:900;color:#111827;background:linear-gradient(90deg,#fde68a,#fbbf24);border-radius:999px;padding:4px 12px;margin:0 auto 8px;width:max-content;max-width:100%;box-shadow:0 0 16px #fbbf2480}
.gift[hidden]{display:none}
.freespins{text-align:center;font-weight:900;color:#fde68a;min-height:1.3em;margin-top:6px;letter-spacing:.04em}
.paytable{max-width:820px;margin:0 auto}.paytable h2{font-size:.9rem;color:#cbd5e1;margin:12px 0 4px}
#paytable{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:6px}
.pay{display:flex;align-items:center;gap:6px;background:#02061799;border:1px solid #ffffff1f;border-radius:8px;padding:4px 6px;font-size:.72rem;color:#cbd5e1}
.pay .cell{width:34px;min-width:34px;border-radius:6px}.pay .cell::after{display:none}.pay .cell i{font-size:1rem}.pay .cell small{display:none}
.pay b{color:#f8fafc;display:block;font-size:.75rem}
.reels.spinning .cell{animation:roll .12s linear infinite}
@keyframes roll{0%{transform:translateY(-30%);filter:blur(2px)}100%{transform:translateY(30%);filter:blur(2px)}}
.cell.win{box-shadow:0 0 0 3px #facc15,0 0 18px #facc15;transform:scale(1.04);z-index:1}
.meters{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin-top:8px}
.meter{background:#020617;border:1px solid #ffffff26;border-radius:8px;padding:4px 6px;text-align:center}
.meter span{display:block;font-size:.6rem;color:#94a3b8;text-transform:uppercase;letter-spacing:.08em}
.meter b{font-variant-numeric:tabular-nums;font-size:clamp(.8rem,3.4vw,1.05rem);color:#fde68a}
.deck{display:flex;align-items:center;justify-content:center;gap:14px;margin-top:10px}
.step{width:44px;height:44px;border-radius:50%;background:#1e293b;border:2px solid var(--c2,#fbbf24);font-size:1.4rem;font-weight:800}
.linebet{min-width:110px;text-align:center;font-size:.8rem;color:#cbd5e1}.linebet b{display:block;font-size:1rem;color:#f8fafc}
.spin{width:76px;height:76px;border-radius:50%;background:radial-gradient(circle at 35% 30%,#fff8,transparent 40%),var(--c2,#fbbf24);color:#111827;font-weight:900;font-size:.95rem;box-shadow:0 6px 0 #0008,0 0 24px var(--c2,#fbbf24)}
.spin:active{transform:translateY(3px);box-shadow:0 3px 0 #0008}
.lines{font-size:.72rem;color:#cbd5e1;text-align:center;margin-top:6px}
/* live table */
.stage{position:relative;border-radius:16px;padding:10px;background:radial-gradient(120% 90% at 50% 0%,#14532d,#052e16 70%);box-shadow:inset 0 0 0 3px #a16207,0 10px 30px #000a}
.cockfight .stage{background:radial-gradient(120% 90% at 50% 0%,#78350f,#1c0a03 75%)}
.live{position:absolute;top:8px;left:10px;font-size:.65rem;font-weight:800;background:#0008;border-radius:4px;padding:2px 6px;color:#fde68a}
.timer{position:absolute;top:8px;right:10px;display:flex;align-items:center;gap:6px;font-size:.75rem}
.timer b{display:inline-flex;align-items:center;justify-content:center;width:34px;height:34px;border-radius:50%;border:3px solid #22c55e;font-size:.95rem;font-variant-numeric:tabular-nums}
.timer.closed b{border-color:#ef4444}
.hands{display:flex;justify-content:center;gap:18px;min-height:118px;padding-top:34px}
.hand{display:flex;flex-direction:column;align-items:center;gap:4px}
.hand h3{margin:0;font-size:.8rem;letter-spacing:.06em}.hand .total{font-weight:900;font-size:1.1rem}
.hand.blue h3,.hand.blue .total{color:#93c5fd}.hand.red h3,.hand.red .total{color:#fca5a5}
.cards{display:flex;gap:4px}
.pcard{width:38px;height:54px;border-radius:5px;background:#fff;color:#111827;display:flex;align-items:center;justify-content:center;font-weight:800;font-size:.95rem;box-shadow:0 2px 6px #0008;font-family:Georgia,"DejaVu Serif",serif}
.pcard.red{color:#dc2626}.pcard.back{background:repeating-linear-gradient(45deg,#1e3a8a,#1e3a8a 4px,#1d4ed8 4px,#1d4ed8 8px);color:transparent}
.fighters{display:flex;justify-content:center;align-items:center;gap:16px;padding-top:34px;min-height:118px}
.fighter{width:96px;height:72px;border-radius:12px;display:flex;flex-direction:column;align-items:center;justify-content:center;font-weight:900;font-size:1.6rem}
.fighter small{font-size:.7rem;font-weight:700}.fighter.red{background:#b91c1c}.fighter.blue{background:#1d4ed8}
.fighter.won{box-shadow:0 0 0 3px #facc15,0 0 22px #facc15}
.vs{font-weight:900;color:#fde68a}
.outcome{text-align:center;font-weight:800;min-height:1.3em;margin-top:4px;color:#fde68a}
.spots{display:grid;grid-template-columns:repeat(6,1fr);gap:6px;margin-top:10px}
.spot{grid-column:span 2;min-height:64px;border-radius:10px;border:2px solid #ffffff59;display:flex;flex-direction:column;align-items:center;justify-content:center;font-weight:800;position:relative}
.spot.big{grid-column:span 3;min-height:78px;font-size:1.1rem}.spot.wide{grid-column:span 6}
.spot.blue{background:#1e3a8acc}.spot.red{background:#7f1d1dcc}.spot.green{background:#14532dcc}
.spot.on{border-color:#facc15}.spot .mine-chip{position:absolute;top:4px;right:4px;font-size:.65rem;background:#facc15;color:#111827;border-radius:999px;padding:1px 6px}
.rack{display:flex;justify-content:center;gap:8px;margin-top:10px;flex-wrap:wrap}
.chip{width:48px;height:48px;border-radius:50%;font-weight:900;font-size:.78rem;color:#fff;border:4px dashed #ffffffb3;box-shadow:0 3px 0 #0008;transition:transform .1s}
.chip.c0{background:#475569}.chip.c1{background:#b91c1c}.chip.c2{background:#15803d}.chip.c3{background:#1d4ed8}.chip.c4{background:#111827}
.chip.sel{transform:translateY(-6px);box-shadow:0 0 0 3px #facc15,0 6px 0 #0008}
.road{margin-top:6px;background:#f8fafc;border-radius:10px;padding:6px;display:grid;grid-auto-flow:column;grid-template-rows:repeat(6,22px);grid-auto-columns:22px;gap:3px;width:max-content;max-width:100%;overflow-x:auto}
.bead{width:22px;height:22px;border-radius:50%;box-shadow:inset 0 -2px 0 #0003}
.legend{display:flex;gap:12px;font-size:.75rem;color:#cbd5e1;margin-top:6px;flex-wrap:wrap}.legend span::before{content:"";display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:4px;vertical-align:-1px;background:var(--dot)}
.legend .blue{--dot:#2563eb}.legend .red{--dot:#dc2626}.legend .green{--dot:#16a34a}
.bead.blue{background:#2563eb}.bead.red{background:#dc2626}.bead.green{background:#16a34a}
.board-title{font-size:.7rem;color:#cbd5e1;margin:10px 0 0;text-transform:uppercase;letter-spacing:.08em}
@media (min-width:700px){.hands{min-height:140px}.pcard{width:48px;height:68px;font-size:1.1rem}.spot{min-height:80px}.spot.big{min-height:96px}}
`;

export const SCREEN_JS = `(() => {
const boot = JSON.parse(document.getElementById('boot').textContent);
// the launch language's words, from the catalogue; fill puts the figures in their {{placeholders}}
const W = boot.words;
const fill = (text, values) => Object.keys(values).reduce((s, k) => s.split('{{' + k + '}}').join(String(values[k])), text);
document.body.style.setProperty('--c1', boot.palette[0]);
document.body.style.setProperty('--c2', boot.palette[1]);
const vnd = (n) => n == null ? '…' : Number(n).toLocaleString('en-US') + ' ₫';
const short = (n) => n >= 1000000 ? (n / 1000000) + 'M' : n >= 1000 ? (n / 1000) + 'K' : String(n);
const $ = (id) => document.getElementById(id);
const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; };
const api = async (method, path, body) => {
  const res = await fetch(boot.base + '/api/' + path, { method, headers: { 'x-sandbox-session': boot.session, 'accept-language': boot.lang, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json().catch(() => ({}));
  if (!res.ok || json.success === false) throw new Error(json.message || W.network);
  return json.data;
};
const say = (t) => { $('message').textContent = t; };
const setBalance = (b) => { if (b != null) $('balance').textContent = vnd(b); };
const STATUS = W.status;
const refreshBets = async () => {
  const list = await api('GET', 'bets').catch(() => []);
  const ol = $('bets'); ol.replaceChildren();
  for (const b of list.slice(0, 8)) {
    const what = b.label || W.spin;
    ol.append(el('li', '', what + ' ' + vnd(b.stake) + ' → ' + (b.payout == null ? STATUS[b.status] || b.status : vnd(b.payout)) + (b.result ? ' · ' + b.result : '')));
  }
};
let freeLeft = 0; let freeLineBet = null; let showFree = () => {};
api('GET', 'session').then((s) => { setBalance(s.balance); freeLeft = s.freeRounds || 0; freeLineBet = s.freeLineBet; showFree(); }).catch((e) => say(e.message));
const game = $('game');
// which side a spot or a result is on: blue (player, dragon, wala), red (banker, tiger, meron), green (ties)
const SIDE = { player: 'blue', rong: 'blue', wala: 'blue', banker: 'red', ho: 'red', meron: 'red', tie: 'green', hoa: 'green', draw: 'green', player_pair: 'blue', banker_pair: 'red' };
if (boot.kind === 'slot') {
  const SVG = 'http://www.w3.org/2000/svg';
  const bySym = {}; for (const s of boot.symbols) bySym[s.code] = s;
  const ROWS = boot.rows;
  const cab = el('div', 'cabinet');
  const reels = el('div', 'reels'); const cells = [];
  for (let c = 0; c < 5; c++) { const reel = el('div', 'reel'); reel.style.gridTemplateRows = 'repeat(' + ROWS + ',1fr)'; for (let r = 0; r < ROWS; r++) { const cell = el('div', 'cell'); cells[r * 5 + c] = cell; reel.append(cell); } reels.append(reel); }
  const picture = (s) => {
    const svg = document.createElementNS(SVG, 'svg'); svg.setAttribute('viewBox', '0 0 100 100'); svg.setAttribute('aria-hidden', 'true');
    const path = document.createElementNS(SVG, 'path'); path.setAttribute('d', s.shape.d);
    if (s.shape.evenodd) path.setAttribute('fill-rule', 'evenodd');
    path.setAttribute('fill', s.kind === 'wild' ? '#ffffff' : s.color);
    if (s.kind === 'wild') { path.setAttribute('stroke', '#0000004d'); path.setAttribute('stroke-width', '3'); }
    svg.append(path); return svg;
  };
  const paint = (cell, code) => {
    const s = bySym[code] || { code, name: code, kind: 'low', color: '#0f172a', shape: null };
    cell.className = 'cell ' + s.kind;
    if (s.shape) cell.replaceChildren(picture(s), el('small', '', s.name));
    else { const i = el('i', '', s.name); i.style.color = s.color; cell.replaceChildren(i); }
    cell.setAttribute('aria-label', s.name);
  };
  const codes = boot.symbols.map((s) => s.code);
  cells.forEach((cell, i) => paint(cell, codes[(i * 7 + 3) % codes.length]));
  const meter = (label) => { const m = el('div', 'meter'); const b = el('b', '', '0 ₫'); m.append(el('span', '', label), b); return [m, b]; };
  const [mStake, bStake] = meter(W.totalStake); const [mWin, bWin] = meter(W.win); const [mBal, bBal] = meter(W.balance);
  const meters = el('div', 'meters'); meters.append(mBal, mStake, mWin);
  let betIndex = 0;
  const minus = el('button', 'step', '−'); minus.type = 'button'; minus.setAttribute('aria-label', W.lessBet);
  const plus = el('button', 'step', '+'); plus.type = 'button'; plus.setAttribute('aria-label', W.moreBet);
  const lineBet = el('div', 'linebet');
  const spin = el('button', 'spin', W.spinButton); spin.type = 'button';
  const showBet = () => { const b = boot.lineBets[betIndex]; lineBet.replaceChildren(el('span', '', W.lineBet), el('b', '', vnd(b))); bStake.textContent = vnd(b * boot.cost); minus.disabled = betIndex === 0; plus.disabled = betIndex === boot.lineBets.length - 1; };
  minus.addEventListener('click', () => { betIndex = Math.max(0, betIndex - 1); showBet(); });
  plus.addEventListener('click', () => { betIndex = Math.min(boot.lineBets.length - 1, betIndex + 1); showBet(); });
  const deck = el('div', 'deck'); deck.append(minus, lineBet, spin, plus);
  const free = el('div', 'freespins');
  cab.append(el('div', 'marquee', boot.name), reels, free, meters);
  const ways = boot.ways ? fill(W.ways, { n: boot.ways }) : fill(W.lines, { n: boot.lines });
  game.append(cab, deck, el('div', 'lines', ways + (boot.freeSpins ? ' · ' + fill(W.freeSpinsTimes, { multiplier: boot.freeSpins.multiplier }) : '') + ' · ' + W.rtpBelow));
  const table = $('paytable');
  if (table) for (const s of boot.symbols) {
    if (!s.pays.some((p) => p > 0)) continue;
    const row = el('div', 'pay'); const icon = el('div', 'cell'); paint(icon, s.code);
    const pays = [3, 4, 5].map((n, i) => n + ': ' + s.pays[i]).join(' · ');
    const text = el('span'); text.append(el('b', '', s.name), fill(s.kind === 'scatter' ? W.paysStake : W.paysLine, { pays }));
    row.append(icon, text); table.append(row);
  }
  // free rounds granted by the operator are played first, at their own line bet (decision 164)
  const gift = el('div', 'gift'); gift.setAttribute('role', 'status'); cab.insertBefore(gift, reels);
  showFree = () => {
    const on = freeLeft > 0;
    gift.textContent = on ? fill(W.freeLeft, { n: freeLeft }) : ''; gift.hidden = !on;
    spin.textContent = on ? W.freeButton : W.spinButton; minus.hidden = on; plus.hidden = on;
    // a free round plays at its grant's line bet and costs the player nothing
    if (on && freeLineBet) { lineBet.replaceChildren(el('span', '', W.lineBet), el('b', '', vnd(freeLineBet))); bStake.textContent = W.free; }
    else showBet();
  };
  showBet();
  showFree();
  const balanceMirror = new MutationObserver(() => { bBal.textContent = $('balance').textContent; });
  balanceMirror.observe($('balance'), { childList: true, characterData: true, subtree: true });
  const wait = (ms) => new Promise((r) => setTimeout(r, ms));
  const show = async (screen) => {
    cells.forEach((c) => c.classList.remove('win'));
    for (let c = 0; c < 5; c++) { for (let row = 0; row < ROWS; row++) paint(cells[row * 5 + c], screen.window[c][row]); await wait(60); }
    for (const w of screen.wins) for (const [c, row] of w.cells) cells[row * 5 + c].classList.add('win');
  };
  spin.addEventListener('click', async () => {
    spin.disabled = true; say(''); bWin.textContent = '0 ₫'; free.textContent = '';
    cells.forEach((c) => c.classList.remove('win'));
    reels.classList.add('spinning');
    try {
      const [r] = await Promise.all([api('POST', 'spin', { lineBet: boot.lineBets[betIndex] }), wait(450)]);
      reels.classList.remove('spinning');
      await show(r);
      let shown = r.wins.reduce((a, w) => a + w.payout, 0);
      bWin.textContent = vnd(shown);
      if (r.freeSpins.length) {
        say(fill(W.freeSpinsAwarded, { n: r.freeSpins.length })); await wait(700);
        const pace = r.freeSpins.length > 20 ? 150 : 450;
        for (let i = 0; i < r.freeSpins.length; i++) {
          free.textContent = fill(W.freeSpinOf, { i: i + 1, n: r.freeSpins.length });
          await show(r.freeSpins[i]); shown += r.freeSpins[i].payout; bWin.textContent = vnd(shown); await wait(pace);
        }
      }
      freeLeft = r.freeRoundsLeft || 0; showFree();
      say((r.free ? W.freeRound + ' · ' : '') + (r.payout > 0 ? fill(W.won, { amount: vnd(r.payout) }) + ' · ' + r.wins.map((w) => w.label).join('; ') + (r.freeSpins.length ? ' · ' + fill(W.freeSpinsWon, { n: r.freeSpins.length }) : '') : r.free ? W.noWin : fill(W.noWinStake, { amount: vnd(r.stake) })));
      setBalance(r.balance); refreshBets();
    } catch (e) { reels.classList.remove('spinning'); say(e.message); } finally { spin.disabled = false; }
  });
} else {
  const stage = el('div', 'stage');
  const timer = el('div', 'timer'); const secs = el('b', '', '–'); const phaseText = el('span');
  timer.append(phaseText, secs);
  const view = el('div', boot.layout === 'cockfight' ? 'fighters' : 'hands');
  const outcome = el('div', 'outcome');
  stage.append(el('span', 'live', fill(W.table, { game: boot.game })), timer, view, outcome);
  const spots = el('div', 'spots');
  const rack = el('div', 'rack'); let chip = boot.chips[0];
  boot.chips.forEach((v, i) => { const b = el('button', 'chip c' + i, short(v)); b.type = 'button'; b.setAttribute('aria-label', fill(W.chip, { amount: vnd(v) })); if (i === 0) b.classList.add('sel'); b.addEventListener('click', () => { chip = v; for (const x of rack.children) x.classList.toggle('sel', x === b); }); rack.append(b); });
  const road = el('div', 'road'); road.setAttribute('aria-label', W.roadLabel);
  const legend = el('div', 'legend');
  game.append(stage, spots, rack, el('p', 'board-title', W.road), road, legend);
  let current = null; const mine = {};
  const card = (c) => { const d = el('span', 'pcard' + (/[♥♦]/.test(c) ? ' red' : ''), c); return d; };
  const drawDeal = (t) => {
    const d = t.deal; const closed = t.phase !== 'betting';
    if (boot.layout === 'cockfight') {
      const red = el('div', 'fighter red'); red.append('M', el('small', '', W.meron));
      const blue = el('div', 'fighter blue'); blue.append('W', el('small', '', W.wala));
      if (d.winner === 'meron') red.classList.add('won'); if (d.winner === 'wala') blue.classList.add('won');
      view.replaceChildren(red, el('span', 'vs', W.vs), blue);
    } else {
      view.replaceChildren(...d.hands.map((h, i) => { const box = el('div', 'hand ' + (i === 0 ? 'blue' : 'red')); const cs = el('div', 'cards'); cs.append(...h.cards.map(card)); box.append(el('h3', '', h.side.toUpperCase()), cs, el('span', 'total', h.total == null ? '' : String(h.total))); return box; }));
    }
    const hist = t.history.find((h) => h.no === d.no);
    outcome.textContent = fill(closed && d.no === t.round ? W.round : W.lastRound, { no: d.no, result: hist ? hist.result : (t.spots.find((s) => s.spot === d.winner) || {}).label || '' });
  };
  const draw = (t) => {
    current = t;
    const open = t.phase === 'betting';
    phaseText.textContent = open ? W.betting : boot.layout === 'cockfight' ? W.fighting : W.dealing;
    timer.classList.toggle('closed', !open);
    secs.textContent = String(Math.ceil(t.msLeft / 1000));
    if (!spots.children.length) for (const s of t.spots) {
      const big = ['player', 'banker', 'rong', 'ho', 'meron', 'wala'].includes(s.spot);
      const b = el('button', 'spot ' + (SIDE[s.spot] || 'green') + (big ? ' big' : ''), s.label); b.type = 'button'; b.dataset.spot = s.spot;
      b.addEventListener('click', async () => {
        if (!current || current.phase !== 'betting') return say(W.closed);
        try {
          const r = await api('POST', 'bet', { round: current.round, spot: s.spot, amount: chip });
          const key = current.round + ':' + s.spot; mine[key] = (mine[key] || 0) + r.amount;
          let tag = b.querySelector('.mine-chip'); if (!tag) { tag = el('span', 'mine-chip'); b.append(tag); }
          tag.textContent = short(mine[key]); b.classList.add('on');
          say(fill(W.placed, { amount: vnd(r.amount), spot: s.label })); setBalance(r.balance); refreshBets();
        } catch (e) { say(e.message); }
      });
      spots.append(b);
    }
    const small = [...spots.children].filter((b) => !b.classList.contains('big'));
    if (small.length === 1) small[0].classList.add('wide');
    for (const b of spots.children) { b.disabled = !open; const k = t.round + ':' + b.dataset.spot; if (!mine[k]) { b.classList.remove('on'); const tag = b.querySelector('.mine-chip'); if (tag) tag.remove(); } }
    drawDeal(t);
    road.replaceChildren(...t.road.map((w) => { const b = el('span', 'bead ' + (SIDE[w] || 'green')); b.title = (t.spots.find((s) => s.spot === w) || {}).label || w; return b; }));
    if (!legend.children.length) for (const s of t.spots) if (!/pair/.test(s.spot)) legend.append(el('span', SIDE[s.spot] || 'green', s.label));
  };
  let lastRound = null;
  const poll = async () => {
    try { const t = await api('GET', 'table'); draw(t); if (lastRound !== null && t.round !== lastRound) { refreshBets(); api('GET', 'session').then((s) => setBalance(s.balance)).catch(() => {}); } lastRound = t.round; } catch (e) { say(e.message); }
    setTimeout(poll, 1000);
  };
  poll();
}
refreshBets();
})();
`;
