import { dateFormats } from '@app/provider-kit/i18n';
import { type HouseLang, houseT, langOf } from '../../i18n';

/*
 * The screen's language: the one the launch named (`lang`, carried in the page's boot data,
 * decision 175), Vietnamese otherwise. Read once when the script loads, before any screen
 * module builds its texts; outside a browser (tests) it is Vietnamese.
 */
function bootLang(): HouseLang {
  if (typeof document === 'undefined') return 'vi';
  try {
    return langOf((JSON.parse(document.getElementById('house-boot')?.textContent ?? '{}') as { lang?: unknown }).lang);
  } catch {
    return 'vi';
  }
}

export const lang: HouseLang = bootLang();
export const t = houseT(lang);
export const { time: timeOf } = dateFormats(lang);
