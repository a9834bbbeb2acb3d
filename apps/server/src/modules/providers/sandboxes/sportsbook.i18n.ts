import { catalogueT, type ProviderLang, type ProviderT } from '@app/provider-kit/i18n';
import { leagueIn, type SportsT, selectionLabel, sportsT } from '@app/sportsbook/i18n';

export { leagueIn };

/*
 * The SABA and BTI sandboxes' own words (decision 180): a partner's client shows the language its
 * launch names (SABA `lang=en`, BTI `/en/sports`), so the sandboxes that stand in for them do too.
 * Markets, picks, results and leagues come from the sportsbook's catalogue (decision 176), so the
 * sandbox and our own sportsbook name them alike; this catalogue holds only the sandbox screen's
 * frame, its tickets' words and its play API's refusals. Vietnamese is the default and fallback.
 */

export const sandboxVi = {
  page: {
    virtual: 'Thể thao ảo',
    lobby: 'Về sảnh',
    matches: 'Trận đấu',
    loading: 'Đang tải trận đấu…',
    slip: 'Phiếu cược',
    slipEmpty: 'Chọn một kèo để đặt cược.',
    stake: 'Tiền cược (đ)',
    place: 'Đặt cược',
    tickets: 'Vé của bạn',
    btiLogin: 'Vui lòng đăng nhập để đặt cược BTI.',
  },
  /** what the screen's script writes (sent in its boot block) */
  script: {
    noMatches: 'Chưa có trận đấu mở cược, vui lòng quay lại sau ít phút.',
    sending: 'Đang gửi vé…',
    placed: 'Đã nhận vé cược',
    error: 'Lỗi',
    money: '{{amount}} đ',
    status: {
      open: 'Chờ kết quả',
      settling: 'Chờ kết quả',
      placing: 'Đang đặt',
      settled: 'Đã trả',
      refunded: 'Đã hoàn',
    },
  },
  ticket: {
    parlayMarket: 'Cược xiên {{count}}',
    parlayPick: 'Xiên {{count}}: {{legs}}',
    corrected: '{{text}} (kết quả điều chỉnh)',
  },
  errors: {
    session: 'Phiên chơi không hợp lệ, vui lòng mở lại từ trang chủ',
    busy: 'Nhà cái đang bận, vui lòng thử lại sau',
    invalidBet: 'Dữ liệu cược không hợp lệ',
    stakeStep: 'Tiền cược phải là bội số của 1.000 đ',
    stakeRange: 'Tiền cược từ 10.000 đ đến 50.000.000 đ',
    singlesOnly: 'Sảnh này chỉ nhận cược đơn',
    parlayLegs: 'Cược xiên cần từ 2 đến 10 trận khác nhau',
    matchNotFound: 'Trận đấu không tồn tại',
    bettingClosed: 'Trận đấu đã ngừng nhận cược',
    selectionClosed: 'Cửa cược không còn mở',
    refused: 'Nhà cái từ chối vé cược',
    walletUnavailable:
      'Ví của nhà cái chưa xác nhận cược, vé đã bị hủy và tiền cược được hoàn lại. Vui lòng thử lại sau',
  },
};

export const sandboxEn: typeof sandboxVi = {
  page: {
    virtual: 'Virtual sports',
    lobby: 'Back to lobby',
    matches: 'Matches',
    loading: 'Loading matches…',
    slip: 'Bet slip',
    slipEmpty: 'Pick a price to bet on it.',
    stake: 'Stake (VND)',
    place: 'Place bet',
    tickets: 'Your tickets',
    btiLogin: 'Please log in to bet with BTI.',
  },
  script: {
    noMatches: 'No match is open for betting yet, please come back in a few minutes.',
    sending: 'Sending your ticket…',
    placed: 'Ticket accepted',
    error: 'Error',
    money: '{{amount}} VND',
    status: {
      open: 'Awaiting result',
      settling: 'Awaiting result',
      placing: 'Placing',
      settled: 'Paid',
      refunded: 'Refunded',
    },
  },
  ticket: {
    parlayMarket: 'Parlay of {{count}}',
    parlayPick: 'Parlay of {{count}}: {{legs}}',
    corrected: '{{text}} (result corrected)',
  },
  errors: {
    session: 'Your game session is not valid, please open the game again from the home page',
    busy: 'The sportsbook is busy, please try again later',
    invalidBet: 'The bet is not valid',
    stakeStep: 'The stake must be a multiple of 1,000 VND',
    stakeRange: 'The stake must be from 10,000 VND to 50,000,000 VND',
    singlesOnly: 'This sportsbook takes single bets only',
    parlayLegs: 'A parlay needs 2 to 10 different matches',
    matchNotFound: 'The match does not exist',
    bettingClosed: 'Betting on this match has closed',
    selectionClosed: 'This selection is no longer open',
    refused: 'The sportsbook refused the ticket',
    walletUnavailable:
      "The operator's wallet did not confirm the bet, so the ticket was cancelled and the stake refunded. Please try again later",
  },
};

/** The sandbox's words in one language. */
export const sandboxT: (lang: ProviderLang) => ProviderT = catalogueT(sandboxVi, sandboxEn);

/** The words of a language, with the sportsbook's, for one screen or answer. */
export function wordsOf(lang: ProviderLang): { t: ProviderT; s: SportsT } {
  return { t: sandboxT(lang), s: sportsT(lang) };
}

interface Leg {
  home: string;
  away: string;
  market: string;
  line: number | null;
  pick: string;
}

/** A single's market and pick ("Handicap: Arsenal +0.5"), or a parlay's legs, each with its match. */
export function pickText(w: { t: ProviderT; s: SportsT }, ticket: Leg & { legs?: Leg[] }): string {
  if (!ticket.legs) return selectionLabel(w.s, ticket, ticket.home, ticket.away);
  const legs = ticket.legs.map((l) => `${l.home} - ${l.away} · ${selectionLabel(w.s, l, l.home, l.away)}`).join('; ');
  return w.t('ticket.parlayPick', { count: ticket.legs.length, legs });
}

/** A ticket's market: the sportsbook's name for it, or the parlay's. */
export function marketText(w: { t: ProviderT; s: SportsT }, ticket: { market: string; legs?: unknown[] }): string {
  return ticket.legs ? w.t('ticket.parlayMarket', { count: ticket.legs.length }) : w.s(`markets.${ticket.market}`);
}

/** A final score and what it made of a pick: "2-0 · Won". */
export function scoreText(s: SportsT, score: { home: number; away: number }, result: string): string {
  return `${score.home}-${score.away} · ${s(`results.${result}`)}`;
}
