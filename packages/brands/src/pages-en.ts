import type { PageText } from './pages';
import { SECTION_PAGES_EN } from './pages-en-sections';

/**
 * English SEO texts of every fixed page (decision 145): title, description, keywords and headings
 * of the English site's page at `/en` + the page's path; the sections' sub-pages are in
 * `pages-en-sections.ts`, and `pages.test.ts` fails on a page with none. Vietnamese stays the
 * fallback. `{brand}` is filled as in the Vietnamese texts.
 */
export const PAGES_EN: Partial<Record<string, PageText & { crumb: string }>> = {
  home: {
    crumb: 'Home',
    title: '{brand} – sports betting, live casino, lottery and games',
    description:
      '{brand}: sports betting, verifiable live casino, 3-region lottery, Mega 6/45 and Power 6/55, cockfighting and games in one account, with fast deposits and withdrawals in VND.',
    keywords: '{brand}, sports betting, live casino, online lottery, cockfighting, online games',
    h1: '{brand} – sports betting, live casino and games',
    h2: 'Sports, live casino, lottery and games in one account',
  },
  'error-404': {
    crumb: 'Page not found',
    title: 'Page not found | {brand}',
    description: 'The page you are looking for was removed or the link is wrong.',
    keywords: '{brand}',
    h1: 'Page not found',
  },
  'error-500': {
    crumb: 'System error',
    title: 'Something went wrong | {brand}',
    description: 'The system has a temporary problem, please try again later.',
    keywords: '{brand}',
    h1: 'Something went wrong',
  },
  maintenance: {
    crumb: 'Maintenance',
    title: 'Under maintenance | {brand}',
    description: 'The system is under maintenance, please come back later.',
    keywords: '{brand}',
    h1: 'The system is under maintenance',
  },
  'live-casino': {
    crumb: 'Live Casino',
    title: 'Online live casino – Baccarat, Roulette, Xóc Đĩa | {brand}',
    description:
      "{brand}'s live casino: the shared baccarat table, dragon tiger, xóc đĩa, tài xỉu, sic bo, roulette, blackjack and poker; every round verifiable.",
    keywords: 'live casino, online casino, online baccarat, xóc đĩa online, {brand}',
    h1: 'Online live casino',
    h2: 'Verifiable tables, open 24/7',
  },
  'cong-game': {
    crumb: 'Games',
    title: 'Games – jackpots, slots, fish shooting, card games | {brand}',
    description:
      "{brand}'s games: jackpot slots, slot games, fish shooting, card games, quick games and keno, with provably fair results.",
    keywords: 'online games, slots, jackpot, fish shooting, card games, {brand}',
    h1: 'Games',
    h2: 'Jackpots, slots, fish shooting and card games',
  },
  'the-thao': {
    crumb: 'Sports',
    title: 'Sports betting – football, parlays, in-play | {brand}',
    description:
      'Bet on football at {brand}: Asian handicap, over/under, 1X2, correct score, parlays and in-play betting on V.League 1 and the big European leagues.',
    keywords: 'sports betting, football betting, asian handicap, parlays, {brand}',
    h1: 'Sports betting',
    h2: 'Daily odds from leading sportsbooks',
  },
  'lich-thi-dau': {
    crumb: 'Fixtures',
    title: 'Football fixtures and results | {brand}',
    description: "Today's matches, live scores and results of the leagues {brand} offers.",
    keywords: 'football fixtures, live scores, results, {brand}',
    h1: 'Fixtures',
  },
  'lo-de': {
    crumb: 'Lottery',
    title: 'Online lottery – 3-region lô đề, Mega 6/45, Power 6/55 | {brand}',
    description:
      '{brand} lottery: 3-region lô đề and lô đề siêu tốc, Mega 6/45 and Power 6/55 with growing jackpots and bao tickets.',
    keywords: 'online lottery, lô đề, Mega 6/45, Power 6/55, {brand}',
    h1: 'Online lottery',
    h2: 'Three-region lô đề, lô đề siêu tốc, Mega 6/45 and Power 6/55',
  },
  'da-ga': {
    crumb: 'Cockfighting',
    title: 'Cockfight betting on your phone | {brand}',
    description: 'Cockfight betting at {brand}: Meron, Wala and draw on a shared schedule, verifiable results.',
    keywords: 'cockfighting, cockfight betting, {brand}',
    h1: 'Cockfighting',
  },
  'khuyen-mai': {
    crumb: 'Promotions',
    title: 'Promotions | {brand}',
    description:
      "{brand}'s promotions: first-deposit bonuses, daily rebates and events, with their conditions shown in full.",
    keywords: 'promotions, bonus, rebate, {brand}',
    h1: 'Promotions',
    h2: 'Offers running now at {brand}',
  },
  'su-kien': {
    crumb: 'Events',
    title: 'Events | {brand}',
    description: "{brand}'s events: the lucky spin, the app bonus and more.",
    keywords: 'events, lucky spin, {brand}',
    h1: 'Events',
    h2: 'Join the events, collect gifts every day',
  },
  'tin-tuc': {
    crumb: 'News',
    title: 'News | {brand}',
    description: 'News, guides and announcements from {brand}.',
    keywords: 'news, guides, {brand}',
    h1: 'News',
  },
  'nhiem-vu': {
    crumb: 'Missions',
    title: 'Missions | {brand}',
    description: 'Daily missions at {brand}: check in, deposit and play to collect rewards.',
    keywords: 'missions, rewards, {brand}',
    h1: 'Missions',
  },
  'mini-games': {
    crumb: 'Mini game',
    title: 'Mini games | {brand}',
    description: 'Quick games with instant results at {brand}.',
    keywords: 'mini games, quick games, {brand}',
    h1: 'Mini games',
  },
  // the info pages (decision 163): their bodies are in English too
  'gioi-thieu': {
    crumb: 'About us',
    title: 'About {brand} | {brand}',
    description:
      'Who {brand} is: sports, live casino, lottery, cockfighting and games in one account, fast deposits and withdrawals, and responsible gaming.',
    keywords: 'about {brand}, {brand}',
    h1: 'About {brand}',
    h2: 'Products and commitments',
  },
  'dieu-khoan-dieu-kien': {
    crumb: 'Terms and conditions',
    title: 'Terms and conditions | {brand}',
    description:
      'The terms of using {brand}: who can take part, accounts and security, deposits and withdrawals, promotions, betting and responsible gaming.',
    keywords: 'terms and conditions, {brand}',
    h1: 'Terms and conditions',
  },
  'chinh-sach-bao-mat': {
    crumb: 'Privacy policy',
    title: 'Privacy policy | {brand}',
    description:
      'What information {brand} collects, what it is used for, how it is protected, the cookies we use and your rights.',
    keywords: 'privacy policy, {brand}',
    h1: 'Privacy policy',
  },
  'huong-dan-nap-tien': {
    crumb: 'How to deposit',
    title: 'How to deposit | {brand}',
    description:
      'How to deposit at {brand}: QR Codepay, MoMo, crypto and phone cards, with minimums, fees and how long each takes.',
    keywords: 'how to deposit, {brand}',
    h1: 'How to deposit',
  },
  'huong-dan-rut-tien': {
    crumb: 'How to withdraw',
    title: 'How to withdraw | {brand}',
    description:
      'How to withdraw at {brand} to a bank account, as phone cards or as crypto, and every rule that can hold a withdrawal.',
    keywords: 'how to withdraw, {brand}',
    h1: 'How to withdraw',
  },
  'huong-dan-dang-ky': {
    crumb: 'How to sign up',
    title: 'How to sign up | {brand}',
    description:
      'Sign up to {brand} in about a minute: username, password and phone number, then verify and set your limits.',
    keywords: 'how to sign up, {brand}',
    h1: 'How to sign up',
  },
  'code-tan-thu': {
    crumb: 'Newcomer code',
    title: 'Newcomer code | {brand}',
    description: 'Who can get the {brand} newcomer code, how to enter it and the stakes it needs before withdrawing.',
    keywords: 'newcomer code, {brand}',
    h1: 'Newcomer code',
  },
  'huong-dan-nhan-gift-code': {
    crumb: 'How to redeem a gift code',
    title: 'How to redeem a gift code | {brand}',
    description: 'Where to get {brand} gift codes, how to enter them and when their value can be withdrawn.',
    keywords: 'how to redeem a gift code, {brand}',
    h1: 'How to redeem a gift code',
  },
  'cau-hoi-thuong-gap': {
    crumb: 'FAQ',
    title: 'Frequently asked questions | {brand}',
    description:
      'Answers to the questions {brand} players ask most: deposits, withdrawals, logins, refunds, passwords and limits.',
    keywords: 'frequently asked questions, {brand}',
    h1: 'Frequently asked questions',
  },
  'choi-co-trach-nhiem': {
    crumb: 'Responsible gaming',
    title: 'Responsible gaming | {brand}',
    description:
      'Play responsibly at {brand}: 18+ only, deposit, loss and wager limits, time reminders, self-exclusion and where to find help.',
    keywords: 'responsible gaming, {brand}',
    h1: 'Responsible gaming',
  },
  ...SECTION_PAGES_EN,
};
