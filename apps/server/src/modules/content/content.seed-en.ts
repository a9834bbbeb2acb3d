import type { TNewsEnglish } from '@app/contract';

/**
 * English versions of demo articles (decision 170), by slug; `{brand}` and `{support}` are filled
 * as in the Vietnamese. An article left out here shows its Vietnamese text on the English site,
 * as an article staff write in Vietnamese only does.
 */
export const SEED_ARTICLES_EN: Readonly<Record<string, TNewsEnglish>> = {
  'nam-nguyen-tac-choi-co-trach-nhiem': {
    title: '5 responsible gaming rules every player should know',
    summary:
      'Entertainment is only fun while you control your time and money. Here are five simple rules that keep you in charge of your play.',
    seoTitle: null,
    seoDescription: null,
    body: [
      {
        type: 'p',
        text: 'Betting and online games are entertainment for people aged 18 and over. Like any pastime, they are only really fun when you set limits and keep to them. {brand} encourages every member to follow the five rules below.',
      },
      { type: 'h2', text: '1. Only use money you can afford to lose' },
      {
        type: 'p',
        text: 'Treat the money you set aside for entertainment like the price of a cinema ticket: once spent, it is gone. Never bet with money for living costs, school fees or borrowed money.',
      },
      { type: 'h2', text: '2. Set limits before you start' },
      {
        type: 'p',
        text: 'Under Account you can set deposit limits per day, week or month and a loss limit. The system checks them at the moment of each transaction, so a moment of impulse cannot override a decision you made with a clear head.',
      },
      { type: 'h2', text: '3. Do not chase losses' },
      {
        type: 'p',
        text: 'Raising your stake to "win it back" is the most common mistake. Every round is independent; earlier results do not improve your chances in the next one.',
      },
      { type: 'h2', text: '4. Take regular breaks' },
      {
        type: 'p',
        text: 'Turn on the play-time reminder to be told after each period you choose. Stand up, drink some water, and only come back when you really want to.',
      },
      { type: 'h2', text: '5. Know when to stop' },
      {
        type: 'ul',
        items: [
          'You play longer than planned or hide your play from your family.',
          'You borrow money or sell things to have money to bet.',
          'Playing affects your work, studies or sleep.',
        ],
      },
      {
        type: 'note',
        text: 'If you recognise one of these signs, use self-exclusion under Account or contact support ({support}). See also the Responsible gaming page.',
      },
    ],
  },
  'cach-doc-keo-chau-a-cho-nguoi-moi': {
    title: 'How to read Asian handicap odds: a beginner’s guide',
    summary:
      'The Asian handicap balances two teams with a head start. This article explains the 0, 0.25, 0.5 and 1 lines and how wins and losses are settled.',
    seoTitle: null,
    seoDescription: null,
    body: [
      {
        type: 'p',
        text: 'The Asian handicap was made to even out a match between a strong team and a weaker one. The favourite gives the other team a head start of virtual goals; the bet is settled after adding or subtracting this handicap.',
      },
      { type: 'h2', text: 'Common handicap lines' },
      {
        type: 'ul',
        items: [
          'Handicap 0 (level ball): whichever team wins, that side wins; a draw is refunded.',
          'Handicap 0.25: if the favourite draws you lose half the stake; a win pays in full.',
          'Handicap 0.5: the favourite must win for a full payout; a draw loses.',
          'Handicap 1: a one-goal win by the favourite is refunded; two goals or more wins.',
        ],
      },
      { type: 'h2', text: 'An example' },
      {
        type: 'p',
        text: 'Team A gives team B a 0.5 handicap. You back team A with 100,000 VND at odds of 0.95. If A wins by any margin you get 195,000 VND back (stake included). If the match is drawn or B wins, you lose 100,000 VND.',
      },
      { type: 'h2', text: 'Tips' },
      {
        type: 'p',
        text: 'Read each sportsbook’s settlement rules (K Sport, SABA, BTI, IM) before you bet, especially for corners and first-half markets. And always play within the limits you set.',
      },
    ],
  },
  'luat-choi-baccarat-co-ban': {
    title: 'Basic Baccarat rules and how points are counted',
    summary:
      'Baccarat has only three bets: Banker, Player and Tie. Learn how points are counted, the third-card rule and the payouts.',
    seoTitle: null,
    seoDescription: null,
    body: [
      {
        type: 'p',
        text: 'Baccarat is the most popular card game in live casinos thanks to its simple rules and fast pace. You never decide whether to draw: everything follows fixed rules, and your only choice is the side you bet on.',
      },
      { type: 'h2', text: 'Counting points' },
      {
        type: 'ul',
        items: [
          'Cards 2 to 9 count their face value.',
          '10, J, Q and K count 0; an ace counts 1.',
          'Only the last digit of the total counts: 7 + 8 = 15 counts as 5.',
        ],
      },
      { type: 'h2', text: 'Payouts' },
      {
        type: 'ul',
        items: [
          'Player: pays 1 to 1.',
          'Banker: pays 0.95 to 1 (5% commission).',
          'Tie: pays 8 to 1; on a tie, Player and Banker bets are refunded.',
        ],
      },
      { type: 'h2', text: 'The third-card rule' },
      {
        type: 'p',
        text: 'If either side has 8 or 9 with its first two cards (a "natural"), the round ends. The Player draws a third card on 0 to 5; the Banker draws by a table based on its own points and the Player’s third card. The dealer does this automatically; you only watch.',
      },
    ],
  },
  'nap-tien-bang-ma-qr-codepay': {
    title: 'Deposit with a Codepay QR code: fast, nothing to type',
    summary:
      'Scan the QR code with your banking app and the amount and transfer note are filled in. The money usually reaches your account in about a minute.',
    seoTitle: null,
    seoDescription: null,
    body: [
      {
        type: 'p',
        text: 'Codepay is the deposit method {brand} members choose most. The QR code follows NAPAS’s VietQR standard and holds the account number, the amount and the transaction code, so there is nothing to type and no risk of a wrong note.',
      },
      { type: 'h2', text: 'How to deposit' },
      {
        type: 'ol',
        items: [
          'Log in, choose Deposit, then Codepay.',
          'Enter the amount to deposit (at least 50,000 VND) and press Create code.',
          'Open your banking app, choose Scan QR and scan the code on the screen.',
          'Check the details and confirm the transfer.',
        ],
      },
      {
        type: 'note',
        text: 'Each QR code is used once and expires. Creating a new code cancels the one waiting, so never transfer to an old code.',
      },
      { type: 'h2', text: 'How long does it take?' },
      {
        type: 'p',
        text: 'Usually about a minute after the bank confirms the transaction. If your balance has not changed after 5 minutes, contact support with a screenshot of the transfer receipt.',
      },
    ],
  },
  'xo-so-3-mien-khac-nhau-the-nao': {
    title: 'How the three regional lotteries differ: draw times and prizes',
    summary:
      'The North draws every day at 18:15, the Central region at 17:15 and the South at 16:15. Here is how their prizes and bets differ.',
    seoTitle: null,
    seoDescription: null,
    body: [
      {
        type: 'p',
        text: 'Vietnam’s state lottery is run in three regions. Each has its own draw times and prize structure, which shape how lô đề is played.',
      },
      { type: 'h2', text: 'Draw times' },
      {
        type: 'ul',
        items: [
          'North: draws every day at 18:15, one station a day, 27 prizes.',
          'Central: draws at 17:15, two to three stations a day, 18 prizes per station.',
          'South: draws at 16:15, three to four stations a day, 18 prizes per station.',
        ],
      },
      { type: 'h2', text: 'How do lô and đề differ?' },
      {
        type: 'p',
        text: 'Đề is based on the last two digits of the special prize, so the chance is low and the payout high (99 to 1). Lô counts the last two digits of every prize, so one number can come up several times in a draw.',
      },
      {
        type: 'note',
        text: 'At {brand}, results follow each station’s official lottery results. Lô đề is open on phones only, for the best experience.',
      },
    ],
  },
};
