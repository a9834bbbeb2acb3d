// What both lottery screens share (plain browser JS, bundled per screen by page.ts): the boot
// data, the language, the API, the header, the tabs, the ticket notices, the results archive.
import { dateFormats, langOf, lotteryT, moneyIn } from '../i18n/index.ts';

const boot = JSON.parse(document.getElementById('lottery-boot').textContent);
export const { base, rules } = boot;
/** the language the launch named (decision 169): every text comes from its catalogue */
export const lang = langOf(boot.lang);
export const t = lotteryT(lang);
export const { time, dateTime } = dateFormats(lang);
const params = new URLSearchParams(location.search);
const token = params.get('token') ?? '';
export const lobbyUrl = params.get('lobby_url');
export const app = document.getElementById('app');

const STATUSES = new Set(['pending', 'placed', 'won', 'lost', 'refunded']);
export const statusText = (status) => (STATUSES.has(status) ? t(`status.${status}`) : status);

/** "Kỳ <code> · quay lúc 18:00:00", the draw's code marked for tests */
export const drawLineHtml = (draw, at) =>
  `${esc(t('screen.draw'))} <b data-testid="draw-code">${esc(draw.code)}</b> · ${esc(t('screen.drawAt', { time: at }))}`;

/** The draw's commitment: the hash of its server seed, published before the draw. */
export const hashHtml = (draw) =>
  `<div class="hash" title="${esc(t('screen.hashTitle'))}">${esc(t('screen.hash'))} ${esc(draw.fairness?.serverSeedHash ?? '')}</div>`;

export const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const vnd = moneyIn(t);
export const gameName = t(`games.${rules.code}`);

export async function api(method, path, body) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    // the API words its refusals in this language
    headers: {
      'x-play-token': token,
      'accept-language': lang,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok || !json?.success)
    throw Object.assign(new Error(json?.message ?? t('screen.failed')), { code: json?.code });
  return json.data;
}

/**
 * The draw taking tickets now, or null between a draw and the next one's opening: that gap is
 * not a failure, and the refresh beside it (tickets settled by that draw, the balance) must land.
 */
export const currentDraw = (path) =>
  api('GET', path).catch((err) => {
    if (err.code === 'NO_OPEN_DRAW') return null;
    throw err;
  });

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
    ${lobbyUrl ? `<a class="back" href="${esc(lobbyUrl)}" aria-label="${esc(t('screen.backToLobby'))}">‹</a>` : ''}
    <h1>${esc(gameName)}</h1>
    <span class="balance" data-testid="lottery-balance">${state.balance === null ? '' : vnd(state.balance)}</span>
  </header>`;

export const tabsHtml = (state, betLabel) => `
  <nav class="tabs main-tabs">
    ${[
      ['bet', betLabel],
      ['tickets', t('screen.myTickets')],
      ['results', t('screen.results')],
    ]
      .map(([k, label]) => `<button data-tab="${k}" class="${state.tab === k ? 'on' : ''}">${label}</button>`)
      .join('')}
  </nav>`;

export const noticesHtml = (state) => `
  ${state.error ? `<p class="error" role="alert">${esc(state.error)}</p>` : ''}
  ${state.message ? `<p class="ok" role="status">${esc(state.message)}</p>` : ''}`;

export const ticketsHtml = (state, ticketHtml) =>
  `<ul class="tickets">${state.tickets.map(ticketHtml).join('') || `<li class="muted">${esc(t('screen.noTickets'))}</li>`}</ul>`;

export const noResultHtml = (draw) =>
  `<p class="muted">${esc(t(draw.status === 'cancelled' ? 'screen.drawCancelled' : 'screen.noResult'))}</p>`;

/** The results tab: a day picker and each draw's result with its revealed seeds, to verify. */
export const archiveHtml = (
  state,
  summary,
  resultHtml,
) => `<section class="archive"><label>${esc(t('screen.byDay'))} <input type="date" id="day" value="${esc(state.archiveDate)}"></label>
    ${
      state.archive
        .map(
          (d) => `<details><summary>${summary(d)}</summary>${resultHtml(d)}
    ${d.fairness?.serverSeed ? `<p class="hash">${esc(t('screen.serverSeed', { seed: d.fairness.serverSeed }))}<br>${esc(t('screen.clientSeed', { seed: d.fairness.clientSeed }))}</p>` : ''}</details>`,
        )
        .join('') || `<p class="muted">${esc(t('screen.noDraws'))}</p>`
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
