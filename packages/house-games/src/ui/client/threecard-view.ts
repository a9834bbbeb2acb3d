import { HAND_NAMES, type ThreeCardAction, type ThreeCardState } from '../../games/threecard';
import type { Api, PlayResult } from './api';
import { clear, h } from './dom';
import { dealOrResume, decide, type HandAnswer, handResult, stepButtons } from './hand-steps';
import { t } from './lang';
import { banner, cardEl, type GameView, SpotBoard, showBanner, type ViewContext } from './views';

/** A hand's name as the round's state gives it (the core's Vietnamese name), in the screen's language. */
const handName = (name: string | null) => {
  const i = HAND_NAMES.indexOf(name as (typeof HAND_NAMES)[number]);
  return i < 0 ? (name ?? '') : t(`threecard.hands.${i}`);
};

/** Three Card Poker: Ante (and Pair Plus), three cards, then Theo (Play = Ante) or Bỏ. */
export function threeCardView(ctx: ViewContext): GameView {
  const dealerCards = h('div', { class: 'hand-cards' });
  const dealerName = h('span', { class: 'tcp-name' });
  const playerCards = h('div', { class: 'hand-cards' });
  const playerName = h('span', { class: 'tcp-name' });
  const backs = (el: HTMLElement) => {
    clear(el);
    el.append(cardEl(null), cardEl(null), cardEl(null));
  };
  backs(dealerCards);
  backs(playerCards);
  const stage = h(
    'div',
    { class: 'stage bj-stage' },
    h(
      'div',
      { class: 'bj-dealer' },
      h('div', { class: 'bac-head' }, h('b', {}, t('common.dealer')), dealerName),
      dealerCards,
    ),
    h('p', { class: 'bj-rules' }, t('threecard.rules')),
    h(
      'div',
      { class: 'bj-hand' },
      h('div', { class: 'bac-head' }, h('b', {}, t('common.you')), playerName),
      playerCards,
    ),
  );
  const text = banner();
  const board = new SpotBoard(
    [
      { id: 'ante', name: 'ANTE', odds: t('threecard.anteOdds'), class: 'big' },
      { id: 'pairPlus', name: 'PAIR PLUS', odds: t('threecard.pairPlusOdds') },
    ],
    ctx,
    { cols: 2 },
  );
  const steps = stepButtons<ThreeCardAction>([
    { action: 'play', label: t('threecard.play'), look: 'bj-hit' },
    { action: 'fold', label: t('threecard.fold'), look: 'bj-stand' },
  ]);

  const render = (a: HandAnswer<ThreeCardState>) => {
    const s = a.state;
    clear(playerCards);
    for (const c of s.player) playerCards.append(cardEl(c));
    playerName.textContent = handName(s.playerHand);
    if (s.dealer.length) {
      clear(dealerCards);
      for (const c of s.dealer) dealerCards.append(cardEl(c));
      dealerName.textContent = `${handName(s.dealerHand)}${s.qualifies ? '' : t('threecard.notQualified')}`;
    }
    steps.allow(() => !a.done);
  };

  return {
    table: h('div', { class: 'table bj-table' }, stage, text, steps.el, board.el),
    usesChips: true,
    playLabel: t('common.deal'),
    bet() {
      const b = board.bet();
      if ('error' in b) return b;
      const bets = (b.bet as { bets: { spot: string; amount: number }[] }).bets;
      const ante = bets.find((x) => x.spot === 'ante')?.amount ?? 0;
      if (ante === 0) return { error: t('threecard.anteFirst') };
      const pairPlus = bets.find((x) => x.spot === 'pairPlus')?.amount ?? 0;
      return { bet: { ante, pairPlus }, stake: ante + pairPlus };
    },
    staked: () => board.total(),
    clearBets: () => board.clear(),
    rebet: () => board.rebet(),
    start() {
      text.textContent = '';
      text.className = 'result-banner';
      backs(dealerCards);
      dealerName.textContent = '';
    },
    async run(api: Api, bet: unknown, setBalance: (b: number | null) => void): Promise<PlayResult> {
      let a = await dealOrResume<ThreeCardState>(api, 'threecard', bet);
      setBalance(a.balance);
      render(a);
      while (!a.done) {
        a = await decide(api, 'threecard', a, await steps.next());
        setBalance(a.balance);
        render(a);
      }
      return { ...handResult(a), wins: a.state.wins };
    },
    async show(result) {
      const s = result.outcome as ThreeCardState;
      showBanner(
        text,
        result,
        s.folded
          ? t('threecard.fold')
          : s.result === 'win'
            ? t('threecard.youWin')
            : s.result === 'push'
              ? t('threecard.push')
              : t('threecard.dealerWins'),
      );
    },
  };
}
