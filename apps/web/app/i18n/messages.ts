import { AuthMessage } from '@app/contract/auth-constants';
import i18next from 'i18next';
import { DEFAULT_LOCALE } from '../lib/locale';

/**
 * Letters only Vietnamese writes (ă đ ơ ư and the tone-marked vowels of Latin Extended
 * Additional): a server message without them is in English.
 */
const VIETNAMESE_ONLY = /[\u0103\u0111\u01a1\u01b0\u1ea0-\u1ef9]/i;

/**
 * What a player reads for an API failure (decisions 145, 163). The site asks the API in the page's
 * language, so the server's own message is shown when it came in that language: it may carry
 * figures (how long a lock lasts, the wagering left, a limit's reset). On a non-Vietnamese page a
 * message the server only had in Vietnamese gives way to the catalogue's text for its code, and
 * is shown as it is when the catalogue has none (Vietnamese is the fallback). Browser only: the
 * page's one i18next instance says the language.
 */
export function apiErrorMessage(code: string, serverMessage: string | undefined): string | undefined {
  if (!i18next.isInitialized || i18next.language === DEFAULT_LOCALE) return serverMessage;
  if (serverMessage && !VIETNAMESE_ONLY.test(serverMessage)) return serverMessage;
  const key = `errors.${code}` as const;
  if (i18next.exists(key)) return i18next.t(key as unknown as 'errors.INTERNAL_ERROR');
  return serverMessage ?? i18next.t('errors.INTERNAL_ERROR');
}

const AUTH_MESSAGE_KEYS = new Map<string, string>(Object.entries(AuthMessage).map(([key, text]) => [text, key]));

/**
 * The accounts' form rules are zod messages from the contract, in Vietnamese (the server checks
 * the same rules and says the same thing); a form shows them in the page's language by their key.
 */
export function fieldMessage(message: string): string {
  const key = AUTH_MESSAGE_KEYS.get(message);
  if (!key || !i18next.isInitialized || i18next.language === DEFAULT_LOCALE) return message;
  return i18next.t(`auth.${key}` as unknown as 'auth.USERNAME_REQUIRED');
}
