import { describe, expect, it } from 'vitest';
import { money } from './dom';
import { limitsText, roundProblem, spotOverProblem, spotsProblem } from './limits-view';

const L = { spotMin: 5_000, spotMax: 100_000, roundMin: 10_000, roundMax: 150_000 };

describe(spotsProblem.name, () => {
  it("should say which of the table's limits the board's stakes break, as the server does", () => {
    expect(spotsProblem(L, [5_000, 100_000])).toBeNull();
    expect(spotsProblem(L, [4_000])).toBe(`Mức cược mỗi cửa tối thiểu là ${money(5_000)}`);
    expect(spotsProblem(L, [5_000, 101_000])).toBe(`Mức cược mỗi cửa tối đa là ${money(100_000)}`);
    expect(spotOverProblem(L, 100_000)).toBeNull();
    expect(spotOverProblem(L, 105_000)).toBe(`Mức cược mỗi cửa tối đa là ${money(100_000)}`);
    expect(roundProblem(L, 9_000)).toBe(`Tổng cược mỗi ván tối thiểu là ${money(10_000)}`);
    expect(roundProblem(L, 151_000)).toBe(`Tổng cược mỗi ván tối đa là ${money(150_000)}`);
    expect(roundProblem(L, 150_000)).toBeNull();
  });

  it('should let every stake through until the limits are loaded', () => {
    expect(spotsProblem(null, [1_000_000_000])).toBeNull();
    expect(roundProblem(null, 1)).toBeNull();
    expect(limitsText(undefined)).toBe('');
    expect(limitsText(L)).toBe(
      `Giới hạn mỗi cửa: ${money(5_000)} – ${money(100_000)} · Mỗi ván: ${money(10_000)} – ${money(150_000)}`,
    );
  });
});
