import {
  AdjustmentErrorMessage,
  AdjustmentErrorMessageEn,
  AdminErrorMessage,
  AdminErrorMessageEn,
  StaffAccountErrorMessage,
  StaffAccountErrorMessageEn,
  WalletErrorMessage,
  WalletErrorMessageEn,
} from '@app/contract';
import { type ApiLocale, localizeMessage } from './locale';

/**
 * The staff API's messages in the back office's language (decision 165): the back office sends
 * its language as `Accept-Language`. The staff tables of the contract and the sentences staff
 * services write with their own figures have their English here; the rest goes through the
 * players' rule (decision 156): the contract's English, else the English of the code, else the
 * message as written.
 */
const PAIRS: [Readonly<Record<string, string>>, Readonly<Record<string, string>>][] = [
  [AdminErrorMessage, AdminErrorMessageEn],
  [AdjustmentErrorMessage, AdjustmentErrorMessageEn],
  [WalletErrorMessage, WalletErrorMessageEn],
  [StaffAccountErrorMessage, StaffAccountErrorMessageEn],
];
const BY_TEXT = new Map<string, string>();
for (const [vi, en] of PAIRS) for (const [key, text] of Object.entries(vi)) if (en[key]) BY_TEXT.set(text, en[key]);

/** Sentences of the staff services and staff schemas (payments, adjustments, players, staff). */
const SENTENCES: [RegExp, string][] = [
  [/^Không tìm thấy người chơi$/, 'Player not found'],
  [/^Không tìm thấy người chơi (\d+)$/, 'Player $1 not found'],
  [/^Không tìm thấy tài khoản nhân viên$/, 'Staff account not found'],
  [/^Cần chọn người chơi để cộng tiền$/, 'Choose the player to credit'],
  [/^Giao dịch không có số tiền VND để cộng$/, 'The transaction has no VND amount to credit'],
  [/^Lý do tối thiểu 5 ký tự$/, 'The reason must be at least 5 characters'],
  [/^Lý do tối đa 500 ký tự$/, 'The reason must be at most 500 characters'],
  [/^Số tiền phải là một số nguyên đồng$/, 'The amount must be a whole number of đồng'],
  [/^Số tiền phải lớn hơn 0$/, 'The amount must be above 0'],
  [/^Số tiền tối đa 100\.000\.000\.000 ₫$/, 'The amount is at most 100,000,000,000 ₫'],
  [/^Chọn người chơi$/, 'Choose a player'],
  [/^Chọn tài khoản tiền mặt hoặc thưởng$/, 'Choose the cash or the bonus account'],
  [/^Chọn cộng hoặc trừ$/, 'Choose credit or debit'],
];

export function localizeStaffMessage(locale: ApiLocale, code: string, message: string): string {
  if (locale === 'vi') return message;
  const known = BY_TEXT.get(message);
  if (known) return known;
  for (const [re, en] of SENTENCES) if (re.test(message)) return message.replace(re, en);
  return localizeMessage(locale, code, message);
}
