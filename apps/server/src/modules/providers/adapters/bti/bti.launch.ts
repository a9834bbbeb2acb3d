import { gameLanguage } from '@app/provider-kit/i18n';
import type { LaunchRequest } from '../adapters.launch';
import type { AdapterContext } from '../adapters.service';

/**
 * BTI's launch (research file 4.5) is an address, not a call: `{launch_url}/{lang}/sports?
 * operatorToken={token}`; BTI's page then calls ValidateToken with the token. With no API address
 * the account is the sandbox served by this server, at the site's own origin (/partners/bti).
 */
export function launchBti(ctx: AdapterContext, req: LaunchRequest): string {
  const base = ctx.account.apiBaseUrl || `${new URL(req.lobbyUrl).origin}/partners/bti`;
  const url = new URL(`${base.replace(/\/$/, '')}/${gameLanguage(req.lang, 'vn')}/sports`);
  url.searchParams.set('operatorToken', req.playToken);
  if (req.gameId === 'vsports') url.searchParams.set('game', 'vsports');
  url.searchParams.set('lobbyUrl', req.lobbyUrl);
  return url.toString();
}
