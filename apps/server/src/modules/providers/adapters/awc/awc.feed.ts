import { toVnd } from '../adapters.money';
import type { ProviderRound } from '../adapters.reconcile';
import type { AdapterContext } from '../adapters.service';

const FEED_TIMEOUT_MS = 20_000;

/**
 * AWC's bet records by transaction time (`fetch/gzip/getTransactionByTxTime`, cert and agent
 * id): one record per platformTxId with betAmount and winAmount. Rounds as the reconciliation
 * compares them (AWC's key is the transaction), in đồng; null when they cannot be read.
 */
export async function awcRounds(
  ctx: AdapterContext,
  from: Date,
  to: Date,
  selfUrl: () => string,
): Promise<ProviderRound[] | null> {
  if (!ctx.secret) return null;
  const api = ctx.account.apiBaseUrl || `${selfUrl()}/partners/awc`;
  let body: { status?: unknown; transactions?: unknown };
  try {
    const res = await fetch(`${api}/fetch/gzip/getTransactionByTxTime`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        cert: ctx.secret,
        agentId: ctx.account.agentId,
        startTime: from.toISOString(),
        endTime: to.toISOString(),
      }).toString(),
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    body = (await res.json()) as typeof body;
  } catch {
    return null;
  }
  if (body.status !== '0000' || !Array.isArray(body.transactions)) return null;
  const out: ProviderRound[] = [];
  for (const raw of body.transactions as Record<string, unknown>[]) {
    const bet = toVnd(String(raw.betAmount ?? ''), ctx.account, 'stake');
    const win = toVnd(String(raw.winAmount ?? ''), ctx.account, 'payout');
    if (!bet || !win || typeof raw.platformTxId !== 'string') return null;
    out.push({
      key: raw.platformTxId,
      player: String(raw.userId ?? ''),
      game: String(raw.gameCode ?? ''),
      at: new Date(String(raw.betTime ?? '')),
      staked: bet.vnd,
      // an open bet (txStatus 0) has returned nothing yet
      net: raw.txStatus === 0 ? -bet.vnd : win.vnd - bet.vnd,
    });
  }
  return out;
}
