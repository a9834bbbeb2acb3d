import type { PageText } from './pages';

type EnglishPage = PageText & { crumb: string };

/*
 * English SEO texts of the section sub-pages (decision 145): the live-casino tabs, the game
 * portal's categories, the sports and virtual sports panels, the lottery games, the cockfight
 * partners, the fixed promotion and event pages, the app pages, the game launch and the account.
 * Without them an English page showed its Vietnamese title and description. Game names that are
 * Vietnamese names of Vietnamese games (Bầu Cua, Xóc Đĩa, Tài Xỉu, lô đề) keep them, as the
 * English lobby pages do.
 */

const casinoGame = (name: string, blurb: string, keywords: string): EnglishPage => ({
  crumb: name,
  title: `Online ${name} – Live Casino {brand}`,
  description: `Play ${name} online at {brand}, every round verifiable: ${blurb} Fast deposits and withdrawals, {support}.`,
  keywords: `${name.toLowerCase()}, ${keywords}, live casino {brand}`,
  h1: `Online ${name}`,
  h2: `${name} tables at {brand}, every round verifiable`,
});

const portal = (name: string, blurb: string, keywords: string): EnglishPage => ({
  crumb: name,
  title: `${name} – Games at {brand}`,
  description: `${name} at {brand}: ${blurb}`,
  keywords: `${keywords}, games {brand}`,
  h1: name,
  h2: `${name} with real prizes at {brand}`,
});

const sport = (name: string, blurb: string): EnglishPage => ({
  crumb: name,
  title: `${name} – Sports betting at {brand}`,
  description: `Bet with ${name} at {brand}: ${blurb}`,
  keywords: `${name.toLowerCase()}, sports betting, football odds, {brand}`,
  h1: `${name} betting`,
});

const virtualSport = (partner: string): EnglishPage => ({
  crumb: `${partner} virtual sports`,
  title: `${partner} virtual sports – {brand}`,
  description: `${partner} virtual sports at {brand}: virtual matches of about 3 minutes, certified random results, betting day and night.`,
  keywords: `virtual sports, ${partner.toLowerCase()} virtual sports, virtual football, {brand}`,
  h1: `${partner} virtual sports`,
});

const lottery = (name: string, blurb: string): EnglishPage => ({
  crumb: name,
  title: `${name} – Online lottery at {brand}`,
  description: `${name} at {brand}: ${blurb}`,
  keywords: `${name.toLowerCase()}, online lottery, lô đề, {brand}`,
  h1: name,
});

const cockfight = (partner: string, blurb: string): EnglishPage => ({
  crumb: `${partner} cockfighting`,
  title: `${partner} live cockfighting | {brand}`,
  description: `The ${partner} cockfighting lobby at {brand}: ${blurb}`,
  keywords: `${partner.toLowerCase()} cockfighting, ${partner.toLowerCase()}, live cockfighting, {brand}`,
  h1: `${partner} cockfighting`,
});

const promotion = (name: string, description: string): EnglishPage => ({
  crumb: name,
  title: `${name} – Promotions at {brand}`,
  description,
  keywords: `{brand} promotions, ${name.toLowerCase()}`,
  h1: name,
});

const event = (name: string, description: string): EnglishPage => ({
  crumb: name,
  title: `${name} – Events at {brand}`,
  description,
  keywords: `{brand} events, ${name.toLowerCase()}`,
  h1: name,
});

const refund = (rate: string) =>
  promotion(
    `Unlimited ${rate}% rebate`,
    `A ${rate}% rebate on valid stakes every day at {brand}, with no cap on the amount.`,
  );

const launching: EnglishPage = {
  crumb: 'Play',
  title: 'Opening the game | {brand}',
  description: 'The game is loading; please wait a moment or go back to the lobby.',
  keywords: '{brand}',
  h1: 'Opening the game',
};

