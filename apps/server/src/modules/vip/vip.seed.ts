import type { TVipRule } from '@app/contract';

/**
 * The demo ladder a fresh machine publishes (seed.ts) so the header, /account and /vip show a
 * level from the first visit. Its first level gives nothing and the next needs 20,000,000 VND of
 * turnover in 30 days, so a demo or test player's money is never moved by it; staff replace it
 * in the back office (VIP) like any other rule.
 */
export const DEMO_VIP_RULE: TVipRule = {
  pointValue: 10_000,
  periodDays: 30,
  defaultPercent: 100,
  weights: [],
  levels: [
    {
      code: 'dong',
      name: 'Đồng',
      nameEn: 'Bronze',
      minPoints: 0,
      levelUpBonus: 0,
      weeklyBonus: 0,
      refundExtraPercent: 0,
      withdrawalDailyLimit: null,
      birthdayBonus: 0,
      withdrawalPriority: false,
    },
    {
      code: 'bac',
      name: 'Bạc',
      nameEn: 'Silver',
      minPoints: 2_000,
      levelUpBonus: 100_000,
      weeklyBonus: 20_000,
      refundExtraPercent: 0.1,
      withdrawalDailyLimit: null,
      birthdayBonus: 0,
      withdrawalPriority: false,
    },
    {
      code: 'vang',
      name: 'Vàng',
      nameEn: 'Gold',
      minPoints: 10_000,
      levelUpBonus: 500_000,
      weeklyBonus: 100_000,
      refundExtraPercent: 0.2,
      withdrawalDailyLimit: null,
      birthdayBonus: 200_000,
      withdrawalPriority: false,
    },
    {
      code: 'bach-kim',
      name: 'Bạch Kim',
      nameEn: 'Platinum',
      minPoints: 50_000,
      levelUpBonus: 2_000_000,
      weeklyBonus: 300_000,
      refundExtraPercent: 0.3,
      withdrawalDailyLimit: null,
      birthdayBonus: 500_000,
      withdrawalPriority: true,
    },
    {
      code: 'kim-cuong',
      name: 'Kim Cương',
      nameEn: 'Diamond',
      minPoints: 200_000,
      levelUpBonus: 8_000_000,
      weeklyBonus: 1_000_000,
      refundExtraPercent: 0.5,
      withdrawalDailyLimit: null,
      birthdayBonus: 1_000_000,
      withdrawalPriority: true,
    },
  ],
};
