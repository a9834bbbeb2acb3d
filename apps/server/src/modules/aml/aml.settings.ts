import { type TAmlRules, type TAmlSettings, ZAmlRulesSchema } from '@app/contract';
import { type Db, inTransaction, type Queryable } from '../../db/client';
import { Kept } from '../../db/kept';
import type { StaffActor, StaffAuditPort } from '../admin/admin.service';

/** The thresholds of decision 097, which the migration stores as the first settings. */
export const DEFAULT_AML_RULES: TAmlRules = {
  largeDepositVnd: 100_000_000,
  rapidWindowHours: 24,
  rapidMinTurnoverPct: 30,
  accountsPerDevice: 3,
  accountsPerAddress: 5,
  linkWindowDays: 30,
  giftcodesPerLinkedGroup: 3,
  largeWinVnd: 50_000_000,
};

/** A fallback only: every instance drops its copy when the row changes (decision 102). */
const TTL_MS = 30_000;

interface Stored {
  rules: TAmlRules;
  updatedAt: Date | null;
  updatedById: number | null;
}

type SettingsDeps = StaffAuditPort;

/**
 * The AML rules' thresholds as stored settings (decision 105): compliance edits them (audited
 * with before and after); the rules read them through a cache that the `aml_settings` trigger's
 * notification drops on every instance, so a change is in force everywhere at once.
 */
export class AmlSettings {
  private readonly cached = new Kept(TTL_MS, () => this.read(this.db.pool));

  constructor(
    private readonly db: Db,
    private readonly deps: () => SettingsDeps,
  ) {}

  async rules(): Promise<TAmlRules> {
    return (await this.load()).rules;
  }

  /** What the back office shows: the thresholds, when and by whom they were last set. */
  async view(): Promise<TAmlSettings> {
    const s = await this.load();
    const names = s.updatedById === null ? new Map() : await this.deps().staffNames([s.updatedById]);
    return {
      rules: s.rules,
      updatedAt: s.updatedAt?.toISOString() ?? null,
      updatedBy: s.updatedById === null ? null : (names.get(s.updatedById) ?? `#${s.updatedById}`),
    };
  }

  async update(rules: TAmlRules, actor: StaffActor): Promise<TAmlSettings> {
    await inTransaction(this.db.pool, async (c) => {
      const before = (await this.read(c, true)).rules;
      await this.save(rules, actor.staffId, c);
      await this.deps().audit(actor, 'aml.settings', null, { before, after: rules }, c);
    });
    return this.view();
  }

  /** Stores the thresholds (the caller audits); drops this instance's copy at once. */
  async save(rules: TAmlRules, staffId: number | null = null, q: Queryable = this.db.pool): Promise<void> {
    await q.query(
      `INSERT INTO aml_settings (id, rules, updated_at, updated_by) VALUES (1, $1, now(), $2)
       ON CONFLICT (id) DO UPDATE SET rules = EXCLUDED.rules, updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [JSON.stringify(ZAmlRulesSchema.parse(rules)), staffId],
    );
    this.invalidate();
  }

  invalidate(): void {
    this.cached.drop();
  }

  private load(): Promise<Stored> {
    return this.cached.get();
  }

  /** Stored values over the defaults, so a threshold added by a later release has its default. */
  private async read(q: Queryable, forUpdate = false): Promise<Stored> {
    const res = await q.query<{ rules: unknown; updated_at: Date; updated_by: string | null }>(
      `SELECT rules, updated_at, updated_by FROM aml_settings WHERE id = 1${forUpdate ? ' FOR UPDATE' : ''}`,
    );
    const row = res.rows[0];
    if (!row) return { rules: { ...DEFAULT_AML_RULES }, updatedAt: null, updatedById: null };
    const parsed = ZAmlRulesSchema.partial().safeParse(row.rules);
    return {
      rules: { ...DEFAULT_AML_RULES, ...(parsed.success ? parsed.data : {}) },
      updatedAt: row.updated_at,
      updatedById: row.updated_by === null ? null : Number(row.updated_by),
    };
  }
}
