import { randomBytes } from 'node:crypto';
import type { TProviderSignAlg } from '@app/contract';
import type { ProviderRow, ProvidersRepository } from './providers.repository';

const PROVIDER_CACHE_MS = 5000;

/** The providers the platform knows and their credentials; a row is cached for a few seconds. */
export class ProviderCatalogue {
  private readonly cache = new Map<string, { at: number; row: ProviderRow | null }>();

  constructor(private readonly repo: ProvidersRepository) {}

  async provider(code: string): Promise<ProviderRow | null> {
    const hit = this.cache.get(code);
    if (hit && Date.now() - hit.at < PROVIDER_CACHE_MS) return hit.row;
    const row = await this.repo.provider(code);
    this.cache.set(code, { at: Date.now(), row });
    return row;
  }

  /** Another instance (or a staff change anywhere) changed providers: read them again (decision 102). */
  dropAll(): void {
    this.cache.clear();
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
        secret: randomBytes(32).toString('base64url'),
        publicKey: null,
        enabled: p.enabled,
      });
      this.cache.delete(p.code);
    }
  }

  /** Drops a cached row: staff changed the provider in their own transaction. */
  forget(code: string): void {
    this.cache.delete(code);
  }

  async setEnabled(code: string, enabled: boolean): Promise<void> {
    await this.repo.setEnabled(code, enabled);
    this.cache.delete(code);
  }

  async setCredentials(
    code: string,
    c: { signAlg: TProviderSignAlg; secret: string | null; publicKey: string | null },
  ): Promise<void> {
    await this.repo.setCredentials(code, c);
    this.cache.delete(code);
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
