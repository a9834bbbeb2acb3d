import type { TVipRule } from '@app/contract';

/** A four-level ladder of 1,000 VND points the VIP and tournament tests publish. */
export const VIP_RULE: TVipRule = {
  pointValue: 1_000,
  periodDays: 30,
  defaultPercent: 100,
  weights: [],
  levels: [
    {
      code: 'dong',
      name: 'Đồng',
      minPoints: 0,
      levelUpBonus: 0,
      weeklyBonus: 0,
      refundExtraPercent: 0,
      withdrawalDailyLimit: 200_000,
    },
    {
      code: 'bac',
      name: 'Bạc',
      minPoints: 50,
      levelUpBonus: 10_000,
      weeklyBonus: 0,
      refundExtraPercent: 0,
      withdrawalDailyLimit: null,
    },
    {
      code: 'vang',
      name: 'Vàng',
      minPoints: 200,
      levelUpBonus: 30_000,
      weeklyBonus: 5_000,
      refundExtraPercent: 0.5,
      withdrawalDailyLimit: null,
    },
    {
      code: 'kim-cuong',
      name: 'Kim Cương',
      minPoints: 1_000,
      levelUpBonus: 100_000,
      weeklyBonus: 20_000,
      refundExtraPercent: 1,
      withdrawalDailyLimit: null,
    },
  ],
};
