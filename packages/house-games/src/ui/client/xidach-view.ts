import type { XiDachAction, XiDachKind, XiDachState } from '../../games/xidach';
import type { Api, PlayResult } from './api';
import { clear, h } from './dom';
import { dealOrResume, decide, type HandAnswer, handResult, stepButtons } from './hand-steps';
import { t } from './lang';
import { banner, cardEl, type GameView, SpotBoard, showBanner, type ViewContext } from './views';

const kindText = (kind: XiDachKind | null, total: number | null) =>
  kind && kind !== 'normal' ? t(`xidach.kinds.${kind}`) : total === null ? '–' : String(total);

/**
 * Xì Dách against the dealer, in steps: a stake on the circle, "chia bài", then rút (hit) or dằn
 * (stand, from 16 points); the dealer's two cards stay face down until the round ends.
 */
export function xiDachView(ctx: ViewContext): GameView & {
  run(api: Api, bet: unknown, setBalance: (b: number | null) => void): Promise<PlayResult>;
} {
  const dealerCards = h('div', { class: 'hand-cards' }, cardEl(null), cardEl(null));
  const dealerTotal = h('span', { class: 'bac-total' }, '–');
  const playerCards = h('div', { class: 'hand-cards' });
  const playerTotal = h('span', { class: 'bac-total' }, '–');
  const tag = h('span', { class: 'bj-result' });
  const rules = h('p', { class: 'bj-rules' }, t('xidach.rules'));
  const stage = h(
    'div',
    { class: 'stage bj-stage xd-stage' },
    h(
      'div',
      { class: 'bj-dealer' },
      h('div', { class: 'bac-head' }, h('b', {}, t('common.dealer')), dealerTotal),
      dealerCards,
    ),
    rules,
    h(
      'div',
      { class: 'bj-hands' },
      h(
        'div',
        { class: 'bj-hand active' },
        h('div', { class: 'bac-head' }, h('b', {}, t('common.you')), playerTotal, tag),
        playerCards,
      ),
    ),
  );
  const text = banner();
  const board = new SpotBoard(
    [{ id: 'main', name: t('common.bet'), odds: `${t('games.xidach')} 3:2`, class: 'big bj-circle' }],
    ctx,
    {
      cols: 1,
      className: 'spots bj-board',
    },
  );
  const steps = stepButtons<XiDachAction>([
    { action: 'hit', label: t('xidach.hit') },
    { action: 'stand', label: t('xidach.stand') },
  ]);

  const render = (a: HandAnswer<XiDachState>) => {
    const s = a.state;
    clear(dealerCards);
    if (s.phase === 'done') for (const c of s.dealer) dealerCards.append(cardEl(c));
    else for (let i = 0; i < s.dealerCount; i++) dealerCards.append(cardEl(null));
    dealerTotal.textContent = kindText(s.dealerKind, s.dealerTotal);
    clear(playerCards);
    for (const c of s.player) playerCards.append(cardEl(c));
    playerTotal.textContent = kindText(s.playerKind, s.playerTotal);
    tag.className = `bj-result ${s.result ?? ''}`;
    tag.textContent = s.result ? t(`xidach.results.${s.result}`) : '';
    steps.allow((action) => !a.done && a.legal.includes(action));
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
      let a = await dealOrResume<XiDachState>(api, 'xidach', bet);
      setBalance(a.balance);
      render(a);
      while (!a.done) {
        a = await decide(api, 'xidach', a, await steps.next());
        setBalance(a.balance);
        render(a);
      }
      return handResult(a);
    },
    async show(result) {
      const s = result.outcome as XiDachState;
      showBanner(text, result, t('xidach.dealer', { hand: kindText(s.dealerKind, s.dealerTotal) }));
    },
  };
}
