import { formatNumber } from '@app/provider-kit/number-format';
import type { BauCuaOutcome } from '../../games/baucua';
import { BAUCUA_SPOTS } from '../../games/baucua';
import type { Card } from '../../games/cards';
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYTABLE, type KenoOutcome } from '../../games/keno';
import type { RongHoOutcome } from '../../games/rongho';
import { RED_NUMBERS, type RouletteOutcome } from '../../games/roulette';
import { evaluateLine, SLOT_LINE_BETS, SLOT_LINES, type SlotOutcome, type SlotSymbol } from '../../games/slot';
import type { TaiXiuOutcome } from '../../games/taixiu';
import type { HouseGameCode } from '../../games/types';
import type { XocDiaOutcome } from '../../games/xocdia';
import type { Api, PlayResult } from './api';
import { clear, h, money, short, sleep } from './dom';
import { icon } from './icons';
import { t } from './lang';
import { spotOverProblem, spotsProblem, type TableLimitsView } from './limits-view';
import { uprightCell } from './roulette-layout';
import { doubledStakes } from './stakes';

/** What the shell asks of a game screen. */
export interface GameView {
  /** the table area: stage (dice, cards, reels...) and bet spots */
  readonly table: HTMLElement;
  /** controls specific to the game (slot's line bet, keno's quick pick) */
  readonly extraControls?: HTMLElement;
  /** whether the shell's chip selector applies */
  readonly usesChips: boolean;
  /** the bet to send (remembered for "rebet"), or why there is none */
  bet(): { bet: unknown; stake: number } | { error: string };
  /** the total stake on the table now */
  staked(): number;
  /** animates a result */
  show(result: PlayResult): Promise<void>;
  /** removes the stakes placed on the table */
  clearBets(): void;
  /** places the previous round's stakes again */
  rebet(): void;
  /** called before the round is sent (start of the animation) */
  start(): void;
  /** the play button's label, when not the shell's "place bet" */
  readonly playLabel?: string;
  /** plays a round in steps (blackjack) instead of one POST /api/play; resolves when it is over */
  run?(api: Api, bet: unknown, setBalance: (balance: number | null) => void): Promise<PlayResult>;
  /** Tables that start every round empty (tài xỉu): called once a round's result is shown. */
  readonly afterRound?: () => void;
  /** "x2": doubles the stakes on the table, or the last round's on an empty table. */
  readonly double?: () => void;
}

export interface ViewContext {
  chip(): number;
  changed(): void;
  /** the table's stake limits set by staff (decision 118), once loaded */
  limits?(): TableLimitsView | null;
  /** tells the player why a chip was not placed */
  refuse?(message: string): void;
}

// ─── table games ──────────────────────────────────────────────────────────────────────────────

export interface SpotDef {
  id: string;
  name: string;
  odds: string;
  class?: string;
}

/** Spots on which chips are stacked; shared by the five table games. */
export class SpotBoard {
  readonly el: HTMLElement;
  private readonly stakes = new Map<string, number>();
  private last = new Map<string, number>();
  private readonly nodes = new Map<string, { root: HTMLElement; badge: HTMLElement }>();

  constructor(
    defs: SpotDef[],
    private readonly ctx: ViewContext,
    opts: { cols: number; className?: string; place?: (def: SpotDef, node: HTMLElement) => void } = { cols: 2 },
  ) {
    this.el = h('div', { class: opts.className ?? 'spots', style: `--cols:${opts.cols}` });
    for (const def of defs) {
      const badge = h('span', { class: 'stake', hidden: true });
      const root = h(
        'button',
        {
          class: `spot ${def.class ?? ''}`,
          type: 'button',
          'data-spot': def.id,
          'aria-label': `${def.name} ${def.odds}`,
          onclick: () => this.add(def.id),
        },
        h('span', { class: 'name' }, def.name),
        def.odds ? h('span', { class: 'odds' }, def.odds) : null,
        badge,
      );
      opts.place?.(def, root);
      this.nodes.set(def.id, { root, badge });
      this.el.append(root);
    }
  }

  private add(id: string) {
    const next = (this.stakes.get(id) ?? 0) + this.ctx.chip();
    const over = spotOverProblem(this.ctx.limits?.(), next);
    if (over) return this.ctx.refuse?.(over);
    this.stakes.set(id, next);
    this.paint();
    this.ctx.changed();
  }

