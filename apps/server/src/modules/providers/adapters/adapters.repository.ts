import type { TRoundDetail } from '@app/contract';
import type { Db } from '../../../db/client';
import { MicroBatcher } from '../../../db/micro-batcher';

export interface AccountRow {
  code: string;
  protocol: 'pp' | 'awc' | 'saba' | 'bti' | 'im' | 'ws168';
  agentId: string;
  providerId: string;
  apiBaseUrl: string;
  amountScale: number;
  decimals: number;
  ipAllowList: string[];
  platforms: Record<string, string>;
  betLimits: Record<string, unknown>;
  updatedAt: Date;
}

export interface WireRow {
  id: number;
  account: string;
  kind: string;
  reference: string;
  providerCode: string;
  playerId: number;
  round: string;
  gameCode: string;
  amountUnits: string;
  amountVnd: number;
  remainder: string;
  nativeUuid: string | null;
  refersTo: string | null;
}

export type NewWire = Omit<WireRow, 'id'>;

/** A record waiting for its gathered insert; `first`: only when the reference has no row yet. */
interface PendingWire {
  w: NewWire;
  first: boolean;
}

/** Records per gathered insert at most. */
const WIRE_BATCH = 64;

const keyOf = (w: NewWire) => `${w.account}\n${w.kind}\n${w.reference}`;

/**
 * One insert for every record waiting (unnest of arrays, one row per record): the adapters'
 * calls that arrive together share a round trip, as their native bets share the ledger's
 * grouped statement. Rows that exist already (a repeat) come back without an id.
 */
const WIRE_ROWS = `INSERT INTO provider_wire_transactions (account, kind, reference, provider_code, player_id, round,
     game_code, amount_units, amount_vnd, remainder, native_uuid, refers_to)
   SELECT t.account, t.kind, t.reference, t.provider_code, t.player_id, t.round, t.game_code, t.amount_units,
          t.amount_vnd, t.remainder, t.native_uuid, t.refers_to
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[],
                 $9::bigint[], $10::numeric[], $11::text[], $12::text[], $13::bool[])
          AS t(account, kind, reference, provider_code, player_id, round, game_code, amount_units, amount_vnd,
               remainder, native_uuid, refers_to, first)`;
const WIRE_RETURNING = `ON CONFLICT DO NOTHING
   RETURNING id::int AS id, account, kind, reference`;
const WIRE_INSERT_SQL = `${WIRE_ROWS}
   ${WIRE_RETURNING}`;
/**
 * With first records among them: a row is written only where its reference has none yet. Not a
 * prepared statement: a plan kept from when the table was small read the whole table into a hash
 * for every insert (decision 183's kind of plan; 16 ms an insert at 30,000 rows), so this one is
 * planned for the table as it is at each call. Only AWC's first bets take it.
 */
const WIRE_INSERT_FIRST_SQL = `${WIRE_ROWS}
    WHERE NOT (t.first AND EXISTS (SELECT 1 FROM provider_wire_transactions x
                                    WHERE x.account = t.account AND x.reference = t.reference))
   ${WIRE_RETURNING}`;
const ACCOUNT_COLUMNS = `code, protocol, agent_id AS "agentId", provider_id AS "providerId",
  api_base_url AS "apiBaseUrl", amount_scale AS "amountScale", decimals, ip_allow_list AS "ipAllowList",
  platforms, bet_limits AS "betLimits", updated_at AS "updatedAt"`;

const WIRE_COLUMNS = `id::int AS id, account, kind, reference, provider_code AS "providerCode",
  player_id::int AS "playerId", round, game_code AS "gameCode", amount_units AS "amountUnits",
  amount_vnd::float8 AS "amountVnd", remainder::text AS remainder, native_uuid AS "nativeUuid",
  refers_to AS "refersTo"`;

/** The adapters' tables (adapters.schema.ts). */
export class AdaptersRepository {
  private readonly writes: MicroBatcher<PendingWire, number>;

  constructor(private readonly db: Db) {
    this.writes = new MicroBatcher((items) => this.insert(items), {
      maxInFlight: 2,
      // as the ledger's grouped statement does (decision 109): records that arrive spread out
      // wait up to 1 ms for as many as the last insert carried, instead of going out one by one
      gatherMs: 1,
      gatherUpTo: WIRE_BATCH,
      pick: (waiting) => {
        // one record per key in a batch: each learns for itself whether it was the first
        const keys = new Set<string>();
        const chosen: number[] = [];
        for (const [i, p] of waiting.entries()) {
          if (chosen.length >= WIRE_BATCH) break;
          const k = keyOf(p.w);
          if (keys.has(k)) continue;
          keys.add(k);
          chosen.push(i);
        }
        return chosen;
      },
    });
  }

