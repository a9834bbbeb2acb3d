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

/** A protocol's reasons in a language. */
export function stakeReasons(protocol: 'saba' | 'bti', locale: 'vi' | 'en' = 'vi'): StakeReasons {
  const say = t(locale);
  return { session: say(`${protocol}.session`), locked: say(`${protocol}.locked`), funds: say(`${protocol}.funds`) };
}