  private paint() {
    for (const [id, node] of this.nodes) {
      const stake = this.stakes.get(id) ?? 0;
      node.badge.hidden = stake === 0;
      node.badge.textContent = short(stake);
    }
  }

  total(): number {
    let sum = 0;
    for (const v of this.stakes.values()) sum += v;
    return sum;
  }

  bet(): { bet: unknown; stake: number } | { error: string } {
    const bets = [...this.stakes].filter(([, a]) => a > 0).map(([spot, amount]) => ({ spot, amount }));
    if (bets.length === 0) return { error: t('common.tapSpot') };
    const problem = spotsProblem(
      this.ctx.limits?.(),
      bets.map((b) => b.amount),
    );
    if (problem) return { error: problem };
    this.last = new Map(this.stakes);
    return { bet: { bets }, stake: bets.reduce((s, b) => s + b.amount, 0) };
  }

  clear() {
    this.stakes.clear();
    this.paint();
    this.highlight([]);
    this.ctx.changed();
  }

  /** Empties the table, keeping the round's winning spots lit until the next round starts. */
  clearStakes() {
    this.stakes.clear();
    this.paint();
    this.ctx.changed();
  }

  double() {
    const next = doubledStakes(this.stakes, this.last);
    const over = spotsProblem(this.ctx.limits?.(), [...next.values()]);
    if (over) return this.ctx.refuse?.(over);
    this.stakes.clear();
    for (const [k, v] of next) this.stakes.set(k, v);
    this.paint();
    this.ctx.changed();
  }

  rebet() {
    this.stakes.clear();
    for (const [k, v] of this.last) this.stakes.set(k, v);
    this.paint();
    this.ctx.changed();
  }

  highlight(ids: string[]) {
    for (const [id, node] of this.nodes) node.root.classList.toggle('win', ids.includes(id));
  }
}

export function banner(): HTMLElement {
  return h('div', { class: 'result-banner', 'aria-live': 'polite' });
}

/**
 * A game played with chips on a board of spots: its stage (and anything under the board) around
 * the result banner, the board's stakes as the bet, and the board's highlight cleared per round.
 */
export function chipGame(
  parts: { stage: HTMLElement; banner: HTMLElement; board: SpotBoard; footer?: HTMLElement },
  round: { start?: () => void; show: (result: PlayResult) => Promise<void> },
  opts: { clearAfterRound?: boolean } = {},
): GameView {
  const { stage, banner, board, footer } = parts;
  return {
    ...(opts.clearAfterRound ? { afterRound: () => board.clearStakes(), double: () => board.double() } : {}),
    table: h('div', { class: 'table' }, stage, banner, board.el, footer ?? null),
    usesChips: true,
    bet: () => board.bet(),
    staked: () => board.total(),
    clearBets: () => board.clear(),
    rebet: () => board.rebet(),
    start() {
      board.highlight([]);
      round.start?.();
    },
    show: round.show,
  };
}

export function showBanner(el: HTMLElement, result: PlayResult, headline: string) {
  const net = result.payout + (result.jackpotAmount ?? 0) - result.stake;
  el.className = `result-banner ${result.payout > 0 ? 'win' : 'lose'}`;
  el.textContent =
    result.payout > 0
      ? t('banner.win', { headline, amount: money(result.payout + (result.jackpotAmount ?? 0)) })
      : t(net < 0 ? 'banner.lose' : 'banner.push', { headline });
}

