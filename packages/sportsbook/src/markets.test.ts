import { describe, expect, it } from 'vitest';
import {
  combinedOdds,
  isValidSelection,
  type LegResult,
  type MatchResult,
  payout,
  potentialWin,
  type Selection,
  settleSelection,
} from './markets';

const ft = (home: number, away: number, htHome = 0, htAway = 0): MatchResult => ({
  status: 'finished',
  home,
  away,
  htHome,
  htAway,
});
const sel = (market: Selection['market'], line: number | null, pick: string): Selection => ({ market, line, pick });
const settle = (s: Selection, r: MatchResult) => settleSelection(s, r);

describe('settleSelection', () => {
  it('should settle 1X2 on the full-time score and first-half 1X2 on the half-time score', () => {
    expect(settle(sel('1x2', null, 'home'), ft(2, 1))).toBe('win');
    expect(settle(sel('1x2', null, 'draw'), ft(2, 1))).toBe('lose');
    expect(settle(sel('1x2', null, 'draw'), ft(1, 1))).toBe('win');
    expect(settle(sel('1x2', null, 'away'), ft(0, 3))).toBe('win');
    // 2-1 at full time but 0-1 at half-time
    expect(settle(sel('ht1x2', null, 'away'), ft(2, 1, 0, 1))).toBe('win');
    expect(settle(sel('ht1x2', null, 'home'), ft(2, 1, 0, 1))).toBe('lose');
  });

  it('should settle whole and half Asian handicap lines', () => {
    // home -1 (chấp 1 trái): win by 2 wins, by 1 is a push, draw loses
    expect(settle(sel('ah', -1, 'home'), ft(3, 1))).toBe('win');
    expect(settle(sel('ah', -1, 'home'), ft(2, 1))).toBe('push');
    expect(settle(sel('ah', -1, 'away'), ft(2, 1))).toBe('push');
    expect(settle(sel('ah', -1, 'away'), ft(1, 1))).toBe('win');
    // home -0.5: any home win
    expect(settle(sel('ah', -0.5, 'home'), ft(1, 0))).toBe('win');
    expect(settle(sel('ah', -0.5, 'home'), ft(0, 0))).toBe('lose');
    expect(settle(sel('ah', -0.5, 'away'), ft(0, 0))).toBe('win');
    // level ball (đồng banh): a draw is a push
    expect(settle(sel('ah', 0, 'home'), ft(1, 1))).toBe('push');
    // home receives +1.5
    expect(settle(sel('ah', 1.5, 'home'), ft(0, 1))).toBe('win');
    expect(settle(sel('ah', 1.5, 'away'), ft(0, 2))).toBe('win');
  });

  it('should give half-wins and half-losses on quarter handicap lines', () => {
    // home -0.25 (đồng nửa trái) = half on 0, half on -0.5
    expect(settle(sel('ah', -0.25, 'home'), ft(0, 0))).toBe('half_lose');
    expect(settle(sel('ah', -0.25, 'away'), ft(0, 0))).toBe('half_win');
    expect(settle(sel('ah', -0.25, 'home'), ft(1, 0))).toBe('win');
    // home -0.75 (nửa một) = half on -0.5, half on -1
    expect(settle(sel('ah', -0.75, 'home'), ft(1, 0))).toBe('half_win');
    expect(settle(sel('ah', -0.75, 'away'), ft(1, 0))).toBe('half_lose');
    expect(settle(sel('ah', -0.75, 'home'), ft(2, 0))).toBe('win');
    expect(settle(sel('ah', -0.75, 'home'), ft(1, 1))).toBe('lose');
    // home -1.25 = half on -1, half on -1.5: winning by one is a half-loss
    expect(settle(sel('ah', -1.25, 'home'), ft(2, 1))).toBe('half_lose');
    expect(settle(sel('ah', -1.25, 'away'), ft(2, 1))).toBe('half_win');
    // home +0.25 receiving: a draw is a half-win for home
    expect(settle(sel('ah', 0.25, 'home'), ft(2, 2))).toBe('half_win');
    expect(settle(sel('ah', 0.25, 'away'), ft(2, 2))).toBe('half_lose');
    // first-half handicap on the half-time score
    expect(settle(sel('htah', -0.25, 'home'), ft(0, 3, 1, 1))).toBe('half_lose');
  });

  it('should settle over/under including quarter totals', () => {
    expect(settle(sel('ou', 2.5, 'over'), ft(2, 1))).toBe('win');
    expect(settle(sel('ou', 2.5, 'under'), ft(2, 1))).toBe('lose');
    expect(settle(sel('ou', 3, 'over'), ft(2, 1))).toBe('push');
    expect(settle(sel('ou', 3, 'under'), ft(2, 1))).toBe('push');
    // 2.25 = half on 2, half on 2.5: two goals
    expect(settle(sel('ou', 2.25, 'over'), ft(1, 1))).toBe('half_lose');
    expect(settle(sel('ou', 2.25, 'under'), ft(1, 1))).toBe('half_win');
    expect(settle(sel('ou', 2.25, 'over'), ft(2, 1))).toBe('win');
    // 2.75 = half on 2.5, half on 3: three goals
    expect(settle(sel('ou', 2.75, 'over'), ft(2, 1))).toBe('half_win');
    expect(settle(sel('ou', 2.75, 'under'), ft(2, 1))).toBe('half_lose');
    expect(settle(sel('ou', 2.75, 'under'), ft(1, 1))).toBe('win');
    // first half: 1-0 at the break against 0.75 = half on 0.5, half on 1
    expect(settle(sel('htou', 0.75, 'over'), ft(3, 0, 1, 0))).toBe('half_win');
    expect(settle(sel('htou', 0.75, 'under'), ft(3, 0, 1, 0))).toBe('half_lose');
  });

  it('should settle both teams to score and correct score, "other" catching unlisted scores', () => {
    expect(settle(sel('btts', null, 'yes'), ft(1, 1))).toBe('win');
    expect(settle(sel('btts', null, 'yes'), ft(3, 0))).toBe('lose');
    expect(settle(sel('btts', null, 'no'), ft(3, 0))).toBe('win');
    expect(settle(sel('cs', null, '2-1'), ft(2, 1))).toBe('win');
    expect(settle(sel('cs', null, '1-2'), ft(2, 1))).toBe('lose');
    expect(settle(sel('cs', null, 'other'), ft(2, 1))).toBe('lose');
    expect(settle(sel('cs', null, 'other'), ft(5, 0))).toBe('win');
  });

  it('should void every market of a postponed or abandoned match', () => {
    const abandoned: MatchResult = { status: 'abandoned', home: 3, away: 0, htHome: 2, htAway: 0 };
    const postponed: MatchResult = { status: 'postponed', home: 0, away: 0, htHome: 0, htAway: 0 };
    for (const s of [
      sel('1x2', null, 'home'),
      sel('ah', -0.75, 'home'),
      sel('ou', 2.5, 'over'),
      sel('cs', null, '3-0'),
    ]) {
      expect(settle(s, abandoned)).toBe('void');
      expect(settle(s, postponed)).toBe('void');
    }
  });

  it('should refuse lines that are not quarter goals and picks a market does not have', () => {
    expect(isValidSelection(sel('ah', -0.75, 'home'))).toBe(true);
    expect(isValidSelection(sel('ah', -0.7, 'home'))).toBe(false);
    expect(isValidSelection(sel('ou', -1, 'over'))).toBe(false);
    expect(isValidSelection(sel('1x2', 0.5, 'home'))).toBe(false);
    expect(isValidSelection(sel('1x2', null, 'over'))).toBe(false);
    expect(isValidSelection(sel('cs', null, '9-9'))).toBe(false);
  });
});

