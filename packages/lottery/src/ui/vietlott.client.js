// The Mega 6/45 / Power 6/55 screen (plain browser JS, bundled by page.ts): jackpots, pick 6 or a bao, tickets, results.

import { clockText } from './clock.client.js';
import {
  api,
  app,
  archiveHtml,
  buyTicket,
  esc,
  headerHtml,
  loadArchive,
  noResultHtml,
  noticesHtml,
  rules,
  STATUS,
  screenState,
  secondsLeft,
  showLatest,
  tabsHtml,
  tick,
  ticketsHtml,
  vnd,
} from './screen.client.js';

const DAYS = ['Chủ nhật', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'];
const TIER_NAMES = Object.fromEntries(rules.tiers.map((t) => [t.tier, t.name]));

// size: how many numbers the ticket holds (6 = one line; 5 or 7–18 = a bao ticket)
const state = { ...screenState(), picks: [], jackpots: [], size: 6 };
const BAO = Object.fromEntries((rules.bao ?? []).map((b) => [b.size, b]));
const costOf = (size) => (size === 6 ? rules.ticketCost : (BAO[size]?.cost ?? 0));
const kindName = (size) => (size === 6 ? 'Vé thường' : `Bao ${size}`);
/** "1 Jackpot + 6 Giải nhất": how many lines win each tier */
const tiersText = (tiers) =>
  rules.tiers
    .filter((t) => tiers?.[t.tier])
    .map((t) => `${tiers[t.tier].toLocaleString('en-US')} ${t.name}`)
    .join(' + ');

const time = (iso) =>
  new Date(iso).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' });
const two = (n) => String(n).padStart(2, '0');

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
        `<li>${esc(TIER_NAMES[tier] ?? tier)}: ${vnd(j.pool)} · ${j.winners ? `${j.winners} bộ số trúng, mỗi bộ ${vnd(j.each)}` : 'không có bộ số trúng, cộng dồn kỳ sau'}</li>`,
    )
    .join('');
  return `<div class="balls" data-testid="vietlott-balls">${cells.join('')}</div>${jackpot ? `<ul class="jp-result">${jackpot}</ul>` : ''}`;
}

