import { toVnd } from '../adapters.money';
import type { ProviderRound } from '../adapters.reconcile';
import type { AdapterContext } from '../adapters.service';

const FEED_TIMEOUT_MS = 20_000;

/**
 * PP's data feed of game rounds (`DataFeeds/gamerounds/`, login and password, from a
 * timepoint): CSV, a `timepoint=` line, then PP's columns. Rounds as the reconciliation compares
 * them, in đồng; null when the feed cannot be read.
 */
export async function ppRounds(
  ctx: AdapterContext,
  from: Date,
  to: Date,
  selfUrl: () => string,
): Promise<ProviderRound[] | null> {
  if (!ctx.secret) return null;
  const api = ctx.account.apiBaseUrl || `${selfUrl()}/partners/pp`;
  const url = new URL(`${api}/IntegrationService/v3/DataFeeds/gamerounds/`);
  url.searchParams.set('login', ctx.account.agentId);
  url.searchParams.set('password', ctx.secret);
  url.searchParams.set('timepoint', String(from.getTime()));
  url.searchParams.set('endTimepoint', String(to.getTime()));
  let text: string;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
    if (!res.ok) return null;
    text = await res.text();
  } catch {
    return null;
  }
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines.findIndex((l) => l.startsWith('playerID,'));
  if (header === -1) return null;
  const cols = lines[header]!.split(',');
  const at = (name: string) => cols.indexOf(name);
  const [iPlayer, iGame, iRound, iStart, iBet, iWin] = [
    at('extPlayerID'),
    at('gameID'),
    at('playSessionID'),
    at('startDate'),
    at('bet'),
    at('win'),
  ];
  if ([iPlayer, iGame, iRound, iStart, iBet, iWin].includes(-1)) return null;
  const out: ProviderRound[] = [];
  for (const line of lines.slice(header + 1)) {
    const f = line.split(',');
    const bet = toVnd(f[iBet] ?? '', ctx.account, 'stake');
    const win = toVnd(f[iWin] ?? '', ctx.account, 'payout');
    if (!bet || !win) return null;
    out.push({
      key: f[iRound]!,
      player: f[iPlayer]!,
      game: f[iGame]!,
      at: new Date(`${f[iStart]!.replace(' ', 'T')}Z`),
      staked: bet.vnd,
      net: win.vnd - bet.vnd,
    });
  }
  return out;
}