/** Pips of a die face in a 3x3 grid. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function die(value: number, rolling = false): HTMLElement {
  const el = h('div', {
    class: `die ${value === 1 || value === 4 ? 'red' : ''} ${rolling ? 'rolling' : ''}`,
    'aria-label': t('common.die', { value }),
  });
  for (let i = 0; i < 9; i++) el.append(h('i', { style: PIPS[value]!.includes(i) ? '' : 'visibility:hidden' }));
  return el;
}

function taixiuView(ctx: ViewContext): GameView {
  const stage = h('div', { class: 'stage' }, die(5), die(3), die(6));
  const text = banner();
  const board = new SpotBoard(
    [
      { id: 'tai', name: t('taixiu.tai'), odds: t('taixiu.taiOdds'), class: 'big' },
      { id: 'xiu', name: t('taixiu.xiu'), odds: t('taixiu.xiuOdds'), class: 'big' },
    ],
    ctx,
    { cols: 2 },
  );
  return chipGame(
    { stage, banner: text, board },
    {
      start() {
        for (const d of stage.querySelectorAll('.die')) d.classList.add('rolling');
      },
      async show(result) {
        const o = result.outcome as TaiXiuOutcome;
        clear(stage);
        stage.append(...o.dice.map((d) => die(d, true)));
        await sleep(650);
        const side = o.triple ? t('taixiu.triple') : o.total >= 11 ? t('taixiu.tai') : t('taixiu.xiu');
        board.highlight(o.triple ? [] : [o.total >= 11 ? 'tai' : 'xiu']);
        showBanner(text, result, `${o.dice.join(' + ')} = ${o.total} · ${side}`);
      },
    },
    // Stakes left on the table would silently grow with every chip of the next round.
    { clearAfterRound: true },
  );
}

function xocdiaView(ctx: ViewContext): GameView {
  const plate = h('div', { class: 'plate' });
  const paint = (coins: boolean[], flip: boolean) => {
    clear(plate);
    for (const red of coins) plate.append(h('div', { class: `coin ${red ? 'red' : 'white'} ${flip ? 'flip' : ''}` }));
  };
  paint([true, false, true, false], false);
  const text = banner();
  const board = new SpotBoard(
    [
      { id: 'chan', name: t('xocdia.chan'), odds: t('odds.n', { n: '0.96' }), class: 'big' },
      { id: 'le', name: t('xocdia.le'), odds: t('odds.n', { n: '0.96' }), class: 'big' },
      { id: 'do4', name: t('xocdia.do4'), odds: t('odds.n', { n: 14 }), class: 'red' },
      { id: 'trang4', name: t('xocdia.trang4'), odds: t('odds.n', { n: 14 }), class: 'white' },
      { id: 'do3', name: t('xocdia.do3'), odds: t('odds.n', { n: '2.8' }), class: 'red' },
      { id: 'trang3', name: t('xocdia.trang3'), odds: t('odds.n', { n: '2.8' }), class: 'white' },
    ],
    ctx,
    { cols: 2 },
  );
  return chipGame(
    { stage: h('div', { class: 'stage' }, plate), banner: text, board },
    {
      start() {
        for (const c of plate.querySelectorAll('.coin')) c.classList.add('flip');
      },
      async show(result) {
        const o = result.outcome as XocDiaOutcome;
        paint(o.coins, true);
        await sleep(700);
        const wins = [o.reds % 2 === 0 ? 'chan' : 'le'];
        if (o.reds === 4) wins.push('do4');
        if (o.reds === 0) wins.push('trang4');
        if (o.reds === 3) wins.push('do3');
        if (o.reds === 1) wins.push('trang3');
        board.highlight(wins);
        showBanner(
          text,
          result,
          t('xocdia.result', {
            reds: o.reds,
            whites: 4 - o.reds,
            side: o.reds % 2 === 0 ? t('xocdia.chan') : t('xocdia.le'),
          }),
        );
      },
    },
  );
}

function baucuaView(ctx: ViewContext): GameView {
  const animalDie = (a: string, rolling = false) =>
    h(
      'div',
      { class: `animal-die ${rolling ? 'rolling' : ''}` },
      icon(a, 'animal-icon'),
      h('small', {}, t(`baucua.animals.${a}`)),
    );
  const stage = h('div', { class: 'stage' }, animalDie('bau'), animalDie('cua'), animalDie('ga'));
  const text = banner();
  const board = new SpotBoard(
    BAUCUA_SPOTS.map((id) => ({ id, name: t(`baucua.animals.${id}`), odds: t('baucua.odds') })),
    ctx,
    { cols: 3, place: (def, node) => node.prepend(icon(def.id, 'spot-icon')) },
  );
  return chipGame(
    { stage, banner: text, board },
    {
      async show(result) {
        const o = result.outcome as BauCuaOutcome;
        clear(stage);
        stage.append(...o.dice.map((a) => animalDie(a, true)));
        await sleep(650);
        board.highlight([...new Set(o.dice)]);
        showBanner(text, result, o.dice.map((a) => t(`baucua.animals.${a}`)).join(' · '));
      },
    },
  );
}

const SUIT: Record<Card['suit'], string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
const RANK = (r: number) => (r === 1 ? 'A' : r === 11 ? 'J' : r === 12 ? 'Q' : r === 13 ? 'K' : String(r));

export function cardEl(card: Card | null): HTMLElement {
  if (!card) return h('div', { class: 'card back', 'aria-label': t('common.cardBack') });
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  return h(
    'div',
    { class: `card deal ${red ? 'red-suit' : ''}`, 'aria-label': `${RANK(card.rank)}${SUIT[card.suit]}` },
    h('span', {}, RANK(card.rank)),
    h('span', { class: 'big' }, SUIT[card.suit]),
    h('span', { style: 'align-self:flex-end;transform:rotate(180deg)' }, RANK(card.rank)),
  );
}

function ronghoView(ctx: ViewContext): GameView {
  const dragon = h('div', {}, cardEl(null));
  const tiger = h('div', {}, cardEl(null));
  const stage = h(
    'div',
    { class: 'stage versus' },
    h('div', { class: 'side dragon' }, t('rongho.rong'), dragon),
    h('div', { class: 'side' }, 'VS'),
    h('div', { class: 'side tiger' }, t('rongho.ho'), tiger),
  );
  const text = banner();
  const board = new SpotBoard(
    [
      { id: 'rong', name: t('rongho.rong'), odds: t('odds.evens'), class: 'big red' },
      { id: 'hoa', name: t('rongho.hoa'), odds: t('odds.n', { n: 11 }) },
      { id: 'ho', name: t('rongho.ho'), odds: t('odds.evens'), class: 'big' },
    ],
    ctx,
    { cols: 3 },
  );
  return chipGame(
    { stage, banner: text, board },
    {
      start() {
        clear(dragon);
        clear(tiger);
        dragon.append(cardEl(null));
        tiger.append(cardEl(null));
      },
      async show(result) {
        const o = result.outcome as RongHoOutcome;
        clear(dragon);
        dragon.append(cardEl(o.dragon));
        await sleep(450);
        clear(tiger);
        tiger.append(cardEl(o.tiger));
        await sleep(450);
        board.highlight([o.winner]);
        showBanner(
          text,
          result,
          o.winner === 'rong' ? t('rongho.rongWins') : o.winner === 'ho' ? t('rongho.hoWins') : t('rongho.hoa'),
        );
      },
    },
  );
}

function rouletteView(ctx: ViewContext): GameView {
  const ball = h('div', { class: 'ball green' }, '0');
  const text = banner();
  const color = (n: number) => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');
  const defs: SpotDef[] = [{ id: 'n0', name: '0', odds: '', class: 'zero num-green' }];
  // rows top to bottom: 3, 6, ... 36 / 2, 5, ... 35 / 1, 4, ... 34; the column bet ends each row
  for (const row of [3, 2, 1]) {
    for (let c = 0; c < 12; c++) {
      const n = c * 3 + row;
      defs.push({ id: `n${n}`, name: String(n), odds: '', class: `num-${color(n)}` });
    }
    defs.push({ id: `col${row}`, name: '2:1', odds: '' });
  }
  defs.push(
    { id: 'dozen1', name: '1-12', odds: t('odds.n', { n: 2 }), class: 'wide' },
    { id: 'dozen2', name: '13-24', odds: t('odds.n', { n: 2 }), class: 'wide' },
    { id: 'dozen3', name: '25-36', odds: t('odds.n', { n: 2 }), class: 'wide' },
    { id: 'low', name: '1-18', odds: '', class: 'half' },
    { id: 'even', name: t('roulette.even'), odds: '', class: 'half' },
    { id: 'red', name: t('roulette.red'), odds: '', class: 'half num-red' },
    { id: 'black', name: t('roulette.black'), odds: '', class: 'half num-black' },
    { id: 'odd', name: t('roulette.odd'), odds: '', class: 'half' },
    { id: 'high', name: '19-36', odds: '', class: 'half' },
  );
  const board = new SpotBoard(defs, ctx, {
    cols: 14,
    className: 'board',
    place: (def, node) => {
      // outside bets sit under the numbers, starting at the grid's second column
      if (def.id === 'dozen1') node.style.gridColumn = '2 / span 4';
      if (def.id === 'low') node.style.gridColumn = '2 / span 2';
      const [col, row] = uprightCell(def.id);
      node.style.setProperty('--up-col', col);
      node.style.setProperty('--up-row', row);
    },
  });
  return chipGame(
    {
      stage: h('div', { class: 'stage' }, ball),
      banner: text,
      board,
      footer: h('p', { class: 'total', style: 'margin:0;text-align:center' }, t('roulette.pays')),
    },
    {
      start() {
        ball.classList.add('spin');
      },
      async show(result) {
        const o = result.outcome as RouletteOutcome;
        ball.className = `ball ${o.color} spin`;
        ball.textContent = String(o.number);
        await sleep(900);
        ball.classList.remove('spin');
        const wins = [`n${o.number}`];
        if (o.number > 0) {
          wins.push(o.color, o.number % 2 === 0 ? 'even' : 'odd', o.number <= 18 ? 'low' : 'high');
          wins.push(`dozen${Math.ceil(o.number / 12)}`, `col${((o.number - 1) % 3) + 1}`);
        }
        board.highlight(wins);
        showBanner(
          text,
          result,
          t('roulette.number', {
            n: o.number,
            color: o.color === 'red' ? t('roulette.redWord') : o.color === 'black' ? t('roulette.blackWord') : '',
          }),
        );
      },
    },
  );
}

// ─── slot ─────────────────────────────────────────────────────────────────────────────────────

/** A reel cell showing a symbol: letters as text, the rest as icons. */
function paintSymbol(cell: HTMLElement, s: SlotSymbol) {
  clear(cell);
  cell.className = `sym ${s.length === 1 ? 'card-sym' : ''}`;
  cell.setAttribute('aria-label', s.length === 1 ? s : t(`slot.symbols.${s}`));
  if (s.length === 1) cell.textContent = s;
  else cell.append(icon(s, 'sym-icon'));
}

