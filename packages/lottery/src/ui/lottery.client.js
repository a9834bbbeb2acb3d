// The lô đề screen (plain browser JS, bundled by page.ts): draws, bet slip, tickets, results.

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

// printed order: Miền Bắc from the special prize down, Miền Trung/Nam from the eighth prize up
const PRIZE_ORDER = {
  bac27: ['db', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7'],
  nam18: ['g8', 'g7', 'g6', 'g5', 'g4', 'g3', 'g2', 'g1', 'db'],
};
const regional = rules.kind === 'regional';
const PRIZE_NAMES = { db: 'ĐB', g1: 'G1', g2: 'G2', g3: 'G3', g4: 'G4', g5: 'G5', g6: 'G6', g7: 'G7', g8: 'G8' };
// announcement order of the sheet (lowest prize first), as the live draw shows it
const ANNOUNCE = {
  bac27: ['g7', 'g6', 'g5', 'g4', 'g3', 'g2', 'g1', 'db'],
  nam18: ['g8', 'g7', 'g6', 'g5', 'g4', 'g3', 'g2', 'g1', 'db'],
};

const state = { ...screenState(), type: 'de', region: 'nam', province: '', open: [], picks: [], units: 10 };

const format = () => state.draw?.format ?? Object.keys(rules.betTypes)[0];
const betTypes = () => rules.betTypes[format()];
const rule = () => betTypes().find((b) => b.type === state.type);
const typeName = (type) => betTypes().find((b) => b.type === type)?.name ?? type;
const xien = (type) => (type.startsWith('xien') ? Number(type.slice(4)) : 0);
const time = (iso) => new Date(iso).toLocaleTimeString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' });

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
  for (const t of state.tickets) if (t.drawId === state.latest.id) for (const n of t.bet.numbers) mine.add(n);
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
    return `<tr><th>${PRIZE_NAMES[key]}</th><td>${cells.join('')}</td></tr>`;
  });
  return `<table class="sheet">${rows.join('')}</table>`;
}

function regionPickers() {
  if (!regional) return '';
  const regions = rules.regions
    .map(
      (r) =>
        `<button data-region="${r.key}" class="${state.region === r.key ? 'on' : ''}"><span>${esc(r.name)}</span><small>${r.time}</small></button>`,
    )
    .join('');
  const provinces = regionDraws()
    .map(
      (d) =>
        `<option value="${d.province}" ${d.province === state.province ? 'selected' : ''}>${esc(d.provinceName)}</option>`,
    )
    .join('');
  return `<nav class="tabs regions" aria-label="Miền">${regions}</nav>
  <label class="province">Đài <select id="province" aria-label="Chọn đài">${provinces}</select></label>`;
}

function render() {
  const r = rule();
  const draw = state.draw;
  const left = secondsLeft(draw);
  const grid =
    r.digits === 3
      ? `<div class="three"><input id="three" inputmode="numeric" maxlength="3" placeholder="Nhập 3 số" aria-label="Số 3 chữ số"><button data-act="add3" class="btn">Thêm</button></div>`
      : `<div class="grid g${r.digits}">${Array.from({ length: 10 ** r.digits }, (_, i) => {
          const n = String(i).padStart(r.digits, '0');
          return `<button class="num${state.picks.includes(n) ? ' on' : ''}" data-num="${n}" aria-pressed="${state.picks.includes(n)}">${n}</button>`;
        }).join('')}</div>`;
  app.innerHTML = `${headerHtml(state)}
  ${regionPickers()}
  <section class="draw">
    ${
      draw
        ? `<div>${regional ? `${esc(draw.provinceName)} · ` : ''}Kỳ <b data-testid="draw-code">${esc(draw.code)}</b> · quay lúc ${time(draw.drawAt)}</div>
    <div class="countdown" data-testid="countdown">${left > 0 ? `Đóng cược sau <b>${clockText(left)}</b>` : 'Đang quay…'}</div>
    <div class="hash" title="SHA-256 của server seed, công bố trước khi quay">Mã băm: ${esc(draw.fairness?.serverSeedHash ?? '')}</div>`
        : '<div class="muted">Đang mở kỳ quay…</div>'
    }
  </section>
  ${tabsHtml(state, 'Đặt cược')}
  ${
    state.tab === 'bet'
      ? `
  <nav class="tabs types" aria-label="Loại cược">
    ${betTypes()
      .map(
        (b) =>
          `<button data-type="${b.type}" class="${b.type === state.type ? 'on' : ''}"><span>${esc(b.name)}</span><small>${esc(b.unit === 'diem' ? `ăn ${b.unitWin / 1000}k` : b.odds)}</small></button>`,
      )
      .join('')}
  </nav>
  <p class="rule"><b>${esc(r.name)}</b>: ${esc(r.description)}. <span data-testid="odds">${esc(r.odds)}</span> · RTP ${(r.rtp * 100).toFixed(2)}%</p>
  ${grid}
  <div class="picked">Đã chọn: ${state.picks.map((n) => `<button class="chip" data-num="${n}">${n} ×</button>`).join('') || '<span class="muted">chưa chọn số</span>'}
    <button class="btn ghost" data-act="quick">Chọn nhanh</button></div>
  <div class="slip">
    <label>Tiền cược (${r.unit === 'diem' ? 'điểm' : 'nghìn đồng'} mỗi số)
      <input id="units" type="number" min="1" max="100000" value="${state.units}" inputmode="numeric"></label>
    <div class="sum"><span>Tổng tiền: <b data-testid="slip-cost">${vnd(cost())}</b></span><span>Thắng tối đa mỗi lần về: <b>${vnd(potential())}</b></span></div>
    <button class="btn primary" data-act="buy" ${state.busy || lines() === 0 || left <= 0 ? 'disabled' : ''}>Mua vé</button>
  </div>`
      : ''
  }
  ${noticesHtml(state)}
  ${
    state.tab === 'tickets'
      ? ticketsHtml(
          state,
          (t) => `
    <li class="t ${t.status}"><div><b>${esc(typeName(t.bet.type))}</b> ${t.bet.numbers.map(esc).join(', ')} · ${esc(t.drawCode)}</div>
    <div>${vnd(t.cost)} → ${t.payout === null ? `tối đa ${vnd(t.potentialWin)}` : vnd(t.payout)} <span class="st" data-testid="ticket-status">${STATUS[t.status] ?? t.status}</span></div></li>`,
        )
      : ''
  }
  ${state.tab !== 'tickets' && state.latest ? `<section class="latest"><h2>Kết quả ${esc(state.latest.provinceName)} kỳ ${esc(state.latest.code)}</h2>${sheetHtml(state.latest, state.revealed)}</section>` : ''}
  ${
    state.tab === 'results'
      ? archiveHtml(
          state,
          (d) =>
            `${esc(d.provinceName)} Kỳ ${esc(d.code)} · ĐB ${esc(d.result?.prizes.db?.[0] ?? (d.status === 'cancelled' ? 'đã huỷ' : '—'))}`,
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
    else state.error = 'Hãy nhập đúng 3 chữ số';
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
      bought: (t) => `Đã mua vé kỳ ${t.drawCode}: ${vnd(t.cost)}`,
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
      api('GET', regional ? `draws/open?game=${rules.code}` : `draws/current?game=${rules.code}`),
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
