// The lô đề screen (plain browser JS, bundled by page.ts): draws, bet slip, tickets, results.

import { formatNumber, formatRate } from '@app/provider-kit/number-format';
import { clockText } from './clock.client.js';
import {
  api,
  app,
  archiveHtml,
  buyTicket,
  currentDraw,
  drawLineHtml,
  esc,
  hashHtml,
  headerHtml,
  loadArchive,
  noResultHtml,
  noticesHtml,
  rules,
  screenState,
  secondsLeft,
  showLatest,
  statusText,
  t,
  tabsHtml,
  tick,
  ticketsHtml,
  time,
  vnd,
} from './screen.client.js';

// printed order: Miền Bắc from the special prize down, Miền Trung/Nam from the eighth prize up
const PRIZE_ORDER = {
  bac27: ['db', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7'],
  nam18: ['g8', 'g7', 'g6', 'g5', 'g4', 'g3', 'g2', 'g1', 'db'],
};
const regional = rules.kind === 'regional';
// announcement order of the sheet (lowest prize first), as the live draw shows it
const ANNOUNCE = {
  bac27: ['g7', 'g6', 'g5', 'g4', 'g3', 'g2', 'g1', 'db'],
  nam18: ['g8', 'g7', 'g6', 'g5', 'g4', 'g3', 'g2', 'g1', 'db'],
};

const state = { ...screenState(), type: 'de', region: 'nam', province: '', open: [], picks: [], units: 10 };

const format = () => state.draw?.format ?? Object.keys(rules.betTypes)[0];
const betTypes = () => rules.betTypes[format()];
const rule = () => betTypes().find((b) => b.type === state.type);
const typeName = (type) => t(`betTypes.${type}.name`);
// a siêu tốc draw names no province
const latestTitle = (d) =>
  d.provinceName
    ? t('lode.latest', { province: d.provinceName, draw: d.code })
    : t('lode.latestPlain', { draw: d.code });
const xien = (type) => (type.startsWith('xien') ? Number(type.slice(4)) : 0);
/** A bet type's price and payout as the player reads them: "1 điểm 23,000đ ăn 80,000đ", "1 ăn 99". */
const oddsText = (b) =>
  b.unit === 'diem'
    ? t('lode.oddsPoints', { cost: formatNumber(b.unitCost), win: formatNumber(b.unitWin) })
    : t('lode.oddsTimes', { times: formatNumber(b.unitWin / b.unitCost) });

function lines() {
  const size = xien(state.type);
  return size ? (state.picks.length === size ? 1 : 0) : state.picks.length;
}
const cost = () => lines() * state.units * rule().unitCost;
const potential = () => lines() * state.units * rule().unitWin;

function quickPick() {
  const r = rule();
  const size = xien(state.type) || 1;
  const max = 10 ** r.digits;
  const picks = new Set();
  while (picks.size < size) picks.add(String(Math.floor(Math.random() * max)).padStart(r.digits, '0'));
  state.picks = [...picks];
}

function toggle(n) {
  const i = state.picks.indexOf(n);
  if (i >= 0) state.picks.splice(i, 1);
  else if (state.picks.length < (xien(state.type) || 20)) state.picks.push(n);
}

function myNumbers() {
  const mine = new Set();
  if (!state.latest) return mine;
  for (const ticket of state.tickets)
    if (ticket.drawId === state.latest.id) for (const n of ticket.bet.numbers) mine.add(n);
  return mine;
}

function sheetHtml(draw, revealed) {
  if (!draw.result) return noResultHtml(draw);
  const mine = myNumbers();
  const order = ANNOUNCE[draw.result.format];
  let shown = 0;
  const visible = new Map();
  for (const key of order) {
    const list = draw.result.prizes[key] ?? [];
    visible.set(
      key,
      list.map((n) => (shown++ < revealed ? n : null)),
    );
  }
  const rows = PRIZE_ORDER[draw.result.format].map((key) => {
    const cells = visible.get(key).map((n) => {
      if (n === null) return '<span class="ball pending">…</span>';
      const hit =
        mine.has(n.slice(-2)) || mine.has(n.slice(-3)) || (key === 'db' && [...mine].some((m) => n.endsWith(m)));
      return `<span class="ball${hit ? ' hit' : ''}${key === 'db' ? ' special' : ''}">${esc(n)}</span>`;
    });
    return `<tr><th>${esc(t(`prizes.${key}`))}</th><td>${cells.join('')}</td></tr>`;
  });
  return `<table class="sheet">${rows.join('')}</table>`;
}

function regionPickers() {
  if (!regional) return '';
  const regions = rules.regions
    .map(
      (r) =>
        `<button data-region="${r.key}" class="${state.region === r.key ? 'on' : ''}"><span>${esc(t(`regions.${r.key}`))}</span><small>${r.time}</small></button>`,
    )
    .join('');
  const provinces = regionDraws()
    .map(
      (d) =>
        `<option value="${d.province}" ${d.province === state.province ? 'selected' : ''}>${esc(d.provinceName)}</option>`,
    )
    .join('');
  return `<nav class="tabs regions" aria-label="${esc(t('lode.region'))}">${regions}</nav>
  <label class="province">${esc(t('lode.province'))} <select id="province" aria-label="${esc(t('lode.chooseProvince'))}">${provinces}</select></label>`;
}

function render() {
  const r = rule();
  const draw = state.draw;
  const left = secondsLeft(draw);
  const grid =
    r.digits === 3
      ? `<div class="three"><input id="three" inputmode="numeric" maxlength="3" placeholder="${esc(t('lode.enterThree'))}" aria-label="${esc(t('lode.threeDigits'))}"><button data-act="add3" class="btn">${esc(t('lode.add'))}</button></div>`
      : `<div class="grid g${r.digits}">${Array.from({ length: 10 ** r.digits }, (_, i) => {
          const n = String(i).padStart(r.digits, '0');
          return `<button class="num${state.picks.includes(n) ? ' on' : ''}" data-num="${n}" aria-pressed="${state.picks.includes(n)}">${n}</button>`;
        }).join('')}</div>`;
  app.innerHTML = `${headerHtml(state)}
  ${regionPickers()}
  <section class="draw">
    ${
      draw
        ? `<div>${regional ? `${esc(draw.provinceName)} · ` : ''}${drawLineHtml(draw, time(draw.drawAt))}</div>
    <div class="countdown" data-testid="countdown">${left > 0 ? `${esc(t('lode.closesIn'))} <b>${esc(clockText(left, t))}</b>` : esc(t('screen.drawing'))}</div>
    ${hashHtml(draw)}`
        : `<div class="muted">${esc(t('screen.opening'))}</div>`
    }
  </section>
  ${tabsHtml(state, esc(t('lode.betTab')))}
  ${
    state.tab === 'bet'
      ? `
  <nav class="tabs types" aria-label="${esc(t('lode.betType'))}">
    ${betTypes()
      .map(
        (b) =>
          `<button data-type="${b.type}" class="${b.type === state.type ? 'on' : ''}"><span>${esc(t(`betTypes.${b.type}.short`))}</span><small>${esc(b.unit === 'diem' ? t('lode.oddsShort', { thousands: formatNumber(b.unitWin / 1000) }) : oddsText(b))}</small></button>`,
      )
      .join('')}
  </nav>
  <p class="rule"><b>${esc(typeName(r.type))}</b>: ${esc(t(`betTypes.${r.type}.description`))}. <span data-testid="odds">${esc(oddsText(r))}</span> · RTP ${formatRate(r.rtp)}</p>
  ${grid}
  <div class="picked">${esc(t('lode.picked'))} ${state.picks.map((n) => `<button class="chip" data-num="${n}">${n} ×</button>`).join('') || `<span class="muted">${esc(t('screen.nothingPicked'))}</span>`}
    <button class="btn ghost" data-act="quick">${esc(t('screen.quickPick'))}</button></div>
  <div class="slip">
    <label>${esc(t('lode.stake', { unit: t(r.unit === 'diem' ? 'lode.unitPoints' : 'lode.unitThousands') }))}
      <input id="units" type="number" min="1" max="100000" value="${state.units}" inputmode="numeric"></label>
    <div class="sum"><span>${esc(t('lode.total'))} <b data-testid="slip-cost">${vnd(cost())}</b></span><span>${esc(t('lode.maxWin'))} <b>${vnd(potential())}</b></span></div>
    <button class="btn primary" data-act="buy" ${state.busy || lines() === 0 || left <= 0 ? 'disabled' : ''}>${esc(t('screen.buy'))}</button>
  </div>`
      : ''
  }
  ${noticesHtml(state)}
  ${
    state.tab === 'tickets'
      ? ticketsHtml(
          state,
          (ticket) => `
    <li class="t ${ticket.status}"><div><b>${esc(typeName(ticket.bet.type))}</b> ${ticket.bet.numbers.map(esc).join(', ')} · ${esc(ticket.drawCode)}</div>
    <div>${vnd(ticket.cost)} → ${ticket.payout === null ? esc(t('lode.upTo', { amount: vnd(ticket.potentialWin) })) : vnd(ticket.payout)} <span class="st" data-testid="ticket-status">${esc(statusText(ticket.status))}</span></div></li>`,
        )
      : ''
  }
  ${state.tab !== 'tickets' && state.latest ? `<section class="latest"><h2>${esc(latestTitle(state.latest))}</h2>${sheetHtml(state.latest, state.revealed)}</section>` : ''}
  ${
    state.tab === 'results'
      ? archiveHtml(
          state,
          (d) =>
            esc(
              t('lode.summary', {
                province: d.provinceName,
                draw: d.code,
                special: d.result?.prizes.db?.[0] ?? (d.status === 'cancelled' ? t('screen.cancelled') : '—'),
              }),
            ),
          (d) => sheetHtml(d, 99),
        )
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
  else if (el.dataset.type) {
    state.type = el.dataset.type;
    state.picks = [];
  } else if (el.dataset.region) {
    state.region = el.dataset.region;
    state.province = '';
    state.picks = [];
    pickDraw();
    await refresh();
  } else if (el.dataset.tab) {
    state.tab = el.dataset.tab;
    if (state.tab === 'results') await archive();
  } else if (el.dataset.act === 'quick') quickPick();
  else if (el.dataset.act === 'add3') {
    const v = document.getElementById('three').value.trim();
    if (/^\d{3}$/.test(v)) toggle(v);
    else state.error = t('lode.threeDigitsNeeded');
  } else if (el.dataset.act === 'buy') await buy();
  render();
});

app.addEventListener('change', async (e) => {
  if (e.target.id === 'units') state.units = Math.max(1, Math.min(100000, Math.floor(Number(e.target.value) || 1)));
  if (e.target.id === 'province') {
    state.province = e.target.value;
    state.picks = [];
    pickDraw();
    await refresh();
  }
  if (e.target.id === 'day') {
    state.archiveDate = e.target.value;
    await archive();
  }
  render();
});

const buy = () =>
  buyTicket(
    state,
    { type: state.type, numbers: state.picks, units: state.units },
    {
      bought: (ticket) => t('lode.bought', { draw: ticket.drawCode, cost: vnd(ticket.cost) }),
      reload: async () => {
        state.tickets = await api('GET', `tickets?game=${rules.code}`);
      },
    },
  );

const archive = () => loadArchive(state, regional ? { region: state.region } : {});

function regionDraws() {
  // the soonest open draw of each province of the region
  const seen = new Set();
  return state.open.filter((d) => d.region === state.region && !seen.has(d.province) && seen.add(d.province));
}

function pickDraw() {
  const list = regionDraws();
  state.draw = list.find((d) => d.province === state.province) ?? list[0] ?? null;
  state.province = state.draw?.province ?? '';
}

async function refresh() {
  try {
    const [draw, latest, tickets, session] = await Promise.all([
      regional ? api('GET', `draws/open?game=${rules.code}`) : currentDraw(`draws/current?game=${rules.code}`),
      api('GET', `results?game=${rules.code}&limit=${regional ? `10&region=${state.region}` : '1'}`),
      api('GET', `tickets?game=${rules.code}`),
      api('GET', 'session'),
    ]);
    if (regional) {
      state.open = draw;
      pickDraw();
    } else state.draw = draw;
    state.tickets = tickets;
    state.balance = session.balance;
    // the selected province's latest sheet (provinces of a region draw at the same time)
    showLatest(state, (regional ? latest.find((d) => d.province === state.province) : null) ?? latest[0] ?? null);
  } catch (err) {
    state.error = err.message;
  }
}

// no top-level await: the bundle targets browsers without it
refresh().then(() => {
  render();
  tick(state, { numbers: 27, refresh, render, inputs: ['units', 'three', 'day', 'province'] });
});