describe('payout', () => {
  const leg = (result: LegResult, odds: number) => ({ result, odds });

  it('should pay singles by their result: full, half-win, push, half-loss and loss', () => {
    // 100,000 at 1.95
    expect(payout(100_000, [leg('win', 1950)])).toBe(195_000);
    // half at 1.95 (97,500) + half back (50,000)
    expect(payout(100_000, [leg('half_win', 1950)])).toBe(147_500);
    expect(payout(100_000, [leg('push', 1950)])).toBe(100_000);
    expect(payout(100_000, [leg('void', 1950)])).toBe(100_000);
    expect(payout(100_000, [leg('half_lose', 1950)])).toBe(50_000);
    expect(payout(100_000, [leg('lose', 1950)])).toBe(0);
    // rounding is down to the đồng: 10,001 x 1.87 = 18,701.87
    expect(payout(10_001, [leg('win', 1870)])).toBe(18_701);
  });

  it('should multiply parlay legs, counting void and push legs as 1.00 and half results as their factor', () => {
    // 10,000 x 2.00 x 1.90 = 38,000
    expect(payout(10_000, [leg('win', 2000), leg('win', 1900)])).toBe(38_000);
    // a void leg drops out: 10,000 x 2.00 x 1.00 = 20,000
    expect(payout(10_000, [leg('win', 2000), leg('void', 1900)])).toBe(20_000);
    // half-win leg at 1.90 counts 1.45: 10,000 x 2.00 x 1.45 = 29,000
    expect(payout(10_000, [leg('win', 2000), leg('half_win', 1900)])).toBe(29_000);
    // half-loss leg counts 0.5: 10,000 x 2.00 x 0.5 = 10,000
    expect(payout(10_000, [leg('win', 2000), leg('half_lose', 1900)])).toBe(10_000);
    // one lost leg loses the parlay
    expect(payout(10_000, [leg('win', 2000), leg('lose', 1900), leg('win', 3000)])).toBe(0);
    // every leg void: the stake comes back
    expect(payout(10_000, [leg('void', 2000), leg('void', 1900)])).toBe(10_000);
  });

  it('should stay exact for ten legs of large odds', () => {
    const legs = Array.from({ length: 10 }, () => leg('half_win', 1990));
    // (1.99 + 1) / 2 = 1.495; 1.495^10 = 55.80… ; 1,000 x that, rounded down
    expect(payout(1_000, legs)).toBe(Math.floor(1_000 * 1.495 ** 10));
    expect(potentialWin(1_000, [2000, 2000, 2000])).toBe(8_000);
    expect(combinedOdds([1950, 1870])).toBe(3646);
  });
});
