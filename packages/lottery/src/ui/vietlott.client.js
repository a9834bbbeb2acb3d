// The Mega 6/45 / Power 6/55 screen (plain browser JS, no build step): jackpots, pick 6, tickets, results.
const boot = JSON.parse(document.getElementById('lottery-boot').textContent);
const { base, rules } = boot;
const params = new URLSearchParams(location.search);
const token = params.get('token') ?? '';
const lobbyUrl = params.get('lobby_url');
const app = document.getElementById('app');

const STATUS = { pending: 'Đang xử lý', placed: 'Chờ quay', won: 'Thắng', lost: 'Thua', refunded: 'Đã hoàn tiền' };
const DAYS = ['Chủ nhật', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'];
const TIER_NAMES = Object.fromEntries(rules.tiers.map((t) => [t.tier, t.name]));

const state = {
  picks: [],
  draw: null,
  jackpots: [],
  balance: null,
  tickets: [],
  latest: null,
  revealed: 0,
  tab: 'bet',
  archive: [],
  archiveDate: '',
  message: '',
  error: '',
  busy: false,
};

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const vnd = (n) => `${Number(n).toLocaleString('vi-VN')}đ`;
const time = (iso) =>
  new Date(iso).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' });
const two = (n) => String(n).padStart(2, '0');

async function api(method, path, body) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: { 'x-play-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok || !json?.success) throw new Error(json?.message ?? 'Đã có lỗi xảy ra vui lòng thử lại sau');
  return json.data;
}

function quickPick() {
  const picks = new Set(state.picks);
  while (picks.size < 6) picks.add(two(1 + Math.floor(Math.random() * rules.max)));
  state.picks = [...picks].sort();
}

function toggle(n) {
  const i = state.picks.indexOf(n);
  if (i >= 0) state.picks.splice(i, 1);
  else if (state.picks.length < 6) state.picks = [...state.picks, n].sort();
}

/** The balls of a result, revealed one by one in the order they came out; the player's numbers lit. */
function ballsHtml(draw, revealed) {
  if (!draw.result)
    return `<p class="muted">${draw.status === 'cancelled' ? 'Kỳ quay đã bị huỷ, vé đã được hoàn tiền' : 'Chưa có kết quả'}</p>`;
  const mine = new Set();
  for (const t of state.tickets) if (t.drawId === draw.id) for (const n of t.bet.numbers) mine.add(n);
  const order = draw.result.order ?? [...draw.result.numbers, ...(draw.result.bonus ? [draw.result.bonus] : [])];
  const cells = order.map((n, i) => {
    const bonus = rules.bonus && i === 6;
    if (i >= revealed) return '<span class="ball pending">…</span>';
    return `${bonus ? '<span class="plus">|</span>' : ''}<span class="ball${mine.has(n) ? ' hit' : ''}${bonus ? ' special' : ''}" ${bonus ? 'title="Số đặc biệt (Power)"' : ''}>${esc(n)}</span>`;
  });
  const jackpot = Object.entries(draw.jackpot ?? {})
    .map(
      ([tier, j]) =>
        `<li>${esc(TIER_NAMES[tier] ?? tier)}: ${vnd(j.pool)} · ${j.winners ? `${j.winners} vé trúng, mỗi vé ${vnd(j.each)}` : 'không có vé trúng, cộng dồn kỳ sau'}</li>`,
    )
    .join('');
  return `<div class="balls" data-testid="vietlott-balls">${cells.join('')}</div>${jackpot ? `<ul class="jp-result">${jackpot}</ul>` : ''}`;
}

function render() {
  const now = Date.now();
  const draw = state.draw;
  const left = draw ? Math.max(0, Math.floor((new Date(draw.closeAt).getTime() - now) / 1000)) : 0;
  const clock =
    left >= 3600
      ? `${Math.floor(left / 86400) ? `${Math.floor(left / 86400)} ngày ` : ''}${Math.floor((left % 86400) / 3600)} giờ ${Math.floor((left % 3600) / 60)} phút`
      : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  const grid = Array.from({ length: rules.max }, (_, i) => {
    const n = two(i + 1);
    const on = state.picks.includes(n);
    return `<button class="num${on ? ' on' : ''}" data-num="${n}" aria-pressed="${on}">${n}</button>`;
  }).join('');
  app.innerHTML = `
  <header class="top">
    ${lobbyUrl ? `<a class="back" href="${esc(lobbyUrl)}" aria-label="Về sảnh">‹</a>` : ''}
    <h1>${esc(rules.name)}</h1>
    <span class="balance" data-testid="lottery-balance">${state.balance === null ? '' : vnd(state.balance)}</span>
  </header>
  <section class="jackpots">${state.jackpots
    .map(
      (j) =>
        `<div class="jp"><small>${esc(j.name)}</small><b data-testid="jackpot-${j.tier}">${vnd(j.amount)}</b></div>`,
    )
    .join('')}</section>
  <section class="draw">
    ${
      draw
        ? `<div>Kỳ <b data-testid="draw-code">${esc(draw.code)}</b> · quay lúc ${time(draw.drawAt)}</div>
    <div class="countdown" data-testid="countdown">${left > 0 ? `Đóng bán vé sau <b>${clock}</b>` : 'Đang quay…'}</div>
    <div class="hash" title="SHA-256 của hạt giống máy chủ, công bố trước khi quay">Mã băm: ${esc(draw.fairness?.serverSeedHash ?? '')}</div>`
        : '<div class="muted">Đang mở kỳ quay…</div>'
    }
  </section>
  <nav class="tabs main-tabs">
    ${[
      ['bet', 'Chọn số'],
      ['tickets', 'Vé của tôi'],
      ['results', 'Kết quả'],
    ]
      .map(([k, label]) => `<button data-tab="${k}" class="${state.tab === k ? 'on' : ''}">${label}</button>`)
      .join('')}
  </nav>
  ${
    state.tab === 'bet'
      ? `
  <p class="rule">Chọn 6 số từ 01 đến ${rules.max}, ${vnd(rules.ticketCost)} một vé. Quay ${rules.weekdays.map((d) => DAYS[d]).join(', ')} lúc 18:00.
    RTP: giải cố định ${(rules.rtp.fixed * 100).toFixed(2)}% + Jackpot ${(rules.rtp.jackpot * 100).toFixed(2)}% tiền vé.</p>
  <div class="grid g45">${grid}</div>
  <div class="picked">Đã chọn (${state.picks.length}/6): ${state.picks.map((n) => `<button class="chip" data-num="${n}">${n} ×</button>`).join('') || '<span class="muted">chưa chọn số</span>'}
    <button class="btn ghost" data-act="quick">Chọn nhanh</button></div>
  <div class="slip">
    <div class="sum"><span>Giá vé: <b data-testid="slip-cost">${vnd(state.picks.length === 6 ? rules.ticketCost : 0)}</b></span></div>
    <button class="btn primary" data-act="buy" ${state.busy || state.picks.length !== 6 || left <= 0 ? 'disabled' : ''}>Mua vé</button>
  </div>
  <table class="prizes"><tr><th>Giải</th><th>Trùng</th><th>Giá trị</th><th>Xác suất</th></tr>${rules.tiers
    .map(
      (t) =>
        `<tr><td>${esc(t.name)}</td><td>${t.match} số${t.bonus ? ' + số đặc biệt' : ''}</td><td>${t.prize ? vnd(t.prize) : `tối thiểu ${vnd(rules.jackpots[t.tier].minimum)}`}</td><td>${esc(t.odds)}</td></tr>`,
    )
    .join('')}</table>`
      : ''
  }
  ${state.error ? `<p class="error" role="alert">${esc(state.error)}</p>` : ''}
  ${state.message ? `<p class="ok" role="status">${esc(state.message)}</p>` : ''}
  ${
    state.tab === 'tickets'
      ? `<ul class="tickets">${
          state.tickets
            .map((t) => {
              const hit = t.hits?.[0];
              const won = hit?.tier ? ` · ${esc(TIER_NAMES[hit.tier] ?? hit.tier)}` : '';
              return `<li class="t ${t.status}"><div><b>${t.bet.numbers.map(esc).join(' ')}</b> · ${esc(t.drawCode)}</div>
    <div>${vnd(t.cost)} → ${t.payout === null ? 'chờ quay' : vnd(t.payout)}${won} <span class="st" data-testid="ticket-status">${STATUS[t.status] ?? t.status}</span></div></li>`;
            })
            .join('') || '<li class="muted">Chưa có vé nào</li>'
        }</ul>`
      : ''
  }
  ${state.tab !== 'tickets' && state.latest ? `<section class="latest"><h2>Kết quả kỳ ${esc(state.latest.code)}</h2>${ballsHtml(state.latest, state.revealed)}</section>` : ''}
  ${
    state.tab === 'results'
      ? `<section class="archive"><label>Xem theo ngày <input type="date" id="day" value="${esc(state.archiveDate)}"></label>
    ${
      state.archive
        .map(
          (
            d,
          ) => `<details><summary>Kỳ ${esc(d.code)} · ${esc(d.result ? d.result.numbers.join(' ') + (d.result.bonus ? ` | ${d.result.bonus}` : '') : d.status === 'cancelled' ? 'đã huỷ' : '—')}</summary>${ballsHtml(d, 99)}
    ${d.fairness?.serverSeed ? `<p class="hash">Hạt giống máy chủ: ${esc(d.fairness.serverSeed)}<br>Hạt giống công khai: ${esc(d.fairness.clientSeed)}</p>` : ''}</details>`,
        )
        .join('') || '<p class="muted">Không có kỳ quay nào</p>'
    }</section>`
      : ''
  }
  `;
}

app.addEventListener('click', async (e) => {
  const el = e.target.closest('button');
  if (!el) return;
  state.error = '';
  state.message = '';
  if (el.dataset.num) toggle(el.dataset.num);
  else if (el.dataset.tab) {
    state.tab = el.dataset.tab;
    if (state.tab === 'results') await loadArchive();
  } else if (el.dataset.act === 'quick') quickPick();
  else if (el.dataset.act === 'buy') await buy();
  render();
});

app.addEventListener('change', async (e) => {
  if (e.target.id === 'day') {
    state.archiveDate = e.target.value;
    await loadArchive();
  }
  render();
});

async function buy() {
  state.busy = true;
  try {
    const t = await api('POST', 'tickets', {
      game: rules.code,
      drawId: state.draw?.id,
      bet: { type: 'pick6', numbers: state.picks, units: 1 },
    });
    state.message = `Đã mua vé kỳ ${t.drawCode}: ${t.bet.numbers.join(' ')}`;
    if (typeof t.balance === 'number') state.balance = t.balance;
    state.picks = [];
    [state.tickets, state.jackpots] = await Promise.all([
      api('GET', `tickets?game=${rules.code}`),
      api('GET', `jackpots?game=${rules.code}`),
    ]);
  } catch (err) {
    state.error = err.message;
  } finally {
    state.busy = false;
  }
}

async function loadArchive() {
  const q = new URLSearchParams({
    game: rules.code,
    limit: '30',
    ...(state.archiveDate ? { date: state.archiveDate } : {}),
  });
  state.archive = await api('GET', `results?${q}`).catch((err) => {
    state.error = err.message;
    return [];
  });
}

async function refresh() {
  try {
    const [draw, latest, tickets, session, jackpots] = await Promise.all([
      api('GET', `draws/current?game=${rules.code}`),
      api('GET', `results?game=${rules.code}&limit=1`),
      api('GET', `tickets?game=${rules.code}`),
      api('GET', 'session'),
      api('GET', `jackpots?game=${rules.code}`),
    ]);
    state.draw = draw;
    state.tickets = tickets;
    state.balance = session.balance;
    state.jackpots = jackpots;
    const newest = latest[0] ?? null;
    if (newest && newest.id !== state.latest?.id) {
      // a new result appears ball by ball
      state.revealed = state.latest ? 0 : 99;
      state.latest = newest;
    } else if (newest) state.latest = newest;
  } catch (err) {
    state.error = err.message;
  }
}

await refresh();
render();
let ticks = 0;
setInterval(async () => {
  ticks++;
  if (state.latest && state.revealed < 7) state.revealed++;
  const closed = state.draw && Date.now() >= new Date(state.draw.closeAt).getTime();
  if (closed || ticks % 5 === 0) await refresh();
  if (document.activeElement?.id !== 'day') render();
}, 1000);
