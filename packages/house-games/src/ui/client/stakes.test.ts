import { describe, expect, it } from 'vitest';
import { doubledStakes } from './stakes';

describe(doubledStakes.name, () => {
  it('should double what is on the table', () => {
    const table = new Map([['tai', 50_000]]);
    expect(doubledStakes(table, new Map([['xiu', 10_000]]))).toEqual(new Map([['tai', 100_000]]));
  });

  it("should double the last round's stakes on a table cleared after the round", () => {
    const last = new Map([
      ['tai', 20_000],
      ['xiu', 0],
    ]);
    expect(doubledStakes(new Map(), last)).toEqual(new Map([['tai', 40_000]]));
    expect(doubledStakes(new Map(), new Map())).toEqual(new Map());
  });
});
