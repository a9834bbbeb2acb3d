import type { FightResult, FightSide } from '../../games/cockfight';
import { drawArena } from './cockfight-arena';
import { clear, h, money, sheet, short, toast } from './dom';
import { t } from './lang';
import { limitsText, type TableLimitsView } from './limits-view';
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

interface FightView {
  no: number;
  phase: 'betting' | 'fighting' | 'result';
  msLeft: number;
  serverSeedHash: string;
  clientSeed: string;
  odds: { meron: number; wala: number; draw: number };
  totals: { meron: number; wala: number; draw: number };
  status: 'open' | 'settled' | 'cancelled';
  result: FightResult | null;
  serverSeed: string | null;
  /** the fights' stake limits set by staff (VND), the same row bets are checked against */
  limits: TableLimitsView;
}

interface BetView {
  id: string;
  fight: number;
  side: FightSide;
  amount: number;
  odds: number;
  payout: number | null;
  status: string;
  createdAt: string;
  fairness: SharedFairness;
  result: FightResult | null;
}

/** how long a result stays on the pit, into the next fight's betting on a fast schedule */
const BANNER_MS = 6_000;
const CHIPS = [10_000, 50_000, 100_000, 500_000, 1_000_000];
const SIDES: FightSide[] = ['meron', 'draw', 'wala'];
const PHASE_LABEL = (phase: FightView['phase']) => t(`cockfight.phases.${phase}`);
const RESULT_LABEL = (result: FightResult | 'cancelled') => t(`cockfight.results.${result}`);
const SIDE_LABEL = (side: FightSide) => t(`cockfight.sides.${side}`);
const odds = (v: number) => (v / 100).toFixed(2);
const clock = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

const betHref = (base: string, b: BetView) =>
  verifyHref(base, 'cockfight', b.fairness, { bets: [{ spot: b.side, amount: b.amount, odds: b.odds }] });

/**
 * The cockfight table: one fight at a time on the shared schedule. The screen polls the
 * fight (phase, countdown, odds that move with the money) and animates it on a canvas;
 * bets are taken at the odds shown, which the server locks on the bet.
 */
