import type { TFunction } from 'i18next';
import { DEFAULT_LOCALE, isLocale } from '../lib/locale';
import { tFor } from './i18n';

/**
 * `t` for a route's `meta` (no hooks there): the language the root loader found in the URL
 * (decision 145). The server has every language's instance; the browser the page's own.
 */
export function metaT(args: { matches: readonly ({ id: string; data?: unknown } | undefined)[] }): TFunction {
  const root = args.matches.find((m) => m?.id === 'root')?.data as { locale?: unknown } | undefined;
  return tFor(isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE);
}
