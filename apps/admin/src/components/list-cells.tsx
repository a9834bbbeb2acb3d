import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n';

/*
 * Cells and labels the staff lists share (pages/lists*.tsx): the same player link and the same
 * provider names wherever a list shows a player or a provider transaction.
 */

/** A row's player, linked to their page; '—' for a row without one (an unmatched transfer). */
export function listPlayer(id: number | null, username: string | null): ReactNode {
  return id ? (
    <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${id}`}>
      {username ?? `#${id}`}
    </Link>
  ) : (
    '—'
  );
}

/** The providers whose wallet calls are recorded as provider transactions (seamless wallets). */
export const BET_PROVIDERS: Record<string, string> = {
  house: t('lists.provablyFairLobby'),
  sports: t('lists.sports'),
  lottery: t('lists.lottery'),
  pp: 'Pragmatic Play',
  sexy: 'AE Sexy',
  sv388: 'SV388',
  saba: 'SABA Sports',
  bti: 'BTI',
};
