import type pg from 'pg';

/*
 * Reconciliation: the invariants of DESIGN section 5, verified over the whole ledger in one
 * consistent snapshot (REPEATABLE READ), so money moving meanwhile never looks like a breach.
 * Used by `npm run ledger:check` and by the scheduled job in the server.
 */

export interface LedgerCheckResult {
  name: string;
  description: string;
  ok: boolean;
  /** How many rows break the invariant. */
  breaches: number;
  /** Up to 5 offending rows, for the log. */
  samples: Record<string, unknown>[];
}

export interface LedgerCheckReport {
  ok: boolean;
  checkedAt: Date;
  durationMs: number;
  counts: { accounts: number; journals: number; entries: number; balanceRows: number };
  results: LedgerCheckResult[];
}

const CHECKS: { name: string; description: string; sql: string }[] = [
  {
    name: 'journals_balanced',
    description: 'the entries of every journal sum to zero',
    sql: `SELECT journal_id, sum(amount)::text AS sum FROM entries GROUP BY journal_id HAVING sum(amount) <> 0`,
  },
  {
    name: 'balances_match_entries',
    description: 'every balance equals the sum of its entries',
    sql: `WITH e AS (SELECT account_id, shard, sum(amount) AS total FROM entries GROUP BY account_id, shard)
          SELECT coalesce(b.account_id, e.account_id) AS account_id, coalesce(b.shard, e.shard) AS shard,
                 coalesce(b.posted, 0)::text AS posted, coalesce(e.total, 0)::text AS entries_sum
            FROM balances b FULL JOIN e ON e.account_id = b.account_id AND e.shard = b.shard
           WHERE coalesce(b.posted, 0) <> coalesce(e.total, 0)`,
  },
  {
    name: 'player_balances_nonnegative',
    description: 'no player balance is below zero or below what it holds',
    sql: `SELECT b.account_id, b.player_id, b.posted, b.held FROM balances b JOIN accounts a ON a.id = b.account_id
           WHERE (a.owner_type = 'player' OR b.player_id IS NOT NULL)
             AND (b.posted < 0 OR b.held < 0 OR b.posted < b.held)`,
  },
  {
    name: 'external_ids_applied_once',
    description: 'every external id, reversal and reservation completion is applied at most once',
    sql: `SELECT 'key' AS what, scope || '/' || external_id AS id, count(*)::int AS times
            FROM journal GROUP BY scope, external_id HAVING count(*) > 1
          UNION ALL
          SELECT 'reversal_of', reversal_of::text, count(*)::int FROM journal
           WHERE reversal_of IS NOT NULL GROUP BY reversal_of HAVING count(*) > 1
          UNION ALL
          SELECT 'completes', completes::text, count(*)::int FROM journal
           WHERE completes IS NOT NULL GROUP BY completes HAVING count(*) > 1`,
  },
  {
    name: 'entries_reference_ledger',
    description: 'every entry and balance belongs to an existing journal and account of the right owner',
    sql: `SELECT 'entry' AS what, e.journal_id, e.line, e.account_id FROM entries e
            LEFT JOIN journal j ON j.id = e.journal_id LEFT JOIN accounts a ON a.id = e.account_id
           WHERE j.id IS NULL OR a.id IS NULL OR e.player_id IS DISTINCT FROM a.player_id
              OR e.shard < 0 OR e.shard >= a.shards
          UNION ALL
          SELECT 'balance', NULL, NULL, b.account_id FROM balances b JOIN accounts a ON a.id = b.account_id
           WHERE b.player_id IS DISTINCT FROM a.player_id OR b.shard < 0 OR b.shard >= a.shards`,
  },
  {
    name: 'holds_match_reservations',
    description: 'money held for withdrawals equals the reservations not yet settled or released',
    sql: `WITH open AS (
            SELECT r.player_id, sum(r.amount) AS total FROM journal r
             WHERE r.kind = 'withdrawal_reserve' AND NOT EXISTS (SELECT 1 FROM journal c WHERE c.completes = r.id)
             GROUP BY r.player_id),
          held AS (
            SELECT a.player_id, sum(b.held) AS total FROM accounts a JOIN balances b ON b.account_id = a.id
             WHERE a.purpose = 'pending_withdrawal' GROUP BY a.player_id)
          SELECT coalesce(o.player_id, h.player_id) AS player_id, coalesce(o.total, 0)::text AS open_reservations,
                 coalesce(h.total, 0)::text AS held
            FROM open o FULL JOIN held h ON h.player_id = o.player_id
           WHERE coalesce(o.total, 0) <> coalesce(h.total, 0)`,
  },
  {
    name: 'held_deposits_move_only_to_return',
    description:
      'held deposits (deposit_held) come in only by a deposit hold and leave only by a return reservation or come back by its release',
    sql: `SELECT e.journal_id, j.kind, e.account_id, e.player_id, e.amount::text AS amount
            FROM entries e JOIN accounts a ON a.id = e.account_id JOIN journal j ON j.id = e.journal_id
           WHERE a.purpose = 'deposit_held'
             AND NOT ((j.kind = 'deposit_hold' AND e.amount > 0)
                   OR (j.kind = 'withdrawal_reserve' AND e.amount < 0)
                   OR (j.kind = 'withdrawal_release' AND e.amount > 0))`,
  },
  {
    name: 'releases_return_to_source',
    description:
      'a released reservation gives the money back to the account it was reserved from (cash or deposit_held)',
    sql: `SELECT rel.id AS release_id, rel.completes AS reservation_id, src.account_id AS reserved_from,
                 back.account_id AS released_to
            FROM journal rel
            JOIN entries src ON src.journal_id = rel.completes AND src.player_id IS NOT NULL AND src.amount < 0
            JOIN entries back ON back.journal_id = rel.id AND back.player_id IS NOT NULL AND back.amount > 0
           WHERE rel.kind = 'withdrawal_release' AND back.account_id <> src.account_id`,
  },
];

