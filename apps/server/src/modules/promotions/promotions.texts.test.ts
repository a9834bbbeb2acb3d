import type { TFirstDepositRule } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { forfeitTexts, promotionTexts, wageringRemainingText, wageringTexts } from './promotions.texts';

const rule = (over: Partial<TFirstDepositRule> = {}): TFirstDepositRule => ({
  kind: 'first_deposit',
  percent: 100,
  maxBonus: 9_000_000,
  minDeposit: 0,
  turnover: 20,
  validDays: 30,
  weights: { default: 100 },
  ...over,
});

describe('promotion texts', () => {
  it('should state every weight of the rule and name excluded lobbies as not counted', () => {
    const r = rule({ turnover: 12, weights: { default: 100, slots: 25, sports: 0 } });
    expect(wageringTexts(r)).toEqual([
      'Vòng cược x12 của (tiền nạp + tiền thưởng); chỉ tính các cược đã có kết quả sau khi nhận thưởng.',
      'Cược được tính 100% vào vòng cược, trừ các sảnh sau.',
      'Sảnh slots: tính 25% tiền cược.',
      'Sảnh sports: không tính vào vòng cược.',
    ]);
    // The promotion page and the player's page say the same thing about weights.
    expect(promotionTexts(r).terms).toEqual(expect.arrayContaining(wageringTexts(r).slice(1)));
  });

  it('should say nothing counts by default when the default weight is 0', () => {
    expect(wageringTexts(rule({ weights: { default: 0, house: 100 } })).slice(1)).toEqual([
      'Cược không được tính vào vòng cược, trừ các sảnh sau.',
      'Sảnh house: tính 100% tiền cược.',
    ]);
  });

  it('should take the caps from the rule, not from a typed figure', () => {
    const texts = promotionTexts(rule({ maxBonus: 9_000_000 }));
    expect(texts.summary).toBe(
      'Nhận thêm 100% cho lần nạp đầu tiên, tối đa 9,000,000 VND, vòng cược x20 trong 30 ngày.',
    );
  });

  it('should state the forfeited bonus and the progress given up', () => {
    expect(forfeitTexts({ bonusAmount: 100_000, wagerProgress: 740_000, wagerRequired: 4_000_000 })).toEqual([
      'Tiền thưởng 100,000 VND trong tài khoản khuyến mãi bị thu hồi.',
      'Vòng cược đã thực hiện (740,000 VND / 4,000,000 VND) không được bảo lưu.',
      'Tiền nạp và tiền thắng cược trong tài khoản chính giữ nguyên; khuyến mãi này không còn giữ lệnh rút tiền của bạn.',
      'Khuyến mãi nạp đầu không thể nhận lại sau khi hủy.',
    ]);
  });

  it('should give the remaining turnover and the progress in the withdrawal refusal, never below zero', () => {
    expect(wageringRemainingText({ wagerProgress: 740_000, wagerRequired: 4_000_000 })).toBe(
      'Bạn cần cược thêm 3,260,000 VND (đã cược 740,000 VND / 4,000,000 VND) để hoàn thành vòng cược khuyến mãi trước khi rút tiền',
    );
    expect(wageringRemainingText({ wagerProgress: 5, wagerRequired: 4 })).toContain('cược thêm 0 VND');
  });
});
