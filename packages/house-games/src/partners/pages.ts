/*
 * The sandboxes' game screens (decision 132): one page per game, a JSON boot block, and one
 * script and stylesheet of their own (the house games' content policy: nothing inline). They
 * stand for the providers' own game clients; the money shown is what the operator's wallet
 * answered through the provider's protocol.
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
  lines?: number;
  /** a slot's symbols in its theme's words */
  theme?: Record<string, string>;
  lineBets?: readonly number[];
  chips?: readonly number[];
}

export function screenPage(boot: ScreenBoot): string {
  // `<` in the JSON cannot close the block
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(boot.name)} - ${esc(boot.brand)}</title>
<link rel="stylesheet" href="${boot.assets}/partners.css">
<script type="application/json" id="boot">${json}</script>
<script src="${boot.assets}/partners.js" defer></script>
</head><body class="${boot.kind}">
<header><span class="brand">${esc(boot.brand)}</span><h1>${esc(boot.name)}</h1><span class="balance" id="balance">…</span></header>
<main id="game"></main>
<p class="message" id="message" role="status"></p>
<section class="mine"><h2>Cược của bạn</h2><ol id="bets"></ol></section>
<footer><p>${esc(boot.rules)}</p>${boot.lobbyUrl ? `<a href="${esc(boot.lobbyUrl)}" target="_top">Về sảnh</a>` : ''}</footer>
</body></html>`;
}

export const SCREEN_CSS = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:linear-gradient(160deg,var(--c1,#111827),#020617);color:#f8fafc;min-height:100vh;padding:12px}
header{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;justify-content:space-between}
h1{font-size:1.2rem;margin:0;flex:1 1 auto}.brand{font-weight:700;color:var(--c2,#fbbf24);text-transform:uppercase;font-size:.8rem;letter-spacing:.08em}
.balance{background:#0f172a;border:1px solid var(--c2,#fbbf24);border-radius:999px;padding:4px 12px;font-variant-numeric:tabular-nums}
main{max-width:760px;margin:16px auto}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;background:#0b1220;padding:8px;border-radius:12px;border:2px solid var(--c2,#fbbf24)}
.cell{aspect-ratio:1/1;display:flex;align-items:center;justify-content:center;text-align:center;background:#1e293b;border-radius:8px;font-size:clamp(.6rem,2.6vw,1rem);padding:2px;overflow:hidden}
.cell.win{background:var(--c2,#fbbf24);color:#111827;font-weight:700}
.controls{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px;align-items:center;justify-content:center}
button,select{font:inherit;border-radius:8px;border:0;padding:10px 16px;min-height:44px}
button.primary{background:var(--c2,#fbbf24);color:#111827;font-weight:700;min-width:120px}
button:disabled{opacity:.5}
.spots{display:grid;grid-template-columns:repeat(auto-fit,minmax(96px,1fr));gap:8px;margin-top:12px}
.spots button{background:#1e293b;color:#f8fafc;border:1px solid #334155}
.phase{display:flex;justify-content:space-between;gap:8px;background:#0b1220;padding:10px;border-radius:10px}
.history{display:flex;flex-direction:column;gap:4px;margin-top:10px;font-size:.85rem;color:#cbd5e1;padding-left:1.2rem}
.message{min-height:1.4em;text-align:center;color:var(--c2,#fbbf24);font-weight:600}
.mine{max-width:760px;margin:0 auto}.mine h2{font-size:1rem}.mine ol{padding-left:1.2rem;font-size:.85rem;color:#cbd5e1}
footer{max-width:760px;margin:16px auto;font-size:.8rem;color:#94a3b8}footer a{color:var(--c2,#fbbf24)}
`;

