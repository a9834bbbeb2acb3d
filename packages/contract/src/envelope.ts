import { z } from 'zod';

/** Every successful player-API answer: `{ success: true, data, meta? }` (DESIGN section 6). */
export function ZSuccessSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    meta: z.record(z.string(), z.unknown()).optional(),
  });
}

/** Every failed answer: a stable machine `code` and a `message` fit to show a player. */
export const ZApiErrorSchema = z.object({
  success: z.literal(false),
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;

export type TSuccess<T> = { success: true; data: T; meta?: Record<string, unknown> };

/** VND amounts travel as JSON integers within the safe range; anything else is refused. */
export const ZVndAmountSchema = z
  .number({ error: 'Số tiền phải là số nguyên VND' })
  .int({ error: 'Số tiền phải là số nguyên VND' })
  .refine((n) => Number.isSafeInteger(n), { error: 'Số tiền vượt quá giới hạn' });
