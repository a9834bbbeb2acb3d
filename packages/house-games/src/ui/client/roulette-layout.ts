const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'];

/**
 * Where a roulette spot goes on the upright table used on phones (house.css): zero on top, the
 * numbers in three columns of twelve rows, column bets under them, dozens and even-money bets
 * down the left side. Returns [grid-column, grid-row].
 */
export function uprightCell(id: string): [string, string] {
  if (id === 'n0') return ['3 / span 3', '1'];
  const n = /^n(\d+)$/.exec(id);
  if (n) {
    const v = Number(n[1]);
    return [String(((v - 1) % 3) + 3), String(Math.ceil(v / 3) + 1)];
  }
  const col = /^col(\d)$/.exec(id);
  if (col) return [String(Number(col[1]) + 2), '14'];
  const dozen = /^dozen(\d)$/.exec(id);
  if (dozen) return ['2', `${(Number(dozen[1]) - 1) * 4 + 2} / span 4`];
  const even = EVEN_MONEY.indexOf(id);
  if (even >= 0) return ['1', `${even * 2 + 2} / span 2`];
  return ['auto', 'auto'];
}
