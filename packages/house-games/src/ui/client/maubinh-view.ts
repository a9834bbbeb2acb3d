import type { Card } from '../../games/cards';
import {
  ARRANGE_LETTERS,
  CATEGORY_NAMES,
  type ChiView,
  categoryOf,
  type MauBinhState,
  SPECIALS,
  STAKE_CHI,
  scoreChi,
} from '../../games/maubinh';
import type { Api, PlayResult } from './api';
import { clear, h, money } from './dom';
import { dealOrResume, decide, type HandAnswer, handResult } from './hand-steps';
import { t } from './lang';
import { banner, cardEl, type GameView, SpotBoard, type ViewContext } from './views';

const CHI_NAMES = [0, 1, 2].map((i) => t(`maubinh.chi.${i}`));
/** a row's or a special hand's name as the round's state gives it (the core's Vietnamese), in the screen's language */
const categoryName = (name: string) => {
  const i = (CATEGORY_NAMES as readonly string[]).indexOf(name);
  return i < 0 ? name : t(`maubinh.categories.${i}`);
};
const specialName = (name: string) => {
  const special = SPECIALS.find((s) => s.name === name);
  return special ? t(`maubinh.specials.${special.code}`) : name;
};
const SIZES = [3, 5, 5];
const cardIndex = (c: Card) => ['spades', 'hearts', 'diamonds', 'clubs'].indexOf(c.suit) * 13 + c.rank - 1;

/**
 * Mậu Binh against the dealer: 13 cards laid out in the suggested arrangement; tapping two cards
 * swaps them, "Tự xếp" restores the suggestion, "Xếp xong" sends the order. When the time runs
 * out the round is arranged automatically (the server does the same for a player who left).
 */
