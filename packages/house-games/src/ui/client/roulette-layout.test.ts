import { describe, expect, it } from 'vitest';
import { uprightCell } from './roulette-layout';

/** Expands "3 / span 2" or "7" into the grid lines it covers. */
function span(value: string): number[] {
  const m = /^(\d+)(?: \/ span (\d+))?$/.exec(value);
  if (!m) throw new Error(`not a placement: ${value}`);
  const start = Number(m[1]);
  return Array.from({ length: Number(m[2] ?? 1) }, (_, i) => start + i);
}

describe('uprightCell', () => {
  const ids = [
    'n0',
    ...Array.from({ length: 36 }, (_, i) => `n${i + 1}`),
    'col1',
    'col2',
    'col3',
    'dozen1',
    'dozen2',
    'dozen3',
    'low',
    'even',
    'red',
    'black',
    'odd',
    'high',
  ];

  it('should give every spot of the table its own cells, within a 5 x 14 grid', () => {
    const taken = new Map<string, string>();
    for (const id of ids) {
      const [col, row] = uprightCell(id);
      for (const c of span(col)) {
        for (const r of span(row)) {
          const key = `${c},${r}`;
          expect(taken.get(key), `${id} overlaps ${taken.get(key)}`).toBeUndefined();
          taken.set(key, id);
        }
      }
    }
    // 5 columns x 14 rows, less the corners left of zero and of the column bets.
    expect(taken.size).toBe(5 * 14 - 4);
  });

  it('should put the numbers in order, three to a row, and each column bet under its column', () => {
    expect(uprightCell('n1')).toEqual(['3', '2']);
    expect(uprightCell('n3')).toEqual(['5', '2']);
    expect(uprightCell('n34')).toEqual(['3', '13']);
    expect(uprightCell('col1')).toEqual(['3', '14']);
    expect(uprightCell('dozen3')).toEqual(['2', '10 / span 4']);
  });
});
