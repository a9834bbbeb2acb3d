import type { BaccaratSpot, BaccaratWinner } from '../../games/baccarat';
import type { RoadResult } from '../../games/baccarat-roads';
import type { Card } from '../../games/cards';
import { clear, h, money, sheet, short, toast } from './dom';
import { t } from './lang';
import { limitsText, type TableLimitsView } from './limits-view';
import { roadsPanel } from './roads-view';
import {
  betsSheet,
  fairFooter,
  payoutTag,
  type SharedFairness,
  seatAtTable,
  tableHeader,
  verifyHref,
  verifyLink,
} from './shared-table';
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
  fairness: SharedFairness;
}

const CHIPS: [number, string][] = [
  [1_000, '#6b7280'],
  [5_000, '#d14343'],
  [10_000, '#2f6fd6'],
  [50_000, '#16a34a'],
  [100_000, '#111827'],
  [500_000, '#9333ea'],
];
const PHASE_LABEL = (phase: TableView['phase']) => t(`live.phases.${phase}`);
const HEADLINE: Record<BaccaratWinner, string> = {
  player: t('baccarat.playerWins'),
  banker: t('baccarat.bankerWins'),
  tie: t('baccarat.tie'),
};
const point = (cards: Card[]) => cards.reduce((s, c) => s + (c.rank >= 10 ? 0 : c.rank), 0) % 10;

