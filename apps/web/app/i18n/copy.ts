import { useTranslation } from 'react-i18next';
import type { Locale } from '../lib/locale';
import type { Catalogue } from './catalogue';
import { tFor } from './i18n';

/** `t` asked for a subtree; i18next's key typing cannot follow a generic area name. */
type ObjectT = (key: string, options: { returnObjects: true }) => unknown;

/** A top-level part of the catalogues (an area: `cashier`, `protection`, ...). */
export type Area = keyof Catalogue;

/**
 * The texts of one area of the page's language, as an object (decision 156): a feature reads
 * `c.amount` where it read its Vietnamese-only object before. i18next resolves it from the loaded
 * catalogue; texts with `{{placeholders}}` go through i18next's `t` with their values instead.
 */
export function useCopy<A extends Area>(area: A): Catalogue[A] {
  const { t } = useTranslation();
  return (t as unknown as ObjectT)(area, { returnObjects: true }) as Catalogue[A];
}

/** The same outside React (a route's `meta`, a toast after a request) for a known language. */
export function copyFor<A extends Area>(locale: Locale, area: A): Catalogue[A] {
  return (tFor(locale) as unknown as ObjectT)(area, { returnObjects: true }) as Catalogue[A];
}

/**
 * A contract message (the Vietnamese text a shared zod rule or the server wrote) in the page's
 * language: its key in `messages` names the area's translation; unknown text is returned as is.
 */
export function messageIn(copy: object, messages: Readonly<Record<string, string>>, text: string): string {
  const key = Object.keys(messages).find((k) => messages[k] === text);
  const translated = key ? (copy as Record<string, unknown>)[key] : undefined;
  return typeof translated === 'string' ? translated : text;
}
