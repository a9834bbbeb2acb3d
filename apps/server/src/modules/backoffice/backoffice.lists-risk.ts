import type { TAffiliateListRow, TLargeWinListRow, TProfitListRow } from '@app/contract';
import { daysOrTrue, type ListSpec } from './backoffice.list-spec';
import { providerTx } from './backoffice.lists';

/**
 * The risk views and the affiliate report as staff lists (decision 157). Their period filters
 * the rows that are summed (inside `from`), not the players or codes, so "from" and "to" of the
 * shared query mean "played, paid or signed up in these Vietnam days".
 */

/** What each player staked (net of rollbacks) and won over the period, from the wallet calls. */
const profit: ListSpec<TProfitListRow> = {
  from: (q, p) => `(
      SELECT t.player_id,
             sum(CASE t.kind WHEN 'bet' THEN t.amount WHEN 'rollback' THEN -t.amount ELSE 0 END) AS stakes,
             sum(CASE WHEN t.kind = 'win' THEN t.amount ELSE 0 END) AS wins,
             count(DISTINCT (t.provider_code, t.round)) FILTER (WHERE t.kind = 'bet') AS rounds
        FROM provider_transactions t
       WHERE ${daysOrTrue(q, p, 't.created_at')}${q.kind ? ` AND t.provider_code = ${p.add(q.kind)}` : ''}
       GROUP BY t.player_id) g JOIN players p ON p.id = g.player_id`,
  select: 'g.player_id, p.username, p.status, g.stakes, g.wins, g.wins - g.stakes AS profit, g.rounds',
  search: ['p.username'],
  eq: { status: 'p.status', playerId: 'p.id' },
  // the amount range reads what the player won: "at least 10,000,000 ahead"
  amount: '(g.wins - g.stakes)',
  sorts: { profit: '(g.wins - g.stakes)', stakes: 'g.stakes', wins: 'g.wins', rounds: 'g.rounds' },
  tiebreak: 'g.player_id',
  sums: { stakes: 'g.stakes', wins: 'g.wins', profit: '(g.wins - g.stakes)' },
  map: (r) => ({
    playerId: Number(r.player_id),
    username: r.username,
    status: r.status,
    stakes: Number(r.stakes),
    wins: Number(r.wins),
    profit: Number(r.profit),
    rounds: Number(r.rounds),
  }),
  csv: [
    ['Mã người chơi', (r) => r.playerId],
    ['Tên đăng nhập', (r) => r.username],
    ['Trạng thái', (r) => r.status],
    ['Tiền cược', (r) => r.stakes],
    ['Tiền thắng', (r) => r.wins],
    ['Người chơi lãi', (r) => r.profit],
    ['Số ván', (r) => r.rounds],
  ],
};

/** Single wins at or above compliance's threshold (AML settings `largeWinVnd`). */
const largeWins: ListSpec<TLargeWinListRow> = {
  ...providerTx,
  from: `${providerTx.from}
         LEFT JOIN LATERAL (
           SELECT coalesce(sum(b.amount), 0) AS stake FROM provider_transactions b
            WHERE b.player_id = t.player_id AND b.provider_code = t.provider_code AND b.round = t.round AND b.kind = 'bet') st ON true`,
  select: `${providerTx.select}, st.stake`,
  always: (p, ctx) => [`t.kind = 'win'`, `t.amount >= ${p.add(ctx.largeWinVnd)}`],
  eq: { kind: 't.provider_code', playerId: 't.player_id', status: 'p.status' },
  sums: { amount: 't.amount', stakes: 'st.stake' },
  map: (r) => ({ ...providerTx.map(r), stake: Number(r.stake) }),
  csv: [
    ...providerTx.csv<TLargeWinListRow>(),
    ['Tiền thắng', (r) => r.amount],
    ['Tiền cược của ván', (r) => r.stake],
    ['Lúc', (r) => r.createdAt],
  ],
};

/**
 * Per affiliate id and campaign captured at sign-up: registrations and first deposits in the
 * period, and the deposits credited and withdrawals paid in the period by the players it brought.
 */
const affiliates: ListSpec<TAffiliateListRow> = {
  from: (q, p) => `(
      SELECT pl.aff_id, pl.utm_source, pl.utm_campaign,
             count(*) FILTER (WHERE ${daysOrTrue(q, p, 'pl.created_at')}) AS registrations,
             count(*) FILTER (WHERE pl.first_deposit_at IS NOT NULL AND ${daysOrTrue(q, p, 'pl.first_deposit_at')}) AS first_deposits,
             coalesce(sum(d.amount), 0) AS deposits,
             coalesce(sum(w.amount), 0) AS withdrawals
        FROM players pl
        LEFT JOIN LATERAL (
          SELECT sum(x.credited_amount) AS amount FROM payment_deposits x
           WHERE x.player_id = pl.id AND x.status = 'credited' AND ${daysOrTrue(q, p, 'x.created_at')}) d ON true
        LEFT JOIN LATERAL (
          SELECT sum(x.amount) AS amount FROM payment_withdrawals x
           WHERE x.player_id = pl.id AND x.status = 'paid' AND ${daysOrTrue(q, p, 'x.created_at')}) w ON true
       WHERE pl.aff_id IS NOT NULL OR pl.utm_source IS NOT NULL OR pl.utm_campaign IS NOT NULL
       GROUP BY pl.aff_id, pl.utm_source, pl.utm_campaign) a`,
  select: 'a.aff_id, a.utm_source, a.utm_campaign, a.registrations, a.first_deposits, a.deposits, a.withdrawals',
  always: () => [`(a.registrations > 0 OR a.first_deposits > 0 OR a.deposits > 0 OR a.withdrawals > 0)`],
  search: ['a.aff_id', 'a.utm_source', 'a.utm_campaign'],
  sorts: {
    registrations: 'a.registrations',
    firstDeposits: 'a.first_deposits',
    deposits: 'a.deposits',
    net: '(a.deposits - a.withdrawals)',
  },
  tiebreak: 'a.aff_id, a.utm_source, a.utm_campaign',
  sums: {
    registrations: 'a.registrations',
    firstDeposits: 'a.first_deposits',
    deposits: 'a.deposits',
    withdrawals: 'a.withdrawals',
    net: '(a.deposits - a.withdrawals)',
  },
  map: (r) => ({
    affId: r.aff_id,
    utmSource: r.utm_source,
    utmCampaign: r.utm_campaign,
    registrations: Number(r.registrations),
    firstDeposits: Number(r.first_deposits),
    deposits: Number(r.deposits),
    withdrawals: Number(r.withdrawals),
    net: Number(r.deposits) - Number(r.withdrawals),
  }),
  csv: [
    ['Mã đối tác', (r) => r.affId],
    ['Nguồn', (r) => r.utmSource],
    ['Chiến dịch', (r) => r.utmCampaign],
    ['Đăng ký', (r) => r.registrations],
    ['Nạp lần đầu', (r) => r.firstDeposits],
    ['Tiền nạp', (r) => r.deposits],
    ['Tiền rút', (r) => r.withdrawals],
    ['Chênh lệch nạp rút', (r) => r.net],
  ],
};

export const RISK_LISTS = { profit, largeWins, affiliates };
