import { randomBytes } from 'node:crypto';
import type { TProviderSignAlg } from '@app/contract';
import { KeptByKey } from '../../db/kept';
import type { Log } from '../../log';
import { type ResealOutcome, Sealer } from '../../secrets/sealing';
import type { ProviderRow, ProvidersRepository } from './providers.repository';

const PROVIDER_CACHE_MS = 5000;

/** What a provider's HMAC secret is bound to when sealed: a sealed key copied onto another provider does not open. */
export const providerBinding = (code: string) => `provider:${code}`;

/**
 * The providers the platform knows and their credentials; a row is cached for a few seconds.
 * HMAC secrets are sealed at rest (decision 107) and opened only here, in memory.
 */
export class ProviderCatalogue {
  private readonly cache = new KeptByKey(PROVIDER_CACHE_MS, async (code: string) => {
    const stored = await this.repo.provider(code);
    return stored && { ...stored, secret: this.openSecret(stored) };
  });

  constructor(
    private readonly repo: ProvidersRepository,
    private readonly sealer: Sealer = Sealer.fromEnv({}),
    private readonly log?: Log,
  ) {}

  provider(code: string): Promise<ProviderRow | null> {
    return this.cache.get(code);
  }

  /**
   * A secret this instance cannot open (sealed under a key it lacks) counts as none: the
   * provider's callbacks fail their signature check (RS_ERROR_INVALID_SIGNATURE), never a crash.
   */
  private openSecret(row: ProviderRow): string | null {
    if (!row.secret) return null;
    try {
      return this.sealer.open(row.secret, providerBinding(row.code));
    } catch (err) {
      this.log?.error(
        { err, provider: row.code },
        'provider secret cannot be opened: add its key to SEALING_KEYS_PREVIOUS',
      );
      return null;
    }
  }

  seal(code: string, secret: string): string {
    return this.sealer.seal(secret, providerBinding(code));
  }

  /** Re-seals under the current key every provider secret that is not (decision 107); see AdminService.resealStoredSecrets. */
  async resealSecrets(): Promise<ResealOutcome> {
    const out: ResealOutcome = { resealed: 0, unreadable: [] };
    for (const r of await this.repo.secretsToReseal(this.sealer.currentPattern)) {
      let next: string | null;
      try {
        next = this.sealer.reseal(r.secret, providerBinding(r.code));
      } catch (err) {
        out.unreadable.push({ row: `provider ${r.code}`, reason: (err as Error).message });
        continue;
      }
      if (next && (await this.repo.replaceSecret(r.code, r.secret, next))) out.resealed++;
    }
    this.dropAll();
    return out;
  }

  /** Another instance (or a staff change anywhere) changed providers: read them again (decision 102). */
  dropAll(): void {
    this.cache.drop();
  }

  async isEnabled(code: string): Promise<boolean> {
    return (await this.provider(code))?.enabled ?? false;
  }

  /** Creates missing providers with a fresh HMAC secret; existing ones keep theirs. */
  async ensureProviders(list: { code: string; name: string; enabled: boolean }[]): Promise<void> {
    for (const p of list) {
      await this.repo.ensureProvider({
        code: p.code,
        name: p.name,
        signAlg: 'hmac-sha256',
        secret: this.seal(p.code, randomBytes(32).toString('base64url')),
        publicKey: null,
        enabled: p.enabled,
      });
      this.cache.forget(p.code);
    }
  }

  /** Drops a cached row: staff changed the provider in their own transaction. */
  forget(code: string): void {
    this.cache.forget(code);
  }

  async setEnabled(code: string, enabled: boolean): Promise<void> {
    await this.repo.setEnabled(code, enabled);
    this.cache.forget(code);
  }

  async setCredentials(
    code: string,
    c: { signAlg: TProviderSignAlg; secret: string | null; publicKey: string | null },
  ): Promise<void> {
    await this.repo.setCredentials(code, { ...c, secret: c.secret && this.seal(code, c.secret) });
    this.cache.forget(code);
  }

  /**
   * The built-in provider's HMAC secret, creating the `house` provider on first use. The house
   * games receive it at start-up like any provider receives its credentials at integration.
   */
  async houseCredentials(): Promise<{ code: string; secret: string }> {
    return this.builtInCredentials('house', 'House Games');
  }

  /** A built-in provider's HMAC secret (house games, lottery, the sportsbook `sports`), creating the provider on first use. */
  async builtInCredentials(code: string, name: string): Promise<{ code: string; secret: string }> {
    await this.ensureProviders([{ code, name, enabled: true }]);
    const row = await this.provider(code);
    if (!row?.secret) throw new Error(`${code} provider has no HMAC secret`);
    return { code: row.code, secret: row.secret };
  }
}
