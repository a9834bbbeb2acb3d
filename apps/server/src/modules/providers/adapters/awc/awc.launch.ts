import { gameLanguage } from '@app/provider-kit/i18n';
import type { Log } from '../../../../log';
import { type LaunchRequest, launchAddress, postLaunchForm, providerDown, providerRefused } from '../adapters.launch';
import type { AdapterContext } from '../adapters.service';

/** The AWC platform of each catalogue partner the AWC account serves. */
export function awcPlatformOf(ctx: AdapterContext, partner: string): string | null {
  const hit = Object.entries(ctx.account.platforms).find(([, provider]) => provider === partner);
  return hit ? hit[0] : null;
}

/**
 * AWC's launch: `createMember` (AWC's 1001, the member exists, is fine) then
 * `doLoginAndLaunchGame` with the cert and agent id; AWC answers `{status: "0000", url}`. AWC's
 * callbacks carry no token, so the caller keeps the play token for them before this runs. With
 * no API address configured the account is the sandbox served by this server (/partners/awc).
 */
export async function launchAwc(ctx: AdapterContext, req: LaunchRequest, log: Log): Promise<string> {
  const name = req.partner === 'sv388' ? 'SV388' : 'AE Sexy';
  const platform = awcPlatformOf(ctx, req.partner);
  if (!ctx.secret || !platform) throw providerRefused(name);
  const api = ctx.account.apiBaseUrl || `${req.selfUrl()}/partners/awc`;
  const limits = JSON.stringify({ [platform]: { LIVE: ctx.account.betLimits } });
  const member = await postLaunchForm(`${api}/wallet/createMember`, {
    cert: ctx.secret,
    agentId: ctx.account.agentId,
    userId: String(req.playerId),
    currency: 'VND',
    language: gameLanguage(req.lang, 'vn'),
    betLimit: limits,
  });
  if (!member) throw providerDown(name);
  if (member.status !== '0000' && member.status !== '1001') {
    log.warn({ status: member.status, desc: member.desc }, 'AWC createMember refused');
    throw providerRefused(name);
  }
  const answer = await postLaunchForm(`${api}/wallet/doLoginAndLaunchGame`, {
    cert: ctx.secret,
    agentId: ctx.account.agentId,
    userId: String(req.playerId),
    isMobileLogin: req.device === 'mobile' ? 'true' : 'false',
    externalURL: req.lobbyUrl,
    platform,
    gameType: 'LIVE',
    gameCode: req.gameId,
    language: gameLanguage(req.lang, 'vn'),
    betLimit: limits,
    hall: platform === 'SEXYBCRT' ? 'SEXY' : '',
  });
  if (!answer) throw providerDown(name);
  const url = answer.status === '0000' ? launchAddress(answer.url) : null;
  if (!url) {
    log.warn({ status: answer.status, desc: answer.desc, gameCode: req.gameId }, 'AWC doLoginAndLaunchGame refused');
    throw providerRefused(name);
  }
  return url;
}
