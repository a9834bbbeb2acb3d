// The Mega 6/45 / Power 6/55 screen (plain browser JS, bundled by page.ts): jackpots, pick 6 or a bao, tickets, results.

import { formatNumber, formatRate } from '@app/provider-kit/number-format';
import { clockText } from './clock.client.js';
import {
  api,
  app,
  archiveHtml,
  buyTicket,
  currentDraw,
  dateTime,
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
  vnd,
} from './screen.client.js';

const tierName = (tier) => t(`tiers.${rules.code}.${tier}`);

// size: how many numbers the ticket holds (6 = one line; 5 or 7–18 = a bao ticket)
const state = { ...screenState(), picks: [], jackpots: [], size: 6 };
const BAO = Object.fromEntries((rules.bao ?? []).map((b) => [b.size, b]));
const costOf = (size) => (size === 6 ? rules.ticketCost : (BAO[size]?.cost ?? 0));
const kindName = (size) => (size === 6 ? t('vietlott.single') : t('vietlott.bao', { size }));
/** "1 Jackpot + 6 Giải nhất": how many lines win each tier */
const tiersText = (tiers) =>
  rules.tiers
    .filter((tier) => tiers?.[tier.tier])
    .map((tier) => t('vietlott.tierCount', { count: formatNumber(tiers[tier.tier]), tier: tierName(tier.tier) }))
    .join(' + ');
const two = (n) => String(n).padStart(2, '0');
/** "3 số + số đặc biệt": how many of a line's numbers were drawn (and the power number) */
const matchedText = (count, power) => t('vietlott.matched', { count }) + (power ? t('vietlott.plusPower') : '');

function quickPick() {
  const picks = new Set(state.picks);
  while (picks.size < state.size) picks.add(two(1 + Math.floor(Math.random() * rules.max)));
  state.picks = [...picks].sort();
}

function toggle(n) {
  const i = state.picks.indexOf(n);
  if (i >= 0) state.picks.splice(i, 1);
  else if (state.picks.length < state.size) state.picks = [...state.picks, n].sort();
}

/** The balls of a result, revealed one by one in the order they came out; the player's numbers lit. */
function ballsHtml(draw, revealed) {
  if (!draw.result) return noResultHtml(draw);
  const mine = new Set();
  for (const ticket of state.tickets) if (ticket.drawId === draw.id) for (const n of ticket.bet.numbers) mine.add(n);
  const order = draw.result.order ?? [...draw.result.numbers, ...(draw.result.bonus ? [draw.result.bonus] : [])];
  const cells = order.map((n, i) => {
    const bonus = rules.bonus && i === 6;
    if (i >= revealed) return '<span class="ball pending">…</span>';
    return `${bonus ? '<span class="plus">|</span>' : ''}<span class="ball${mine.has(n) ? ' hit' : ''}${bonus ? ' special' : ''}" ${bonus ? `title="${esc(t('vietlott.powerNumber'))}"` : ''}>${esc(n)}</span>`;
  });
  const jackpot = Object.entries(draw.jackpot ?? {})
    .map(
      ([tier, j]) =>
        `<li>${esc(
          j.winners
            ? t('vietlott.jackpotWon', {
                tier: tierName(tier),
                pool: vnd(j.pool),
                winners: formatNumber(j.winners),
                each: vnd(j.each),
              })
            : t('vietlott.jackpotRolls', { tier: tierName(tier), pool: vnd(j.pool) }),
        )}</li>`,
    )
    .join('');
  return `<div class="balls" data-testid="vietlott-balls">${cells.join('')}</div>${jackpot ? `<ul class="jp-result">${jackpot}</ul>` : ''}`;
}

