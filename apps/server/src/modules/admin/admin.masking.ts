import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Card and bank numbers support staff do not need in full: bank account numbers, scratch-card
 * serials and PINs, wherever they appear in an /admin-api answer (views and `details` alike).
 */
const MASKED_KEYS = new Set([
  'accountNumber',
  'account_number',
  'senderAccount',
  'cardNumber',
  'card_number',
  'serial',
  'pin',
]);

/** `0123456789` → `******6789`: enough to match a statement or a caller, not to reuse. */
export function maskNumber(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

export function maskSensitive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSensitive);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        MASKED_KEYS.has(k) && (typeof v === 'string' || typeof v === 'number')
          ? maskNumber(String(v))
          : maskSensitive(v);
    }
    return out;
  }
  return value;
}

/** Roles that see card and bank numbers masked (decision 079). */
const MASKED_ROLES = new Set(['support']);

/** Masks the answers of /admin-api for the roles above, after the route built them. */
export const staffMaskingPlugin = fp(
  async function staffMasking(app: FastifyInstance) {
    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (!request.staff || !MASKED_ROLES.has(request.staff.role)) return payload;
      return maskSensitive(payload);
    });
  },
  { name: 'staff-masking' },
);
