import type { TDailyReportRow } from '@app/contract';
import type { Db } from '../../db/client';

import { BONUS_COST_KINDS, GAME_KINDS_SQL, GAME_WINS_SQL } from '../wallet/wallet.reports';

/** The ledger kinds of what the operator gives players (decision 078): the bonus cost of NGR. */
export { BONUS_COST_KINDS };

/**
 * The days of the dashboard, in Vietnam time (UTC+7, no daylight saving). Game figures come from
 * the ledger's journal (the same postings `ledger:check` reconciles), a rolled-back bet or win
 * counting for nothing, and from the transfer providers' settled tickets (their imported bet
 * logs, by settlement day); money in and out from the cashier's credited deposits and paid
 * withdrawals.
 */
const day = (col: string) => `(${col} AT TIME ZONE 'Asia/Ho_Chi_Minh')::date`;
/** `col` within the Vietnam days [$1, $2]. */
const inRange = (col: string) =>
  `${col} >= ($1::date)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh' AND ${col} < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh'`;
const bounds = inRange('j.created_at');

/**
 * Who played in the days [$1, $2], as (day, player_id) pairs, `dayOf` naming the day: a game
 * stake in the ledger that was not rolled back, or a transfer provider's ticket settled (its day).
 */
const playedSql = (dayOf: (col: string) => string) => `
  SELECT ${dayOf('j.created_at')} AS day, j.player_id FROM journal j
   WHERE j.scope LIKE 'game:%' AND j.kind = 'bet' AND ${bounds}
     AND NOT EXISTS (SELECT 1 FROM journal r WHERE r.reversal_of = j.id)
  UNION
  SELECT ${dayOf('b.settled_at')}, b.player_id FROM transfer_bets b
   WHERE b.status = 'settled' AND ${inRange('b.settled_at')}`;

/**
 * The players who played in the Vietnam days [from, to], each once whether they played our
 * providers, the transfer providers or both: the breakdown's brand row (the sources' own counts
 * do not add up).
 */
export async function activePlayers(db: Db, from: string, to: string): Promise<number> {
  const { rows } = await db.pool.query<{ n: number }>(
    `SELECT count(DISTINCT player_id)::int AS n FROM (${playedSql(() => 'NULL::date')}) x`,
    [from, to],
  );
  return rows[0]?.n ?? 0;
}

