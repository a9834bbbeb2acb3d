import type { BaccaratSpot, BaccaratWinner } from '../../games/baccarat';
import { BACCARAT_LABEL } from '../../games/baccarat';
import { baccaratLive } from '../../games/baccarat-live';
import type { RoadResult } from '../../games/baccarat-roads';
import type { Card } from '../../games/cards';
import { ApiError, createApi } from './api';
import { clear, h, money, sheet, short, toast } from './dom';
import { limitsText, type TableLimitsView } from './limits-view';
import { roadsPanel } from './roads-view';
import { cardEl, SpotBoard } from './views';

interface TableView {
  no: number;
  coup: number;
  phase: 'betting' | 'dealing' | 'result';
  status: 'open' | 'dealt' | 'void';
  msLeft: number;
  schedule: { periodMs: number; bettingMs: number; dealMs: number };
  shoe: { no: number; serverSeedHash: string; clientSeed: string; serverSeed: string | null };
  cards: { side: 'player' | 'banker'; index: number; card: Card }[];
  result: { winner: BaccaratWinner; playerTotal: number; bankerTotal: number } | null;
  totals: Record<BaccaratSpot, number>;
  players: number;
  roads: RoadResult[];
  /** the table's stake limits set by staff (VND), the same row bets are checked against */
  limits: TableLimitsView;
}

interface BetView {
  id: string;
  round: number;
  coup: number;
  bets: { spot: BaccaratSpot; amount: number }[];
  amount: number;
  payout: number | null;
  status: string;
  createdAt: string;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: 0; serverSeed: string | null };
}

const CHIPS: [number, string][] = [
  [1_000, '#6b7280'],
  [5_000, '#d14343'],
  [10_000, '#2f6fd6'],
  [50_000, '#16a34a'],
  [100_000, '#111827'],
  [500_000, '#9333ea'],
];
const PHASE_LABEL = { betting: 'Mời đặt cược', dealing: 'Đang chia bài', result: 'Kết quả' } as const;
const HEADLINE: Record<BaccaratWinner, string> = { player: 'CON thắng', banker: 'CÁI thắng', tie: 'HÒA' };
const point = (cards: Card[]) => cards.reduce((s, c) => s + (c.rank >= 10 ? 0 : c.rank), 0) % 10;

function verifyHref(base: string, b: BetView): string | null {
  if (!b.fairness.serverSeed) return null;
  return `${base}/verify?${new URLSearchParams({
    game: 'baccarat_live',
    serverSeed: b.fairness.serverSeed,
    serverSeedHash: b.fairness.serverSeedHash,
    clientSeed: b.fairness.clientSeed,
    nonce: '0',
    bet: JSON.stringify({ coup: b.coup, bets: b.bets }),
  })}`;
}

function sideEl(name: string, cls: string) {
  const total = h('span', { class: 'bac-total' }, '–');
  const cards = h('div', { class: 'bac-cards' });
  const el = h('div', { class: `bac-side ${cls}` }, h('div', { class: 'bac-head' }, h('b', {}, name), total), cards);
  let shown = '-';
  return {
    el,
    paint(dealt: Card[], won: boolean) {
      el.classList.toggle('won', won);
      // cards already on the felt stay put: only a new card is added (and animates in)
      const key = dealt.map((c) => `${c.rank}${c.suit}`).join();
      if (key === shown) return;
      shown = key;
      clear(cards);
      dealt.forEach((c, i) => {
        const node = cardEl(c);
        if (i === 2) node.classList.add('third');
        cards.append(node);
      });
      for (let i = dealt.length; i < 2; i++) cards.append(cardEl(null));
      total.textContent = dealt.length ? String(point(dealt)) : '–';
    },
  };
}

/**
 * The shared live baccarat table: every player seated sees the same coup on the table's clock
 * (betting with a countdown, the cards dealt one by one, the result, then the payout). The screen
 * polls the table each second; bets go on the coup open for betting.
 */
