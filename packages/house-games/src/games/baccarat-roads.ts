import type { BaccaratWinner } from './baccarat';

/**
 * The scoreboards ("roads", cầu) baccarat players read, computed from a table's results in
 * order. Layout follows the usual casino boards: 6 rows, columns left to right.
 */
export const ROAD_ROWS = 6;

export interface RoadResult {
  winner: BaccaratWinner;
  playerPair?: boolean;
  bankerPair?: boolean;
  /** the winning total, shown in the bead plate */
  total?: number;
}

export interface BeadCell {
  col: number;
  row: number;
  result: RoadResult;
}

/** Bead plate: every coup in order, filling each column top to bottom. */
export function beadPlate(results: RoadResult[]): BeadCell[] {
  return results.map((result, i) => ({ col: Math.floor(i / ROAD_ROWS), row: i % ROAD_ROWS, result }));
}

export interface PlacedCell<T> {
  col: number;
  row: number;
  value: T;
}

/**
 * Lays runs out as a big road: a run goes down its column; at the bottom, or when the cell below
 * is taken, it turns right along its row (the "dragon tail"). Each new run starts in the column
 * after the previous run's first column.
 */
export function layRuns<T>(values: T[], same: (a: T, b: T) => boolean): PlacedCell<T>[] {
  const taken = new Set<string>();
  const key = (c: number, r: number) => `${c}:${r}`;
  const cells: PlacedCell<T>[] = [];
  let runStart = -1;
  let col = 0;
  let row = 0;
  values.forEach((value, i) => {
    if (i === 0 || !same(values[i - 1]!, value)) {
      runStart++;
      col = runStart;
      row = 0;
      // a tail from an earlier run can reach into this column's top row
      while (taken.has(key(col, row))) col++;
    } else if (row + 1 < ROAD_ROWS && !taken.has(key(col, row + 1))) {
      row++;
    } else {
      col++;
    }
    taken.add(key(col, row));
    cells.push({ col, row, value });
  });
  return cells;
}

export interface BigRoadEntry {
  winner: 'player' | 'banker';
  /** ties dealt right after this coup (shown as a green line through the circle) */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
}

/**
 * Big road entries: one per player or banker win, ties counted on the entry before them (ties
 * before the first win are counted on the first win).
 */
export function bigRoadEntries(results: RoadResult[]): BigRoadEntry[] {
  const entries: BigRoadEntry[] = [];
  let leadingTies = 0;
  for (const r of results) {
    if (r.winner === 'tie') {
      const last = entries.at(-1);
      if (last) last.ties++;
      else leadingTies++;
      continue;
    }
    entries.push({
      winner: r.winner,
      ties: entries.length === 0 ? leadingTies : 0,
      playerPair: r.playerPair ?? false,
      bankerPair: r.bankerPair ?? false,
    });
  }
  return entries;
}

export function bigRoad(results: RoadResult[]): PlacedCell<BigRoadEntry>[] {
  return layRuns(bigRoadEntries(results), (a, b) => a.winner === b.winner);
}

export type DerivedColour = 'red' | 'blue';

/**
 * A derived road (big eye boy k=1, small road k=2, cockroach pig k=3) from the big road's logical
 * columns (runs). Each big road entry from the start point on gives one mark:
 *  - first entry of a column: red if the two columns before it (1 and 1+k back) are equally
 *    long, blue otherwise;
 *  - any other entry at row r: compare with the column k back: blue if that column ended exactly
 *    at row r - 1 (its length is r), red otherwise.
 * It starts at the big road's entry at column k row 1, or column k+1 row 0 if that comes first.
 */
export function derivedMarks(results: RoadResult[], k: 1 | 2 | 3): DerivedColour[] {
  const runs: number[] = [];
  const positions: [number, number][] = [];
  let prev: string | null = null;
  for (const e of bigRoadEntries(results)) {
    if (e.winner !== prev) runs.push(0);
    prev = e.winner;
    const c = runs.length - 1;
    positions.push([c, runs[c]!]);
    runs[c]!++;
  }
  const marks: DerivedColour[] = [];
  for (const [c, r] of positions) {
    if (r === 0) {
      if (c < k + 1) continue;
      marks.push(runs[c - 1] === runs[c - 1 - k] ? 'red' : 'blue');
    } else {
      if (c < k) continue;
      marks.push(runs[c - k] === r ? 'blue' : 'red');
    }
  }
  return marks;
}

export function derivedRoad(results: RoadResult[], k: 1 | 2 | 3): PlacedCell<DerivedColour>[] {
  return layRuns(derivedMarks(results, k), (a, b) => a === b);
}
