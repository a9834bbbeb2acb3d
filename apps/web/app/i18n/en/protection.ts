import type { Shape } from '../catalogue';
import type { protectionVi } from '../vi/protection';

export const protectionEn: Shape<typeof protectionVi> = {
  title: 'Responsible gaming',
  intro:
    'Set your own limits on deposits and losses, get play-time reminders or take a break from your account. The system checks these limits every time you deposit or place a bet.',
  kinds: {
    deposit: {
      title: 'Deposit limit',
      hint: 'Counts credited deposits and deposit slips still awaiting payment in the period.',
      used: 'Deposited',
    },
    loss: {
      title: 'Loss limit',
      hint: 'Net losses (stakes minus winnings) of the rounds in the period. A bet that would go over the limit is refused at once.',
      used: 'Lost',
    },
    wager: {
      title: 'Wagering limit',
      hint: 'Total stakes of the rounds in the period, winnings not deducted. A bet that would go over the limit is refused at once.',
      used: 'Wagered',
    },
  },
  periods: { day: 'Day', week: 'Week', month: 'Month' },
  periodOf: { day: 'per day', week: 'per week', month: 'per month' },
  noLimit: 'Not set',
  remaining: 'Remaining',
  resetsAt: 'The new period starts at',
  pendingRaise: 'Rises to {{amount}} from {{at}}',
  pendingRemove: 'Limit removed from {{at}}',
  rules:
    'Setting or lowering a limit takes effect at once. Raising or removing a limit takes effect only after 24 hours. Periods follow Vietnam time; weeks start on Monday.',
  period: 'Period',
  amount: 'Amount (VND)',
  amountPlaceholder: 'For example: 200000',
  save: 'Save limit',
  saveShort: 'Save',
  remove: 'Remove limit',
  saved: 'Limit saved',
  amountRequired: 'Please enter an amount of at least 10,000 VND',
  reminder: {
    title: 'Play-time reminder',
    hint: "Shows how long you have played and the session's wins and losses after each interval you choose.",
    options: { 0: 'Off', 30: 'Every 30 minutes', 60: 'Every 60 minutes', 120: 'Every 120 minutes' },
    saved: 'Reminder saved',
  },
  sessionLimit: {
    title: 'Time limit per session',
    hint: 'Your login session ends by itself when the chosen time is up: you are warned first, bets after that are refused and you need to log in again. Lowering takes effect at once, for the session in play too; raising or removing takes effect after 24 hours.',
    options: {
      0: 'No limit',
      30: '30 minutes',
      60: '60 minutes',
      120: '120 minutes',
      240: '240 minutes',
    },
    current: 'In effect',
    pending: 'Changes to {{label}} from {{at}}',
    saved: 'Session limit saved',
  },
  exclusion: {
    title: 'Self-exclusion',
    hint: 'Your account is locked at once for the chosen time: you are logged out and cannot log in, deposit or bet, and you receive no promotions. You cannot shorten this time yourself.',
    withdrawFirst:
      'Withdraw your balance to your verified bank account before you self-exclude. Withdrawals already requested are still processed during the exclusion.',
    durations: {
      '24h': '24 hours',
      '7d': '7 days',
      '30d': '30 days',
      '6m': '6 months',
      permanent: 'Permanently',
    },
    duration: 'Duration',
    password: 'Password',
    submit: 'Self-exclude',
    confirmTitle: 'Confirm self-exclusion',
    confirm:
      'Your account will be locked for {{duration}} and you will be logged out at once. This cannot be cancelled or shortened. Continue?',
    confirmPermanent:
      'Your account will be locked permanently and you will be logged out at once. This cannot be cancelled or shortened. Continue?',
    confirmButton: 'Lock my account',
    done: 'Your account is now self-excluded',
    passwordRequired: 'Please enter your password',
  },
  history: {
    title: 'History of changes',
    empty: 'No changes yet',
    actions: {
      limit_set: 'Limit set',
      limit_decreased: 'Limit lowered',
      limit_increase_scheduled: 'Limit raise requested',
      limit_removal_scheduled: 'Limit removal requested',
      pending_applied: 'Change took effect',
      pending_cancelled: 'Raise/removal cancelled',
      reminder_set: 'Reminder changed (minutes)',
      self_exclusion: 'Self-exclusion',
    },
    session: 'Session limit',
    minutes: '{{count}} minutes',
    unlimited: 'no limit',
    effective: 'Effective',
  },
  realityCheck: {
    title: 'You have played for {{minutes}} minutes',
    body: 'This is the play-time reminder you set, counted from when you logged in.',
    bets: 'Total bets since login',
    net: 'Result since login',
    endedTitle: 'Your play time is up',
    ended:
      'You have used all {{minutes}} minutes of play you set for each session. Your login session has ended and new bets will be refused. Take a break before logging in again.',
    ok: 'Got it',
    continue: 'Keep playing',
    logout: 'Log out',
  },
  link: 'Responsible gaming tools',
};
