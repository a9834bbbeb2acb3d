// The Mega 6/45 / Power 6/55 screen (plain browser JS, bundled by page.ts): jackpots, pick 6, tickets, results.
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

const state = { ...screenState(), picks: [], jackpots: [] };

const time = (iso) =>
  new Date(iso).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' });
const two = (n) => String(n).padStart(2, '0');

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
        `<li>${esc(TIER_NAMES[tier] ?? tier)}: ${vnd(j.pool)} · ${j.winners ? `${j.winners} vé trúng, mỗi vé ${vnd(j.each)}` : 'không có vé trúng, cộng dồn kỳ sau'}</li>`,
    )
    .join('');
  return `<div class="balls" data-testid="vietlott-balls">${cells.join('')}</div>${jackpot ? `<ul class="jp-result">${jackpot}</ul>` : ''}`;
}

function render() {
  const draw = state.draw;
  const left = secondsLeft(draw);
  const clock =
    left >= 3600
      ? `${Math.floor(left / 86400) ? `${Math.floor(left / 86400)} ngày ` : ''}${Math.floor((left % 86400) / 3600)} giờ ${Math.floor((left % 3600) / 60)} phút`
      : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
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
  ${noticesHtml(state)}
  ${
    state.tab === 'tickets'
      ? ticketsHtml(state, (t) => {
          const hit = t.hits?.[0];
          const won = hit?.tier ? ` · ${esc(TIER_NAMES[hit.tier] ?? hit.tier)}` : '';
          return `<li class="t ${t.status}"><div><b>${t.bet.numbers.map(esc).join(' ')}</b> · ${esc(t.drawCode)}</div>
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
  if (e.target.id === 'day') {
    state.archiveDate = e.target.value;
    await loadArchive(state);
  }
  render();
});

const buy = () =>
  buyTicket(
    state,
    { type: 'pick6', numbers: state.picks, units: 1 },
    {
      bought: (t) => `Đã mua vé kỳ ${t.drawCode}: ${t.bet.numbers.join(' ')}`,
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
  tick(state, { numbers: 7, refresh, render, inputs: ['day'] });
});
