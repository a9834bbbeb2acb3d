import { gameLanguage } from '@app/provider-kit/i18n';
import type { Log } from '../../../../log';
import { type LaunchRequest, launchAddress, postLaunchForm, providerDown, providerRefused } from '../adapters.launch';
import type { AdapterContext } from '../adapters.service';
import { ppHash } from './pp.codes';

/**
 * PP's launch: `POST {api}/IntegrationService/v3/http/CasinoGameAPI/game/url/`, a form signed
 * with the md5 rule and the secret key; PP answers `{error: "0", gameURL}`. The token is the
 * player's play token: PP's authenticate.html brings it back when the game opens. With no API
 * address configured the account is the sandbox served by this server (/partners/pp).
 */
export async function launchPp(ctx: AdapterContext, req: LaunchRequest, log: Log): Promise<string> {
  if (!ctx.secret) throw providerRefused('Pragmatic Play');
  const api = ctx.account.apiBaseUrl || `${req.selfUrl()}/partners/pp`;
  const form: Record<string, string> = {
    secureLogin: ctx.account.agentId,
    symbol: req.gameId,
    language: gameLanguage(req.lang, 'iso'),
    token: req.playToken,
    externalPlayerId: String(req.playerId),
    platform: req.device === 'mobile' ? 'MOBILE' : 'WEB',
    technology: 'H5',
    stylename: ctx.account.agentId,
    cashierUrl: req.cashierUrl,
    lobbyUrl: req.lobbyUrl,
    playMode: 'REAL',
    country: 'VN',
    currency: 'VND',
  };
  form.hash = ppHash(form, ctx.secret);
  const answer = await postLaunchForm(`${api}/IntegrationService/v3/http/CasinoGameAPI/game/url/`, form);
  if (!answer) throw providerDown('Pragmatic Play');
  const url = String(answer.error) === '0' ? launchAddress(answer.gameURL) : null;
  if (!url) {
    log.warn({ error: answer.error, description: answer.description, symbol: req.gameId }, 'PP game/url refused');
    throw providerRefused('Pragmatic Play');
  }
  return url;
}