export const SCREEN_JS = `(() => {
const boot = JSON.parse(document.getElementById('boot').textContent);
document.body.style.setProperty('--c1', boot.palette[0]);
document.body.style.setProperty('--c2', boot.palette[1]);
const vnd = (n) => n == null ? '…' : Number(n).toLocaleString('vi-VN') + ' ₫';
const $ = (id) => document.getElementById(id);
const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; };
const api = async (method, path, body) => {
  const res = await fetch(boot.base + '/api/' + path, { method, headers: { 'x-sandbox-session': boot.session, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json().catch(() => ({}));
  if (!res.ok || json.success === false) throw new Error(json.message || 'Lỗi kết nối, vui lòng thử lại');
  return json.data;
};
const say = (t) => { $('message').textContent = t; };
const setBalance = (b) => { if (b != null) $('balance').textContent = vnd(b); };
const STATUS = { open: 'chờ kết quả', settling: 'đang trả thưởng', settled: 'đã trả', refunded: 'đã hoàn cược', placing: 'đang đặt' };
const refreshBets = async () => {
  const list = await api('GET', 'bets').catch(() => []);
  const ol = $('bets'); ol.replaceChildren();
  for (const b of list.slice(0, 8)) {
    const what = b.label || 'Quay';
    ol.append(el('li', '', what + ' ' + vnd(b.stake) + ' → ' + (b.payout == null ? STATUS[b.status] || b.status : vnd(b.payout)) + (b.result ? ' · ' + b.result : '')));
  }
};
api('GET', 'session').then((s) => setBalance(s.balance)).catch((e) => say(e.message));
const game = $('game');
if (boot.kind === 'slot') {
  const reels = el('div', 'reels'); const cells = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 5; c++) { const cell = el('div', 'cell', '?'); cells.push(cell); reels.append(cell); }
  const controls = el('div', 'controls');
  const select = el('select'); select.setAttribute('aria-label', 'Mức cược mỗi dòng');
  for (const b of boot.lineBets) { const o = el('option', '', vnd(b) + ' / dòng'); o.value = String(b); select.append(o); }
  const spin = el('button', 'primary', 'Quay'); spin.type = 'button';
  controls.append(el('span', '', boot.lines + ' dòng'), select, spin);
  game.append(reels, controls);
  spin.addEventListener('click', async () => {
    spin.disabled = true; say('');
    try {
      const r = await api('POST', 'spin', { lineBet: Number(select.value) });
      for (let row = 0; row < 3; row++) for (let c = 0; c < 5; c++) { const cell = cells[row * 5 + c]; cell.textContent = (boot.theme && boot.theme[r.window[c][row]]) || r.window[c][row]; cell.classList.toggle('win', false); }
      say(r.payout > 0 ? 'Thắng ' + vnd(r.payout) + ' · ' + r.wins.map((w) => w.label).join('; ') : 'Không trúng, cược ' + vnd(r.stake));
      setBalance(r.balance); refreshBets();
    } catch (e) { say(e.message); } finally { spin.disabled = false; }
  });
} else {
  const phase = el('div', 'phase'); const round = el('span'); const left = el('span');
  phase.append(round, left);
  const chips = el('select'); chips.setAttribute('aria-label', 'Mức cược');
  for (const c of boot.chips) { const o = el('option', '', vnd(c)); o.value = String(c); chips.append(o); }
  const spots = el('div', 'spots'); const history = el('ol', 'history');
  game.append(phase, el('div', 'controls'), spots, history);
  game.children[1].append(el('span', '', 'Mức cược'), chips);
  let current = null; boot.labels = {};
  const draw = (t) => {
    current = t;
    round.textContent = 'Ván #' + t.round + (t.phase === 'betting' ? ' · đang nhận cược' : ' · đang chia kết quả');
    left.textContent = Math.ceil(t.msLeft / 1000) + ' giây';
    if (!spots.children.length) for (const s of t.spots) {
      boot.labels[s.spot] = s.label;
      const b = el('button', '', s.label); b.type = 'button'; b.dataset.spot = s.spot;
      b.addEventListener('click', async () => {
        if (!current || current.phase !== 'betting') return say('Ván này đã ngừng nhận cược, vui lòng chờ ván sau');
        try { const r = await api('POST', 'bet', { round: current.round, spot: s.spot, amount: Number(chips.value) }); say('Đã đặt ' + vnd(r.amount) + ' vào ' + s.label); setBalance(r.balance); refreshBets(); }
        catch (e) { say(e.message); }
      });
      spots.append(b);
    }
    for (const b of spots.children) b.disabled = t.phase !== 'betting';
    history.replaceChildren(...t.history.map((h) => el('li', '', '#' + h.no + ': ' + h.result)));
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
