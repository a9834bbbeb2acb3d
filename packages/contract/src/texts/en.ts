import type { textsVi } from './vi';

/** A catalogue with the Vietnamese one's keys, any text as values. */
export type TextsShape<T> = T extends string ? string : { readonly [K in keyof T]: TextsShape<T[K]> };

/**
 * The English of the server's sentences with figures (decision 163). Amounts stay whole đồng
 * ('500,000 VND'); dates are Vietnam time in the English form ('21 Dec 2026, 14:05').
 */
export const textsEn: TextsShape<typeof textsVi> = {
  money: {
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    minutesRange: '{{min}} – {{max}} minutes',
    promiseShortChecked: 'Deposits and withdrawals in {{time}} once checked',
    promiseChecked: 'Deposits in {{time}}, withdrawals in {{time}} once checked',
    promiseShort: 'Deposits and withdrawals in {{time}}',
    promise: 'Deposits and withdrawals in {{time}}',
    amount: '{{amount, vnd}}',
    promiseFallback: 'Fast deposits and withdrawals',
    sections: {
      waits: 'When a withdrawal waits for a check',
      refused: 'What a withdrawal needs',
      deposits: 'Deposits held back',
    },
    rules: {
      allManual: 'Every withdrawal is currently approved by staff before the money is sent.',
      auto: 'Withdrawals are approved automatically and sent within {{time}} when none of the conditions below applies; when one does, the withdrawal waits for a staff check.',
      firstWithdrawal: "Each account's first withdrawal is always checked by staff.",
      kyc: 'An account without a verified identity (both sides of the ID card and a portrait photo, under Account > Identity verification): withdrawals wait for a check.',
      overAmount: 'Withdrawals over {{amount, vnd}} wait for staff approval.',
      daily: 'Automatic approvals are capped at {{amount, vnd}} a day; anything beyond waits for approval.',
      rapid:
        'A withdrawal within {{hours}} hours of a deposit, when the stakes since the first deposit of that window have not reached {{pct}}% of the amount deposited: it waits for a compliance check.',
      aml: 'A single deposit of {{amount, vnd}} or more, {{device}} or more accounts on the same device, or {{address}} or more accounts on the same IP address: withdrawals wait for compliance to conclude.',
      answer:
        'Staff answer a withdrawal waiting for a check within {{hours}} hours: they approve and send the money, or refuse it with a reason and return the money to your balance.',
      ownAccount: 'Withdrawals go only to a verified bank account in your own name.',
      kycThreshold: 'Withdrawals over {{amount, vnd}} need a verified identity before they can be made.',
      wagering:
        "While a first-deposit promotion or a gift code has not reached its wagering, the balance cannot be withdrawn until it does (each promotion's page states its conditions).",
      limits: '{{method}}: from {{min, vnd}} to {{max, vnd}} per withdrawal.',
      depositsHeld:
        'A deposit over a deposit limit you set, or one arriving while the account is self-excluded or locked, is held back (not available to bet) and returned to the account it came from.',
    },
    withdrawMethods: { bank: 'Bank withdrawals', card: 'Phone card withdrawals', crypto: 'Crypto withdrawals' },
    holdLabel: {
      auto_off: 'manual approval',
      over_threshold: 'amount over the automatic approval limit',
      daily_limit: "over the day's automatic approval total",
      first_withdrawal: 'first withdrawal',
      kyc_not_verified: 'identity not verified',
      aml_flag: 'compliance check',
      staff_payout: 'payout made by support',
    },
    review: {
      message:
        'Your withdrawal is being checked. The money is held safely for this withdrawal; staff will answer before {{by, when}}. If it is refused, the money returns to your balance with the reason.',
      firstWithdrawal:
        'This is your first withdrawal: a first withdrawal is always checked by staff to protect your account.',
      kyc: 'Your identity is not verified yet.',
      kycAction:
        'Send both sides of your ID card and a portrait photo to verify; your next withdrawals will be faster.',
      overThreshold: 'Withdrawals over {{amount, vnd}} are approved by staff.',
      overThresholdAction:
        'Withdrawals of {{amount, vnd}} or less are approved automatically when no other condition applies.',
      daily: 'Automatic approvals are capped at {{amount, vnd}} a day.',
      autoOff: 'Withdrawals are currently approved by staff.',
      staffPayout: 'This payout was made by support at your request.',
      turnover:
        'Since your recent deposits you have staked {{stakes, vnd}} of the {{deposits, vnd}} deposited (at least {{pct}}% is needed).',
      turnoverAction: 'Stake {{needed, vnd}} more so that your next withdrawal does not wait for this reason.',
      aml: {
        large_deposit: 'Large deposits are checked by compliance as the rules require.',
        rapid_withdrawal:
          'You withdrew soon after depositing without staking enough: compliance checks it as the rules require.',
        shared_device: 'Your device is used by several accounts: compliance checks it as the rules require.',
        shared_address: 'Your network address is used by several accounts: compliance checks it as the rules require.',
        giftcode_abuse: 'Gift codes were redeemed through linked accounts: compliance checks it as the rules require.',
      },
    },
  },
  deposits: {
    period: { day: 'daily', week: 'weekly', month: 'monthly' },
    credited: '{{amount, vnd}} was added to your balance. ',
    overLimit: 'over your {{period}} deposit limit',
    overLimitAmount: 'over your {{period}} deposit limit ({{limit, vnd}})',
    excluded: 'because the account is in a self-exclusion period',
    disabled: 'because the account is locked',
    returned: '{{credited}}The {{held, vnd}} held back {{why}} has been returned to the account it came from.',
    held: '{{credited}}{{held, vnd}} was held back {{why}}; it is not added to your balance for play and will be returned to the account it came from.',
    gatewayCredited: 'The amount received was credited',
    gatewayHeld: '{{credited, vnd}} credited, {{held, vnd}} held back to be returned (player protection)',
  },
  history: {
    methods: {
      codepay: 'Codepay (bank QR)',
      bank: 'Bank transfer',
      momo: 'MoMo wallet',
      crypto: 'Crypto',
      card: 'Phone card',
    },
    status: {
      processing: 'Processing',
      success: 'Successful',
      failed: 'Failed',
      rejected: 'Refused',
      expired: 'Expired',
      cancelled: 'Cancelled',
      held: 'Held back',
      checking: 'Being checked',
    },
    giftcode: 'Gift code {{code}}',
    mission: 'Mission: {{title}}',
    heldReturn: 'Held deposit returned',
    heldReturnNote: 'Deposit {{code}}, held back, returned to the account it came from',
    waiting: 'Being checked; staff answer before {{by, when}}.',
    waitingWhy: 'Being checked ({{why}}); staff answer before {{by, when}}.',
    movements: {
      bonus_grant: 'Promotion bonus',
      bonus_release: 'Promotion bonus turned into cash',
      bonus_forfeit: 'Promotion bonus cancelled',
      refund: 'Bet refund',
      event_spin_prize: 'Lucky spin prize',
      event_app_bonus: 'App download bonus',
      tournament_prize: 'Tournament prize',
      vip_bonus: 'VIP bonus',
      free_spin_win: 'Free spin win',
      agent_commission: 'Agent commission',
      giftcode_forfeit: 'Gift code withdrawn before its wagering was met',
      result_adjustment: 'Sports result adjustment',
      other: 'Balance adjustment',
    },
    withPromotion: '{{label}}: {{promotion}}',
    confirmationTime: '5 - 15 minutes',
  },
  errors: {
    amountMin: 'The minimum amount is {{amount, vnd}}',
    amountMax: 'The maximum amount is {{amount, vnd}}',
    withdrawalBlocked: 'Your account cannot withdraw at the moment',
    promotionNotAvailable: 'This promotion does not exist',
    promotionMethod: 'The first-deposit promotion does not apply to crypto, MoMo or phone card deposits',
    wageringRemaining:
      'You need to stake {{remaining, vnd}} more (staked {{progress, vnd}} / {{required, vnd}}) to finish the promotion wagering before withdrawing',
    vipWithdrawalLimit: '{{message}} {{level}} ({{limit, vnd}}); you can still withdraw {{left, vnd}} today.',
    giftcodeWagering:
      'You need total stakes of {{required, vnd}} for gift code {{code}} before withdrawing (now {{current, vnd}})',
    playRoom: 'Your play limit has only {{room, vnd}} left, so this amount cannot be moved',
    tournamentWagering: '{{message}}: {{left, vnd}} of stakes left.',
  },
  giftcodes: {
    status: { pending: 'Not yet withdrawable', eligible: 'Withdrawable', forfeited: 'Withdrawn' },
    pending:
      'You need total stakes of {{required, vnd}} for gift code {{code}} before entering a new gift code (now {{current, vnd}})',
  },
  confirmation: {
    codepay: '1 minute',
    bank: '1 minute',
    momo: 'about 30 seconds (after 3 minutes, please contact support)',
    crypto: '2 - 5 minutes',
    card: '1 - 3 minutes',
  },
  agents: {
    csv: {
      fileName: 'statement',
      line: 'Line',
      kind: 'Kind',
      member: 'Member',
      depth: 'Level',
      stakes: 'Stakes',
      wins: 'Wins',
      bonuses: 'Bonuses',
      rebates: 'Rebates',
      deposits: 'Deposits',
      withdrawals: 'Withdrawals',
      paymentFees: 'Payment fees',
      platformFee: 'Platform fee',
      netProfit: 'Net profit',
      active: 'Active',
      excluded: 'Excluded',
      base: 'Sub-agent commission',
      rate: 'Rate (bps)',
      amount: 'Amount',
      player: 'Member',
      subAgent: 'Sub-agent',
      yes: 'yes',
      no: 'no',
      month: 'Month',
      carriedIn: 'Carried from last month',
      commissionable: 'Commissionable profit',
      ownCommission: 'Direct commission',
      overrideTotal: 'Sub-agent commission',
      total: 'Total',
    },
  },
  auth: {
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    hoursMinutes: '{{hours}} {{minutes}}',
    locked: '{{message}}. Please try again in {{wait}}.',
    otpResend: 'Please wait {{seconds}} seconds before sending the OTP code again',
    excludedUntil: '{{message}} until {{until, when}}',
  },
  messages: {
    otpPurpose: {
      verify_phone: { sms: 'phone verification', email: 'phone verification' },
      verify_email: { sms: 'e-mail verification', email: 'e-mail verification' },
      reset_password: { sms: 'password reset', email: 'password reset' },
    },
    otpSms:
      '{{brand}}: Your {{what}} code is {{code}}. Valid for {{minutes}} minutes. Do not share this code with anyone.',
    otpSubject: '[{{brand}}] Your {{what}} code',
    otpEmail:
      'Hello {{username}},\n\nYour {{what}} code is {{code}}. It is valid for {{minutes}} minutes.\nDo not share this code with anyone, including {{brand}} staff.',
  },
  protection: {
    limit: { deposit: 'deposit', loss: 'loss', wager: 'wager' },
    period: { day: 'daily', week: 'weekly', month: 'monthly' },
    playLimit:
      'Over your {{period}} {{limitName}} limit of {{limit, vnd}}: you have {{remaining, vnd}} left until {{resets, when}}.',
    depositCrypto:
      'You have a {{period}} deposit limit ({{limit, vnd}}); a crypto deposit has no amount set in advance, so it cannot be used for now. Please choose another method.',
    deposit:
      'Over your {{period}} deposit limit of {{limit, vnd}}. You can deposit {{remaining, vnd}} more this period; the limit resets at {{resets, when}}.',
  },
  events: {
    spin: {
      title: 'Lucky wheel',
      summary: '{{spins}} free spins every day, prizes up to {{top, vnd}}; the odds are public.',
      daily:
        'Every day (Vietnam time) you get {{spins}} free spins once you have deposited at least once. Spins do not carry over to the next day.',
      prizes: 'Prizes from {{min, vnd}} to {{top, vnd}}, added to the main account at once, with no wagering required.',
      odds: 'The odds of each slot are published on this page and are the odds the server spins with (total weight {{total, num}}); the result is chosen by a cryptographic random number generator.',
      expected: 'The average value of a spin: {{amount, vnd}}.',
      once: 'Each spin pays once; your spin history is kept in your account.',
    },
    giftcode: {
      title: 'Gift code',
      summary: 'Enter a gift code to get its bonus in your account; each code can be used once.',
      how: 'How to get it',
      steps: {
        login: 'Log in and verify your phone number under Account.',
        enter: 'Open "Enter gift code", type the code and confirm.',
        credited: "The bonus is added at once; the code's wagering shows in your gift code history.",
      },
      conditions: 'Conditions',
      rules: {
        length: 'Codes are letters and digits, at most {{max}} characters.',
        phone: 'A verified phone number is needed to use gift codes.',
        newbie:
          'The newcomer code also needs a verified bank account and a Viettel, Mobifone or Vinaphone phone number.',
        pending: 'While a code has not reached its total stakes, you cannot enter a new one.',
      },
    },
    missions: {
      title: 'Missions',
      summary:
        'Check in, deposit and bet to complete daily and accumulated missions, with rewards paid to the main account.',
      reset: 'Daily missions start again at 00:00 (Vietnam time); accumulated missions count over the whole event.',
      accept: 'Some missions must be taken first with "Take mission"; transactions before that do not count.',
      reward: 'Complete a mission, then press "Claim reward": each mission pays once per period.',
    },
    app: {
      title: 'App download bonus {{amount, vnd}}',
      summary: 'Install the app on your home screen and get {{amount, vnd}} once per account.',
      install:
        'Open the Get the app page and install the app on your home screen (Android: "Install app"; iPhone: "Add to Home Screen").',
      open: 'Open the app from its icon on the home screen and log in.',
      claim: 'Go to Events → App download bonus and press "Claim reward".',
      once: 'Each account gets {{amount, vnd}} once, added to the main account, with no wagering required.',
      onlyApp: 'It can only be claimed from the installed app; an ordinary browser tab cannot claim it.',
      restricted: 'Suspended or self-excluded accounts cannot take part in events.',
    },
  },
  missions: {
    DAILY_CHECK_IN: { title: 'Daily check-in', description: 'Log in and check in every day to get a reward.' },
    DEPOSIT_AMOUNT: {
      daily: { title: 'Deposit {{amount, vnd}} today', description: 'One deposit of {{amount, vnd}} or more today.' },
      period: {
        title: 'Deposit {{amount, vnd}} at once',
        description: 'One deposit of {{amount, vnd}} or more since you took the mission.',
      },
    },
    BET_AMOUNT: {
      daily: { title: 'Bet {{amount, vnd}} today', description: 'One settled bet of {{amount, vnd}} or more today.' },
      period: {
        title: 'Bet {{amount, vnd}} at once',
        description: 'One settled bet of {{amount, vnd}} or more since you took the mission.',
      },
    },
    TOTAL_DEPOSIT_AMOUNT: {
      daily: {
        title: 'Deposit {{amount, vnd}} in total today',
        description: 'Your deposits credited today add up to {{amount, vnd}}.',
      },
      period: {
        title: 'Deposit {{amount, vnd}} in total',
        description: 'Your deposits credited since you took the mission add up to {{amount, vnd}}.',
      },
    },
    TOTAL_BET_AMOUNT: {
      daily: {
        title: 'Bet {{amount, vnd}} in total today',
        description: 'Your settled stakes today add up to {{amount, vnd}}.',
      },
      period: {
        title: 'Bet {{amount, vnd}} in total',
        description: 'Your settled stakes since you took the mission add up to {{amount, vnd}}.',
      },
    },
  },
  promotions: {
    methods: {
      codepay: 'Codepay',
      bank: 'bank transfer',
      momo: 'MoMo',
      crypto: 'crypto',
      card: 'phone card',
    },
    firstDeposit: {
      title: '{{percent, pct}} first deposit bonus',
      summary:
        'Get {{percent, pct}} extra on your first deposit, up to {{max, vnd}}, wagering x{{turnover}} within {{days}} days.',
      first: 'For your first deposit; not for {{excluded, list}} deposits.',
      minDeposit: 'Minimum deposit for the bonus: {{amount, vnd}}.',
      bonus: 'The bonus is {{percent, pct}} of the deposit, up to {{max, vnd}}, added to the promotion account.',
      turnover:
        'Stakes of {{turnover}} times (deposit + bonus) are required within {{days}} days; only settled bets count.',
      release: 'Once the wagering is met, the bonus moves to the main account and can be withdrawn.',
      noWithdraw: 'While the promotion wagering is not met, you cannot withdraw.',
      expiry:
        'If the wagering is not met within {{days}} days, or when you cancel the promotion, the bonus is withdrawn; the deposit and winnings in the main account stay.',
      one: 'Each player takes part in one promotion at a time.',
    },
    weights: {
      none: 'Bets do not count toward the wagering.',
      noneExcept: 'Bets do not count toward the wagering, except in the lobbies below.',
      all: 'Bets count {{percent, pct}} toward the wagering.',
      allExcept: 'Bets count {{percent, pct}} toward the wagering, except in the lobbies below.',
      providerNone: '{{provider}} lobby: does not count toward the wagering.',
      provider: '{{provider}} lobby: {{percent, pct}} of the stake counts.',
    },
    wagering: 'Wagering x{{turnover}} of (deposit + bonus); only bets settled after the bonus was given count.',
    forfeit: {
      bonus: 'The {{amount, vnd}} bonus in the promotion account is withdrawn.',
      progress: 'The wagering done so far ({{progress, vnd}} / {{required, vnd}}) is not kept.',
      cash: 'The deposit and winnings in the main account stay; this promotion no longer holds your withdrawals.',
      once: 'A first-deposit promotion cannot be taken again after it is cancelled.',
    },
    refund: {
      title: 'Unlimited {{percent, pct}} refund',
      summary: '{{percent, pct}} back on every bet, every day, without a cap.',
      rate: '{{percent, pct}} back on all settled stakes, without a cap.',
      sports: 'Sports: {{percent, pct}} back.',
      minOdds: 'Bets at odds below {{odds, num}} do not count.',
      paid: "Each day's refund is added to the main account from 02:00 the next day, with no wagering required.",
    },
    termsHeading: 'Terms',
  },
  vip: {
    gives: {
      levelUp: 'Level-up bonus {{amount, vnd}} (once)',
      weekly: 'Weekly bonus {{amount, vnd}}',
      refund: 'Extra {{percent, pct}} refund every day',
      birthday: 'Birthday bonus {{amount, vnd}} (every year)',
      priority: 'Withdrawals handled first',
      limit: 'Withdraw up to {{amount, vnd}} a day',
    },
    points: '{{points, num}} points',
    weight: '{{section}} lobby counts {{percent}}%',
    summary:
      '{{levels}} levels from {{first}} to {{top}}: every {{value, vnd}} of settled stakes earns 1 point, and your level follows your points of the last {{days}} days.',
    terms: {
      point: 'Every {{value, vnd}} of settled stakes earns 1 point (rounded down).',
      weights:
        'Stakes count at these rates: {{weights, list}}; other games count {{percent}}%. A game in several lobbies counts at the highest rate.',
      allGames: 'Stakes in every game count {{percent}}%.',
      once: 'Each round counts once; a voided round (the stake returned exactly) earns no points.',
      period:
        'Your level follows your points of the last {{days}} days: older points expire, so when your total drops below a level you move down to the matching level.',
      levelUp:
        'The level-up bonus is paid once per level, the first time you reach that level on points (also when you skip several levels at once); dropping and reaching it again pays nothing more.',
      weekly:
        'The weekly bonus is paid once a week (from Monday, Vietnam time) for the level you hold, into the main account.',
      refund: "A level's extra refund is added to the daily refund, for the level you hold when the refund is counted.",
      limit: 'The daily withdrawal limit (Vietnam time) follows the level you hold.',
      birthday:
        'The birthday bonus is paid once a year on your birthday (Vietnam time) for the level you hold, once your identity is verified with a date of birth on the document; a 29 February birthday is paid on 28 February in other years.',
      priority: 'Withdrawals of a level with priority are handled before others waiting for approval.',
      restricted: 'Locked or self-excluded accounts do not receive VIP bonuses.',
    },
    starting: 'Starting level',
    from: 'From {{points}}',
  },
  tournaments: {
    score: { turnover: 'Turnover', net_win: 'Net win', biggest_multiplier: 'Biggest multiplier', rounds: 'Rounds' },
    rounds: '{{count, num}} rounds',
    multiplier: 'x{{value, num}}',
    position: 'Place {{from}}',
    positions: 'Places {{from}} - {{to}}',
    prize: {
      cash: '{{amount, vnd}} in cash',
      bonus: '{{amount, vnd}} bonus (wagering x{{wagering}})',
      giftcode: 'Gift code {{amount, vnd}} (wagering x{{wagering}})',
      freespins: '{{spins, num}} free spins{{where}} ({{stake, vnd}} a spin, to use within {{days}} days)',
      freespinsBare: 'Free spins',
    },
    prizeLine: '{{positions}}: {{prize}}',
    section: '{{name}} lobby',
    allGames: 'all games',
    list: '{{parts, list}}',
    scoring: {
      turnover: 'Your score is the total stake of the rounds that count.',
      net_win: 'Your score is the net win (winnings minus stakes) added up over the rounds that count.',
      biggest_multiplier: 'Your score is the biggest multiplier of a single round (its winnings divided by its stake).',
      rounds: 'Your score is the number of rounds that count.',
    },
    terms: {
      minStake: 'Only rounds with a total stake of {{amount, vnd}} or more count.',
      anyStake: 'Every round with a stake counts.',
      period: 'Period: from {{from, when}} to {{to, when}} (Vietnam time); rounds settled in this period count.',
      scope: 'Games that count: {{scope}}.',
      optIn: 'Press "Join" to take part; only rounds settled after you join count.',
      automatic: 'Every player takes part automatically, no sign-up needed.',
      minDeposit: 'Only players with {{amount, vnd}} or more of successful deposits since the start are ranked.',
      minVip: 'Only players at VIP level {{level}} or above (when ranked) are ranked.',
      positive: 'Only players with a score above 0 are ranked.',
      corrections:
        'Rounds voided or corrected later count with their final result; a round corrected to return exactly its stake counts as voided.',
      firstToReach: 'On equal scores, whoever reached the score first ranks higher.',
      share:
        'On equal scores, the tied players share the place and split the prizes of the places they take equally (rounded down to the đồng).',
      restricted: 'Accounts locked, self-excluded or under a fraud check when the tournament ends are not ranked.',
      final:
        'Results are final once the tournament has ended and every round of its period is settled; prizes are added to the main account once.',
      bonus:
        'Bonus prizes need the wagering shown beside them (bets settled after the prize count) before withdrawing.',
      freespins:
        "Free-spin prizes are added to the account when the tournament ends: open a game named beside the prize and the free spins are used before your own money, with no stake taken; each spin's win goes to the main account and can be withdrawn at once, as cash. Spins not used expire after the number of days named beside the prize.",
      giftcode:
        'Gift code prizes are redeemed for the winners when the tournament ends: the money goes to the main account, needs the wagering shown beside it like any gift code before withdrawing, and the code shows in your gift code history.',
    },
    summary: 'Highest {{score}} in {{scope}} wins; total prizes {{pool, vnd}}.',
  },
  games: {
    providerDown: '{{name}} is not answering, please try again in a few minutes',
    providerRefused: '{{name}} could not open the game, please try again later',
    providerInterrupted: '{{name}} is interrupted, please try again in a few minutes',
  },
};