export async function runLedgerCheck(pool: pg.Pool): Promise<LedgerCheckReport> {
  const started = Date.now();
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: countRows } = await client.query<LedgerCheckReport['counts']>(
      `SELECT (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM journal)::int AS journals,
              (SELECT count(*) FROM entries)::int AS entries, (SELECT count(*) FROM balances)::int AS "balanceRows"`,
    );
    const results: LedgerCheckResult[] = [];
    for (const check of CHECKS) {
      const { rows } = await client.query(
        `SELECT count(*) OVER ()::int AS breaches, x.* FROM (${check.sql}) x LIMIT 5`,
      );
      const breaches = rows[0]?.breaches ?? 0;
      results.push({
        name: check.name,
        description: check.description,
        ok: breaches === 0,
        breaches,
        samples: rows.map(({ breaches: _b, ...rest }) => rest),
      });
    }
    await client.query('COMMIT');
    return {
      ok: results.every((r) => r.ok),
      checkedAt: new Date(started),
      durationMs: Date.now() - started,
      counts: countRows[0]!,
      results,
    };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** Human-readable lines of a report, one per check. */
export function formatLedgerReport(report: LedgerCheckReport): string[] {
  const c = report.counts;
  const lines = [
    `Ledger check: ${c.accounts} accounts, ${c.journals} journals, ${c.entries} entries, ${c.balanceRows} balance rows`,
  ];
  for (const r of report.results) {
    lines.push(`  ${r.ok ? 'ok    ' : 'BREACH'} ${r.name}: ${r.description}${r.ok ? '' : ` (${r.breaches} rows)`}`);
    for (const s of r.samples) lines.push(`         ${JSON.stringify(s)}`);
  }
  lines.push(report.ok ? `All checks passed in ${report.durationMs} ms.` : 'LEDGER BREACH: see the checks above.');
  return lines;
}

interface JobLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Runs the check every `intervalMs` in this process; breaches are logged at error level with
 * the offending rows. The timer does not keep the process alive. Returns the stop function.
 */
export function startLedgerCheckJob(
  pool: pg.Pool,
  log: JobLogger,
  intervalMs: number,
  claim?: () => Promise<boolean>,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // one instance per period (db/jobs.ts)
      if (claim && !(await claim())) return;
      const report = await runLedgerCheck(pool);
      if (report.ok) {
        log.info({ durationMs: report.durationMs, counts: report.counts }, 'ledger check passed');
      } else {
        for (const r of report.results.filter((x) => !x.ok)) {
          log.error({ check: r.name, breaches: r.breaches, samples: r.samples }, `LEDGER BREACH: ${r.description}`);
        }
      }
    } catch (err) {
      log.error({ err }, 'ledger check could not run');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