export function mauBinhView(ctx: ViewContext): GameView & {
  run(api: Api, bet: unknown, setBalance: (b: number | null) => void): Promise<PlayResult>;
} {
  const dealerRows = h('div', { class: 'mb-rows' });
  const playerRows = h('div', { class: 'mb-rows mine' });
  const timer = h('span', { class: 'mb-timer', 'aria-live': 'off' }, '');
  const warn = h('p', { class: 'mb-warn', 'aria-live': 'polite' }, '');
  const rules = h('p', { class: 'bj-rules' }, t('maubinh.rules', { chi: STAKE_CHI }));
  const stage = h(
    'div',
    { class: 'stage bj-stage mb-stage' },
    h('div', { class: 'bj-dealer' }, h('div', { class: 'bac-head' }, h('b', {}, t('common.dealer'))), dealerRows),
    rules,
    h(
      'div',
      { class: 'bj-hand active' },
      h('div', { class: 'bac-head' }, h('b', {}, t('common.you')), timer),
      playerRows,
      warn,
    ),
  );
  const text = banner();
  const board = new SpotBoard(
    [
      {
        id: 'main',
        name: t('maubinh.stakeSpot'),
        odds: t('maubinh.stakeOdds', { chi: STAKE_CHI }),
        class: 'big bj-circle',
      },
    ],
    ctx,
    {
      cols: 1,
      className: 'spots bj-board',
    },
  );
  let choose: ((action: string) => void) | null = null;
  const autoBtn = h(
    'button',
    { class: 'btn bj-hit', type: 'button', disabled: true },
    t('maubinh.auto'),
  ) as HTMLButtonElement;
  const doneBtn = h(
    'button',
    { class: 'btn bj-stand', type: 'button', disabled: true },
    t('maubinh.done'),
  ) as HTMLButtonElement;
  const decisions = h(
    'div',
    { class: 'bj-actions', role: 'group', 'aria-label': t('common.actions') },
    autoBtn,
    doneBtn,
  );

  // the arrangement being edited: 13 letters, positions 0-2 chi đầu, 3-7 chi giữa, 8-12 chi cuối
  let hand: Card[] = [];
  let order: string[] = [];
  let picked: number | null = null;

  const chiOf = (letters: string[]) => {
    const rows: Card[][] = [];
    let at = 0;
    for (const n of SIZES) {
      rows.push(letters.slice(at, at + n).map((l) => hand[ARRANGE_LETTERS.indexOf(l)]!));
      at += n;
    }
    return rows;
  };
  const row = (label: string, cards: (Card | null)[], name: string, onPick?: (i: number) => void, base = 0) =>
    h(
      'div',
      { class: 'mb-row' },
      h('span', { class: 'mb-label' }, label, h('small', {}, name)),
      h(
        'div',
        { class: 'hand-cards' },
        ...cards.map((c, i) => {
          const el = cardEl(c);
          if (onPick) {
            el.setAttribute('role', 'button');
            el.setAttribute('tabindex', '0');
            if (picked === base + i) el.classList.add('picked');
            el.addEventListener('click', () => onPick(base + i));
          }
          return el;
        }),
      ),
    );

  const renderEditing = () => {
    clear(playerRows);
    const rows = chiOf(order);
    const scores = rows.map((r) => scoreChi(r.map(cardIndex)));
    let base = 0;
    rows.forEach((cards, i) => {
      playerRows.append(row(CHI_NAMES[i]!, cards, t(`maubinh.categories.${categoryOf(scores[i]!)}`), pick, base));
      base += cards.length;
    });
    const lung = scores[0]! > scores[1]! || scores[1]! > scores[2]!;
    warn.textContent = lung ? t('maubinh.lungWarn') : '';
  };
  const pick = (i: number) => {
    if (!choose) return;
    if (picked === null) picked = i;
    else {
      [order[picked], order[i]] = [order[i]!, order[picked]!];
      picked = null;
    }
    renderEditing();
  };
  const renderDone = (rowsEl: HTMLElement, chi: ChiView[] | null, results: number[]) => {
    clear(rowsEl);
    if (!chi) return;
    chi.forEach((c, i) => {
      const r = results[i];
      const tagText = r === undefined ? '' : r > 0 ? `+${r}` : r < 0 ? `${r}` : '0';
      const el = row(CHI_NAMES[i]!, c.cards, categoryName(c.name));
      if (tagText) el.append(h('span', { class: `bj-result ${r! > 0 ? 'win' : r! < 0 ? 'lose' : 'push'}` }, tagText));
      rowsEl.append(el);
    });
  };
  const renderDealerBacks = () => {
    clear(dealerRows);
    SIZES.forEach((n, i) => {
      dealerRows.append(row(CHI_NAMES[i]!, new Array<Card | null>(n).fill(null), ''));
    });
  };
  renderDealerBacks();

  const render = (a: HandAnswer<MauBinhState>) => {
    const s = a.state;
    if (s.phase === 'done') {
      renderDone(
        dealerRows,
        s.dealer,
        s.chi.map((v) => -v),
      );
      renderDone(playerRows, s.player, s.chi);
      if (!s.player && s.playerSpecial)
        playerRows.append(h('p', { class: 'mb-special' }, specialName(s.playerSpecial)));
      if (s.dealerSpecial) dealerRows.append(h('p', { class: 'mb-special' }, specialName(s.dealerSpecial)));
      warn.textContent = s.lung
        ? t('maubinh.lung')
        : s.sap === 1
          ? t('maubinh.sapDealer')
          : s.sap === -1
            ? t('maubinh.sapped')
            : '';
      timer.textContent = s.net === null ? '' : t('maubinh.chiNet', { net: `${s.net > 0 ? '+' : ''}${s.net}` });
      return;
    }
    hand = s.hand;
    order = [...s.suggestion];
    picked = null;
    renderDealerBacks();
    renderEditing();
  };

  const waitForArrangement = (seconds: number) =>
    new Promise<string>((resolve) => {
      let left = seconds;
      timer.textContent = `${left}s`;
      const tick = setInterval(() => {
        left--;
        timer.textContent = `${Math.max(left, 0)}s`;
        if (left <= 0) finish('auto');
      }, 1000);
      const finish = (action: string) => {
        clearInterval(tick);
        choose = null;
        autoBtn.disabled = true;
        doneBtn.disabled = true;
        resolve(action);
      };
      choose = finish;
      autoBtn.disabled = false;
      doneBtn.disabled = false;
      autoBtn.onclick = () => {
        order = [...(currentSuggestion ?? order.join(''))];
        picked = null;
        renderEditing();
      };
      doneBtn.onclick = () => finish(order.join(''));
    });
  let currentSuggestion: string | null = null;

  return {
    table: h('div', { class: 'table bj-table mb-table' }, stage, text, decisions, board.el),
    usesChips: true,
    playLabel: t('common.deal'),
    bet() {
      const b = board.bet();
      if ('error' in b) return b;
      return { bet: { chi: b.stake }, stake: b.stake * STAKE_CHI };
    },
    staked: () => board.total() * STAKE_CHI,
    clearBets: () => board.clear(),
    rebet: () => board.rebet(),
    start() {
      text.textContent = '';
      text.className = 'result-banner';
      warn.textContent = '';
      timer.textContent = '';
    },
    async run(api, bet, setBalance) {
      let a = await dealOrResume<MauBinhState>(api, 'maubinh', bet);
      setBalance(a.balance);
      currentSuggestion = a.state.suggestion;
      render(a);
      if (!a.done) {
        a = await decide(api, 'maubinh', a, await waitForArrangement(a.state.secondsToArrange));
        setBalance(a.balance);
        render(a);
      }
      return handResult(a);
    },
    async show(result) {
      const s = result.outcome as MauBinhState;
      const special = s.playerSpecial ?? s.dealerSpecial;
      const head = special
        ? specialName(special)
        : s.net === null
          ? ''
          : t('maubinh.chiNet', { net: `${s.net > 0 ? '+' : ''}${s.net}` });
      // the 12 chi put up come back in part on a loss: say what the round won or lost, not what it returned
      const net = result.payout - result.stake;
      text.className = `result-banner ${net > 0 ? 'win' : 'lose'}`;
      text.textContent = `${head} · ${
        net > 0
          ? t('maubinh.won', { amount: money(net) })
          : net < 0
            ? t('maubinh.lost', { amount: money(-net) })
            : t('maubinh.push')
      }`;
    },
  };
}
