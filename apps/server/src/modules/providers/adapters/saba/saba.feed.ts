import { toVnd } from '../adapters.money';
import type { ProviderRound } from '../adapters.reconcile';
import type { AdapterContext } from '../adapters.service';

const FEED_TIMEOUT_MS = 20_000;

/** A signed amount in the account's unit as đồng (SABA's `winlost_amount` is negative for a loss). */
function signedVnd(raw: unknown, ctx: AdapterContext): number | null {
  const text = String(raw ?? '');
  const negative = text.startsWith('-');
  const v = toVnd(negative ? text.slice(1) : text, ctx.account, 'payout');
  return v ? (negative ? -v.vnd : v.vnd) : null;
}

/**
 * SABA's bet details (`POST {api}/api/GetBetDetail`, vendor_id, start_date, end_date): one record
 * per ticket (`trans_id`, our refId) with its stake and `winlost_amount`, in SABA's unit.
 * Tickets as the reconciliation compares them, in đồng; null when they cannot be read.
 */
export async function sabaRounds(
  ctx: AdapterContext,
  from: Date,
  to: Date,
  selfUrl: () => string,
): Promise<ProviderRound[] | null> {
  if (!ctx.secret) return null;
  const api = ctx.account.apiBaseUrl || `${selfUrl()}/partners/saba`;
  let body: { error_code?: unknown; Data?: { BetDetails?: unknown } };
  try {
    const res = await fetch(`${api}/api/GetBetDetail`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        vendor_id: ctx.secret,
        start_date: from.toISOString(),
        end_date: to.toISOString(),
      }).toString(),
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    body = (await res.json()) as typeof body;
  } catch {
    return null;
  }
  if (String(body.error_code) !== '0' || !Array.isArray(body.Data?.BetDetails)) return null;
  const out: ProviderRound[] = [];
  for (const raw of body.Data.BetDetails as Record<string, unknown>[]) {
    const stake = signedVnd(raw.stake, ctx);
    const net = signedVnd(raw.winlost_amount, ctx);
    if (stake === null || net === null || typeof raw.trans_id !== 'string') return null;
    const running = raw.ticket_status === 'running';
    out.push({
      key: raw.trans_id,
      player: String(raw.vendor_member_id ?? ''),
      game: String(raw.match_id ?? ''),
      at: new Date(String(raw.transaction_time ?? '')),
      staked: stake,
      // a running ticket has returned nothing yet
      net: running ? -stake : net,
    });
  }
  return out;
}
