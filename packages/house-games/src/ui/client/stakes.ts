/** Stakes on a board's spots, in VND per spot id. */
export type Stakes = ReadonlyMap<string, number>;

/**
 * "x2": the stakes on the table doubled; on a table cleared after a round, the last round's
 * stakes doubled (what a player means by tapping x2 right after a round).
 */
export function doubledStakes(onTable: Stakes, lastRound: Stakes): Map<string, number> {
  const total = [...onTable.values()].reduce((s, v) => s + v, 0);
  const source = total > 0 ? onTable : lastRound;
  return new Map([...source].filter(([, v]) => v > 0).map(([k, v]) => [k, v * 2]));
}
