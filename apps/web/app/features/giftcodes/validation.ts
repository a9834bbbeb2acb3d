import { GiftcodeMessage, ZGiftcodeInputSchema } from '@app/contract';

/**
 * The field's rules of product.md section 5, the same schema the server applies: the first failing
 * message, or null when the code may be sent.
 */
export function giftcodeInputError(value: string): string | null {
  const parsed = ZGiftcodeInputSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? GiftcodeMessage.REQUIRED);
}
