import type { TContentPageEnglish, TNewsEnglish } from '@app/contract';

/**
 * English versions of the demo articles (decisions 170, 177), by slug; `{brand}` and `{support}`
 * are filled as in the Vietnamese. An article staff write in Vietnamese only shows its Vietnamese
 * text on the English site.
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
  'canh-bao-lua-dao-bao-ve-tai-khoan': {
    title: 'Scam warning: 6 ways to protect your account',
    summary:
      '{brand} never asks for your password or OTP code. Here are six habits that keep your account and balance safe.',
    seoTitle: null,
    seoDescription: null,
    body: [
      {
        type: 'p',
        text: 'Fake sites and social media accounts pretending to be support staff have appeared recently. Remember: {brand} staff never ask for your password or OTP code, or for a transfer to a personal account.',
      },
      {
        type: 'ol',
        items: [
          'Only use the official address or the app installed from the Get the app page.',
          'Use a password of its own, not the one of your e-mail or social media.',
          'Verify your phone number and e-mail to receive an OTP code when you change your password.',
          'Never share an OTP code with anyone, including someone who says they are staff.',
          'Only transfer money to the details shown under Deposit in your account.',
          'Log out when you use a public computer.',
        ],
      },
      {
        type: 'p',
        text: 'Each account can be logged in on one device at a time. If you are told you logged in somewhere else and it was not you, change your password at once and contact support.',
      },
    ],
  },
  'tai-xiu-sic-bo-luat-choi-va-ty-le': {
    title: 'Tài Xỉu (Sic Bo): rules and payouts',
    summary:
      'Three dice: a total of 4 to 10 is Small (Xỉu), 11 to 17 is Big (Tài). Learn the popular bets and what each one pays.',
    seoTitle: null,
    seoDescription: null,
    body: [
      {
        type: 'p',
        text: 'Tài Xỉu, also called Sic Bo, uses three dice shaken in a bowl. You predict the total or the combination of faces that will come up.',
      },
      { type: 'h2', text: 'The main bets' },
      {
        type: 'ul',
        items: [
          'Big (total 11–17) and Small (total 4–10): pay 1 to 1; they lose on a triple.',
          'Odd / Even on the total: pays 1 to 1.',
          'Any triple: pays 30 to 1. A specific triple: pays 180 to 1.',
          'A specific total: pays from 6 to 1 up to 60 to 1, depending on the total.',
        ],
      },
      {
        type: 'p',
        text: 'Payouts can differ between tables; check the pay table shown on the table before you bet.',
      },
    ],
  },
  'the-thao-ao-la-gi': {
    title: 'What are virtual sports? How a 3-minute match works',
    summary:
      'Virtual sports simulate matches by computer with certified random results. Each match lasts about 3 minutes, day and night.',
    seoTitle: null,
    seoDescription: null,
    body: [
      {
        type: 'p',
        text: 'Unlike real sports, which depend on the fixture list, virtual sports run continuously. Each match is drawn in 3D graphics and its result is decided by a random number generator, so it cannot be fixed.',
      },
      { type: 'h2', text: 'Which sports are there?' },
      {
        type: 'p',
        text: 'Virtual football is the most popular, alongside horse racing, greyhound racing, tennis and basketball. At {brand} you can choose the PP, SABA, IM and K Sport virtual sports lobbies.',
      },
      { type: 'h2', text: 'Before you play' },
      {
        type: 'p',
        text: 'Because matches are so quick, set a time and money limit before you play. Each match is independent: no “pattern” helps predict the next one.',
      },
    ],
  },
  'cai-ung-dung-len-dien-thoai': {
    title: 'Install the {brand} app on your phone in 30 seconds',
    summary:
      'Add {brand} to your home screen to open it like an app, get notifications and play more smoothly on Android and iPhone.',
    seoTitle: null,
    seoDescription: null,
    body: [
      {
        type: 'p',
        text: 'The {brand} app is a web app (PWA): you install it straight from the browser, with no APK file from an unknown source, and it is always the latest version.',
      },
      { type: 'h2', text: 'On Android (Chrome)' },
      {
        type: 'ol',
        items: [
          'Open the home page in Chrome.',
          'Tap the Install app button at the bottom of the screen, or open the ⋮ menu and choose Install app.',
          'Confirm; the {brand} icon appears on your home screen.',
        ],
      },
      { type: 'h2', text: 'On iPhone (Safari)' },
      {
        type: 'ol',
        items: [
          'Open the home page in Safari.',
          'Tap Share, then Add to Home Screen.',
          'Tap Add in the top right corner.',
        ],
      },
    ],
  },
  'mega-645-va-power-655': {
    title: 'Mega 6/45 and Power 6/55: how to play and draw days',
    summary:
      'Mega 6/45 is drawn on Wednesday, Friday and Sunday; Power 6/55 on Tuesday, Thursday and Saturday. How to pick numbers and what the prizes are.',
    seoTitle: null,
    seoDescription: null,
    body: [
      {
        type: 'p',
        text: 'Mega 6/45 and Power 6/55 are two popular pick-your-numbers lotteries. You choose 6 numbers; the more of them match the draw, the bigger the prize.',
      },
      { type: 'h2', text: 'Mega 6/45' },
      {
        type: 'ul',
        items: [
          'Choose 6 numbers from 01 to 45.',
          'Drawn at 18:00 on Wednesday, Friday and Sunday.',
          'All 6 numbers matched: the Jackpot.',
        ],
      },
      { type: 'h2', text: 'Power 6/55' },
      {
        type: 'ul',
        items: [
          'Choose 6 numbers from 01 to 55.',
          'Drawn at 18:00 on Tuesday, Thursday and Saturday.',
          'An extra special number decides Jackpot 2.',
        ],
      },
    ],
  },
  'rong-ho-luat-choi-nhanh': {
    title: 'Dragon Tiger: the fastest card game in the live casino',
    summary:
      'Each side gets one card and the higher card wins. A round of Dragon Tiger is decided in about 30 seconds.',
    seoTitle: null,
    seoDescription: null,
    body: [
      {
        type: 'p',
        text: 'Dragon Tiger (Rồng Hổ) is a short form of Baccarat: the dealer deals one card to the Dragon and one to the Tiger, and the higher card wins. Ace is the lowest card and King the highest.',
      },
      {
        type: 'ul',
        items: [
          'Bet on the Dragon or the Tiger: pays 1 to 1.',
          'Bet on a Tie: pays 8 to 1; on a tie, Dragon and Tiger bets usually get half their stake back.',
        ],
      },
      {
        type: 'p',
        text: 'Because rounds are so quick, decide beforehand how many rounds or how much money each session may take.',
      },
    ],
  },
};

/** English versions of the demo content pages at /{slug} (decision 179), by slug. */
export const SEED_PAGES_EN: Readonly<Record<string, TContentPageEnglish>> = {
  'lien-he': {
    title: 'Contact and support',
    summary: "How to reach {brand}'s customer care team, and its support hours.",
    body: [
      {
        type: 'p',
        text: "{brand}'s customer care team answers through the channels below, within the hours shown beside each.",
      },
      {
        type: 'p',
        text: 'Before you contact us, look up the transaction code you want to check under Account › Transaction history.',
      },
      {
        type: 'note',
        text: '{brand} staff never ask for your password or an OTP code, and never ask you to send money to a personal account.',
      },
    ],
  },
  'xac-minh-tai-khoan': {
    title: 'Account verification',
    summary: 'Why your phone number, e-mail and bank account need verifying, and how to do it.',
    body: [
      {
        type: 'p',
        text: 'Verification protects your account and is required to withdraw, to redeem gift codes and to join some promotions.',
      },
      { type: 'h2', text: 'What to verify' },
      {
        type: 'ul',
        items: [
          'Phone number: you receive an OTP code by SMS; required to redeem gift codes.',
          'E-mail: used to recover your password.',
          'Bank account: the account holder must match your registered name, in capitals without accents; the review team verifies it during working hours.',
        ],
      },
      {
        type: 'p',
        text: 'Money is only withdrawn to a verified bank account in your own name.',
      },
    ],
  },
};
