import { createHmac, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { TPeerExclusion } from '@app/contract';
import type { ExclusionsService } from './exclusions.service';

/** The peer API's one route, on every deployment that has a peer secret. */
export const PEER_ENTRIES_PATH = '/registry/v1/entries';
/** A signed request older or newer than this is refused: a captured one cannot be replayed later. */
export const SIGNATURE_WINDOW_SECONDS = 300;

/**
 * `v1=` + HMAC-SHA256 of `<unix seconds>.<body>` with the secret the operator's deployments share
 * (`EXCLUSION_PEER_SECRET`), the scheme webhook senders such as Stripe use.
 */
export function signPeerBody(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type PeerVerdict = 'ok' | 'address' | 'signature' | 'stale';

/** Checks a peer request: its address is allowed, its time is near ours, its signature is the secret's. */
export function verifyPeerRequest(
  o: { secret: string; allowed: BlockList; now: number },
  r: { ip: string; timestamp: string | undefined; signature: string | undefined; body: string },
): PeerVerdict {
  const ip = r.ip.replace(/^::ffff:(?=\d+\.)/, '');
  if (!o.allowed.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6')) return 'address';
  const ts = Number(r.timestamp);
  if (!Number.isInteger(ts) || Math.abs(o.now / 1000 - ts) > SIGNATURE_WINDOW_SECONDS) return 'stale';
  const expected = Buffer.from(signPeerBody(o.secret, ts, r.body));
  const given = Buffer.from(r.signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'signature';
}

/** The allow-list from `EXCLUSION_PEER_ADDRESSES`: addresses and CIDR blocks, v4 or v6. */
export function peerAllowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const e of entries) {
    const [address, prefix] = e.split('/');
    const type = isIPv4(address!) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return list;
}

/**
 * Sends the entries due in the outbox to their peers, each signed; a peer that answers 2xx has it
 * (its store is idempotent on the entry's uid), anything else is retried later with a growing delay.
 */
export async function deliverDue(
  service: ExclusionsService,
  o: { secret: string; timeoutMs?: number; now?: () => number; fetch?: typeof fetch },
): Promise<{ delivered: number; failed: number }> {
  const due = await service.repo.claimDue(50, 60_000);
  let delivered = 0;
  let failed = 0;
  for (const row of due) {
    const entry = await service.repo.entryByUid(row.uid);
    if (!entry) continue;
    const message: TPeerExclusion = {
      uid: entry.uid,
      origin: entry.origin,
      brand: entry.brand,
      kind: entry.kind,
      until: entry.until?.toISOString() ?? null,
      createdAt: entry.createdAt.toISOString(),
      identifiers: entry.identifiers,
    };
    const body = JSON.stringify(message);
    const ts = Math.floor((o.now?.() ?? Date.now()) / 1000);
    try {
      const res = await (o.fetch ?? fetch)(new URL(PEER_ENTRIES_PATH, row.peer), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-registry-origin': service.config.deployment,
          'x-registry-timestamp': String(ts),
          'x-registry-signature': signPeerBody(o.secret, ts, body),
        },
        body,
        signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await service.repo.markDelivered(row.entryId, row.peer);
      delivered++;
    } catch (err) {
      await service.repo.markFailed(row.entryId, row.peer, err instanceof Error ? err.message : String(err));
      failed++;
    }
  }
  return { delivered, failed };
}

/** What the registry's insert trigger NOTIFYs on (migration exclusion_registry). */
export const EXCLUSION_REGISTRY_CHANNEL = 'exclusion_registry';
