import type { BlackjackAction, BlackjackState, HandResult } from '../../games/blackjack';
import type { Card } from '../../games/cards';
import type { Api, PlayResult } from './api';
import { clear, h, money, short } from './dom';
import { dealOrResume, decide, type HandAnswer, handResult, stepButtons } from './hand-steps';
import { t } from './lang';
import { banner, cardEl, type GameView, SpotBoard, showBanner, type ViewContext } from './views';

/** The hand's best total as players say it: "soft 17" shows as 7/17. */
function totalText(cards: Card[]): string {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    total += c.rank === 1 ? 11 : Math.min(c.rank, 10);
    if (c.rank === 1) aces++;
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  if (cards.length === 2 && total === 21) return 'BJ';
  return aces > 0 && total < 21 ? `${total - 10}/${total}` : String(total);
}

const RESULT = (r: HandResult) => t(`blackjack.results.${r}`);

const ACTION_LABEL = (a: BlackjackAction) => t(`blackjack.actions.${a}`);

/**
 * Blackjack against the dealer, in steps: chips on the betting circle, "deal", then the player's
 * decisions (each extra stake goes through the wallet at once), then one settlement.
 */
export function blackjackView(ctx: ViewContext): GameView & {
  run(api: Api, bet: unknown, setBalance: (b: number | null) => void): Promise<PlayResult>;
} {
  const dealerCards = h('div', { class: 'hand-cards' }, cardEl(null), cardEl(null));
  const dealerTotal = h('span', { class: 'bac-total' }, '–');
  const hands = h('div', { class: 'bj-hands' });
  const rules = h('p', { class: 'bj-rules' }, t('blackjack.rules'));
  const stage = h(
    'div',
    { class: 'stage bj-stage' },
    h(
      'div',
      { class: 'bj-dealer' },
      h('div', { class: 'bac-head' }, h('b', {}, t('common.dealer')), dealerTotal),
      dealerCards,
    ),
    rules,
    hands,
  );
  const text = banner();
  const board = new SpotBoard(
    [{ id: 'main', name: t('common.bet'), odds: 'Blackjack 3:2', class: 'big bj-circle' }],
    ctx,
    {
      cols: 1,
      className: 'spots bj-board',
    },
  );
  const steps = stepButtons(
    (['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'] as const).map((action) => ({
      action,
      label: ACTION_LABEL(action),
    })),
  );

  const render = (a: HandAnswer<BlackjackState>) => {
    const s = a.state;
    clear(dealerCards);
    for (const c of s.dealer) dealerCards.append(cardEl(c));
    if (!a.done) dealerCards.append(cardEl(null));
    dealerTotal.textContent = totalText(s.dealer);
    clear(hands);
    s.hands.forEach((hand, i) => {
      const tag = s.results[i] ? h('span', { class: `bj-result ${s.results[i]}` }, RESULT(s.results[i]!)) : null;
      hands.append(
        h(
          'div',
          { class: `bj-hand ${!a.done && s.phase === 'player' && s.active === i ? 'active' : ''}` },
          h(
            'div',
            { class: 'bac-head' },
            h('b', {}, s.hands.length > 1 ? t('blackjack.hand', { n: i + 1 }) : t('common.you')),
            h('span', { class: 'bac-total' }, totalText(hand.cards)),
            h('span', { class: 'bj-bet' }, short(hand.bet)),
            tag,
          ),
          h('div', { class: 'hand-cards' }, ...hand.cards.map((c) => cardEl(c))),
        ),
      );
    });
    if (s.insurance > 0)
      hands.append(h('p', { class: 'bj-ins' }, t('blackjack.insurance', { amount: money(s.insurance) })));
    steps.allow((action) => !a.done && a.legal.includes(action));
    for (const [action, btn] of steps.buttons) {
      btn.hidden = (action === 'insurance' || action === 'no_insurance') !== (s.phase === 'insurance');
    }
  };

  return {
    table: h('div', { class: 'table bj-table' }, stage, text, steps.el, board.el),
    usesChips: true,
    playLabel: t('common.deal'),
    bet() {
      const b = board.bet();
      if ('error' in b) return b;
      return { bet: { amount: b.stake }, stake: b.stake };
    },
    staked: () => board.total(),
    clearBets: () => board.clear(),
    rebet: () => board.rebet(),
    start() {
      text.textContent = '';
      text.className = 'result-banner';
    },
    async run(api, bet, setBalance) {
      let a = await dealOrResume<BlackjackState>(api, 'blackjack', bet);
      setBalance(a.balance);
      render(a);
      while (!a.done) {
        a = await decide(api, 'blackjack', a, await steps.next());
        setBalance(a.balance);
        render(a);
      }
      return handResult(a);
    },
    async show(result) {
      const s = result.outcome as BlackjackState;
      const dealer = totalText(s.dealer);
      showBanner(
        text,
        result,
        s.dealerBlackjack ? t('blackjack.dealerBlackjack') : t('blackjack.dealerTotal', { total: dealer }),
      );
    },
  };
}