function render() {
  const draw = state.draw;
  const left = secondsLeft(draw);
  const clock = clockText(left, t);
  const grid = Array.from({ length: rules.max }, (_, i) => {
    const n = two(i + 1);
    const on = state.picks.includes(n);
    return `<button class="num${on ? ' on' : ''}" data-num="${n}" aria-pressed="${on}">${n}</button>`;
  }).join('');
  app.innerHTML = `${headerHtml(state)}
  <section class="jackpots">${state.jackpots
    .map(
      (j) =>
        `<div class="jp"><small>${esc(tierName(j.tier))}</small><b data-testid="jackpot-${j.tier}">${vnd(j.amount)}</b></div>`,
    )
    .join('')}</section>
  <section class="draw">
    ${
      draw
        ? `<div>${drawLineHtml(draw, dateTime(draw.drawAt))}</div>
    <div class="countdown" data-testid="countdown">${left > 0 ? `${esc(t('vietlott.closesIn'))} <b>${esc(clock)}</b>` : esc(t('screen.drawing'))}</div>
    ${hashHtml(draw)}`
        : `<div class="muted">${esc(t('screen.opening'))}</div>`
    }
  </section>
  ${tabsHtml(state, esc(t('vietlott.pickTab')))}
  ${
    state.tab === 'bet'
      ? `
  <label class="province kind">${esc(t('vietlott.ticketKind'))} <select id="kind" data-testid="ticket-kind">${[
    6,
    ...(rules.bao ?? []).map((b) => b.size),
  ]
    .map(
      (n) =>
        `<option value="${n}"${n === state.size ? ' selected' : ''}>${esc(kindName(n))}${n === 6 ? '' : ` (${esc(t('vietlott.lines', { count: formatNumber(BAO[n].lines) }))})`} · ${vnd(costOf(n))}</option>`,
    )
    .join('')}</select></label>
  <p class="rule">${esc(
    state.size === 6
      ? t('vietlott.rulePick6', { max: rules.max, price: vnd(rules.ticketCost) })
      : state.size === 5
        ? t('vietlott.ruleBao5', { lines: formatNumber(BAO[5].lines), price: vnd(rules.ticketCost) })
        : t('vietlott.ruleBao', {
            size: state.size,
            lines: formatNumber(BAO[state.size].lines),
            price: vnd(rules.ticketCost),
          }),
  )} ${esc(t('vietlott.schedule', { days: rules.weekdays.map((d) => t(`weekdays.${d}`)).join(', ') }))}
    ${esc(t('vietlott.rtp', { fixed: formatRate(rules.rtp.fixed), jackpot: formatRate(rules.rtp.jackpot) }))}</p>
  <div class="grid g45">${grid}</div>
  <div class="picked">${esc(t('vietlott.picked', { count: state.picks.length, size: state.size }))} ${state.picks.map((n) => `<button class="chip" data-num="${n}">${n} ×</button>`).join('') || `<span class="muted">${esc(t('screen.nothingPicked'))}</span>`}
    <button class="btn ghost" data-act="quick">${esc(t('screen.quickPick'))}</button></div>
  <div class="slip">
    <div class="sum"><span>${esc(t('vietlott.price', { kind: kindName(state.size) }))} <b data-testid="slip-cost">${vnd(state.picks.length === state.size ? costOf(state.size) : 0)}</b></span></div>
    <button class="btn primary" data-act="buy" ${state.busy || state.picks.length !== state.size || left <= 0 ? 'disabled' : ''}>${esc(t('screen.buy'))}</button>
  </div>
  ${
    state.size === 6
      ? `<table class="prizes"><tr><th>${esc(t('vietlott.prize'))}</th><th>${esc(t('vietlott.match'))}</th><th>${esc(t('vietlott.value'))}</th><th>${esc(t('vietlott.odds'))}</th></tr>${rules.tiers
          .map(
            (tier) =>
              `<tr><td>${esc(tierName(tier.tier))}</td><td>${esc(matchedText(tier.match, tier.bonus))}</td><td>${tier.prize ? vnd(tier.prize) : esc(t('vietlott.atLeast', { amount: vnd(rules.jackpots[tier.tier].minimum) }))}</td><td>${esc(tier.odds)}</td></tr>`,
          )
          .join('')}</table>`
      : `<table class="prizes" data-testid="bao-prizes"><tr><th>${esc(t('vietlott.match'))}</th><th>${esc(t('vietlott.winningLines'))}</th><th>${esc(t('vietlott.fixedPrizes'))}</th></tr>${BAO[
          state.size
        ].table
          .map(
            (r) =>
              `<tr><td>${esc(matchedText(r.matched, r.power))}</td><td>${esc(tiersText(r.tiers))}</td><td>${vnd(r.fixed)}${r.tiers.j1 || r.tiers.j2 ? ' + Jackpot' : ''}</td></tr>`,
          )
          .join('')}</table>`
  }`
      : ''
  }
  ${noticesHtml(state)}
  ${
    state.tab === 'tickets'
      ? ticketsHtml(state, (ticket) => {
          const hit = ticket.hits?.[0];
          // a bao wins on several lines: how many of each tier; an older ticket names its one tier
          const wonText = hit?.tiers ? tiersText(hit.tiers) : hit?.tier ? tierName(hit.tier) : '';
          const won = wonText ? ` · ${esc(wonText)}` : '';
          const kind = ticket.bet.type === 'bao' ? `${kindName(ticket.bet.numbers.length)}: ` : '';
          return `<li class="t ${ticket.status}"><div>${esc(kind)}<b>${ticket.bet.numbers.map(esc).join(' ')}</b> · ${esc(ticket.drawCode)}</div>
    <div>${vnd(ticket.cost)} → ${ticket.payout === null ? esc(t('vietlott.awaiting')) : vnd(ticket.payout)}${won} <span class="st" data-testid="ticket-status">${esc(statusText(ticket.status))}</span></div></li>`;
        })
      : ''
  }
  ${state.tab !== 'tickets' && state.latest ? `<section class="latest"><h2>${esc(t('vietlott.latest', { draw: state.latest.code }))}</h2>${ballsHtml(state.latest, state.revealed)}</section>` : ''}
  ${
    state.tab === 'results'
      ? archiveHtml(
          state,
          (d) =>
            esc(
              t('vietlott.summary', {
                draw: d.code,
                numbers: d.result
                  ? d.result.numbers.join(' ') + (d.result.bonus ? ` | ${d.result.bonus}` : '')
                  : d.status === 'cancelled'
                    ? t('screen.cancelled')
                    : '—',
              }),
            ),
          (d) => ballsHtml(d, 99),
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
  else if (el.dataset.tab) {
    state.tab = el.dataset.tab;
    if (state.tab === 'results') await loadArchive(state);
  } else if (el.dataset.act === 'quick') quickPick();
  else if (el.dataset.act === 'buy') await buy();
  render();
});

app.addEventListener('change', async (e) => {
  if (e.target.id === 'kind') {
    state.size = Number(e.target.value);
    state.picks = state.picks.slice(0, state.size);
    e.target.blur();
  } else if (e.target.id === 'day') {
    state.archiveDate = e.target.value;
    await loadArchive(state);
  }
  render();
});

const buy = () =>
  buyTicket(
    state,
    { type: state.size === 6 ? 'pick6' : 'bao', numbers: state.picks, units: 1 },
    {
      bought: (ticket) =>
        t(ticket.bet.type === 'bao' ? 'vietlott.boughtBao' : 'vietlott.bought', {
          kind: kindName(ticket.bet.numbers.length),
          draw: ticket.drawCode,
          numbers: ticket.bet.numbers.join(' '),
          cost: vnd(ticket.cost),
        }),
      reload: async () => {
        [state.tickets, state.jackpots] = await Promise.all([
          api('GET', `tickets?game=${rules.code}`),
          api('GET', `jackpots?game=${rules.code}`),
        ]);
      },
    },
  );

async function refresh() {
  try {
    const [draw, latest, tickets, session, jackpots] = await Promise.all([
      currentDraw(`draws/current?game=${rules.code}`),
      api('GET', `results?game=${rules.code}&limit=1`),
      api('GET', `tickets?game=${rules.code}`),
      api('GET', 'session'),
      api('GET', `jackpots?game=${rules.code}`),
    ]);
    state.draw = draw;
    state.tickets = tickets;
    state.balance = session.balance;
    state.jackpots = jackpots;
    showLatest(state, latest[0] ?? null);
  } catch (err) {
    state.error = err.message;
  }
}

// no top-level await: the bundle targets browsers without it
refresh().then(() => {
  render();
  tick(state, { numbers: 7, refresh, render, inputs: ['day', 'kind'] });
});
