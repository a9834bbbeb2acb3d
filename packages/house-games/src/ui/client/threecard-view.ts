import type { ThreeCardAction, ThreeCardState } from '../../games/threecard';
import { type Api, ApiError, type PlayResult } from './api';
import { clear, h, toast } from './dom';
import { banner, cardEl, type GameView, SpotBoard, showBanner, type ViewContext } from './views';

interface HandAnswer {
  roundId: string;
  game: string;
  state: ThreeCardState;
  done: boolean;
  legal: ThreeCardAction[];
  stake: number;
  payout: number;
  balance: number | null;
  settled: boolean;
  fairness: PlayResult['fairness'];
}

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
    h('div', { class: 'bj-dealer' }, h('div', { class: 'bac-head' }, h('b', {}, 'NHÀ CÁI'), dealerName), dealerCards),
    h('p', { class: 'bj-rules' }, 'NHÀ CÁI CẦN Q TRỞ LÊN · THƯỞNG ANTE: SẢNH 1 · SÁM 4 · THÙNG PHÁ SẢNH 5'),
    h('div', { class: 'bj-hand' }, h('div', { class: 'bac-head' }, h('b', {}, 'BẠN'), playerName), playerCards),
  );
  const text = banner();
  const board = new SpotBoard(
    [
      { id: 'ante', name: 'ANTE', odds: '1 ăn 1 + thưởng', class: 'big' },
      { id: 'pairPlus', name: 'PAIR PLUS', odds: 'Đôi 1 · Thùng 4 · Sảnh 6 · Sám 30 · TPS 40' },
    ],
    ctx,
    { cols: 2 },
  );
  let choose: ((a: ThreeCardAction) => void) | null = null;
  const play = h(
    'button',
    { class: 'btn bj-hit', type: 'button', disabled: true, onclick: () => choose?.('play') },
    'Theo',
  );
  const fold = h(
    'button',
    { class: 'btn bj-stand', type: 'button', disabled: true, onclick: () => choose?.('fold') },
    'Bỏ bài',
  );
  const decisions = h('div', { class: 'bj-actions', role: 'group', 'aria-label': 'Thao tác' }, play, fold);

  const render = (a: HandAnswer) => {
    const s = a.state;
    clear(playerCards);
    for (const c of s.player) playerCards.append(cardEl(c));
    playerName.textContent = s.playerHand;
    if (s.dealer.length) {
      clear(dealerCards);
      for (const c of s.dealer) dealerCards.append(cardEl(c));
      dealerName.textContent = `${s.dealerHand}${s.qualifies ? '' : ' · không đủ Q'}`;
    }
    for (const b of [play, fold]) b.toggleAttribute('disabled', a.done);
  };

  return {
    table: h('div', { class: 'table bj-table' }, stage, text, decisions, board.el),
    usesChips: true,
    playLabel: 'CHIA BÀI',
    bet() {
      const b = board.bet();
      if ('error' in b) return b;
      const bets = (b.bet as { bets: { spot: string; amount: number }[] }).bets;
      const ante = bets.find((x) => x.spot === 'ante')?.amount ?? 0;
      if (ante === 0) return { error: 'Đặt cược Ante trước khi chia bài' };
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
      let a: HandAnswer;
      try {
        a = await api.post<HandAnswer>('hand/deal', { game: 'threecard', bet });
      } catch (err) {
        if (!(err instanceof ApiError && err.code === 'ROUND_OPEN')) throw err;
        const current = await api.get<HandAnswer | null>('hand/current?game=threecard');
        if (!current) throw err;
        toast('Tiếp tục ván đang dở');
        a = current;
      }
      setBalance(a.balance);
      render(a);
      while (!a.done) {
        const action = await new Promise<ThreeCardAction>((resolve) => {
          choose = (x) => {
            choose = null;
            play.setAttribute('disabled', '');
            fold.setAttribute('disabled', '');
            resolve(x);
          };
        });
        try {
          a = await api.post<HandAnswer>('hand/act', { roundId: a.roundId, action });
          setBalance(a.balance);
        } catch (err) {
          toast(err instanceof ApiError ? err.message : 'Đã có lỗi xảy ra vui lòng thử lại sau');
          // the decision may have landed although its answer did not: carry on from the server's state
          const current = await api.get<HandAnswer | null>('hand/current?game=threecard').catch(() => a);
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
      return {
        roundId: a.roundId,
        game: a.game,
        stake: a.stake,
        payout: a.payout,
        wins: a.state.wins,
        jackpotHit: false,
        jackpotAmount: null,
        outcome: a.state,
        balance: a.balance,
        settled: a.settled,
        fairness: a.fairness,
      };
    },
    async show(result) {
      const s = result.outcome as ThreeCardState;
      showBanner(
        text,
        result,
        s.folded ? 'Bỏ bài' : s.result === 'win' ? 'Bạn thắng' : s.result === 'push' ? 'Hòa' : 'Nhà cái thắng',
      );
    },
  };
}
