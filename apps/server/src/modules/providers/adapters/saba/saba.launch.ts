import { gameLanguage } from '@app/provider-kit/i18n';
import type { Log } from '../../../../log';
import { type LaunchRequest, launchAddress, postLaunchForm, providerDown, providerRefused } from '../adapters.launch';
import type { AdapterContext } from '../adapters.service';
import { SABA_VND } from './saba.codes';

/**
 * SABA's launch (research file 3.8): `POST {api}/api/CreateMember` (a repeat is harmless), then
 * `POST {api}/api/GetSabaUrl` with the member and platform (1 desktop, 2 mobile); SABA answers
 * `{error_code: 0, Data: url}`, to which the client adds `lang=vn&OType=3` (decimal odds) and,
 * for SABA's virtual sports, `types=virtualsport`. The vendor id is the account's key. With no
 * API address the account is the sandbox served by this server (/partners/saba), whose screen
 * is shown at the site's own origin like the other partner sandboxes'.
 */
export async function launchSaba(ctx: AdapterContext, req: LaunchRequest, log: Log): Promise<string> {
  if (!ctx.secret) throw providerRefused('SABA Sports');
  const sandbox = !ctx.account.apiBaseUrl;
  const api = ctx.account.apiBaseUrl || `${req.selfUrl()}/partners/saba`;
  const member = String(req.playerId);
  const created = await postLaunchForm(`${api}/api/CreateMember`, {
    vendor_id: ctx.secret,
    operatorId: ctx.account.agentId,
    vendor_member_id: member,
    username: `p${member}`,
    currency: String(SABA_VND),
    oddstype: '3',
  });
  if (!created) throw providerDown('SABA Sports');
  // 6 is SABA's "member already exists" in the public clients: the member is there either way
  if (String(created.error_code) !== '0' && String(created.error_code) !== '6') {
    log.warn({ error: created.error_code, message: created.message }, 'SABA CreateMember refused');
    throw providerRefused('SABA Sports');
  }
  const answer = await postLaunchForm(`${api}/api/GetSabaUrl`, {
    vendor_id: ctx.secret,
    vendor_member_id: member,
    platform: req.device === 'mobile' ? '2' : '1',
  });
  if (!answer) throw providerDown('SABA Sports');
  const raw = String(answer.error_code) === '0' ? launchAddress(answer.Data) : null;
  if (!raw) {
    log.warn({ error: answer.error_code, message: answer.message }, 'SABA GetSabaUrl refused');
    throw providerRefused('SABA Sports');
  }
  const url = new URL(raw);
  if (sandbox) {
    const site = new URL(req.lobbyUrl);
    url.protocol = site.protocol;
    url.host = site.host;
  }
  url.searchParams.set('lang', gameLanguage(req.lang, 'vn'));
  url.searchParams.set('OType', '3');
  if (req.gameId === 'vsports') url.searchParams.set('types', 'virtualsport');
  url.searchParams.set('lobbyUrl', req.lobbyUrl);
  return url.toString();
}