  async accounts(): Promise<AccountRow[]> {
    return (await this.db.pool.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM provider_accounts ORDER BY code`))
      .rows;
  }

  async account(code: string): Promise<AccountRow | null> {
    const res = await this.db.pool.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM provider_accounts WHERE code = $1`,
      [code],
    );
    return res.rows[0] ?? null;
  }

  /** Creates the account with these settings unless it exists (seeding); staff edits stay. */
  async ensureAccount(a: Omit<AccountRow, 'updatedAt'>): Promise<void> {
    await this.db.pool.query(
      `INSERT INTO provider_accounts (code, protocol, agent_id, provider_id, api_base_url, amount_scale, decimals,
         ip_allow_list, platforms, bet_limits)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (code) DO NOTHING`,
      [
        a.code,
        a.protocol,
        a.agentId,
        a.providerId,
        a.apiBaseUrl,
        a.amountScale,
        a.decimals,
        a.ipAllowList,
        JSON.stringify(a.platforms),
        JSON.stringify(a.betLimits),
      ],
    );
  }

  async updateAccount(
    q: Pick<Db['pool'], 'query'>,
    code: string,
    a: Omit<AccountRow, 'updatedAt' | 'code' | 'protocol'>,
    staffId: number,
  ): Promise<void> {
    await q.query(
      `UPDATE provider_accounts SET agent_id = $2, provider_id = $3, api_base_url = $4, amount_scale = $5,
         decimals = $6, ip_allow_list = $7, platforms = $8, bet_limits = $9, updated_by = $10, updated_at = now()
       WHERE code = $1`,
      [
        code,
        a.agentId,
        a.providerId,
        a.apiBaseUrl,
        a.amountScale,
        a.decimals,
        a.ipAllowList,
        JSON.stringify(a.platforms),
        JSON.stringify(a.betLimits),
        staffId,
      ],
    );
  }