export const SECTION_PAGES_EN: Readonly<Record<string, EnglishPage>> = {
  'live-casino/bau-cua': casinoGame(
    'Bầu Cua',
    'three dice of gourd, crab, shrimp, fish, rooster and deer, results from a verifiable generator.',
    'bau cua online',
  ),
  'live-casino/xoc-dia': casinoGame(
    'Xóc Đĩa',
    'four simulated coins, odd or even and the special bets.',
    'xoc dia online',
  ),
  'live-casino/roulette': casinoGame(
    'Roulette',
    'the European wheel, a single number pays 35 to 1.',
    'online roulette',
  ),
  'live-casino/tai-xiu': casinoGame(
    'Tài Xỉu',
    'three-dice sic bo: big or small, odd or even and triples.',
    'sic bo, tai xiu',
  ),
  'live-casino/poker': casinoGame(
    'Poker',
    'Texas Hold’em and Casino Hold’em against the house.',
    'online poker, texas holdem',
  ),
  'live-casino/rong-ho': casinoGame(
    'Dragon Tiger',
    'the Dragon card against the Tiger card, a result in about 30 seconds.',
    'dragon tiger online, rong ho',
  ),
  'live-casino/baccarat': casinoGame(
    'Baccarat',
    'bet on the Banker, the Player or a Tie at several tables at once.',
    'online baccarat',
  ),
  'live-casino/blackjack': casinoGame('Blackjack', '21 with the rules written on the table.', 'online blackjack'),
  'live-casino/game-khac': casinoGame(
    'Other table games',
    'game shows, fan tan and more table games.',
    'casino game shows',
  ),
  'live-casino/sexy-casino': casinoGame(
    'Sexy Casino',
    'the AE Sexy lobby with its famous baccarat, dragon tiger and roulette tables.',
    'sexy casino, ae sexy baccarat',
  ),

  'cong-game/keno': portal('Keno', 'continuous Keno draws with transparent results.', 'online keno, keno'),
  'cong-game/slot': portal('Slot games', 'slot machines with free spins.', 'slot games, slots'),
  'cong-game/game-bai': portal(
    'Card games',
    'Vietnamese card games against the dealer.',
    'card games, xi dach, mau binh',
  ),
  'cong-game/song-bai': portal(
    'Casino games',
    'electronic baccarat, roulette and blackjack tables.',
    'online casino, electronic casino',
  ),
  'cong-game/ban-ca': portal(
    'Fish shooting',
    'fish shooting with several rooms and cannon levels.',
    'fish shooting, online fish game',
  ),
  'cong-game/game-nhanh': portal('Quick games', 'quick games with instant results.', 'quick games, mini games'),
  'cong-game/no-hu': portal(
    'Jackpots',
    'slots with progressive jackpots, updated in real time.',
    'jackpot slots, jackpot',
  ),

  'the-thao/k-sport': sport('K Sport', 'Asian handicap, over/under, parlays and in-play betting.'),
  'the-thao/saba-sport': sport('SABA Sport', 'thousands of matches a day with in-play odds and live statistics.'),
  'the-thao/bti-sport': sport('BTI Sport', 'a wide range of European odds and flexible parlays.'),
  'the-thao/im-sport': sport('IM Sport', 'a compact layout, corners, cards and eSports markets.'),
  'the-thao/the-thao-ao-pp': virtualSport('PP'),
  'the-thao/the-thao-ao-saba': virtualSport('SABA'),
  'the-thao/the-thao-ao-im': virtualSport('IM'),
  'the-thao/the-thao-ao-ksport': virtualSport('K Sport'),

  'lo-de/lo-de-3-mien': lottery(
    '3-region lô đề',
    'bet on the results of the Northern, Central and Southern lottery draws.',
  ),
  'lo-de/lo-de-sieu-toc': lottery('Lô đề siêu tốc', 'continuous draws with a result within minutes.'),
  'lo-de/mega645': lottery(
    'Mega 6/45',
    'pick 6 numbers from 01 to 45, 10,000 VND a ticket, a jackpot from 12 billion VND that keeps growing. Draws on Wednesday, Friday and Sunday at 18:00, with verifiable results.',
  ),
  'lo-de/power655': lottery(
    'Power 6/55',
    'pick 6 numbers from 01 to 55, 10,000 VND a ticket, Jackpot 1 from 30 billion and Jackpot 2 from 3 billion VND. Draws on Tuesday, Thursday and Saturday at 18:00, with verifiable results.',
  ),

  'da-ga-ga28': cockfight('GA28', 'live fights and quick betting on your phone.'),
  'da-ga-ws168': cockfight('WS168', 'live fights, many bet types, made for your phone.'),
  'da-ga-sv388': cockfight('SV388', 'Meron, Wala and Draw, fight after fight, quick betting on your phone.'),

  'khuyen-mai/khuyen-mai-100': promotion(
    '100% first-deposit bonus',
    'A 100% bonus on your first deposit at {brand}, up to {cap100}. See the wagering conditions and the deadline.',
  ),
  'khuyen-mai/khuyen-mai-50': promotion(
    '50% first-deposit bonus',
    'A 50% bonus on your first deposit at {brand}, up to {cap50}. See the wagering conditions and the deadline.',
  ),
  'khuyen-mai/hoan-tra-135': refund('1.35'),
  'khuyen-mai/hoan-tra-14': refund('1.4'),
  'khuyen-mai/hoan-tra-145': refund('1.45'),
  'khuyen-mai/hoan-tra-15': refund('1.5'),

  'su-kien/gift-code': event(
    'Gift code',
    'Get and enter gift codes at {brand}: the conditions, the wagering and how to check your gift code history.',
  ),
  'su-kien/hoan-tra-cuoc': event(
    'Stake rebate',
    'The stake rebate event at {brand}: a {refund}% rebate and when it is paid.',
  ),
  'su-kien/nhiem-vu': event(
    'Missions',
    'Complete the check-in, deposit and betting missions at {brand} to collect rewards every day.',
  ),
  'su-kien/thuong-tai-app': event(
    'App download bonus',
    'Install the {brand} app and get a {appBonus} bonus: the conditions and how to claim it.',
  ),

  'install-app': {
    crumb: 'Get the app',
    title: 'Get the {brand} app for Android and iOS',
    description: 'Install the {brand} app on your Android phone or iPhone to play faster and get a {appBonus} bonus.',
    keywords: '{brand} app, {brand} apk, {brand} ios',
    h1: 'Get the {brand} app',
  },
  'install-app/android': {
    crumb: 'Android',
    title: 'Install the {brand} app on Android',
    description: 'How to install the {brand} app on an Android phone, step by step.',
    keywords: '{brand} android app, {brand} apk',
    h1: 'Install {brand} on Android',
  },
  'install-app/ios': {
    crumb: 'iOS',
    title: 'Install the {brand} app on iPhone (iOS)',
    description: 'How to add {brand} to the home screen of an iPhone or iPad with Safari.',
    keywords: '{brand} ios app, {brand} iphone',
    h1: 'Install {brand} on iPhone',
  },
  'game/play': launching,
  'game/game-component': launching,
  account: {
    crumb: 'Account',
    title: 'Account | {brand}',
    description: 'Manage your {brand} account: personal details, bank accounts, deposits, withdrawals and history.',
    keywords: '{brand}',
    h1: 'Account',
  },
};
