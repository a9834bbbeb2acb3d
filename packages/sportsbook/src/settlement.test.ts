import { describe, expect, it } from 'vitest';
import type { Selection } from './markets';
import { decidedAt, legOutcome, type MatchOutcome } from './settlement';

const sel = (market: Selection['market'], pick: string, line: number | null = null): Selection => ({
  market,
  line,
  pick,
});
const outcome = (o: Partial<MatchOutcome>): MatchOutcome => ({
  status: 'finished',
  home: 0,
  away: 0,
  htHome: null,
  htAway: null,
  ...o,
});

describe('legOutcome', () => {
  it('should decide a selection only when no further goal could change it', () => {
    expect(decidedAt(sel('ou', 'over', 2.5), 2, 1)).toBe('win');
    expect(decidedAt(sel('ou', 'under', 2.5), 2, 1)).toBe('lose');
    // over 2.75 at three goals is a half-win that a fourth goal would make a win
    expect(decidedAt(sel('ou', 'over', 2.75), 2, 1)).toBeNull();
    expect(decidedAt(sel('ou', 'over', 2.75), 3, 1)).toBe('win');
    expect(decidedAt(sel('ou', 'over', 2.5), 1, 1)).toBeNull();
    expect(decidedAt(sel('btts', 'yes'), 1, 1)).toBe('win');
    expect(decidedAt(sel('btts', 'no'), 1, 0)).toBeNull();
    expect(decidedAt(sel('cs', '1-0'), 2, 0)).toBe('lose');
    expect(decidedAt(sel('cs', 'other'), 5, 0)).toBe('win');
    expect(decidedAt(sel('1x2', 'home'), 6, 0)).toBeNull();
    expect(decidedAt(sel('ah', 'home', -0.5), 6, 0)).toBeNull();
  });

  it('should wait for a missing half-time score, void first halves of awarded matches, and void what was never played', () => {
    const ft = outcome({ home: 2, away: 1 });
    expect(legOutcome(sel('1x2', 'home'), ft)).toBe('win');
    expect(legOutcome(sel('ht1x2', 'home'), ft)).toBeNull();
    expect(legOutcome(sel('ht1x2', 'home'), { ...ft, htHome: 0, htAway: 0 })).toBe('lose');
    const awarded = outcome({ status: 'awarded', home: 3, away: 0 });
    expect(legOutcome(sel('1x2', 'home'), awarded)).toBe('win');
    expect(legOutcome(sel('htou', 'under', 0.5), awarded)).toBe('void');
    expect(legOutcome(sel('1x2', 'home'), outcome({ status: 'void' }))).toBe('void');
  });

  it('should settle an abandoned match on what it had decided: the first half once completed', () => {
    const at30 = outcome({ status: 'abandoned', home: 1, away: 0 });
    expect(legOutcome(sel('ht1x2', 'home'), at30)).toBe('void');
    expect(legOutcome(sel('htou', 'over', 0.5), at30)).toBe('win');
    expect(legOutcome(sel('ou', 'over', 2.5), at30)).toBe('void');
    const at60 = outcome({ status: 'abandoned', home: 1, away: 1, htHome: 1, htAway: 0 });
    expect(legOutcome(sel('ht1x2', 'home'), at60)).toBe('win');
    expect(legOutcome(sel('htah', 'away', -0.25), at60)).toBe('lose');
    expect(legOutcome(sel('btts', 'yes'), at60)).toBe('win');
    expect(legOutcome(sel('1x2', 'draw'), at60)).toBe('void');
  });
});
