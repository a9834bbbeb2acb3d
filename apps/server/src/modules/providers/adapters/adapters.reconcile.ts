import type { Db } from '../../../db/client';
import type { Log } from '../../../log';
import type { AdapterContext } from './adapters.service';
import { awcRounds } from './awc/awc.feed';
import { btiRounds } from './bti/bti.feed';
import { ppRounds } from './pp/pp.feed';
import { sabaRounds } from './saba/saba.feed';

/** A round (PP) or transaction (AWC) as one side saw it, in đồng. */
export interface ProviderRound {
  key: string;
  player: string;
  game: string;
  at: Date;
  staked: number;
  /** returned minus staked */
  net: number;
}

export interface Mismatch {
  key: string;
  issue: 'missing_here' | 'missing_at_provider' | 'amount';
  provider: { staked: number; net: number } | null;
  ours: { staked: number; net: number } | null;
}

export interface ReconcileAlert {
  kind: 'provider_reconciliation';
  subject: string;
  summary: string;
  details: Record<string, unknown>;
}

/** Rounds near the day's edges may be recorded on the other side of midnight: read this much around it. */
const EDGE_MS = 15 * 60_000;
const NAMES: Record<string, string> = {
  pp: 'Pragmatic Play',
  awc: 'AWC (AE Sexy, SV388)',
  saba: 'SABA Sports',
  bti: 'BTI Sports',
};
const FEEDS = { pp: ppRounds, awc: awcRounds, saba: sabaRounds, bti: btiRounds } as const;
/**
 * Which of an account's records are its stake: PP's and AWC's bets; SABA's placebet with what
 * its confirms and cancels moved; BTI's reservation with what its commit or cancel gave back
 * (so a reservation's stake is what its bets used).
 */
const STAKE_ROWS: Record<string, string> = {
  pp: `amount_vnd < 0 AND kind LIKE 'bet%'`,
  awc: `amount_vnd < 0 AND kind LIKE 'bet%'`,
  saba: `(kind = 'placebet' OR kind LIKE 'confirmbet#%' OR kind LIKE 'cancelbet#%')`,
  bti: `kind IN ('reserve', 'commitreserve', 'cancelreserve')`,
};
const ISSUE: Record<Mismatch['issue'], string> = {
  missing_here: 'nhà cung cấp có, sổ cái không có',
  missing_at_provider: 'sổ cái có, nhà cung cấp không có',
  amount: 'số tiền khác nhau',
};

/**
 * The daily comparison of a provider's own round records with ours (decisions 132, 146). Ours are
 * the adapter's records of every money call (provider_wire_transactions, each written after
 * its ledger posting): per PP round or AWC transaction, the stake and the net paid back. A
 * round missing on either side or with other amounts is named in one operations alert per
 * account and day.
 */
export async function reconcileAccount(
  db: Db,
  ctx: AdapterContext,
  day: { from: Date; to: Date; label: string },
  selfUrl: () => string,
  log: Log,
): Promise<{ compared: number; mismatches: Mismatch[]; alert: ReconcileAlert | null } | null> {
  const wide = { from: new Date(day.from.getTime() - EDGE_MS), to: new Date(day.to.getTime() + EDGE_MS) };
  const protocol = ctx.account.protocol;
  const feed = FEEDS[protocol as keyof typeof FEEDS];
  const theirs = feed ? await feed(ctx, wide.from, wide.to, selfUrl) : null;
  if (!theirs) {
    log.warn({ account: ctx.account.code }, 'provider round feed unreadable: reconciliation skipped');
    return null;
  }
  // AWC keys its records by transaction, PP by round, SABA by ticket and BTI by reservation (both their `round`)
  const keyColumn = protocol === 'awc' ? 'reference' : 'round';
  const { rows } = await db.pool.query<{ key: string; staked: string; net: string; first: Date }>(
    `SELECT ${keyColumn} AS key,
            COALESCE(SUM(-amount_vnd) FILTER (WHERE ${STAKE_ROWS[protocol]}), 0) AS staked,
            COALESCE(SUM(amount_vnd), 0) AS net, MIN(created_at) AS first
       FROM provider_wire_transactions
      WHERE account = $1 AND kind NOT LIKE 'promo%' AND kind NOT LIKE 'give%' AND kind NOT LIKE 'adjustbalance%'
        AND (created_at >= $2 AND created_at < $3 OR ${keyColumn} = ANY($4::text[]))
      GROUP BY ${keyColumn}`,
    [ctx.account.code, wide.from, wide.to, theirs.map((r) => r.key)],
  );
  const ours = new Map(rows.map((r) => [r.key, { staked: Number(r.staked), net: Number(r.net), first: r.first }]));
  const provider = new Map<string, ProviderRound>();
  for (const r of theirs) {
    const seen = provider.get(r.key);
    provider.set(r.key, seen ? { ...seen, staked: seen.staked + r.staked, net: seen.net + r.net } : r);
  }
  const inDay = (at: Date) => at >= day.from && at < day.to;
  const mismatches: Mismatch[] = [];
  let compared = 0;
  for (const [key, p] of provider) {
    const o = ours.get(key);
    if (!inDay(o?.first ?? p.at)) continue;
    compared++;
    if (!o) {
      if (p.staked !== 0 || p.net !== 0) mismatches.push({ key, issue: 'missing_here', provider: p, ours: null });
    } else if (o.staked !== p.staked || o.net !== p.net) {
      mismatches.push({ key, issue: 'amount', provider: { staked: p.staked, net: p.net }, ours: o });
    }
  }
  for (const [key, o] of ours) {
    if (provider.has(key) || !inDay(o.first)) continue;
    compared++;
    if (o.staked !== 0 || o.net !== 0) {
      mismatches.push({ key, issue: 'missing_at_provider', provider: null, ours: { staked: o.staked, net: o.net } });
    }
  }
  const name = NAMES[protocol] ?? ctx.account.code;
  const alert: ReconcileAlert | null = mismatches.length
    ? {
        kind: 'provider_reconciliation',
        subject: `${ctx.account.code}:${day.label}`,
        summary: `Đối soát ${name} ngày ${day.label}: ${mismatches.length} ván lệch (${mismatches
          .slice(0, 5)
          .map((m) => `${m.key}: ${ISSUE[m.issue]}`)
          .join('; ')}${mismatches.length > 5 ? '; …' : ''})`.slice(0, 1000),
        details: { account: ctx.account.code, day: day.label, compared, mismatches: mismatches.slice(0, 200) },
      }
    : null;
  return { compared, mismatches, alert };
}

/** The Vietnamese calendar day (UTC+7) before `now`, as the reconciliation's period. */
export function previousDay(now = new Date()): { from: Date; to: Date; label: string } {
  const VN = 7 * 3_600_000;
  const local = new Date(now.getTime() + VN);
  const to = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - VN);
  const from = new Date(to.getTime() - 86_400_000);
  return { from, to, label: new Date(from.getTime() + VN).toISOString().slice(0, 10) };
}
