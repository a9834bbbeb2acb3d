import { type TSupportSettings, type TSupportView, ZSupportSettingsRequestSchema } from '@app/contract';
import { type Db, inTransaction, type Queryable } from '../../db/client';
import type { StaffActor } from '../admin/admin.service';

const EMPTY: TSupportSettings = {
  channels: { hotline: null, zalo: null, telegram: null, email: null, hours: null },
  licence: null,
};
// Guest pages are cached and dropped on a staff change (decision 110); this is the fallback.
const TTL_MS = 10_000;

export interface SupportDeps {
  audit(
    actor: StaffActor,
    action: string,
    target: { type: string; id: string } | null,
    details: Record<string, unknown>,
    q?: Queryable,
  ): Promise<void>;
  brand(): string;
  /** the chat widget's licence key is set */
  liveChat(): boolean;
}

/**
 * The brand's support channels and licence (decision 125), one `system_settings` row per brand
 * (`support:<app name>`): set by staff, audited with before and after, read by the site on
 * each render through a short cache.
 */
export class SupportSettings {
  private cached: { value: TSupportView; at: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly deps: SupportDeps,
  ) {}

  private key(): string {
    return `support:${this.deps.brand()}`;
  }

  async view(): Promise<TSupportView> {
    if (this.cached && Date.now() - this.cached.at < TTL_MS) return this.cached.value;
    const value = await this.read(this.db.pool);
    this.cached = { value, at: Date.now() };
    return value;
  }

  async update(input: TSupportSettings, actor: StaffActor): Promise<TSupportView> {
    const next = ZSupportSettingsRequestSchema.parse(input);
    await inTransaction(this.db.pool, async (c) => {
      const before = await this.read(c, true);
      await c.query(
        `INSERT INTO system_settings (key, value, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [this.key(), JSON.stringify(next)],
      );
      await this.deps.audit(
        actor,
        'support.settings',
        { type: 'support_settings', id: this.deps.brand() },
        { before: { channels: before.channels, licence: before.licence }, after: next },
        c,
      );
    });
    this.cached = null;
    return this.view();
  }

  private async read(q: Queryable, forUpdate = false): Promise<TSupportView> {
    const res = await q.query<{ value: unknown; updated_at: Date }>(
      `SELECT value, updated_at FROM system_settings WHERE key = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [this.key()],
    );
    const row = res.rows[0];
    const parsed = row ? ZSupportSettingsRequestSchema.safeParse(row.value) : null;
    const stored = parsed?.success ? parsed.data : EMPTY;
    return {
      channels: stored.channels,
      licence: stored.licence,
      liveChat: this.deps.liveChat(),
      updatedAt: row?.updated_at.toISOString() ?? null,
    };
  }
}
