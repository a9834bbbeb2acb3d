import type { WalletAnswer } from './wallet-client';

/** What a player is told when a stake's fate is not known yet (the platform did not answer). */
export const UNSETTLED_MESSAGE = 'Giao dịch chưa hoàn tất, vui lòng thử lại sau ít phút';

/** The words a built-in provider's refusals are told in (they name what the player was doing). */
export interface RefusalWords {
  /** what the money was for: "đặt cược", "mua vé" */
  spend: string;
  /** what the player opens again from the home page: "trò chơi", "trang thể thao" */
  reopen: string;
  /** what a disabled account cannot do: "tham gia trò chơi", "đặt cược" */
  take: string;
  /** what is under maintenance: "Trò chơi", "Thể thao" */
  product: string;
}

/** The player's status and message for each refusal of the wallet protocol a player can act on. */
export function refusalMessages(w: RefusalWords): Record<string, [number, string]> {
  return {
    RS_ERROR_NOT_ENOUGH_MONEY: [402, `Số dư không đủ để ${w.spend}`],
    RS_ERROR_TOKEN_EXPIRED: [401, `Phiên chơi đã hết hạn, vui lòng mở lại ${w.reopen} từ trang chủ`],
    RS_ERROR_INVALID_TOKEN: [401, `Phiên chơi không hợp lệ, vui lòng mở lại ${w.reopen} từ trang chủ`],
    RS_ERROR_USER_DISABLED: [403, `Tài khoản của bạn hiện không thể ${w.take}`],
    RS_ERROR_LIMIT_REACHED: [403, 'Bạn đã đạt giới hạn cược đã đặt cho tài khoản'],
    RS_ERROR_INVALID_GAME: [404, `${w.product} đang bảo trì, vui lòng quay lại sau`],
    RS_ERROR_INVALID_PARTNER: [503, `${w.product} đang bảo trì, vui lòng quay lại sau`],
  };
}

type ErrorClass<E> = new (status: number, code: string, message: string, extra: Record<string, unknown>) => E;

/**
 * Turns a refusal of the platform's wallet into the provider's error a player sees: its status,
 * the code without the `RS_ERROR_` prefix, the message (a limit's refusal in the platform's own
 * words, which say which limit and when it resets) and the balance the answer carried.
 */
export function walletRefusal<E>(
  messages: Record<string, [number, string]>,
  answer: WalletAnswer,
  error: ErrorClass<E>,
): E {
  const [status, message] = messages[answer.status] ?? [502, UNSETTLED_MESSAGE];
  const said = answer.status === 'RS_ERROR_LIMIT_REACHED' && answer.message ? answer.message.slice(0, 300) : message;
  return new error(status, answer.status.replace(/^RS_ERROR_/, ''), said, { balance: answer.balance });
}
