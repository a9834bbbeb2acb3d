import type { BaccaratOutcome, BaccaratWinner } from '../../games/baccarat';
import type { Card } from '../../games/cards';
import { clear, h, sleep } from './dom';
import { t } from './lang';
import { roadsPanel } from './roads-view';
import type { GameView } from './views';
import { banner, cardEl, chipGame, SpotBoard, showBanner, type ViewContext } from './views';

const point = (cards: Card[]) => cards.reduce((s, c) => s + (c.rank >= 10 ? 0 : c.rank), 0) % 10;

const HEADLINE: Record<BaccaratWinner, string> = {
  player: t('baccarat.playerWins'),
  banker: t('baccarat.bankerWins'),
  tie: t('baccarat.tie'),
};

/** One side of the baccarat table: its name, its running total and its cards (the third sideways). */
function side(name: string, cls: string) {
  const total = h('span', { class: 'bac-total' }, '–');
  const cards = h('div', { class: 'bac-cards' });
  const el = h('div', { class: `bac-side ${cls}` }, h('div', { class: 'bac-head' }, h('b', {}, name), total), cards);
  return {
    el,
    reset() {
      clear(cards);
      cards.append(cardEl(null), cardEl(null));
      total.textContent = '–';
      el.classList.remove('won');
    },
    show(dealt: Card[]) {
      clear(cards);
      dealt.forEach((c, i) => {
        const node = cardEl(c);
        if (i === 2) node.classList.add('third');
        cards.append(node);
      });
      if (dealt.length < 2) cards.append(cardEl(null));
      total.textContent = String(point(dealt));
    },
    win(on: boolean) {
      el.classList.toggle('won', on);
    },
  };
}

/**
 * Punto banco in fast mode: the player bets, the coup is dealt card by card in the real order
 * (player, banker, player, banker, then third cards), and the table's roads grow with each coup.
 */
export function baccaratView(ctx: ViewContext, noCommission: boolean): GameView {
  const player = side(t('baccarat.player'), 'player');
  const banker = side(t('baccarat.banker'), 'banker');
  player.reset();
  banker.reset();
  const stage = h('div', { class: 'stage bac-stage' }, player.el, h('div', { class: 'bac-vs' }, 'VS'), banker.el);
  const text = banner();
  const board = new SpotBoard(
    [
      { id: 'player_pair', name: t('baccarat.playerPair'), odds: t('odds.n', { n: 11 }), class: 'bac-pp' },
      { id: 'tie', name: t('baccarat.tie'), odds: t('odds.n', { n: 8 }), class: 'bac-tie' },
      { id: 'banker_pair', name: t('baccarat.bankerPair'), odds: t('odds.n', { n: 11 }), class: 'bac-bp' },
      { id: 'player', name: t('baccarat.player'), odds: t('odds.evens'), class: 'big bac-player' },
      {
        id: 'banker',
        name: t('baccarat.banker'),
        odds: noCommission ? t('baccarat.bankerNc') : t('odds.n', { n: '0.95' }),
        class: 'big bac-banker',
      },
    ],
    ctx,
    { cols: 6, className: 'spots bac-board' },
  );
  const roads = roadsPanel();
  return chipGame(
    { stage, banner: text, board, footer: roads.el },
    {
      start() {
        player.reset();
        banker.reset();
        text.textContent = '';
        text.className = 'result-banner';
      },
      async show(result) {
        const o = result.outcome as BaccaratOutcome;
        // dealing order: P1 B1 P2 B2, then the third cards
        const steps: [typeof player, Card[]][] = [
          [player, o.player.slice(0, 1)],
          [banker, o.banker.slice(0, 1)],
          [player, o.player.slice(0, 2)],
          [banker, o.banker.slice(0, 2)],
        ];
        if (o.player[2]) steps.push([player, o.player]);
        if (o.banker[2]) steps.push([banker, o.banker]);
        for (const [who, cards] of steps) {
          who.show(cards);
          await sleep(420);
        }
        player.win(o.winner === 'player');
        banker.win(o.winner === 'banker');
        const hits: string[] = [o.winner];
        if (o.playerPair) hits.push('player_pair');
        if (o.bankerPair) hits.push('banker_pair');
        board.highlight(hits);
        roads.add(o);
        showBanner(text, result, `${HEADLINE[o.winner]} ${o.playerTotal} - ${o.bankerTotal}`);
      },
    },
  );
}
