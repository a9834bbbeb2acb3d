import type { TPlayerActivity, TPlayerNote, TPlayerSearchHit } from '@app/contract';
import type { Db } from '../../db/client';
import type { Queryable } from '../admin/admin.service';

/** SQL of the back office's own reads and writes (player search and picture, notes; news: backoffice.news.repository). */
export class BackofficeRepository {
  constructor(private readonly db: Db) {}

  async searchPlayers(q: { id: number | null; username: string; phone: string; digits: string | null }) {
    const res = await this.db.pool.query<{
      id: number;
      username: string;
      phone: string;
      status: TPlayerSearchHit['status'];
      created_at: Date;
      matched_by: TPlayerSearchHit['matchedBy'];
    }>(
      `SELECT p.id, p.username, p.phone, p.status, p.created_at, m.matched_by
         FROM (
           SELECT id, 'id' AS matched_by, 1 AS rank FROM players WHERE id = $1
           UNION ALL SELECT id, 'phone', 2 FROM players WHERE phone = $3
           UNION ALL SELECT player_id, 'bank_account', 3 FROM bank_accounts WHERE $4::text IS NOT NULL AND account_number = $4
           UNION ALL SELECT id, 'username', 4 FROM players WHERE lower(username) LIKE lower($2) || '%'
         ) m JOIN players p ON p.id = m.id
        ORDER BY m.rank, p.id
        LIMIT 50`,
      [q.id, q.username.replace(/[\\%_]/g, '\\$&'), q.phone, q.digits],
    );
    const seen = new Set<number>();
    return res.rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
  }

  async activity(playerId: number): Promise<Omit<TPlayerActivity, 'notes'>> {
    const [postings, bets, banks] = await Promise.all([
      this.db.pool.query<{
        journal_id: number;
        kind: string;
        amount: number;
        balance_after: number | null;
        purpose: string;
        created_at: Date;
      }>(
        `SELECT e.journal_id, j.kind, e.amount, e.balance_after, a.purpose, j.created_at
           FROM entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
          WHERE e.player_id = $1 AND a.owner_type = 'player'
          ORDER BY e.journal_id DESC, e.line LIMIT 100`,
        [playerId],
      ),
      this.db.pool.query<{
        id: number;
        provider_code: string;
        game_code: string | null;
        round: string;
        kind: 'bet' | 'win' | 'rollback';
        amount: number;
        created_at: Date;
      }>(
        `SELECT id, provider_code, game_code, round, kind, amount, created_at FROM provider_transactions
          WHERE player_id = $1 ORDER BY id DESC LIMIT 100`,
        [playerId],
      ),
      this.db.pool.query<{
        id: number;
        bank_short_name: string;
        account_number: string;
        holder_name: string;
        status: string;
      }>(
        `SELECT id, bank_bin AS bank_short_name, account_number, holder_name, status FROM bank_accounts
          WHERE player_id = $1 ORDER BY id`,
        [playerId],
      ),
    ]);
    return {
      postings: postings.rows.map((r) => ({
        journalId: Number(r.journal_id),
        kind: r.kind,
        amount: Number(r.amount),
        balanceAfter: r.balance_after === null ? null : Number(r.balance_after),
        purpose: r.purpose,
        createdAt: r.created_at.toISOString(),
      })),
      bets: bets.rows.map((r) => ({
        id: Number(r.id),
        provider: r.provider_code,
        game: r.game_code,
        round: r.round,
        kind: r.kind,
        amount: Number(r.amount),
        createdAt: r.created_at.toISOString(),
      })),
      bankAccounts: banks.rows.map((r) => ({
        id: Number(r.id),
        bankShortName: r.bank_short_name,
        accountNumber: r.account_number,
        holderName: r.holder_name,
        status: r.status,
      })),
    };
  }

  async notes(playerId: number): Promise<TPlayerNote[]> {
    const res = await this.db.pool.query<{ id: number; text: string; username: string | null; created_at: Date }>(
      `SELECT n.id, n.text, s.username, n.created_at FROM player_notes n LEFT JOIN staff s ON s.id = n.staff_id
        WHERE n.player_id = $1 ORDER BY n.id DESC LIMIT 100`,
      [playerId],
    );
    return res.rows.map((r) => ({
      id: Number(r.id),
      text: r.text,
      staffUsername: r.username,
      createdAt: r.created_at.toISOString(),
    }));
  }

  async addNote(q: Queryable, playerId: number, staffId: number, text: string): Promise<number> {
    const res = await q.query<{ id: number }>(
      'INSERT INTO player_notes (player_id, staff_id, text) VALUES ($1, $2, $3) RETURNING id',
      [playerId, staffId, text],
    );
    return Number(res.rows[0]!.id);
  }
}
