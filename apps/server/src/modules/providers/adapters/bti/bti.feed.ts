import { toVnd } from '../adapters.money';
import type { ProviderRound } from '../adapters.reconcile';
import type { AdapterContext } from '../adapters.service';

const FEED_TIMEOUT_MS = 20_000;

/**
 * BTI's bets by creation time. BTI's reporting API is not public (research file, section 4):
 * the sandbox serves `GET {api}/api/reports/bets?key&from&to`, one record per reservation
 * (`ReserveID`) with its `Stake` and `Return` (null while open), in BTI's unit; a real account
 * points `apiBaseUrl` at BTI's equivalent once its contract documents it. Null when unreadable.
 */
export async function btiRounds(
  ctx: AdapterContext,
  from: Date,
  to: Date,
  selfUrl: () => string,
): Promise<ProviderRound[] | null> {
  if (!ctx.secret) return null;
  const api = ctx.account.apiBaseUrl || `${selfUrl()}/partners/bti`;
  const url = new URL(`${api}/api/reports/bets`);
  url.searchParams.set('key', ctx.secret);
  url.searchParams.set('from', from.toISOString());
  url.searchParams.set('to', to.toISOString());
  let body: { error_code?: unknown; bets?: unknown };
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
    if (!res.ok) return null;
    body = (await res.json()) as typeof body;
  } catch {
    return null;
  }
  if (body.error_code !== 0 || !Array.isArray(body.bets)) return null;
  const out: ProviderRound[] = [];
  for (const raw of body.bets as Record<string, unknown>[]) {
    const stake = toVnd(String(raw.Stake ?? ''), ctx.account, 'stake');
    const back = raw.Return === null ? null : toVnd(String(raw.Return ?? ''), ctx.account, 'payout');
    if (!stake || back === undefined || (raw.Return !== null && !back) || typeof raw.ReserveID !== 'string')
      return null;
    out.push({
      key: raw.ReserveID,
      player: String(raw.CustomerID ?? ''),
      game: 'lobby',
      at: new Date(String(raw.CreationDateUTC ?? '')),
      staked: stake.vnd,
      net: (back?.vnd ?? 0) - stake.vnd,
    });
  }
  return out;
}