function slotView(ctx: ViewContext, jackpot: () => Promise<number | null>): GameView {
  let lineBet: number = SLOT_LINE_BETS[1];
  const reels = h('div', { class: 'reels', role: 'img', 'aria-label': t('slot.reels') });
  const cells: HTMLElement[][] = [];
  const initial: SlotSymbol[] = ['A', 'K', 'Q', 'J', 'lantern', 'envelope', 'coin', 'wild', 'ingot'];
  for (let r = 0; r < 5; r++) {
    const reel = h('div', { class: 'reel' });
    cells.push([]);
    for (let row = 0; row < 3; row++) {
      const s = initial[(r * 3 + row) % initial.length]!;
      const cell = h('div', { class: 'sym' });
      paintSymbol(cell, s);
      cells[r]!.push(cell);
      reel.append(cell);
    }
    reels.append(reel);
  }
  const jackpotAmount = h('strong', {}, '…');
  const refreshJackpot = () =>
    jackpot().then((amount) => {
      jackpotAmount.textContent = amount === null ? '—' : money(amount);
    });
  void refreshJackpot();
  const text = banner();
  const select = h('select', { class: 'select', 'aria-label': t('slot.lineBet') }) as HTMLSelectElement;
  for (const v of SLOT_LINE_BETS)
    select.append(h('option', { value: v, selected: v === lineBet }, t('slot.lineOption', { amount: money(v) })));
  select.addEventListener('change', () => ctx.changed());
  const extra = h('label', { class: 'total' }, t('slot.lineBetLabel'), select);
  return {
    table: h(
      'div',
      { class: 'table' },
      h('div', { class: 'jackpot-bar' }, t('slot.jackpot'), jackpotAmount),
      h('div', { class: 'stage' }, reels),
      text,
      h('p', { class: 'total', style: 'margin:0;text-align:center' }, t('slot.help')),
    ),
    extraControls: extra,
    usesChips: false,
    bet() {
      lineBet = Number(select.value);
      return { bet: { lineBet }, stake: lineBet * SLOT_LINES.length };
    },
    staked: () => Number(select.value) * SLOT_LINES.length,
    clearBets() {},
    rebet() {},
    start() {
      for (const cell of cells.flat()) cell.classList.remove('hit');
      for (const reel of reels.children) reel.classList.add('spinning');
    },
    async show(result) {
      const o = result.outcome as SlotOutcome;
      for (let r = 0; r < 5; r++) {
        await sleep(180);
        reels.children[r]!.classList.remove('spinning');
        for (let row = 0; row < 3; row++) {
          const s = o.window[r]![row]!;
          paintSymbol(cells[r]![row]!, s);
        }
      }
      for (const rows of SLOT_LINES) {
        const symbols = rows.map((row, r) => o.window[r]![row]!);
        const { multiple, count } = evaluateLine(symbols);
        if (multiple > 0) for (let r = 0; r < count; r++) cells[r]![rows[r]!]!.classList.add('hit');
      }
      if (result.jackpotAmount) {
        for (let r = 0; r < 5; r++) cells[r]![1]!.classList.add('hit');
        text.className = 'result-banner win';
        text.textContent = t('slot.jackpotHit', { amount: money(result.jackpotAmount) });
      } else {
        showBanner(
          text,
          result,
          result.wins.length ? t('slot.lines', { count: result.wins.length }) : t('slot.nextTime'),
        );
      }
      void refreshJackpot();
    },
  };
}

