import { catalogueT } from '@app/provider-kit/i18n';

/*
 * Why SABA or BTI refused a stake, in the words their clients show the player (SABA `msg`, BTI
 * `error_message`): in the player's own language (decision 180), as the operator's other texts
 * to a player are. Vietnamese is the default and fallback.
 */

const vi = {
  saba: {
    session: 'Phiên chơi đã kết thúc, vui lòng mở lại SABA từ trang của chúng tôi.',
    locked: 'Tài khoản đang bị khóa hoặc đang tự loại trừ, không thể đặt cược.',
    funds: 'Số dư không đủ để đặt cược.',
  },
  bti: {
    session: 'Phiên chơi đã kết thúc, vui lòng mở lại BTI từ trang của chúng tôi.',
    locked: 'Tài khoản đang bị khóa hoặc đang tự loại trừ, không thể đặt cược.',
    funds: 'Số dư không đủ để đặt cược.',
  },
};

const en: typeof vi = {
  saba: {
    session: 'Your game session has ended, please open SABA again from our site.',
    locked: 'Your account is locked or self-excluded, so it cannot place bets.',
    funds: 'Your balance is not enough for this stake.',
  },
  bti: {
    session: 'Your game session has ended, please open BTI again from our site.',
    locked: 'Your account is locked or self-excluded, so it cannot place bets.',
    funds: 'Your balance is not enough for this stake.',
  },
};

export const refusalsVi = vi;
export const refusalsEn = en;

const t = catalogueT(vi, en);

export type StakeReasons = { session: string; locked: string; funds: string };

const worded = new Map<string, StakeReasons>();

/**
 * A protocol's reasons in a language. Built once per protocol and language: every stake asks for
 * them before it knows whether it is refused, and translating them each time cost a SABA or BTI
 * stake 35-65 µs of CPU (docs/benchmarks.md).
 */
export function stakeReasons(protocol: 'saba' | 'bti', locale: 'vi' | 'en' = 'vi'): StakeReasons {
  const key = `${protocol}:${locale}`;
  let reasons = worded.get(key);
  if (!reasons) {
    const say = t(locale);
    reasons = Object.freeze({
      session: say(`${protocol}.session`),
      locked: say(`${protocol}.locked`),
      funds: say(`${protocol}.funds`),
    });
    worded.set(key, reasons);
  }
  return reasons;
}