const betHref = (base: string, b: BetView) =>
  verifyHref(base, 'baccarat_live', b.fairness, { coup: b.coup, bets: b.bets });

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
  let chip = CHIPS[1]![0];
  const seat = await seatAtTable<TableView>(root, base, token, backLink, {
    roundPath: 'live/table',
    chips: CHIPS.map(([value, color]) => ({ value, color })),
    chipsLabel: t('common.chooseChip'),
    pick: (value) => {
      chip = value;
      render();
    },
    render,
  });
  if (!seat) return;
  const { api, balance, chips, clock: clockOf, busy, send, listMine } = seat;
  let table = seat.round;

  let myBets: BetView[] = [];
  let paidFor = -1;
  /** the last coup's cards and winner stay on the felt through the next betting window */
  let last: { cards: TableView['cards']; winner: BaccaratWinner } | null = null;

  const player = sideEl(t('baccarat.player'), 'player');
  const banker = sideEl(t('baccarat.banker'), 'banker');
  const title = h('span', { class: 'live-title' });
  const phaseEl = h('span', { class: 'live-phase' });
  const clockEl = h('strong', { class: 'live-clock', 'data-testid': 'live-clock' });
  const bar = h('i', {});
  const players = h('span', { class: 'live-players' });
  const bannerEl = h('div', { class: 'result-banner', role: 'status', 'data-testid': 'live-result' });
  const ctx = { chip: () => chip, changed: () => render() };
  const board = new SpotBoard(
    [
      { id: 'player_pair', name: t('baccarat.playerPair'), odds: t('odds.n', { n: 11 }), class: 'bac-pp' },
      { id: 'tie', name: t('baccarat.tie'), odds: t('odds.n', { n: 8 }), class: 'bac-tie' },
      { id: 'banker_pair', name: t('baccarat.bankerPair'), odds: t('odds.n', { n: 11 }), class: 'bac-bp' },
      { id: 'player', name: t('baccarat.player'), odds: t('odds.evens'), class: 'big bac-player' },
      { id: 'banker', name: t('baccarat.banker'), odds: t('odds.n', { n: '0.95' }), class: 'big bac-banker' },
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
  const staked = h('span', { class: 'total' });
  const limitsEl = h('span', { class: 'total live-limits', 'data-testid': 'table-limits' });
  const betBtn = h('button', { class: 'btn primary', type: 'button', onclick: () => void placeBet() });

  function render() {
    title.textContent = t('live.title', { shoe: table.shoe.no % 10_000, coup: table.coup + 1 });
    phaseEl.textContent = table.status === 'void' ? t('live.void') : PHASE_LABEL(table.phase);
    phaseEl.className = `live-phase ${table.phase}`;
    // an empty table does not announce '0 người chơi' (decision 125)
    players.textContent = table.players > 0 ? t('live.players', { count: table.players }) : '';
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
    chips.show(chip);
    const open = table.phase === 'betting';
    clear(staked);
    staked.append(t('common.totalStake'), h('b', {}, money(board.total())));
    limitsEl.textContent = limitsText(table.limits);
    betBtn.textContent = open ? t('common.placeBet') : t('live.wait');
    betBtn.toggleAttribute('disabled', !open || busy());
    // the last coup's bets (and what they paid) stay listed while its cards are on the felt
    listMine(
      myBets.filter((b) => b.round === table.no || (held && b.round === paidFor)),
      t('live.noBets'),
      betLine,
    );
  }

  function betLine(b: BetView) {
    return h(
      'li',
      { 'data-testid': 'my-bet' },
      b.bets.map((x) => `${t(`baccarat.spots.${x.spot}`)} ${money(x.amount)}`).join(' · '),
      b.payout !== null && b.status === 'settled'
        ? payoutTag(b.amount, b.payout)
        : b.status === 'refunded'
          ? h('b', {}, t('common.refunded'))
          : h('span', { class: 'total' }, t('common.awaitingShort')),
      verifyLink(betHref(base, b), t('common.checkLink')),
    );
  }

  async function placeBet() {
    if (busy() || table.phase !== 'betting') return;
    const b = board.bet();
    if ('error' in b) return toast(b.error);
    await send<{ bet: BetView; balance: number | null }>(
      'live/bet',
      { table: 'bac1', round: table.no, bets: (b.bet as { bets: unknown[] }).bets, betId: crypto.randomUUID() },
      (r) => {
        myBets = [r.bet, ...myBets];
        board.clearStakes();
        toast(t('live.placed', { amount: money(r.bet.amount) }), true);
      },
    );
  }

  async function poll() {
    try {
      const before = table.no;
      table = await api.get<TableView>('live/table');
      clockOf.set(table);
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
            (mine.length
              ? ` · ${t(net > 0 ? 'live.won' : net < 0 ? 'live.lost' : 'live.push', { amount: money(Math.abs(net)) })}`
              : '');
          bannerEl.className = `result-banner ${net > 0 ? 'win' : 'lose'}`;
          roads.set(table.roads);
          await balance.refresh();
        }
      } else if (table.status === 'void' && paidFor !== table.no) {
        paidFor = table.no;
        bannerEl.textContent = t('live.voidRefund');
        await balance.refresh();
      }
    } catch {
      // a missed poll is retried on the next one
    }
    render();
  }

  function tickClock() {
    const left = clockOf.left();
    clockEl.textContent = table.phase === 'betting' ? String(Math.ceil(left / 1000)) : '';
    const span = table.phase === 'betting' ? table.schedule.bettingMs : table.schedule.dealMs;
    bar.style.width = `${table.phase === 'result' ? 0 : Math.min(100, (left / span) * 100)}%`;
    requestAnimationFrame(tickClock);
  }

  const rules = () => {
    const { body } = sheet(t('common.rulesOf', { name: t('games.baccarat_live') }));
    body.append(h('p', {}, t('notes.baccarat_live')), h('p', {}, t('live.fairRule')));
  };
  const history = () => betsSheet(api, t('live.history'), 'live/bets', betLine);

  clear(root);
  root.append(
    tableHeader(backLink, t('games.baccarat_live'), rules, history, balance.el),
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
      chips.el,
      staked,
      limitsEl,
      h(
        'div',
        { class: 'actions' },
        h('button', { class: 'btn', type: 'button', onclick: () => board.clear() }, t('common.clearBets')),
        betBtn,
      ),
    ),
    h('section', { class: 'panel fight-panel' }, h('h2', {}, t('live.mine')), seat.myList),
    fairFooter(t('live.hash'), hashEl, base, 'baccarat_live'),
  );
  myBets = await api.get<BetView[]>('live/bets?limit=30').catch(() => []);
  render();
  setInterval(() => void poll(), 1000);
  requestAnimationFrame(tickClock);
}
