import { describe, expect, it } from 'vitest';
import type { WalletAnswer } from './wallet-client';
import { refusalMessages, UNSETTLED_MESSAGE, walletRefusal } from './wallet-refusal';

class TestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown>,
  ) {
    super(message);
  }
}

const answer = (status: WalletAnswer['status'], message?: string): WalletAnswer =>
  ({ status, request_uuid: null, user: 'u1', currency: 'VND', balance: 1234, message }) as WalletAnswer;

const SPORTS = refusalMessages({ spend: 'đặt cược', reopen: 'trang thể thao', take: 'đặt cược', product: 'Thể thao' });

describe(walletRefusal.name, () => {
  it('should tell the player each refusal in the provider words with its status, short code and balance', () => {
    const e = walletRefusal(SPORTS, answer('RS_ERROR_TOKEN_EXPIRED'), TestError);
    expect([e.statusCode, e.code, e.message, e.extra]).toEqual([
      401,
      'TOKEN_EXPIRED',
      'Phiên chơi đã hết hạn, vui lòng mở lại trang thể thao từ trang chủ',
      { balance: 1234 },
    ]);
    const lottery = refusalMessages({
      spend: 'mua vé',
      reopen: 'trò chơi',
      take: 'tham gia trò chơi',
      product: 'Trò chơi',
    });
    expect(walletRefusal(lottery, answer('RS_ERROR_NOT_ENOUGH_MONEY'), TestError).message).toBe(
      'Số dư không đủ để mua vé',
    );
    expect(walletRefusal(SPORTS, answer('RS_ERROR_INVALID_PARTNER'), TestError).statusCode).toBe(503);
  });

  it('should pass a limit refusal on in the platform words, and answer 502 for a refusal no player can act on', () => {
    const limit = walletRefusal(SPORTS, answer('RS_ERROR_LIMIT_REACHED', 'Đã đạt giới hạn thua ngày'), TestError);
    expect([limit.statusCode, limit.message]).toEqual([403, 'Đã đạt giới hạn thua ngày']);
    const odd = walletRefusal(SPORTS, answer('RS_ERROR_WRONG_SYNTAX'), TestError);
    expect([odd.statusCode, odd.code, odd.message]).toEqual([502, 'WRONG_SYNTAX', UNSETTLED_MESSAGE]);
  });
});
