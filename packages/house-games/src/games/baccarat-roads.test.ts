import { describe, expect, it } from 'vitest';
import type { BaccaratWinner } from './baccarat';
import { beadPlate, bigRoad, bigRoadEntries, derivedMarks, derivedRoad, layRuns } from './baccarat-roads';

const seq = (s: string) =>
  [...s].map((ch) => ({
    winner: ({ B: 'banker', P: 'player', T: 'tie' } as const)[ch as 'B' | 'P' | 'T'] as BaccaratWinner,
  }));

describe('Baccarat roads', () => {
  it('should fill the bead plate column by column, six rows each, ties included', () => {
    const cells = beadPlate(seq('BPTBBPB'));
    expect(cells.map((c) => [c.col, c.row])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 0],
    ]);
    expect(cells[2]!.result.winner).toBe('tie');
  });

  it('should put ties on the big road entry before them, and leading ties on the first entry', () => {
    const entries = bigRoadEntries(seq('TTBPTTTB'));
    expect(entries.map((e) => [e.winner, e.ties])).toEqual([
      ['banker', 2],
      ['player', 3],
      ['banker', 0],
    ]);
  });

  it('should turn a long run right at the bottom (dragon tail) and start the next run beside the first cell', () => {
    const cells = bigRoad(seq('BBBBBBBPPB'));
    expect(cells.map((c) => [c.col, c.row])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 5],
      [1, 0],
      [1, 1],
      [2, 0],
    ]);
  });

  it('should turn a run right early when a dragon tail blocks the cell below', () => {
    // six B, a tail into column 1 and 2 at row 5; then P five times down column 1 stops at row 4
    const cells = layRuns([...'BBBBBBBBPPPPPP'], (a, b) => a === b);
    expect(cells.slice(8).map((c) => [c.col, c.row])).toEqual([
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 4],
    ]);
  });

  it('should derive big eye boy, small road and cockroach pig marks from the big road columns', () => {
    // big road columns: BB | PPP | B | P | BB
    const results = seq('BBPPPBPBB');
    expect(derivedMarks(results, 1)).toEqual(['red', 'blue', 'blue', 'blue', 'red', 'blue']);
    expect(derivedMarks(results, 2)).toEqual(['blue', 'blue', 'blue']);
    expect(derivedMarks(results, 3)).toEqual(['blue', 'red']);
  });

  it('should ignore ties in the derived roads and lay the marks out as runs', () => {
    expect(derivedMarks(seq('BTBPTPPBTPBB'), 1)).toEqual(derivedMarks(seq('BBPPPBPBB'), 1));
    const road = derivedRoad(seq('BBPPPBPBB'), 1);
    expect(road.map((c) => [c.col, c.row, c.value])).toEqual([
      [0, 0, 'red'],
      [1, 0, 'blue'],
      [1, 1, 'blue'],
      [1, 2, 'blue'],
      [2, 0, 'red'],
      [3, 0, 'blue'],
    ]);
  });

  it('should give a perfectly alternating shoe an all-red big eye boy (each column as long as the one before)', () => {
    expect(derivedMarks(seq('BPBPBPBP'), 1)).toEqual(['red', 'red', 'red', 'red', 'red', 'red']);
  });
});