// ─── keno ─────────────────────────────────────────────────────────────────────────────────────

function kenoView(ctx: ViewContext): GameView {
  const picks = new Set<number>();
  let last: number[] = [];
  const buttons: HTMLButtonElement[] = [];
  const grid = h('div', { class: 'keno-grid', role: 'group', 'aria-label': t('keno.pick') });
  const paytable = h('div', { class: 'paytable' });
  const text = banner();
  const paint = () => {
    for (const b of buttons) b.classList.toggle('picked', picks.has(Number(b.dataset.n)));
    clear(paytable);
    const table = KENO_PAYTABLE[picks.size];
    if (!table) paytable.append(h('span', {}, t('keno.pickRange', { max: KENO_MAX_PICKS })));
    else
      for (const [hits, mult] of Object.entries(table))
        paytable.append(h('span', {}, t('keno.pays', { hits, picks: picks.size, mult: formatNumber(mult) })));
    ctx.changed();
  };
  for (let n = 1; n <= KENO_NUMBERS; n++) {
    const b = h(
      'button',
      {
        type: 'button',
        'data-n': n,
        onclick: () => {
          if (picks.has(n)) picks.delete(n);
          else if (picks.size < KENO_MAX_PICKS) picks.add(n);
          paint();
        },
      },
      n,
    ) as HTMLButtonElement;
    buttons.push(b);
    grid.append(b);
  }
  const quick = h(
    'button',
    {
      class: 'btn',
      type: 'button',
      onclick: () => {
        // a new set of the same size (5 when none was picked); choosing numbers does not change the odds
        const size = picks.size || 5;
        picks.clear();
        while (picks.size < size) picks.add(1 + Math.floor(Math.random() * KENO_NUMBERS));
        paint();
      },
    },
    t('keno.quick'),
  );
  paint();
  return {
    table: h('div', { class: 'table' }, grid, paytable, text),
    extraControls: quick,
    usesChips: true,
    bet() {
      if (picks.size === 0) return { error: t('keno.pickOne') };
      last = [...picks];
      return { bet: { picks: [...picks], amount: ctx.chip() }, stake: ctx.chip() };
    },
    staked: () => (picks.size ? ctx.chip() : 0),
    clearBets() {
      picks.clear();
      for (const b of buttons) b.classList.remove('drawn');
      paint();
    },
    rebet() {
      picks.clear();
      for (const n of last) picks.add(n);
      paint();
    },
    start() {
      for (const b of buttons) b.classList.remove('drawn');
    },
    async show(result) {
      const o = result.outcome as KenoOutcome;
      for (const n of o.drawn) {
        buttons[n - 1]!.classList.add('drawn');
        await sleep(45);
      }
      const hits = [...picks].filter((n) => o.drawn.includes(n)).length;
      showBanner(text, result, t('keno.hits', { hits, picks: picks.size }));
    },
  };
}

export function createView(game: HouseGameCode, ctx: ViewContext, jackpot: () => Promise<number | null>): GameView {
  switch (game) {
    case 'taixiu':
      return taixiuView(ctx);
    case 'xocdia':
      return xocdiaView(ctx);
    case 'baucua':
      return baucuaView(ctx);
    case 'rongho':
      return ronghoView(ctx);
    case 'roulette':
      return rouletteView(ctx);
    case 'slot':
      return slotView(ctx, jackpot);
    case 'keno':
      return kenoView(ctx);
    case 'cockfight':
    case 'fish':
      throw new Error('cockfight and fish shooting have their own screens (cockfight.ts, fish.ts)');
    default:
      throw new Error(`no table view for ${game}`);
  }
}
