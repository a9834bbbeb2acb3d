import { AuthMessage } from '@app/contract/auth-constants';
import i18next from 'i18next';
import { DEFAULT_LOCALE } from '../lib/locale';

/**
 * What a player reads for an API failure (decision 145). In Vietnamese, the server's own message
 * (it may carry details such as how long a lock lasts); in another language, the catalogue's text
 * for the error code, or the server's Vietnamese message when the catalogue has none (Vietnamese
 * is the fallback). Browser only: the page's one i18next instance says the language.
 */
export function apiErrorMessage(code: string, serverMessage: string | undefined): string | undefined {
  if (!i18next.isInitialized || i18next.language === DEFAULT_LOCALE) return serverMessage;
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
