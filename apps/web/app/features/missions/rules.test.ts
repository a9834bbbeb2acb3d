import type { TMission } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { tFor } from '../../i18n/instances.server';
import { actionOf, conditionText, missionBlock, missionTotals, progressPercent, progressText } from './rules';

const mission = (over: Partial<TMission>): TMission => ({
  id: 1,
  code: 'm',
  title: 'M',
  description: '',
  type: 'DAILY',
  conditionType: 'DAILY_CHECK_IN',
  category: 'check_in',
  target: 1,
  progress: 0,
  reward: 2_000,
  status: 'NOT_STARTED',
  requiresAccept: false,
  featured: false,
  startsAt: null,
  endsAt: null,
  ...over,
});

describe('mission rules', () => {
  it('should word each condition from its type and target', () => {
    const vi = tFor('vi');
    expect(conditionText(mission({}), vi)).toBe('Điểm danh 1 lần trong ngày');
    expect(conditionText(mission({ conditionType: 'DEPOSIT_AMOUNT', target: 500_000 }), vi)).toBe(
      'Một lần nạp từ 500,000 VND trong ngày',
    );
    expect(conditionText(mission({ type: 'PERIOD', conditionType: 'TOTAL_BET_AMOUNT', target: 20_000_000 }), vi)).toBe(
      'Tổng cược có kết quả đạt 20,000,000 VND',
    );
    const en = tFor('en');
    expect(conditionText(mission({ conditionType: 'DEPOSIT_AMOUNT', target: 500_000 }), en)).toBe(
      'A single deposit of 500,000 VND or more in a day',
    );
  });

  it('should show the server progress and cap the bar at 100%', () => {
    const m = mission({
      conditionType: 'TOTAL_BET_AMOUNT',
      target: 1_000_000,
      progress: 250_000,
      status: 'IN_PROGRESS',
    });
    expect(progressText(m)).toBe('250,000 / 1,000,000');
    expect(progressPercent(m)).toBe(25);
    expect(progressPercent({ ...m, progress: 5_000_000 })).toBe(100);
    expect(progressPercent({ ...m, progress: 0, status: 'COMPLETED_REWARDED' })).toBe(100);
  });

  it('should offer accept, claim or a way to progress by status, and log-in to guests', () => {
    expect(actionOf(mission({ status: 'NOT_ACCEPTED', category: 'deposit' }), true)).toBe('accept');
    expect(actionOf(mission({ status: 'COMPLETED' }), true)).toBe('claim');
    expect(actionOf(mission({ status: 'COMPLETED_REWARDED' }), true)).toBe('claimed');
    expect(actionOf(mission({ status: 'NOT_STARTED' }), true)).toBe('checkIn');
    expect(actionOf(mission({ status: 'IN_PROGRESS', category: 'stake' }), true)).toBe('play');
    expect(actionOf(mission({ status: 'IN_PROGRESS', category: 'deposit' }), true)).toBe('deposit');
    expect(actionOf(mission({ status: 'EXPIRED' }), true)).toBe('expired');
    expect(actionOf(mission({ status: 'NOT_ACCEPTED' }), false)).toBe('login');
  });

  it('should total the rewards on offer, waiting and received, leaving expired missions out', () => {
    const totals = missionTotals([
      mission({ reward: 2_000, status: 'COMPLETED' }),
      mission({ reward: 10_000, status: 'COMPLETED_REWARDED' }),
      mission({ reward: 7_000, status: 'EXPIRED' }),
      mission({ type: 'PERIOD', reward: 50_000, status: 'IN_PROGRESS' }),
    ]);
    expect(totals).toEqual({
      daily: { count: 2, reward: 12_000 },
      accumulated: { count: 1, reward: 50_000 },
      claimable: { count: 1, reward: 2_000 },
      received: { count: 1, reward: 10_000 },
    });
  });

  it('should require the first deposit, then the phone, as configured (default: both)', () => {
    const fresh = { isFirstDeposit: false, isVerifyPhone: false };
    expect(missionBlock(null, {})).toBeNull();
    expect(missionBlock(fresh, {})).toBe('MISSION_MUST_DEPOSIT');
    expect(missionBlock({ ...fresh, isFirstDeposit: true }, {})).toBe('MISSION_MUST_VERIFY_PHONE');
    expect(missionBlock(fresh, { MISSION_REQUIRE_FIRST_DEPOSIT: false })).toBe('MISSION_MUST_VERIFY_PHONE');
    expect(
      missionBlock(fresh, { MISSION_REQUIRE_FIRST_DEPOSIT: false, MISSION_REQUIRE_PHONE_VERIFICATION: false }),
    ).toBeNull();
    expect(missionBlock({ isFirstDeposit: true, isVerifyPhone: true }, {})).toBeNull();
  });
});
