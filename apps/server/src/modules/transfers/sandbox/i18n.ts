import { catalogueT, type ProviderLang, type ProviderT } from '@app/provider-kit/i18n';

/*
 * The IM and WS168 sandboxes' own words: their game screens speak the language the launch names
 * (IM `Language: 'EN'`, WS168 `lang: 'en'`), as the partners' own screens would, with the
 * catalogue pattern of the house games and the lottery (decisions 169, 175). Vietnamese is the
 * default and the fallback, and reads exactly as the screens did before they had a catalogue.
 * Team names are the feed's; leagues, the draw and results are the sportsbook's words (decision
 * 176). Amounts come in formatted.
 */

export const sandboxVi = {
  page: {
    title: { im: 'IM Sports (sandbox)', ws168: 'WS168 Đá gà (sandbox)' },
    balance: 'Số dư:',
    stake: 'Tiền cược',
    loading: 'Đang tải…',
    tickets: 'Vé của bạn',
    closesIn: 'Đóng cược sau {{left}}',
    closesAt: 'Đóng cược sau {{time}}',
    minutes: '{{m}} phút {{s}} giây',
    seconds: '{{s}} giây',
    waiting: 'Chờ kết quả',
    paid: 'trả {{amount}}',
    placed: 'Đã đặt cược: {{pick}} @ {{odds}}',
  },
  /** what the screen's script writes itself (sent in its boot block) */
  script: {
    noEvents: {
      im: 'Chưa có trận đấu nhận cược, vui lòng đợi trong giây lát.',
      ws168: 'Chưa có trận đá gà nhận cược, vui lòng đợi trong giây lát.',
    },
    noTickets: 'Chưa có vé.',
    placing: 'Đang đặt cược…',
  },
  /** the draw and the results are the sportsbook's words (`@app/sportsbook/i18n`) */
  im: {
    sport: 'Bóng đá',
  },
  ws168: {
    fight: 'Trận {{no}}',
    market: 'Thắng trận',
    sides: { meron: 'Meron (Đỏ)', wala: 'Wala (Xanh)', draw: 'Hòa' },
    won: 'Thắng: {{side}}',
    cancelled: 'Hủy trận',
  },
  errors: {
    invalidBet: 'Dữ liệu cược không hợp lệ',
    session: 'Phiên chơi không hợp lệ',
    insufficient: 'Số dư tại nhà cung cấp không đủ',
    noMatch: 'Trận đấu không tồn tại',
    matchClosed: 'Trận đấu đã ngừng nhận cược',
    pickClosed: 'Cửa cược không còn mở',
    noFight: 'Trận đấu không tồn tại',
    fightClosed: 'Trận đấu đã ngừng nhận cược',
    noPick: 'Cửa cược không tồn tại',
  },
};

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The same keys and placeholders as the Vietnamese; what a player of the English site reads. */
export const sandboxEn: Catalogue<typeof sandboxVi> = {
  page: {
    title: { im: 'IM Sports (sandbox)', ws168: 'WS168 Cockfight (sandbox)' },
    balance: 'Balance:',
    stake: 'Stake',
    loading: 'Loading…',
    tickets: 'Your tickets',
    closesIn: 'Bets close in {{left}}',
    closesAt: 'Bets close at {{time}}',
    minutes: '{{m}} min {{s}} s',
    seconds: '{{s}} s',
    waiting: 'Awaiting result',
    paid: 'paid {{amount}}',
    placed: 'Bet placed: {{pick}} @ {{odds}}',
  },
  script: {
    noEvents: {
      im: 'No match is taking bets yet, please wait a moment.',
      ws168: 'No fight is taking bets yet, please wait a moment.',
    },
    noTickets: 'No tickets yet.',
    placing: 'Placing your bet…',
  },
  /** the draw and the results are the sportsbook's words (`@app/sportsbook/i18n`) */
  im: {
    sport: 'Football',
  },
  ws168: {
    fight: 'Fight {{no}}',
    market: 'Fight winner',
    sides: { meron: 'Meron (Red)', wala: 'Wala (Blue)', draw: 'Draw' },
    won: 'Result: {{side}}',
    cancelled: 'Fight cancelled',
  },
  errors: {
    invalidBet: 'The bet is not valid',
    session: 'This game session is not valid',
    insufficient: 'Your balance at the provider is not enough',
    noMatch: 'This match does not exist',
    matchClosed: 'This match is no longer taking bets',
    pickClosed: 'This pick is no longer open',
    noFight: 'This fight does not exist',
    fightClosed: 'This fight is no longer taking bets',
    noPick: 'This pick does not exist',
  },
};

export type SandboxLang = ProviderLang;
export type SandboxT = ProviderT;

/** The sandboxes' texts in one language. */
export const sandboxT: (lang: SandboxLang) => SandboxT = catalogueT(sandboxVi, sandboxEn);

/**
 * The words of the tickets' records (the bet logs' `detail`): Vietnamese, because our clients
 * ask the bet logs in Vietnamese (IM `Language: 'VI'`) and the platform's records keep them so,
 * whatever language the player's screen spoke when the ticket was placed.
 */
export const recordT: SandboxT = (key, params) => sandboxT('vi')(key, params);
