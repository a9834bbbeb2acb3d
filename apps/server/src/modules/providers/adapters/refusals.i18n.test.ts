import { describe, expect, it } from 'vitest';
import { leaves, placeholders } from '../../../../../../scripts/i18n-text-check';
import { refusalsEn, refusalsVi, stakeReasons } from './refusals.i18n';

/** The reasons SABA and BTI show a player (decision 180): both languages alike, the Vietnamese as before. */
describe('stake refusal reasons', () => {
  it('should have the same keys and placeholders in both languages, none empty', () => {
    const vi = leaves(refusalsVi);
    const en = leaves(refusalsEn);
    expect([...en.keys()].sort()).toEqual([...vi.keys()].sort());
    for (const [key, text] of [...vi, ...en]) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of vi) expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('should name the protocol the player opens again, in their language', () => {
    expect(stakeReasons('saba').session).toBe('Phiên chơi đã kết thúc, vui lòng mở lại SABA từ trang của chúng tôi.');
    expect(stakeReasons('bti', 'en').session).toBe('Your game session has ended, please open BTI again from our site.');
    expect(stakeReasons('saba', 'en').funds).toBe('Your balance is not enough for this stake.');
  });
});
