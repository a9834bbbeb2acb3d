import { FINGERPRINT_COOKIE } from '@app/contract/auth-constants';

/**
 * Device fingerprint (product.md sections 3, 8, 9): SHA-256 hex of the FingerprintJS visitor id and
 * confidence, screen size, colour depth, hardware concurrency and the canvas and WebGL values,
 * in cookie `device_fingerprint` (1 year, path /, SameSite=Lax). When digest is unavailable
 * (insecure origin, old browser) a simple hash stands in; when the library fails the
 * fingerprint is skipped and the app carries on (login then asks for a reload).
 */

export const FINGERPRINT_MAX_AGE = 31_536_000;

export interface FingerprintSource {
  visitorId: string;
  confidence: number;
  screen: string;
  colorDepth: number;
  hardwareConcurrency: number;
  canvas: unknown;
  webgl: unknown;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return null;
}

/** FNV-1a 64-bit, hex: the fallback when crypto.subtle.digest cannot run. */
export function simpleHash(input: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  for (let i = 0; i < input.length; i++) {
    hash ^= BigInt(input.charCodeAt(i));
    hash = (hash * prime) & 0xffffffffffffffffn;
  }
  return `fnv${hash.toString(16).padStart(16, '0')}`;
}

export async function sha256Hex(input: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(input));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The fingerprint of the collected data: SHA-256 hex, or the simple hash if digest fails. */
export async function fingerprintOf(source: FingerprintSource): Promise<string> {
  const text = JSON.stringify(source);
  try {
    return await sha256Hex(text);
  } catch {
    return simpleHash(text);
  }
}

function componentValue(component: object | undefined): unknown {
  return component && 'value' in component ? component.value : null;
}

async function collect(): Promise<FingerprintSource> {
  const FingerprintJS = await import('@fingerprintjs/fingerprintjs');
  // monitoring off: the library would otherwise send usage statistics to its vendor.
  const agent = await FingerprintJS.load({ monitoring: false });
  const result = await agent.get();
  return {
    visitorId: result.visitorId,
    confidence: result.confidence.score,
    screen: `${window.screen.width}x${window.screen.height}`,
    colorDepth: window.screen.colorDepth,
    hardwareConcurrency: navigator.hardwareConcurrency ?? 0,
    canvas: componentValue(result.components.canvas),
    webgl: componentValue(result.components.webGlBasics),
  };
}

function writeCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox
  document.cookie = `${FINGERPRINT_COOKIE}=${encodeURIComponent(value)}; max-age=${FINGERPRINT_MAX_AGE}; path=/; SameSite=Lax`;
}

let pending: Promise<void> | null = null;

/**
 * Makes sure the fingerprint cookie exists; registered with addBeforeRequest so every API
 * call waits for it. Concurrent callers share one computation.
 */
export function ensureDeviceFingerprint(): Promise<void> {
  if (typeof document === 'undefined' || readCookie(FINGERPRINT_COOKIE)) return Promise.resolve();
  pending ??= (async () => {
    try {
      writeCookie(await fingerprintOf(await collect()));
    } catch (error) {
      console.warn('Device fingerprint skipped:', error);
    } finally {
      pending = null;
    }
  })();
  return pending;
}
