import type { BlackjackAction, BlackjackState, HandResult } from '../../games/blackjack';
import type { Card } from '../../games/cards';
import { type Api, ApiError, type PlayResult } from './api';
import { clear, h, money, short, toast } from './dom';
import { banner, cardEl, type GameView, SpotBoard, showBanner, type ViewContext } from './views';

interface HandAnswer {
  roundId: string;
  game: string;
  state: BlackjackState;
  done: boolean;
  legal: BlackjackAction[];
  stake: number;
  payout: number;
  balance: number | null;
  settled: boolean;
  fairness: PlayResult['fairness'];
}

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

const RESULT: Record<HandResult, string> = {
  blackjack: 'BLACKJACK',
  win: 'THẮNG',
  push: 'HÒA',
  lose: 'THUA',
  bust: 'QUẮC',
};

const ACTION_LABEL: Record<BlackjackAction, string> = {
  hit: 'Rút bài',
  stand: 'Dừng',
  double: 'Gấp đôi',
  split: 'Tách bài',
  insurance: 'Bảo hiểm',
  no_insurance: 'Không bảo hiểm',
};

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
  const rules = h(
    'p',
    { class: 'bj-rules' },
    'BLACKJACK TRẢ 3:2 · NHÀ CÁI DỪNG Ở SOFT 17 · BẢO HIỂM TRẢ 2:1 · 6 BỘ BÀI',
  );
  const stage = h(
    'div',
    { class: 'stage bj-stage' },
    h('div', { class: 'bj-dealer' }, h('div', { class: 'bac-head' }, h('b', {}, 'NHÀ CÁI'), dealerTotal), dealerCards),
    rules,
    hands,
  );
  const text = banner();
  const board = new SpotBoard([{ id: 'main', name: 'CƯỢC', odds: 'Blackjack 3:2', class: 'big bj-circle' }], ctx, {
    cols: 1,
    className: 'spots bj-board',
  });
  const buttons = new Map<BlackjackAction, HTMLButtonElement>();
  let choose: ((a: BlackjackAction) => void) | null = null;
  const decisions = h('div', { class: 'bj-actions', role: 'group', 'aria-label': 'Thao tác' });
  for (const action of ['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'] as const) {
    const btn = h(
      'button',
      { class: `btn bj-${action}`, type: 'button', disabled: true, onclick: () => choose?.(action) },
      ACTION_LABEL[action],
    ) as HTMLButtonElement;
    buttons.set(action, btn);
    decisions.append(btn);
  }

  const render = (a: HandAnswer) => {
    const s = a.state;
    clear(dealerCards);
    for (const c of s.dealer) dealerCards.append(cardEl(c));
    if (!a.done) dealerCards.append(cardEl(null));
    dealerTotal.textContent = totalText(s.dealer);
    clear(hands);
    s.hands.forEach((hand, i) => {
      const tag = s.results[i] ? h('span', { class: `bj-result ${s.results[i]}` }, RESULT[s.results[i]!]) : null;
      hands.append(
        h(
          'div',
          { class: `bj-hand ${!a.done && s.phase === 'player' && s.active === i ? 'active' : ''}` },
          h(
            'div',
            { class: 'bac-head' },
            h('b', {}, s.hands.length > 1 ? `TAY ${i + 1}` : 'BẠN'),
            h('span', { class: 'bac-total' }, totalText(hand.cards)),
            h('span', { class: 'bj-bet' }, short(hand.bet)),
            tag,
          ),
          h('div', { class: 'hand-cards' }, ...hand.cards.map((c) => cardEl(c))),
        ),
      );
    });
    if (s.insurance > 0) hands.append(h('p', { class: 'bj-ins' }, `Bảo hiểm ${money(s.insurance)}`));
    for (const [action, btn] of buttons) {
      const allowed = !a.done && a.legal.includes(action);
      btn.disabled = !allowed;
      btn.hidden = (action === 'insurance' || action === 'no_insurance') !== (s.phase === 'insurance');
    }
  };

  const waitForChoice = () =>
    new Promise<BlackjackAction>((resolve) => {
      choose = (action) => {
        choose = null;
        for (const b of buttons.values()) b.disabled = true;
        resolve(action);
      };
    });

  const toResult = (a: HandAnswer): PlayResult => ({
    roundId: a.roundId,
    game: a.game,
    stake: a.stake,
    payout: a.payout,
    wins: [],
    jackpotHit: false,
    jackpotAmount: null,
    outcome: a.state,
    balance: a.balance,
    settled: a.settled,
    fairness: a.fairness,
  });

  return {
    table: h('div', { class: 'table bj-table' }, stage, text, decisions, board.el),
    usesChips: true,
    playLabel: 'CHIA BÀI',
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
      let a: HandAnswer;
      try {
        a = await api.post<HandAnswer>('hand/deal', { game: 'blackjack', bet });
      } catch (err) {
        // a round left open (a reload mid-round) is played on instead of a new deal
        if (!(err instanceof ApiError && err.code === 'ROUND_OPEN')) throw err;
        const current = await api.get<HandAnswer | null>('hand/current?game=blackjack');
        if (!current) throw err;
        toast('Tiếp tục ván đang dở');
        a = current;
      }
      setBalance(a.balance);
      render(a);
      while (!a.done) {
        const action = await waitForChoice();
        try {
          a = await api.post<HandAnswer>('hand/act', { roundId: a.roundId, action });
          setBalance(a.balance);
        } catch (err) {
          toast(err instanceof ApiError ? err.message : 'Đã có lỗi xảy ra vui lòng thử lại sau');
          // the decision may have landed although its answer did not: carry on from the server's state
          const current = await api.get<HandAnswer | null>('hand/current?game=blackjack').catch(() => a);
          if (!current) {
            const balance = await api.get<{ balance: number }>('balance').then(
              (b) => b.balance,
              () => null,
            );
            throw new ApiError(0, 'ROUND_ENDED', 'Ván đã kết thúc, xem kết quả trong Lịch sử', balance);
          }
          a = current;
        }
        render(a);
      }
      return toResult(a);
    },
    async show(result) {
      const s = result.outcome as BlackjackState;
      const dealer = totalText(s.dealer);
      showBanner(text, result, s.dealerBlackjack ? 'Nhà cái Blackjack' : `Nhà cái ${dealer}`);
    },
  };
}
