import { createHash } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';

/**
 * Address formats of the chains we accept. TRON addresses are base58check of
 * 0x41 + 20-byte account id (checksum: first 4 bytes of double SHA-256); EVM addresses
 * (ERC20, BEP20) are 20 bytes of hex with the EIP-55 mixed-case checksum.
 */

export const CRYPTO_CHAINS = ['TRC20', 'ERC20', 'BEP20'] as const;
export type TCryptoChain = (typeof CRYPTO_CHAINS)[number];

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_PREFIX = 0x41;

function sha256(data: Uint8Array): Buffer {
  return createHash('sha256').update(data).digest();
}

export function base58Encode(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  let out = '';
  while (n > 0n) {
    out = BASE58_ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

export function base58Decode(text: string): Uint8Array | null {
  let n = 0n;
  for (const ch of text) {
    const digit = BASE58_ALPHABET.indexOf(ch);
    if (digit < 0) return null;
    n = n * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n & 0xffn));
    n >>= 8n;
  }
  for (const ch of text) {
    if (ch !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

export function tronAddressFromAccountId(accountId: Uint8Array): string {
  if (accountId.length !== 20) throw new Error('a TRON account id is 20 bytes');
  const payload = new Uint8Array(21);
  payload[0] = TRON_PREFIX;
  payload.set(accountId, 1);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  const full = new Uint8Array(25);
  full.set(payload, 0);
  full.set(checksum, 21);
  return base58Encode(full);
}

export function isValidTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (bytes?.length !== 25 || bytes[0] !== TRON_PREFIX) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return Buffer.from(bytes.subarray(21)).equals(checksum);
}

export function toEip55(address: string): string {
  const hex = address.replace(/^0x/i, '').toLowerCase();
  if (!/^[0-9a-f]{40}$/.test(hex)) throw new Error('an EVM address is 40 hex digits');
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex))).toString('hex');
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const ch = hex[i]!;
    out += Number.parseInt(hash[i]!, 16) >= 8 ? ch.toUpperCase() : ch;
  }
  return out;
}

/**
 * EIP-55: a mixed-case address must match its checksum exactly. An all-lower or all-upper
 * address carries no checksum and is accepted as EIP-55 allows; we store it checksummed.
 */
export function isValidEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toEip55(address) === address;
}

export function isValidAddress(chain: TCryptoChain, address: string): boolean {
  return chain === 'TRC20' ? isValidTronAddress(address) : isValidEvmAddress(address);
}

/** The canonical form we store and compare: TRON as is, EVM in EIP-55 case. */
export function normalizeAddress(chain: TCryptoChain, address: string): string {
  return chain === 'TRC20' ? address : toEip55(address);
}

/** A well-formed address for an account id (the sandbox chain makes these from random bytes). */
export function addressFromAccountId(chain: TCryptoChain, accountId: Uint8Array): string {
  return chain === 'TRC20' ? tronAddressFromAccountId(accountId) : toEip55(Buffer.from(accountId).toString('hex'));
}