  async lockAccount(q: Pick<Db['pool'], 'query'>, code: string): Promise<AccountRow | null> {
    const res = await q.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM provider_accounts WHERE code = $1 FOR UPDATE`,
      [code],
    );
    return res.rows[0] ?? null;
  }

  async setProviderEnabled(q: Pick<Db['pool'], 'query'>, code: string, enabled: boolean): Promise<void> {
    await q.query('UPDATE providers SET enabled = $2, updated_at = now() WHERE code = $1', [code, enabled]);
  }

  /** The provider's key, already sealed (providers.directory), as a staff member set it. */
  async setProviderSecret(q: Pick<Db['pool'], 'query'>, code: string, sealed: string, staffId: number): Promise<void> {
    await q.query(
      `UPDATE providers SET sign_alg = 'hmac-sha256', secret = $2, key_changed_at = now(), key_changed_by = $3,
         updated_at = now() WHERE code = $1`,
      [code, sealed, staffId],
    );
  }

  async wire(account: string, kind: string, reference: string): Promise<WireRow | null> {
    const res = await this.db.pool.query<WireRow>(
      `SELECT ${WIRE_COLUMNS} FROM provider_wire_transactions WHERE account = $1 AND kind = $2 AND reference = $3`,
      [account, kind, reference],
    );
    return res.rows[0] ?? null;
  }

  /** Rows of several kinds under one reference (AWC: every action on one platformTxId). */
  async wiresOf(account: string, reference: string): Promise<WireRow[]> {
    const res = await this.db.pool.query<WireRow>(
      `SELECT ${WIRE_COLUMNS} FROM provider_wire_transactions WHERE account = $1 AND reference = $2 ORDER BY id`,
      [account, reference],
    );
    return res.rows;
  }

  /** Every row of the player's round, oldest first. */
  async round(account: string, playerId: number, round: string): Promise<WireRow[]> {
    const res = await this.db.pool.query<WireRow>(
      `SELECT ${WIRE_COLUMNS} FROM provider_wire_transactions
        WHERE account = $1 AND player_id = $2 AND round = $3 ORDER BY id`,
      [account, playerId, round],
    );
    return res.rows;
  }

  /** Every row of a round, whoever played it (AWC settles a whole table round). */
  async roundAll(account: string, round: string): Promise<WireRow[]> {
    const res = await this.db.pool.query<WireRow>(
      `SELECT ${WIRE_COLUMNS} FROM provider_wire_transactions WHERE account = $1 AND round = $2 ORDER BY id`,
      [account, round],
    );
    return res.rows;
  }

  /**
   * Records the call, durably before it resolves; returns its id, or null when the same key was
   * recorded first (a concurrent repeat). With `firstOfReference`, also null (nothing written)
   * when any call on the reference was recorded before: AWC's bet, written without reading its
   * transaction's state, must not land after a cancel that came first.
   */
  record(w: NewWire, opts: { firstOfReference?: boolean } = {}): Promise<number | null> {
    return this.writes.submit({ w, first: opts.firstOfReference === true });
  }

  private async insert(items: PendingWire[]): Promise<(number | null)[]> {
    const col = <T>(f: (w: NewWire) => T) => items.map((p) => f(p.w));
    const first = items.some((p) => p.first);
    const res = await this.db.pool.query<{ id: number; account: string; kind: string; reference: string }>({
      ...(first ? { text: WIRE_INSERT_FIRST_SQL } : { name: 'adapters_wire_insert', text: WIRE_INSERT_SQL }),
      values: [
        col((w) => w.account),
        col((w) => w.kind),
        col((w) => w.reference),
        col((w) => w.providerCode),
        col((w) => w.playerId),
        col((w) => w.round),
        col((w) => w.gameCode),
        col((w) => w.amountUnits),
        col((w) => w.amountVnd),
        col((w) => w.remainder),
        col((w) => w.nativeUuid),
        col((w) => w.refersTo),
        items.map((p) => p.first),
      ],
    });
    const ids = new Map(res.rows.map((r) => [`${r.account}\n${r.kind}\n${r.reference}`, r.id]));
    return items.map((p) => ids.get(keyOf(p.w)) ?? null);
  }

  /** Keeps a launch's (or a provider's authentication's) token; a call that names no language keeps the one kept. */
  async rememberSession(
    account: string,
    playerId: number,
    tokenSealed: string,
    locale: 'vi' | 'en' | null = null,
  ): Promise<void> {
    await this.db.pool.query(
      `INSERT INTO provider_player_sessions (account, player_id, token_sealed, locale) VALUES ($1, $2, $3, $4)
       ON CONFLICT (account, player_id) DO UPDATE SET token_sealed = EXCLUDED.token_sealed,
         locale = COALESCE(EXCLUDED.locale, provider_player_sessions.locale), updated_at = now()`,
      [account, playerId, tokenSealed, locale],
    );
  }

  /**
   * The sealed token a launch left, with the language the player reads: the one the game was
   * opened in, else the player's site language as of their last login.
   */
  async session(account: string, playerId: number): Promise<{ sealed: string; locale: 'vi' | 'en' } | null> {
    const res = await this.db.pool.query<{ token_sealed: string; locale: string | null }>(
      `SELECT s.token_sealed, COALESCE(s.locale, u.locale) AS locale
         FROM provider_player_sessions s LEFT JOIN players u ON u.id = s.player_id
        WHERE s.account = $1 AND s.player_id = $2`,
      [account, playerId],
    );
    const row = res.rows[0];
    return row ? { sealed: row.token_sealed, locale: row.locale === 'en' ? 'en' : 'vi' } : null;
  }

  /**
   * Reservations (kind `reserve`) made in the day before `before` with neither a commit nor a
   * cancel: BTI's abandoned ones, for the job that releases them (it runs every few minutes, so
   * the day's window misses none and the scan stays bounded).
   */
  async openReservations(
    account: string,
    before: Date,
    limit: number,
  ): Promise<{ reference: string; playerId: number }[]> {
    const res = await this.db.pool.query<{ reference: string; playerId: number }>(
      `SELECT w.reference, w.player_id::int AS "playerId" FROM provider_wire_transactions w
        WHERE w.account = $1 AND w.kind = 'reserve' AND w.created_at < $2
          AND w.created_at > $2::timestamptz - interval '1 day'
          AND NOT EXISTS (SELECT 1 FROM provider_wire_transactions x WHERE x.account = w.account
            AND x.reference = w.reference AND x.kind IN ('commitreserve', 'cancelreserve'))
        ORDER BY w.id LIMIT $3`,
      [account, before, limit],
    );
    return res.rows;
  }

  /**
   * The lines the player's bet history shows for a round (what its bet sent as `meta.details`):
   * a result sent later repeats them with how each ended.
   */
  async roundDetails(provider: string, playerId: number, round: string): Promise<TRoundDetail[] | null> {
    const res = await this.db.pool.query<{ details: TRoundDetail[] | null }>(
      'SELECT details FROM provider_rounds WHERE provider_code = $1 AND player_id = $2 AND round = $3',
      [provider, playerId, round],
    );
    return res.rows[0]?.details ?? null;
  }
}