export async function liveBaccaratPage(
  root: HTMLElement,
  base: string,
  token: string | null,
  backLink: () => HTMLElement,
) {
  const api = createApi(base, token);
  const fatal = (message: string) => {
    clear(root);
    root.append(
      h('div', { class: 'panel fatal' }, h('h2', {}, 'Không thể mở trò chơi'), h('p', {}, message), backLink()),
    );
  };
  if (!token) return fatal('Phiên chơi không hợp lệ, vui lòng mở lại trò chơi từ trang chủ.');
  let balance: number;
  let table: TableView;
  try {
    balance = (await api.get<{ balance: number }>('session')).balance;
    table = await api.get<TableView>('live/table');
  } catch (err) {
    return fatal(err instanceof ApiError ? err.message : 'Đã có lỗi xảy ra vui lòng thử lại sau');
  }

  let chip = CHIPS[1]![0];
  let busy = false;
  let fetchedAt = performance.now();
  let myBets: BetView[] = [];
  let paidFor = -1;
  /** the last coup's cards and winner stay on the felt through the next betting window */
  let last: { cards: TableView['cards']; winner: BaccaratWinner } | null = null;

  const balanceEl = h('strong', { 'data-testid': 'balance' }, money(balance));
  const setBalance = (b: number | null) => {
    if (b === null) return;
    balance = b;
    balanceEl.textContent = money(b);
  };
  const player = sideEl('CON', 'player');
  const banker = sideEl('CÁI', 'banker');
  const title = h('span', { class: 'live-title' });
  const phaseEl = h('span', { class: 'live-phase' });
  const clockEl = h('strong', { class: 'live-clock', 'data-testid': 'live-clock' });
  const bar = h('i', {});
  const players = h('span', { class: 'live-players' });
  const bannerEl = h('div', { class: 'result-banner', role: 'status', 'data-testid': 'live-result' });
  const ctx = { chip: () => chip, changed: () => render() };
  const board = new SpotBoard(
    [
      { id: 'player_pair', name: 'ĐÔI CON', odds: '1 ăn 11', class: 'bac-pp' },
      { id: 'tie', name: 'HÒA', odds: '1 ăn 8', class: 'bac-tie' },
      { id: 'banker_pair', name: 'ĐÔI CÁI', odds: '1 ăn 11', class: 'bac-bp' },
      { id: 'player', name: 'CON', odds: '1 ăn 1', class: 'big bac-player' },
      { id: 'banker', name: 'CÁI', odds: '1 ăn 0.95', class: 'big bac-banker' },
    ],
    ctx,
    { cols: 6, className: 'spots bac-board' },
  );
  const totals = new Map<string, HTMLElement>();
  for (const node of board.el.querySelectorAll<HTMLElement>('.spot')) {
    const t = h('small', { class: 'live-pool' });
    totals.set(node.dataset.spot!, t);
    node.append(t);
  }
  const roads = roadsPanel(table.roads);
  const hashEl = h('span', { class: 'mono' });
  const myList = h('ul', { class: 'fight-mine', 'aria-label': 'Cược của bạn' });
  const staked = h('span', { class: 'total' });
  const limitsEl = h('span', { class: 'total live-limits', 'data-testid': 'table-limits' });
  const betBtn = h('button', { class: 'btn primary', type: 'button', onclick: () => void placeBet() });

  const chips = h('div', { class: 'chips', role: 'radiogroup', 'aria-label': 'Chọn chip' });
  for (const [value, color] of CHIPS) {
    chips.append(
      h(
        'button',
        {
          class: 'chip',
          type: 'button',
          style: `--c:${color}`,
          role: 'radio',
          'data-chip': value,
          'aria-label': money(value),
          onclick: () => {
            chip = value;
            render();
          },
        },
        short(value),
      ),
    );
  }

  const msLeft = () => Math.max(0, table.msLeft - (performance.now() - fetchedAt));

  function render() {
    title.textContent = `Bàn 1 · Shoe #${table.shoe.no % 10_000} · Ván ${table.coup + 1}`;
    phaseEl.textContent = table.status === 'void' ? 'Ván bị hủy' : PHASE_LABEL[table.phase];
    phaseEl.className = `live-phase ${table.phase}`;
    players.textContent = `${table.players} người chơi`;
    hashEl.textContent = table.shoe.serverSeedHash;
    const held = table.phase === 'betting' && last ? last : null;
    const cards = held ? held.cards : table.cards;
    const winner = held ? held.winner : table.result?.winner;
    const cardsOf = (side: 'player' | 'banker') =>
      cards
        .filter((c) => c.side === side)
        .sort((a, b) => a.index - b.index)
        .map((c) => c.card);
    player.paint(cardsOf('player'), winner === 'player');
    banker.paint(cardsOf('banker'), winner === 'banker');
    for (const [spot, el] of totals) el.textContent = `Σ ${short(table.totals[spot as BaccaratSpot] ?? 0)}`;
    for (const c of chips.children) {
      const on = Number((c as HTMLElement).dataset.chip) === chip;
      c.classList.toggle('active', on);
      c.setAttribute('aria-checked', String(on));
    }
    const open = table.phase === 'betting';
    clear(staked);
    staked.append('Tổng cược: ', h('b', {}, money(board.total())));
    limitsEl.textContent = limitsText(table.limits);
    betBtn.textContent = open ? 'ĐẶT CƯỢC' : 'Chờ ván sau';
    betBtn.toggleAttribute('disabled', !open || busy);
    clear(myList);
    // the last coup's bets (and what they paid) stay listed while its cards are on the felt
    const mine = myBets.filter((b) => b.round === table.no || (held && b.round === paidFor));
    if (mine.length === 0) myList.append(h('li', { class: 'total' }, 'Bạn chưa đặt cược ván này.'));
    for (const b of mine) myList.append(betLine(b));
  }

  function betLine(b: BetView) {
    const href = verifyHref(base, b);
    return h(
      'li',
      { 'data-testid': 'my-bet' },
      b.bets.map((x) => `${BACCARAT_LABEL[x.spot]} ${money(x.amount)}`).join(' · '),
      b.payout !== null && b.status === 'settled'
        ? h(
            'b',
            { class: b.payout > b.amount ? 'plus' : b.payout === b.amount ? '' : 'minus' },
            ` → ${money(b.payout)}`,
          )
        : b.status === 'refunded'
          ? h('b', {}, ' → hoàn tiền')
          : h('span', { class: 'total' }, ' · chờ kết quả'),
      href ? h('a', { href, target: '_blank', rel: 'noopener' }, ' Kiểm tra') : null,
    );
  }

  async function placeBet() {
    if (busy || table.phase !== 'betting') return;
    const b = board.bet();
    if ('error' in b) return toast(b.error);
    busy = true;
    render();
    try {
      const r = await api.post<{ bet: BetView; balance: number | null }>('live/bet', {
        table: 'bac1',
        round: table.no,
        bets: (b.bet as { bets: unknown[] }).bets,
        betId: crypto.randomUUID(),
      });
      setBalance(r.balance);
      myBets = [r.bet, ...myBets];
      board.clearStakes();
      toast(`Đã cược ${money(r.bet.amount)}`, true);
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      toast(e?.message ?? 'Đã có lỗi xảy ra vui lòng thử lại sau');
      if (e) setBalance(e.balance);
    } finally {
      busy = false;
      render();
    }
  }

  async function poll() {
    try {
      const before = table.no;
      table = await api.get<TableView>('live/table');
      fetchedAt = performance.now();
      if (table.phase === 'dealing' && last) {
        // the new coup's cards come out: the last one leaves the felt
        last = null;
        board.highlight([]);
        clear(bannerEl);
        bannerEl.className = 'result-banner';
      }
      if (table.no !== before && paidFor !== before) last = null;
      if (table.phase === 'result' && table.result && paidFor !== table.no) {
        // the table pays at the end of dealing: fetch the bets (and balance) once they are paid
        myBets = await api.get<BetView[]>('live/bets?limit=30').catch(() => myBets);
        const mine = myBets.filter((b) => b.round === table.no);
        if (mine.every((b) => b.status !== 'placed' && b.status !== 'pending')) {
          paidFor = table.no;
          const r = table.result;
          last = { cards: table.cards, winner: r.winner };
          const hits: string[] = [r.winner];
          const net = mine.reduce((s, b) => s + (b.payout ?? 0) - b.amount, 0);
          board.highlight(hits);
          bannerEl.textContent =
            `${HEADLINE[r.winner]} ${r.playerTotal} - ${r.bankerTotal}` +
            (mine.length ? ` · ${net > 0 ? 'Thắng' : net < 0 ? 'Thua' : 'Hòa'} ${money(Math.abs(net))}` : '');
          bannerEl.className = `result-banner ${net > 0 ? 'win' : 'lose'}`;
          roads.set(table.roads);
          setBalance((await api.get<{ balance: number }>('balance').catch(() => ({ balance: null }))).balance);
        }
      } else if (table.status === 'void' && paidFor !== table.no) {
        paidFor = table.no;
        bannerEl.textContent = 'Ván bị hủy · tiền cược được hoàn lại';
        setBalance((await api.get<{ balance: number }>('balance').catch(() => ({ balance: null }))).balance);
      }
    } catch {
      // a missed poll is retried on the next one
    }
    render();
  }

  function tickClock() {
    const left = msLeft();
    clockEl.textContent = table.phase === 'betting' ? String(Math.ceil(left / 1000)) : '';
    const span = table.phase === 'betting' ? table.schedule.bettingMs : table.schedule.dealMs;
    bar.style.width = `${table.phase === 'result' ? 0 : Math.min(100, (left / span) * 100)}%`;
    requestAnimationFrame(tickClock);
  }

  const rules = () => {
    const { body } = sheet(`Luật chơi · ${baccaratLive.name}`);
    body.append(
      h('p', {}, baccaratLive.rtp.note),
      h(
        'p',
        {},
        'Kiểm chứng: cả shoe = HMAC-SHA256(hạt giống shoe, "mã bàn-số shoe:0") xáo 416 lá (Fisher-Yates), các ván chia lần lượt theo luật rút lá thứ ba. Mã băm hạt giống công bố từ ván đầu tiên của shoe; hạt giống công bố khi shoe kết thúc. Ván không được chia kịp (máy chủ gián đoạn) bị hủy và hoàn tiền.',
      ),
    );
  };
  const history = async () => {
    const { body } = sheet('Cược Baccarat Trực Tiếp của bạn');
    const bets = await api.get<BetView[]>('live/bets?limit=50').catch(() => []);
    if (bets.length === 0) body.append(h('p', {}, 'Chưa có cược nào.'));
    const list = h('ul', { class: 'fight-mine' });
    for (const b of bets) list.append(betLine(b));
    body.append(list);
  };

  clear(root);
  root.append(
    h(
      'header',
      { class: 'topbar' },
      backLink(),
      h('h1', {}, baccaratLive.name),
      h(
        'nav',
        { class: 'tools' },
        h('button', { class: 'icon-btn', type: 'button', onclick: rules }, 'Luật chơi'),
        h('button', { class: 'icon-btn', type: 'button', onclick: () => void history() }, 'Lịch sử'),
      ),
      h('div', { class: 'balance' }, h('small', {}, 'Số dư'), balanceEl),
    ),
    h(
      'div',
      { class: 'table live-table' },
      h('div', { class: 'live-head' }, title, players, phaseEl, clockEl),
      h('div', { class: 'live-bar' }, bar),
      h('div', { class: 'stage bac-stage' }, player.el, h('div', { class: 'bac-vs' }, 'VS'), banker.el),
      bannerEl,
      board.el,
      roads.el,
    ),
    h(
      'div',
      { class: 'controls' },
      chips,
      staked,
      limitsEl,
      h(
        'div',
        { class: 'actions' },
        h('button', { class: 'btn', type: 'button', onclick: () => board.clear() }, 'Xóa cược'),
        betBtn,
      ),
    ),
    h('section', { class: 'panel fight-panel' }, h('h2', {}, 'Cược của bạn ván này'), myList),
    h(
      'p',
      { class: 'fight-fair' },
      'Mã băm hạt giống của shoe: ',
      hashEl,
      ' · ',
      h('a', { href: `${base}/verify?game=baccarat_live`, target: '_blank', rel: 'noopener' }, 'Trang kiểm tra'),
    ),
  );
  myBets = await api.get<BetView[]>('live/bets?limit=30').catch(() => []);
  render();
  setInterval(() => void poll(), 1000);
  requestAnimationFrame(tickClock);
}
