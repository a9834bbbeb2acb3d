import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/**
 * Bank accounts of a player (product.md sections 3-5): bank from the Vietnamese bank list,
 * account number, holder name in upper case without accents; verifying -> verified by staff.
 */

export const BankMessage = {
  BANK_REQUIRED: 'Vui lòng chọn ngân hàng',
  BANK_UNKNOWN: 'Ngân hàng không được hỗ trợ',
  ACCOUNT_NUMBER_REQUIRED: 'Vui lòng nhập số tài khoản',
  ACCOUNT_NUMBER_INVALID: 'Số tài khoản chỉ gồm 6 đến 19 chữ số',
  HOLDER_NAME_REQUIRED: 'Vui lòng nhập tên chủ tài khoản',
  HOLDER_NAME_FORMAT: 'Tên chủ tài khoản phải viết hoa, không dấu',
  HOLDER_NAME_LENGTH: 'Tên chủ tài khoản từ 2 đến 50 ký tự',
  ADDED: 'Thêm tài khoản ngân hàng thành công, vui lòng chờ xác minh',
} as const;

export const BankErrorCode = {
  /** 409: the same bank and account number is already on this player's list. */
  BANK_ACCOUNT_EXISTS: 'BANK_ACCOUNT_EXISTS',
  /** 409: the account is already registered to another player. */
  BANK_ACCOUNT_TAKEN: 'BANK_ACCOUNT_TAKEN',
  /** 409: the player reached the maximum number of bank accounts. */
  BANK_ACCOUNT_LIMIT: 'BANK_ACCOUNT_LIMIT',
  /** 404 */
  BANK_ACCOUNT_NOT_FOUND: 'BANK_ACCOUNT_NOT_FOUND',
  /** 409: staff action on an account not in the expected status. */
  BANK_ACCOUNT_STATUS: 'BANK_ACCOUNT_STATUS',
} as const;

export const BankErrorMessage: Record<keyof typeof BankErrorCode, string> = {
  BANK_ACCOUNT_EXISTS: 'Tài khoản ngân hàng này đã có trong danh sách của bạn',
  BANK_ACCOUNT_TAKEN: 'Tài khoản ngân hàng này đã được đăng ký bởi người khác',
  BANK_ACCOUNT_LIMIT: 'Bạn đã đạt số lượng tài khoản ngân hàng tối đa',
  BANK_ACCOUNT_NOT_FOUND: 'Không tìm thấy tài khoản ngân hàng',
  BANK_ACCOUNT_STATUS: 'Trạng thái tài khoản ngân hàng không cho phép thao tác này',
};

/** At most this many bank accounts per player (verifying and verified together). */
export const MAX_BANK_ACCOUNTS_PER_PLAYER = 5;

export const ZBankSchema = z.object({
  /** NAPAS BIN, the id used in VietQR. */
  bin: z.string(),
  shortName: z.string(),
  name: z.string(),
});
export type TBank = z.infer<typeof ZBankSchema>;
export const ZBankListResponseSchema = ZSuccessSchema(z.array(ZBankSchema));

export const BANK_ACCOUNT_STATUSES = ['verifying', 'verified', 'rejected'] as const;
export const ZBankAccountStatusSchema = z.enum(BANK_ACCOUNT_STATUSES);

export const ZBankAccountSchema = z.object({
  id: z.number().int(),
  bankBin: z.string(),
  bankShortName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  status: ZBankAccountStatusSchema,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type TBankAccount = z.infer<typeof ZBankAccountSchema>;

/** Upper-case Latin letters and single spaces: the form banks print on statements. */
export const HOLDER_NAME_PATTERN = /^[A-Z]+( [A-Z]+)*$/;

export const ZHolderNameSchema = text({ error: BankMessage.HOLDER_NAME_REQUIRED })
  .trim()
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: BankMessage.HOLDER_NAME_REQUIRED })
      .min(2, { error: BankMessage.HOLDER_NAME_LENGTH })
      .max(50, { error: BankMessage.HOLDER_NAME_LENGTH })
      .regex(HOLDER_NAME_PATTERN, { error: BankMessage.HOLDER_NAME_FORMAT }),
  );

export const ZAddBankAccountRequestSchema = z.object({
  bankBin: text({ error: BankMessage.BANK_REQUIRED }).regex(/^\d{6}$/, { error: BankMessage.BANK_REQUIRED }),
  accountNumber: text({ error: BankMessage.ACCOUNT_NUMBER_REQUIRED })
    .trim()
    .min(1, { error: BankMessage.ACCOUNT_NUMBER_REQUIRED })
    .regex(/^\d{6,19}$/, { error: BankMessage.ACCOUNT_NUMBER_INVALID }),
  holderName: ZHolderNameSchema,
});
export type TAddBankAccountRequest = z.infer<typeof ZAddBankAccountRequestSchema>;

export const ZBankAccountResponseSchema = ZSuccessSchema(ZBankAccountSchema);
export const ZBankAccountListResponseSchema = ZSuccessSchema(z.array(ZBankAccountSchema));

/** Removes Vietnamese diacritics and upper-cases: what the add-bank form does as the player types. */
export function toHolderName(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .replace(/\s+/g, ' ')
    .trimStart();
}

/**
 * A bank account as staff review it (decision 124): whose it is, and the holder name checked
 * against the name compliance recorded from the player's verified identity document.
 */
export const ZStaffBankAccountSchema = ZBankAccountSchema.extend({
  playerId: z.number().int(),
  username: z.string().nullable(),
  /** The full name on the player's verified identity document; null when none is recorded. */
  kycName: z.string().nullable(),
  /** Holder name equals kycName (ignoring accents, case and spaces); null when there is no kycName. */
  nameMatches: z.boolean().nullable(),
  /** Holder names of the player's other accounts already verified. */
  otherHolderNames: z.array(z.string()),
});
export type TStaffBankAccount = z.infer<typeof ZStaffBankAccountSchema>;

/** Vietnamese names compared as a bank prints them: no accents, upper case, single spaces. */
export function normalizeHolderName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}
