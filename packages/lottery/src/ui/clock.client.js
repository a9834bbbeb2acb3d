// The lottery screens' countdown (plain browser JS, bundled by page.ts; no DOM, so tests import it).
import { lotteryT } from '../i18n/index.ts';

/**
 * Time left as a player reads it: m:ss within the hour, hours and minutes (and days) beyond it,
 * in the words of `t` (a language's texts; Vietnamese by default).
 */
export const clockText = (left, t = lotteryT('vi')) => {
  if (left < 3600) return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  const days = Math.floor(left / 86400);
  const hm = t('clock.hoursMinutes', {
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
  });
  return days ? `${t('clock.days', { count: days })} ${hm}` : hm;
};
