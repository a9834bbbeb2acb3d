import { BlockList, isIPv4 } from 'node:net';
import {
  JURISDICTION_REFUSED_MESSAGE,
  type TJurisdictionAction,
  type TJurisdictionRefusal,
  type TJurisdictionRules,
  type TJurisdictionSettings,
  ZJurisdictionRulesSchema,
} from '@app/contract';
import { type Db, inTransaction, type Queryable } from '../../db/client';
import { Kept } from '../../db/kept';
import { AppError } from '../../http/errors';
import type { StaffActor, StaffAuditPort } from '../admin/admin.service';
import { CountryLookup, type Whereabouts } from './jurisdictions.geo';

/** Until staff set them, a brand is licensed for Vietnam only: the market the platform is built for. */
export const DEFAULT_JURISDICTION_RULES: TJurisdictionRules = { licensedCountries: ['VN'], allowedAddresses: [] };

/** A fallback only: every instance drops its copy when the table changes (decision 102). */
const TTL_MS = 30_000;

interface Stored {
  rules: TJurisdictionRules;
  allowed: BlockList;
  updatedAt: Date | null;
  updatedById: number | null;
}

type Deps = StaffAuditPort;

export interface Verdict {
  allowed: boolean;
  /** why: the address's country, `internal` (our own network), `listed` (staff let it through), `unknown` */
  reason: 'licensed' | 'internal' | 'listed' | 'not_licensed' | 'unknown';
  country: string | null;
}

/**
 * The operator's licensed jurisdictions (decision 149): the verdict on a client address, the
 * refusal log, and the settings compliance edits (audited, in force at once on every instance).
 */
export class JurisdictionsService {
  private readonly cached = new Kept(TTL_MS, () => this.read(this.db.pool));

  constructor(
    private readonly db: Db,
    private readonly brand: string,
    /** false when TRUST_PROXY is off: behind a proxy every address would then be the proxy's */
    private readonly proxyTrusted: boolean,
    private readonly deps: () => Deps,
    private readonly geo = new CountryLookup(),
  ) {}

  async verdict(ip: string): Promise<Verdict> {
    const stored = await this.load();
    const where: Whereabouts = this.geo.whereabouts(ip);
    if (where.kind === 'internal') return { allowed: true, reason: 'internal', country: null };
    const country = where.kind === 'public' ? where.country : null;
    if (where.kind === 'public' && stored.allowed.check(where.address, isIPv4(where.address) ? 'ipv4' : 'ipv6')) {
      return { allowed: true, reason: 'listed', country };
    }
    if (country === null) return { allowed: false, reason: 'unknown', country };
    return stored.rules.licensedCountries.includes(country)
      ? { allowed: true, reason: 'licensed', country }
      : { allowed: false, reason: 'not_licensed', country };
  }

  /** Throws 451 JURISDICTION_NOT_LICENSED (and logs the refusal) unless `ip` may do `action`. */
  async requireLicensed(ip: string, action: TJurisdictionAction, playerId: number | null): Promise<void> {
    const verdict = await this.verdict(ip);
    if (verdict.allowed) return;
    await this.db.pool.query(
      `INSERT INTO jurisdiction_refusals (brand, hour, action, ip, country, player_id)
       VALUES ($1, date_trunc('hour', now()), $2, $3, $4, $5)
       ON CONFLICT (brand, hour, action, ip) DO UPDATE
         SET attempts = jurisdiction_refusals.attempts + 1, last_at = now(),
             player_id = COALESCE(EXCLUDED.player_id, jurisdiction_refusals.player_id)`,
      [this.brand, action, ip, verdict.country, playerId],
    );
    throw new AppError(451, 'JURISDICTION_NOT_LICENSED', JURISDICTION_REFUSED_MESSAGE, {
      country: verdict.country,
    });
  }

  async refusals(
    limit: number,
    action?: TJurisdictionAction,
  ): Promise<{ items: TJurisdictionRefusal[]; total: number }> {
    const { rows } = await this.db.pool.query<{
      action: TJurisdictionAction;
      ip: string;
      country: string | null;
      player_id: string | null;
      attempts: number;
      first_at: Date;
      last_at: Date;
      total: number;
    }>(
      `SELECT action, ip, country, player_id, attempts, first_at, last_at, count(*) OVER ()::int AS total
         FROM jurisdiction_refusals
        WHERE brand = $1 AND ($2::text IS NULL OR action = $2)
        ORDER BY last_at DESC LIMIT $3`,
      [this.brand, action ?? null, limit],
    );
    return {
      total: rows[0]?.total ?? 0,
      items: rows.map((r) => ({
        action: r.action,
        ip: r.ip,
        country: r.country,
        playerId: r.player_id === null ? null : Number(r.player_id),
        attempts: r.attempts,
        firstAt: r.first_at.toISOString(),
        lastAt: r.last_at.toISOString(),
      })),
    };
  }

  async view(): Promise<TJurisdictionSettings> {
    const s = await this.load();
    const names = s.updatedById === null ? new Map() : await this.deps().staffNames([s.updatedById]);
    return {
      brand: this.brand,
      rules: s.rules,
      updatedAt: s.updatedAt?.toISOString() ?? null,
      updatedBy: s.updatedById === null ? null : (names.get(s.updatedById) ?? `#${s.updatedById}`),
      proxyTrusted: this.proxyTrusted,
    };
  }

  async update(rules: TJurisdictionRules, actor: StaffActor): Promise<TJurisdictionSettings> {
    const next = ZJurisdictionRulesSchema.parse(rules);
    await inTransaction(this.db.pool, async (c) => {
      const before = (await this.read(c, true)).rules;
      await c.query(
        `INSERT INTO jurisdiction_settings (brand, licensed_countries, allowed_addresses, updated_at, updated_by)
         VALUES ($1, $2, $3, now(), $4)
         ON CONFLICT (brand) DO UPDATE SET licensed_countries = EXCLUDED.licensed_countries,
           allowed_addresses = EXCLUDED.allowed_addresses, updated_at = now(), updated_by = EXCLUDED.updated_by`,
        [this.brand, next.licensedCountries, next.allowedAddresses, actor.staffId],
      );
      await this.deps().audit(actor, 'jurisdictions.settings', null, { brand: this.brand, before, after: next }, c);
    });
    this.invalidate();
    return this.view();
  }

  invalidate(): void {
    this.cached.drop();
  }

  private load(): Promise<Stored> {
    return this.cached.get();
  }

  private async read(q: Queryable, forUpdate = false): Promise<Stored> {
    const { rows } = await q.query<{
      licensed_countries: string[];
      allowed_addresses: string[];
      updated_at: Date;
      updated_by: string | null;
    }>(
      `SELECT licensed_countries, allowed_addresses, updated_at, updated_by
         FROM jurisdiction_settings WHERE brand = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [this.brand],
    );
    const row = rows[0];
    const rules = row
      ? { licensedCountries: row.licensed_countries, allowedAddresses: row.allowed_addresses }
      : DEFAULT_JURISDICTION_RULES;
    return {
      rules,
      allowed: blockListOf(rules.allowedAddresses),
      updatedAt: row?.updated_at ?? null,
      updatedById: row?.updated_by == null ? null : Number(row.updated_by),
    };
  }
}

function blockListOf(addresses: string[]): BlockList {
  const list = new BlockList();
  for (const entry of addresses) {
    const [ip, bits] = entry.split('/') as [string, string | undefined];
    const family = isIPv4(ip) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(ip, family);
    else list.addSubnet(ip, Number(bits), family);
  }
  return list;
}