export async function cockfightPage(
  root: HTMLElement,
  base: string,
  token: string | null,
  backLink: () => HTMLElement,
) {
  let chip = CHIPS[0]!;
  const seat = await seatAtTable<FightView>(root, base, token, backLink, {
    roundPath: 'cockfight/fight',
    chips: CHIPS.map((value) => ({ value })),
    chipsLabel: t('cockfight.chooseStake'),
    pick: (value) => {
      chip = value;
      render();
    },
    render,
  });
  if (!seat) return;
  const { api, balance, chips, clock: clockOf, busy, send, listMine } = seat;
  let fight = seat.round;

  let side: FightSide = 'meron';
  let myBets: BetView[] = [];
  let shownResultFor = -1;
  let bannerAt = 0;

  const title = h('div', { class: 'fight-title' });
  const countdown = h('strong', { class: 'fight-clock', 'data-testid': 'fight-clock' });
  const phaseEl = h('span', { class: 'fight-phase' });
  const banner = h('div', { class: 'fight-banner', role: 'status' });
  const canvas = h('canvas', {
    class: 'fight-canvas',
    width: 640,
    height: 300,
    'aria-label': t('cockfight.fight'),
  }) as HTMLCanvasElement;
  const road = h('div', { class: 'fight-road', 'aria-label': t('cockfight.road') });
  const hashEl = h('span', { class: 'mono' });

  const sideButtons = new Map<FightSide, { btn: HTMLButtonElement; odds: HTMLElement; total: HTMLElement }>();
  const board = h('div', { class: 'fight-board', role: 'radiogroup', 'aria-label': t('cockfight.chooseSide') });
  for (const s of SIDES) {
    const oddsEl = h('b', { class: 'fight-odds' });
    const totalEl = h('small', {});
    const btn = h(
      'button',
      {
        type: 'button',
        class: `fight-side ${s}`,
        role: 'radio',
        'data-side': s,
        onclick: () => {
          side = s;
          render();
        },
      },
      h('span', {}, SIDE_LABEL(s)),
      oddsEl,
      totalEl,
    ) as HTMLButtonElement;
    sideButtons.set(s, { btn, odds: oddsEl, total: totalEl });
    board.append(btn);
  }

  const betBtn = h('button', { class: 'btn primary fight-bet', type: 'button', onclick: () => void placeBet() });
  const limitsEl = h('p', { class: 'total live-limits', 'data-testid': 'table-limits' });

  function render() {
    title.textContent = t('cockfight.title', { no: fight.no % 100_000 });
    phaseEl.textContent = PHASE_LABEL(fight.phase);
    phaseEl.className = `fight-phase ${fight.phase}`;
    hashEl.textContent = fight.serverSeedHash;
    limitsEl.textContent = limitsText(fight.limits);
    for (const [s, el] of sideButtons) {
      el.btn.classList.toggle('active', s === side);
      el.btn.setAttribute('aria-checked', String(s === side));
      el.btn.disabled = fight.phase !== 'betting';
      el.odds.textContent = s === 'draw' ? '8:1' : odds(fight.odds[s]);
      el.total.textContent = t('cockfight.total', { amount: short(fight.totals[s]) });
    }
    chips.show(chip);
    const open = fight.phase === 'betting';
    betBtn.textContent = open
      ? side === 'draw'
        ? t('cockfight.betDraw', { chip: short(chip) })
        : t('cockfight.betSide', {
            chip: short(chip),
            side: side === 'meron' ? 'MERON' : 'WALA',
            odds: odds(fight.odds[side]),
          })
      : t('cockfight.closed');
    betBtn.toggleAttribute('disabled', !open || busy());
    listMine(
      myBets.filter((b) => b.fight === fight.no),
      t('cockfight.noBets'),
      (b) =>
        h(
          'li',
          { 'data-testid': 'my-bet' },
          h('span', { class: `dot ${b.side}` }),
          `${SIDE_LABEL(b.side)} ${money(b.amount)} @${b.side === 'draw' ? t('cockfight.drawOdds') : odds(b.odds)}`,
          b.payout !== null && b.status !== 'pending'
            ? payoutTag(b.amount, b.payout)
            : b.status === 'refunded'
              ? h('b', {}, t('common.refunded'))
              : null,
          verifyLink(betHref(base, b), t('common.check')),
        ),
    );
  }

  async function placeBet() {
    if (busy() || fight.phase !== 'betting') return;
    const expectedOdds = side === 'draw' ? undefined : fight.odds[side];
    await send<{ bet: BetView; balance: number | null; fight: FightView }>(
      'cockfight/bet',
      { fight: fight.no, side, amount: chip, expectedOdds, betId: crypto.randomUUID() },
      (r) => {
        myBets = [r.bet, ...myBets];
        fight = r.fight;
        clockOf.set(fight);
        toast(t('cockfight.placed', { amount: money(r.bet.amount), side: SIDE_LABEL(r.bet.side) }), true);
      },
    );
  }

  async function refreshRoad() {
    const recent = await api
      .get<{ no: number; result: FightResult | 'cancelled' }[]>('cockfight/recent')
      .catch(() => []);
    clear(road);
    for (const r of recent.slice(0, 24).reverse()) {
      road.append(h('span', { class: `dot ${r.result}`, title: `#${r.no % 100_000}: ${RESULT_LABEL(r.result)}` }));
    }
  }

  async function poll() {
    try {
      const before = fight.no;
      fight = await api.get<FightView>('cockfight/fight');
      clockOf.set(fight);
      if (fight.no !== before || (fight.status !== 'open' && shownResultFor !== fight.no)) {
        myBets = await api.get<BetView[]>('cockfight/bets?limit=30').catch(() => myBets);
      }
      if (fight.status !== 'open' && shownResultFor !== fight.no) {
        shownResultFor = fight.no;
        const mine = myBets.filter((b) => b.fight === fight.no);
        const net = mine.reduce((s, b) => s + (b.payout ?? 0) - b.amount, 0);
        banner.textContent =
          `${RESULT_LABEL(fight.status === 'cancelled' ? 'cancelled' : fight.result!)}` +
          (mine.length ? ` · ${net >= 0 ? '+' : ''}${money(net)}` : '');
        banner.className = `fight-banner show ${fight.result ?? 'cancelled'}`;
        bannerAt = performance.now();
        void refreshRoad();
        await balance.refresh();
      } else if (fight.status === 'open' && performance.now() - bannerAt > BANNER_MS) {
        banner.className = 'fight-banner';
      }
    } catch {
      // a missed poll is retried on the next one
    }
    render();
  }

  let frame = 0;
  function animate(t: number) {
    countdown.textContent = clock(clockOf.left());
    drawArena(canvas, {
      phase: fight.phase,
      result: fight.status === 'settled' ? fight.result : null,
      cancelled: fight.status === 'cancelled',
      t,
      no: fight.no,
      msLeft: clockOf.left(),
    });
    frame = requestAnimationFrame(animate);
  }

  const rules = () => {
    const { body } = sheet(t('common.rulesOf', { name: t('games.cockfight') }));
    body.append(
      h('p', {}, t('notes.cockfight')),
      h('p', {}, t('cockfight.oddsRule')),
      h('p', {}, t('cockfight.fairRule')),
    );
  };
  const history = () =>
    betsSheet<BetView>(api, t('cockfight.history'), 'cockfight/bets', (b) =>
      h(
        'li',
        {},
        `#${b.fight % 100_000} ${SIDE_LABEL(b.side)} ${money(b.amount)} @${odds(b.odds)} `,
        b.result
          ? h('b', {}, RESULT_LABEL(b.result))
          : b.status === 'refunded'
            ? h('b', {}, t('common.refundedShort'))
            : t('common.awaiting'),
        b.payout !== null && b.status === 'settled' ? ` → ${money(b.payout)}` : '',
        verifyLink(betHref(base, b), t('common.checkLink')),
      ),
    );

  clear(root);
  root.classList.add('fight-app');
  root.append(
    tableHeader(backLink, t('games.cockfight'), rules, history, balance.el),
    h(
      'section',
      { class: 'fight-stage' },
      h('div', { class: 'fight-head' }, title, phaseEl, countdown),
      canvas,
      banner,
      road,
    ),
    board,
    h('div', { class: 'controls' }, chips.el, betBtn),
    limitsEl,
    h('section', { class: 'panel fight-panel' }, h('h2', {}, t('cockfight.mine')), seat.myList),
    fairFooter(t('cockfight.hash'), hashEl, base, 'cockfight'),
  );
  render();
  void refreshRoad();
  myBets = await api.get<BetView[]>('cockfight/bets?limit=30').catch(() => []);
  render();
  setInterval(() => void poll(), 1000);
  cancelAnimationFrame(frame);
  frame = requestAnimationFrame(animate);
}
