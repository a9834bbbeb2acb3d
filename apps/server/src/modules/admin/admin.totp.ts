import { createHash, randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side, for clocks a little apart (RFC 6238 section 5.2). */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export const newTotpSecret = (): string => generateSecret();

export function otpauthUrl(issuer: string, username: string, secret: string): string {
  return generateURI({ issuer, label: username, secret });
}

/** The enrolment QR code as a data: URL (the admin CSP allows data: images, not remote ones). */
export function qrDataUrl(url: string): Promise<string> {
  return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
}

/**
 * The time step a code belongs to, or null. A step at or before `afterStep` (the last accepted
 * one) is refused, so a code seen over a shoulder cannot be used again.
 */
export async function verifyTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  if (!result.valid) return null;
  return 'timeStep' in result ? result.timeStep : Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + result.delta;
}

/** The current code of a secret (the demo seed's printout and tests). */
export function totpNow(secret: string, epochSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  return generate({ secret, epoch: epochSeconds });
}

/** Ten single-use recovery codes like `k3m9-q2xa-7fpd`: 60 random bits each. */
export function newRecoveryCodes(n = 10): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: n }, () => {
    const bytes = randomBytes(12);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** Recovery codes are random, so a plain SHA-256 is as good as a slow hash; spaces and case are forgiven. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase().replace(/\s+/g, '')).digest('hex');