function render() {
  const draw = state.draw;
  const left = secondsLeft(draw);
  const clock = clockText(left);
  const grid = Array.from({ length: rules.max }, (_, i) => {
    const n = two(i + 1);
    const on = state.picks.includes(n);
    return `<button class="num${on ? ' on' : ''}" data-num="${n}" aria-pressed="${on}">${n}</button>`;
  }).join('');
  app.innerHTML = `${headerHtml(state)}
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
  ${tabsHtml(state, 'Chọn số')}
  ${
    state.tab === 'bet'
      ? `
  <label class="province kind">Loại vé <select id="kind" data-testid="ticket-kind">${[
    6,
    ...(rules.bao ?? []).map((b) => b.size),
  ]
    .map(
      (n) =>
        `<option value="${n}"${n === state.size ? ' selected' : ''}>${kindName(n)}${n === 6 ? '' : ` (${BAO[n].lines.toLocaleString('en-US')} bộ)`} · ${vnd(costOf(n))}</option>`,
    )
    .join('')}</select></label>
  <p class="rule">${
    state.size === 6
      ? `Chọn 6 số từ 01 đến ${rules.max}, ${vnd(rules.ticketCost)} một vé.`
      : state.size === 5
        ? `Bao 5: chọn 5 số, ghép với từng số còn lại thành ${BAO[5].lines} bộ 6 số, mỗi bộ ${vnd(rules.ticketCost)}.`
        : `Bao ${state.size}: mọi bộ 6 số trong ${state.size} số đã chọn (${BAO[state.size].lines.toLocaleString('en-US')} bộ), mỗi bộ ${vnd(rules.ticketCost)}; mỗi bộ trúng được trả như một vé thường.`
  } Quay ${rules.weekdays.map((d) => DAYS[d]).join(', ')} lúc 18:00.
    RTP: giải cố định ${(rules.rtp.fixed * 100).toFixed(2)}% + Jackpot ${(rules.rtp.jackpot * 100).toFixed(2)}% tiền vé.</p>
  <div class="grid g45">${grid}</div>
  <div class="picked">Đã chọn (${state.picks.length}/${state.size}): ${state.picks.map((n) => `<button class="chip" data-num="${n}">${n} ×</button>`).join('') || '<span class="muted">chưa chọn số</span>'}
    <button class="btn ghost" data-act="quick">Chọn nhanh</button></div>
  <div class="slip">
    <div class="sum"><span>${esc(kindName(state.size))} · giá vé: <b data-testid="slip-cost">${vnd(state.picks.length === state.size ? costOf(state.size) : 0)}</b></span></div>
    <button class="btn primary" data-act="buy" ${state.busy || state.picks.length !== state.size || left <= 0 ? 'disabled' : ''}>Mua vé</button>
  </div>
  ${
    state.size === 6
      ? `<table class="prizes"><tr><th>Giải</th><th>Trùng</th><th>Giá trị</th><th>Xác suất</th></tr>${rules.tiers
          .map(
            (t) =>
              `<tr><td>${esc(t.name)}</td><td>${t.match} số${t.bonus ? ' + số đặc biệt' : ''}</td><td>${t.prize ? vnd(t.prize) : `tối thiểu ${vnd(rules.jackpots[t.tier].minimum)}`}</td><td>${esc(t.odds)}</td></tr>`,
          )
          .join('')}</table>`
      : `<table class="prizes" data-testid="bao-prizes"><tr><th>Trùng</th><th>Số bộ trúng</th><th>Giải cố định</th></tr>${BAO[
          state.size
        ].table
          .map(
            (r) =>
              `<tr><td>${r.matched} số${r.power ? ' + số đặc biệt' : ''}</td><td>${esc(tiersText(r.tiers))}</td><td>${vnd(r.fixed)}${r.tiers.j1 || r.tiers.j2 ? ' + Jackpot' : ''}</td></tr>`,
          )
          .join('')}</table>`
  }`
      : ''
  }
  ${noticesHtml(state)}
  ${
    state.tab === 'tickets'
      ? ticketsHtml(state, (t) => {
          const hit = t.hits?.[0];
          // a bao wins on several lines: how many of each tier; an older ticket names its one tier
          const wonText = hit?.tiers ? tiersText(hit.tiers) : hit?.tier ? (TIER_NAMES[hit.tier] ?? hit.tier) : '';
          const won = wonText ? ` · ${esc(wonText)}` : '';
          const kind = t.bet.type === 'bao' ? `${kindName(t.bet.numbers.length)}: ` : '';
          return `<li class="t ${t.status}"><div>${esc(kind)}<b>${t.bet.numbers.map(esc).join(' ')}</b> · ${esc(t.drawCode)}</div>
    <div>${vnd(t.cost)} → ${t.payout === null ? 'chờ quay' : vnd(t.payout)}${won} <span class="st" data-testid="ticket-status">${STATUS[t.status] ?? t.status}</span></div></li>`;
        })
      : ''
  }
  ${state.tab !== 'tickets' && state.latest ? `<section class="latest"><h2>Kết quả kỳ ${esc(state.latest.code)}</h2>${ballsHtml(state.latest, state.revealed)}</section>` : ''}
  ${
    state.tab === 'results'
      ? archiveHtml(
          state,
          (d) =>
            `Kỳ ${esc(d.code)} · ${esc(d.result ? d.result.numbers.join(' ') + (d.result.bonus ? ` | ${d.result.bonus}` : '') : d.status === 'cancelled' ? 'đã huỷ' : '—')}`,
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
      bought: (t) =>
        `Đã mua ${t.bet.type === 'bao' ? `vé ${kindName(t.bet.numbers.length)}` : 'vé'} kỳ ${t.drawCode}: ${t.bet.numbers.join(' ')} (${vnd(t.cost)})`,
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