export async function dailyReport(db: Db, from: string, to: string): Promise<TDailyReportRow[]> {
  const range = [from, to];
  const [main, money] = await Promise.all([
    db.pool.query<{
      day: string;
      stakes: string;
      wins: string;
      bonus: string;
      active: number;
      registrations: number;
      ftd: number;
    }>(
      `WITH days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') d),
            game AS (
              SELECT ${day('j.created_at')} AS day,
                     sum(j.amount) FILTER (WHERE j.kind = 'bet') AS stakes,
                     ${GAME_WINS_SQL} AS wins
                FROM journal j
               WHERE j.scope LIKE 'game:%' AND j.kind IN ${GAME_KINDS_SQL} AND ${bounds}
                 AND NOT EXISTS (SELECT 1 FROM journal r WHERE r.reversal_of = j.id)
               GROUP BY 1),
            -- the transfer providers' tickets (IM Sports, WS168; decision 184): on the day they
            -- settled, from the imported bet logs; their money moves only at the provider
            tix AS (
              SELECT ${day('b.settled_at')} AS day, sum(b.stake) AS stakes, sum(b.stake + b.net) AS wins
                FROM transfer_bets b
               WHERE b.status = 'settled' AND ${inRange('b.settled_at')}
               GROUP BY 1),
            act AS (SELECT day, count(DISTINCT player_id) AS n FROM (${playedSql(day)}) x GROUP BY 1),
            bonus AS (
              SELECT ${day('j.created_at')} AS day, sum(j.amount) AS bonus
                FROM journal j
               WHERE j.kind = ANY($3::text[]) AND ${bounds}
                 AND NOT EXISTS (SELECT 1 FROM journal r WHERE r.reversal_of = j.id)
               GROUP BY 1),
            reg AS (SELECT ${day('created_at')} AS day, count(*) AS n FROM players WHERE ${inRange('created_at')} GROUP BY 1),
            ftd AS (SELECT ${day('first_deposit_at')} AS day, count(*) AS n FROM players
                     WHERE ${inRange('first_deposit_at')} GROUP BY 1)
       SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
              (coalesce(g.stakes, 0) + coalesce(t.stakes, 0))::bigint AS stakes,
              (coalesce(g.wins, 0) + coalesce(t.wins, 0))::bigint AS wins,
              coalesce(b.bonus, 0)::bigint AS bonus, coalesce(a.n, 0)::int AS active,
              coalesce(r.n, 0)::int AS registrations, coalesce(f.n, 0)::int AS ftd
         FROM days d
         LEFT JOIN game g ON g.day = d.day LEFT JOIN tix t ON t.day = d.day LEFT JOIN act a ON a.day = d.day
         LEFT JOIN bonus b ON b.day = d.day
         LEFT JOIN reg r ON r.day = d.day LEFT JOIN ftd f ON f.day = d.day
        ORDER BY d.day`,
      [...range, [...BONUS_COST_KINDS]],
    ),
    db.pool.query<{ day: string; dir: 'in' | 'out'; method: string; amount: string }>(
      `SELECT to_char(${day('credited_at')}, 'YYYY-MM-DD') AS day, 'in' AS dir, method,
              sum(credited_amount)::bigint AS amount
         FROM payment_deposits WHERE status = 'credited' AND ${inRange('credited_at')} GROUP BY 1, 2, 3
       UNION ALL
       SELECT to_char(${day('paid_at')}, 'YYYY-MM-DD'), 'out', method, sum(amount)::bigint
         FROM payment_withdrawals WHERE status = 'paid' AND ${inRange('paid_at')} GROUP BY 1, 2, 3`,
      range,
    ),
  ]);
  return main.rows.map((r) => {
    const stakes = Number(r.stakes);
    const wins = Number(r.wins);
    const bonusCost = Number(r.bonus);
    const depositsByMethod: Record<string, number> = {};
    const withdrawalsByMethod: Record<string, number> = {};
    for (const m of money.rows.filter((m) => m.day === r.day)) {
      (m.dir === 'in' ? depositsByMethod : withdrawalsByMethod)[m.method] = Number(m.amount);
    }
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    return {
      day: r.day,
      stakes,
      wins,
      ggr: stakes - wins,
      bonusCost,
      ngr: stakes - wins - bonusCost,
      deposits: sum(depositsByMethod),
      withdrawals: sum(withdrawalsByMethod),
      depositsByMethod,
      withdrawalsByMethod,
      registrations: r.registrations,
      firstDepositors: r.ftd,
      activePlayers: r.active,
    };
  });
}

const CSV_COLUMNS: [string, (r: TDailyReportRow) => string | number][] = [
  ['Ngày', (r) => r.day],
  ['Tiền cược', (r) => r.stakes],
  ['Tiền thắng', (r) => r.wins],
  ['GGR', (r) => r.ggr],
  ['Chi phí thưởng', (r) => r.bonusCost],
  ['NGR', (r) => r.ngr],
  ['Nạp', (r) => r.deposits],
  ['Rút', (r) => r.withdrawals],
  ['Đăng ký', (r) => r.registrations],
  ['Nạp lần đầu', (r) => r.firstDepositors],
  ['Người chơi cược', (r) => r.activePlayers],
];

/** The same figures as CSV (UTF-8 with BOM so spreadsheet apps read the Vietnamese headers). */
export function reportCsv(rows: TDailyReportRow[]): string {
  const methods = (pick: (r: TDailyReportRow) => Record<string, number>) =>
    [...new Set(rows.flatMap((r) => Object.keys(pick(r))))].sort();
  const inMethods = methods((r) => r.depositsByMethod);
  const outMethods = methods((r) => r.withdrawalsByMethod);
  const header = [
    ...CSV_COLUMNS.map(([h]) => h),
    ...inMethods.map((m) => `Nạp ${m}`),
    ...outMethods.map((m) => `Rút ${m}`),
  ];
  const lines = rows.map((r) =>
    [
      ...CSV_COLUMNS.map(([, f]) => f(r)),
      ...inMethods.map((m) => r.depositsByMethod[m] ?? 0),
      ...outMethods.map((m) => r.withdrawalsByMethod[m] ?? 0),
    ].join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
