import type { InfoPage } from './info';

/**
 * English copy of the info pages (decision 163), the same placeholders as the Vietnamese copy in
 * `info.ts` ({brand}, {refund}, {code}, {support}, {promise}...), filled from the brand's data and
 * the cashier's settings on the server. The English site shows a page's published CMS revision
 * (its English version when staff wrote one) before this text, and the Vietnamese text of a page
 * missing here.
 */
export const INFO_PAGES_COPY_EN: Record<string, InfoPage> = {
  'gioi-thieu': {
    intro:
      '{brand} is an online entertainment site for players in Vietnam, bringing sports, live casino, lottery, cockfighting and games together in one account.',
    body: [
      { type: 'h2', text: 'Who we are' },
      {
        type: 'p',
        text: '{brand} was built with one goal: transparent, fast and safe online entertainment. Every transaction is recorded in double-entry books, every amount of yours can be traced, and our support team is available in the hours published on the Contact page.',
      },
      { type: 'h2', text: 'Products' },
      {
        type: 'ul',
        items: [
          'Sports: football from the major leagues with Asian handicap, over/under, 1X2 and accumulators, and virtual football with matches of about 3 minutes.',
          'Live casino: a shared-schedule baccarat table, dragon tiger, xóc đĩa, sic bo, roulette, blackjack and poker; every round can be verified.',
          'Lottery: the three regions, quick lottery, Mega 6/45 and Power 6/55.',
          'Games: slots, jackpots, fish shooting, card games, keno and quick games.',
          'Cockfighting on your phone, with verifiable results.',
        ],
      },
      { type: 'h2', text: 'What {brand} promises' },
      {
        type: 'ul',
        items: [
          'Fast money: {promise}.',
          'Security: passwords are hashed, and a login lives on one device at a time.',
          'Transparency: your bet, transaction and gift code history is always in your account.',
          'An unlimited {refund}% refund on valid stakes, under the promotion terms.',
          'Responsible gaming: for people aged 18 and over only, with deposit, loss and wager limits and self-exclusion.',
        ],
      },
      { type: 'h2', text: 'Customer support' },
      {
        type: 'p',
        text: "{brand}'s support channels and hours are on the Contact page. We never ask for your password or OTP code.",
      },
    ],
  },

  'dieu-khoan-dieu-kien': {
    intro:
      'By opening an account and using the services of {brand}, you agree to the terms below. Please read them carefully before you play.',
    body: [
      { type: 'h2', text: '1. Who can take part' },
      {
        type: 'ul',
        items: [
          'You must be 18 or over and have full legal capacity.',
          'Each person may hold one account only. Duplicate accounts may be locked and their bonuses cancelled.',
          'You are responsible for following the laws of the place you live when using the services.',
        ],
      },
      { type: 'h2', text: '2. Account and security' },
      {
        type: 'ul',
        items: [
          'Usernames are 6 to 29 characters, without accents or spaces; passwords are at least 6 characters.',
          'You must keep your password and OTP codes secret. Every transaction made with your login details is treated as made by you.',
          'An account is logged in on one device at a time; a new login ends the previous session.',
        ],
      },
      { type: 'h2', text: '3. Deposits and withdrawals' },
      {
        type: 'ul',
        items: [
          'The currency is the Vietnamese đồng (VND).',
          'Withdrawals go only to a verified bank account in your own name, the same person who deposits.',
          'A transfer code can be used once and expires; a transfer with the wrong reference or to an expired code may need more time to reconcile.',
          'We may ask you to verify your identity before a withdrawal is processed.',
        ],
      },
      { type: 'h2', text: '4. Promotions' },
      {
        type: 'p',
        text: "Each promotion has its own conditions (wagering, period, deposit methods), shown on the promotion's page. The first-deposit promotion does not apply to crypto, MoMo or phone card deposits. Abusing a promotion cancels its bonus.",
      },
      { type: 'h2', text: '5. Betting' },
      {
        type: 'ul',
        items: [
          'A confirmed bet cannot be cancelled, unless the lobby voids the event or there is an obvious technical error.',
          "Results follow the official data of the game provider or the event's organiser.",
          'If the system fails, the bets affected are refunded as the system recorded them.',
        ],
      },
      { type: 'h2', text: '6. Responsible gaming' },
      {
        type: 'p',
        text: 'You can set deposit, loss and wager limits, time reminders and self-exclusion at any time under Account > Responsible gaming. Deposit limits are checked when a deposit is created and when the money arrives; loss and wager limits are checked exactly on every bet, also when several bets arrive at once.',
      },
      { type: 'h2', text: '7. Changes to these terms' },
      {
        type: 'p',
        text: '{brand} may update these terms when needed. Important changes are announced on the site before they take effect.',
      },
    ],
  },

  'chinh-sach-bao-mat': {
    intro:
      '{brand} respects your privacy. This policy explains what information we collect, what we use it for and how we protect it.',
    body: [
      { type: 'h2', text: 'What we collect' },
      {
        type: 'ul',
        items: [
          'Sign-up details: username, phone number, e-mail (if you give one).',
          'Transactions: your deposit, withdrawal and bet history and the bank accounts you register.',
          'Technical data: a device identifier and the cookies needed to keep you logged in and to prevent fraud.',
        ],
      },
      { type: 'h2', text: 'We use it to' },
      {
        type: 'ul',
        items: [
          'Open and keep your account, process deposits and withdrawals, and pay winnings.',
          'Verify your identity and prevent fraud and money laundering.',
          'Send OTP codes and important account notices.',
          'Enforce the responsible gaming limits you set.',
        ],
      },
      { type: 'h2', text: 'How we protect it' },
      {
        type: 'ul',
        items: [
          'Passwords are hashed with argon2id; nobody, staff included, can read your password.',
          'Sessions use an HttpOnly cookie, which the browser does not let scripts read.',
          'Connections are encrypted, and staff access to data is by role and logged.',
        ],
      },
      { type: 'h2', text: 'Cookies' },
      {
        type: 'p',
        text: 'We use cookies to keep you logged in, to remember your device (up to 1 year) and to record who referred you (up to 12 hours). You can delete cookies in your browser at any time; you then need to log in again.',
      },
      { type: 'h2', text: 'Your rights' },
      {
        type: 'p',
        text: 'You may ask to see, correct or delete your personal data, except the transaction records we must keep by law. Contact support for help.',
      },
    ],
  },

  'huong-dan-nap-tien': {
    intro: '{brand} offers several ways to deposit. {promise}.',
    body: [
      { type: 'h2', text: 'QR Codepay (recommended)' },
      {
        type: 'ol',
        items: [
          'Log in and go to Account → Deposit → QR Codepay.',
          'Enter the amount, at least 50,000 VND, and press Create code.',
          'Open your banking app and scan the QR code; the amount and reference are filled in.',
          'Confirm the transfer. The money usually arrives in about 1 minute.',
        ],
      },
      {
        type: 'note',
        text: 'Each code can be used once and expires. Creating a new code cancels the waiting one once you confirm.',
      },
      { type: 'h2', text: 'MoMo wallet' },
      {
        type: 'p',
        text: 'Choose MoMo wallet, enter the amount and follow the steps on screen. Payments are usually confirmed within about 30 seconds; if nothing has arrived after 3 minutes, please contact support.',
      },
      { type: 'h2', text: 'Crypto' },
      {
        type: 'p',
        text: 'Choose the coin (USDT or KDG) and send exactly that coin to the wallet address shown. Payments are confirmed after 2 to 5 minutes depending on the network. Sending the wrong coin may leave the deposit unrecorded.',
      },
      { type: 'h2', text: 'Phone cards' },
      {
        type: 'p',
        text: 'Choose the network, the card value, and enter the card PIN and serial number. Card fees: Viettel 13%, Vinaphone 11%, Mobifone 13%.',
      },
      { type: 'h2', text: 'Good to know' },
      {
        type: 'ul',
        items: [
          'The first-deposit promotion does not apply to crypto, MoMo or phone card deposits.',
          'The deposit limits you set under Responsible gaming are checked on every deposit.',
        ],
      },
    ],
  },

  'huong-dan-rut-tien': {
    intro: 'You can withdraw to a bank account, as phone cards or to a crypto wallet, all from your Account.',
    body: [
      { type: 'h2', text: 'Before you withdraw' },
      {
        type: 'ul',
        items: [
          "Add a bank account in your own name; the holder's name in capitals, without accents.",
          'Wait for the bank account to be verified (its status moves from “being verified” to “verified”).',
          'Finish the wagering of any promotion or gift code you are using.',
        ],
      },
      { type: 'h2', text: 'Withdraw to a bank' },
      {
        type: 'ol',
        items: [
          'Go to Account → Withdraw → Bank.',
          'Choose a verified account and enter the amount.',
          'Confirm. The amount is held at once and sent to you once the withdrawal is approved.',
        ],
      },
      { type: 'h2', text: 'Withdraw as phone cards' },
      {
        type: 'p',
        text: 'Choose the network, the card value and the number of cards (1 to 5), and enter the last 5 digits of your phone number to confirm.',
      },
      { type: 'h2', text: 'Withdraw crypto' },
      {
        type: 'p',
        text: 'Choose the coin, enter the receiving wallet address, the amount and the last 5 digits of your phone number. Minimum withdrawal: 100,000 VND in KDG and 400,000 VND in USDT.',
      },
      {
        type: 'note',
        text: 'If a withdrawal is refused, the amount held returns to your balance at once.',
      },
    ],
  },

  'huong-dan-dang-ky': {
    intro: 'Signing up to {brand} takes about a minute and is free.',
    body: [
      { type: 'h2', text: 'How to sign up' },
      {
        type: 'ol',
        items: [
          'Press Sign up at the top of the screen.',
          'Enter a username: 6 to 29 characters, without accents or spaces.',
          'Enter a password: at least 6 characters, without accents. Mix letters and digits.',
          'Enter your phone number and press Sign up.',
        ],
      },
      { type: 'h2', text: 'After signing up' },
      {
        type: 'ul',
        items: [
          'Verify your phone number with an OTP code to use gift codes and take missions.',
          'Add a bank account in your own name to withdraw.',
          'Set deposit limits and time reminders under Responsible gaming.',
        ],
      },
      {
        type: 'note',
        text: 'By signing up, you confirm that you are 18 or over and accept the Terms and conditions of {brand}.',
      },
    ],
  },

  'code-tan-thu': {
    intro: 'New members of {brand} can get a newcomer code worth {code} after completing the verification steps.',
    body: [
      { type: 'h2', text: 'Who can get it' },
      {
        type: 'ul',
        items: [
          'A new account that has never received the newcomer code.',
          'A verified phone number on Viettel, Mobifone or Vinaphone.',
          'A bank account in your own name, added and verified.',
        ],
      },
      { type: 'h2', text: 'How to use it' },
      {
        type: 'ol',
        items: [
          "Get the code through {brand}'s official channels.",
          'Go to Account, choose Gift code and enter the code (at most 20 characters, letters and digits only).',
          'The value is added to your balance, with total stakes required before withdrawing.',
        ],
      },
      {
        type: 'note',
        text: 'While a gift code is waiting for its total stakes, you cannot enter a new one. The stakes needed and the stakes so far are always shown.',
      },
    ],
  },

  'huong-dan-nhan-gift-code': {
    intro:
      'Gift codes are presents {brand} hands out in events. Here is how to get them, enter them and withdraw their value.',
    body: [
      { type: 'h2', text: 'Where to get gift codes' },
      {
        type: 'ul',
        items: ["The Events page and {brand}'s official announcements.", 'Mission rewards and member programmes.'],
      },
      { type: 'h2', text: 'Entering a gift code' },
      {
        type: 'ol',
        items: [
          'Verify your phone number (needed to use gift codes).',
          'Go to Account → Gift code, enter the code and press Confirm.',
          'Codes have at most 20 characters, letters and digits only; do not type special characters.',
        ],
      },
      { type: 'h2', text: 'When you can withdraw' },
      {
        type: 'p',
        text: 'Each gift code requires total stakes. Your gift code history shows when you entered it, the stakes needed, the stakes so far, the value received and whether it can be withdrawn yet.',
      },
      {
        type: 'note',
        text: 'A code that is invalid, already used or expired shows “Invalid gift code”.',
      },
    ],
  },

  'cau-hoi-thuong-gap': {
    intro: "The questions {brand}'s players ask most. No answer here? Contact support ({support}).",
    body: [],
    faq: [
      {
        question: 'Who can play at {brand}?',
        answer: 'Only people aged 18 and over. Each person may hold one account.',
      },
      {
        question: 'How long does a deposit take to arrive?',
        answer:
          'QR Codepay about 1 minute, MoMo about 30 seconds, crypto 2 to 5 minutes depending on the network. {promise}.',
      },
      {
        question: 'What is the minimum deposit?',
        answer: 'QR Codepay deposits start at 50,000 VND. Other methods show their minimum on the deposit screen.',
      },
      {
        question: 'Why can I not withdraw yet?',
        answer:
          'Withdrawals go only to a verified bank account in your own name. If you are using a promotion or a gift code, finish its total stakes first. A withdrawal waiting for a check shows why and when staff will answer, on the withdrawal screen and in your transaction history; every condition that can hold money is on the Withdrawal guide page.',
      },
      {
        question: 'I was told I am logged in on another device?',
        answer:
          'Each account is logged in on one device at a time. If it was not you, change your password at once and contact support.',
      },
      {
        question: 'How does the unlimited refund work?',
        answer:
          '{brand} refunds {refund}% of valid stakes with no cap on the amount. Bets at odds below the threshold do not count.',
      },
      {
        question: 'What if I forget my password?',
        answer:
          'Press Forgot password on the login screen, find your account, enter the OTP code sent to your phone or e-mail and set a new password.',
      },
      {
        question: 'How do I set limits or take a break?',
        answer:
          'Under Account > Responsible gaming you can set deposit, loss and wager limits, time reminders, or exclude yourself for a while or for good. See the Responsible gaming page.',
      },
    ],
  },

  'choi-co-trach-nhiem': {
    intro:
      'Betting is entertainment, not a way to make money. {brand} is committed to helping you keep play under control.',
    body: [
      { type: 'h2', text: 'For people aged 18 and over only' },
      {
        type: 'p',
        text: 'People under 18 may not open an account. We can ask you to verify your age at any time and close accounts that break this rule. If children share a device with you, log out after playing and use parental controls.',
      },
      { type: 'h2', text: 'Limits' },
      {
        type: 'ul',
        items: [
          'Daily, weekly and monthly deposit limits (Vietnam time): a deposit that would go over the limit is refused, counting the period’s deposits and the ones still waiting. If the money that arrives goes over the limit, the excess is not added to your balance for play but held back and returned to the account it came from; your transaction history shows why.',
          'Daily, weekly and monthly loss limits: a bet that would take your net loss (stakes minus winnings) of the period over your limit is refused until the next period.',
          'Time reminders: every 30, 60 or 120 minutes the site tells you how long you have played and your session’s result, so you can choose to go on or log out.',
          'A new or lower limit takes effect at once; raising or removing a limit takes effect only after 24 hours, to give you time to think.',
        ],
      },
      { type: 'h2', text: 'Self-exclusion' },
      {
        type: 'p',
        text: 'If you need a break, choose self-exclusion under Account > Responsible gaming: 24 hours, 7 days, 30 days, 6 months or for good, confirmed with your password. You are logged out at once; during this time you cannot log in, deposit or bet, so you get no promotions, missions or gifts either, and you cannot shorten the period yourself. Any deposit that arrives in this time (also from a deposit slip made before) is not added to your balance but held back and returned to the account it came from. Withdraw your balance to your verified bank account before excluding yourself: withdrawals already made are still processed during the exclusion; for any balance left, support will help you withdraw it to your verified bank account.',
      },
      { type: 'h2', text: 'Signs to watch for' },
      {
        type: 'ul',
        items: [
          'Playing more or longer than you meant to, and finding it hard to stop.',
          'Raising your stakes to win back what you lost.',
          'Borrowing, selling things or using living money to play.',
          'Hiding it from your family, or feeling anxious, sleepless or irritable about betting.',
        ],
      },
      { type: 'h2', text: 'Where to find help' },
      {
        type: 'ul',
        items: [
          '{brand} support ({support}): we can switch on self-exclusion for you as soon as you ask.',
          'Talk to family members or friends you trust.',
          'See a doctor or a psychologist at your nearest hospital or health centre; provincial and national psychiatric hospitals have addiction counselling departments.',
          'Gamblers Anonymous (gamblersanonymous.org) has material and online support groups.',
          'If you are thinking of harming yourself, call 115 (emergency) now.',
        ],
      },
    ],
  },
};
