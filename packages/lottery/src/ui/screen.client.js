// What both lottery screens share (plain browser JS, bundled per screen by page.ts): the boot
// data, the API, the header, the tabs, the ticket notices, the results archive and the clock.
const boot = JSON.parse(document.getElementById('lottery-boot').textContent);
export const { base, rules } = boot;
const params = new URLSearchParams(location.search);
const token = params.get('token') ?? '';
export const lobbyUrl = params.get('lobby_url');
export const app = document.getElementById('app');

export const STATUS = {
  pending: 'Đang xử lý',
  placed: 'Chờ quay',
  won: 'Thắng',
  lost: 'Thua',
  refunded: 'Đã hoàn tiền',
};

export const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const vnd = (n) => `${Number(n).toLocaleString('en-US')}đ`;

export async function api(method, path, body) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: { 'x-play-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok || !json?.success) throw new Error(json?.message ?? 'Đã có lỗi xảy ra vui lòng thử lại sau');
  return json.data;
}

/** The state every screen keeps besides its own. */
export const screenState = () => ({
  draw: null,
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
});

/** Seconds until betting closes on the draw (0 once closed or without a draw). */
export const secondsLeft = (draw) =>
  draw ? Math.max(0, Math.floor((new Date(draw.closeAt).getTime() - Date.now()) / 1000)) : 0;

export const headerHtml = (state) => `
  <header class="top">
    ${lobbyUrl ? `<a class="back" href="${esc(lobbyUrl)}" aria-label="Về sảnh">‹</a>` : ''}
    <h1>${esc(rules.name)}</h1>
    <span class="balance" data-testid="lottery-balance">${state.balance === null ? '' : vnd(state.balance)}</span>
  </header>`;

export const tabsHtml = (state, betLabel) => `
  <nav class="tabs main-tabs">
    ${[
      ['bet', betLabel],
      ['tickets', 'Vé của tôi'],
      ['results', 'Kết quả'],
    ]
      .map(([k, label]) => `<button data-tab="${k}" class="${state.tab === k ? 'on' : ''}">${label}</button>`)
      .join('')}
  </nav>`;

export const noticesHtml = (state) => `
  ${state.error ? `<p class="error" role="alert">${esc(state.error)}</p>` : ''}
  ${state.message ? `<p class="ok" role="status">${esc(state.message)}</p>` : ''}`;

export const ticketsHtml = (state, ticketHtml) =>
  `<ul class="tickets">${state.tickets.map(ticketHtml).join('') || '<li class="muted">Chưa có vé nào</li>'}</ul>`;

export const noResultHtml = (draw) =>
  `<p class="muted">${draw.status === 'cancelled' ? 'Kỳ quay đã bị huỷ, vé đã được hoàn tiền' : 'Chưa có kết quả'}</p>`;

/** The results tab: a day picker and each draw's result with its revealed seeds, to verify. */
export const archiveHtml = (
  state,
  summary,
  resultHtml,
) => `<section class="archive"><label>Xem theo ngày <input type="date" id="day" value="${esc(state.archiveDate)}"></label>
    ${
      state.archive
        .map(
          (d) => `<details><summary>${summary(d)}</summary>${resultHtml(d)}
    ${d.fairness?.serverSeed ? `<p class="hash">Hạt giống máy chủ: ${esc(d.fairness.serverSeed)}<br>Hạt giống công khai: ${esc(d.fairness.clientSeed)}</p>` : ''}</details>`,
        )
        .join('') || '<p class="muted">Không có kỳ quay nào</p>'
    }</section>`;

export async function loadArchive(state, extra = {}) {
  const q = new URLSearchParams({
    game: rules.code,
    limit: '30',
    ...(state.archiveDate ? { date: state.archiveDate } : {}),
    ...extra,
  });
  state.archive = await api('GET', `results?${q}`).catch((err) => {
    state.error = err.message;
    return [];
  });
}

/** Buys a ticket; the screen says what was bought and reloads what a purchase changes. */
export async function buyTicket(state, bet, { bought, reload }) {
  state.busy = true;
  try {
    const t = await api('POST', 'tickets', { game: rules.code, drawId: state.draw?.id, bet });
    state.message = bought(t);
    if (typeof t.balance === 'number') state.balance = t.balance;
    state.picks = [];
    await reload();
  } catch (err) {
    state.error = err.message;
  } finally {
    state.busy = false;
  }
}

/** A newer result than the one shown appears number by number; the first one seen, at once. */
export function showLatest(state, newest) {
  if (newest && newest.id !== state.latest?.id) {
    state.revealed = state.latest ? 0 : 99;
    state.latest = newest;
  } else if (newest) state.latest = newest;
}

/**
 * Once a second: reveal one more number, refresh when betting has closed or every fifth tick,
 * and render unless the player is typing in one of the inputs named.
 */
export function tick(state, { numbers, refresh, render, inputs }) {
  let ticks = 0;
  setInterval(async () => {
    ticks++;
    if (state.latest && state.revealed < numbers) state.revealed++;
    const closed = state.draw && Date.now() >= new Date(state.draw.closeAt).getTime();
    if (closed || ticks % 5 === 0) await refresh();
    if (!inputs.includes(document.activeElement?.id)) render();
  }, 1000);
}
