import { DEALER_STANDS, PLAYER_MIN_STAND, XIDACH_PAYS } from './xidach';

/*
 * The exact RTP of Xì Dách under the stated strategy (draw until 16, then stand): every ordered
 * deal from a 52-card deck by card value (A, 2..9 four of each, sixteen ten-valued cards), each
 * weighted by its probability. Hands are kept as (sum with aces as 1, aces, cards) so that the
 * ~10^9 deals take seconds; the 1,000,000-round simulation checks the game's own code against it.
 */

/** Best total not over 21 (else the smallest): an ace adds 9, or 10 in a two-card hand. */
function best(base: number, aces: number, cards: number): number {
  let t = base;
  for (let i = 0; i < aces && t + 9 <= 21; i++) t += 9;
  if (cards === 2 && aces > 0 && t + 1 <= 21) t += 1;
  return t;
}

const NGU_LINH = 100;
const QUAC = -1;
/** An ordinary hand's points, NGU_LINH for five cards not over 21, QUAC over 21. */
const score = (base: number, aces: number, cards: number) => {
  const t = best(base, aces, cards);
  return t > 21 ? QUAC : cards === 5 ? NGU_LINH : t;
};

export function xiDachExactRtp(): number {
  const left = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16];
  let remaining = 52;
  let total = 0;
  let pScore = 0;

  const dealer = (base: number, aces: number, cards: number, p: number) => {
    if (cards < 5 && best(base, aces, cards) < DEALER_STANDS) {
      for (let r = 1; r <= 10; r++) {
        const n = left[r]!;
        if (n === 0) continue;
        const q = (p * n) / remaining;
        left[r] = n - 1;
        remaining--;
        dealer(base + r, aces + (r === 1 ? 1 : 0), cards + 1, q);
        remaining++;
        left[r] = n;
      }
      return;
    }
    const d = score(base, aces, cards);
    if (pScore > d) total += p * (pScore === NGU_LINH ? XIDACH_PAYS.ngulinh : XIDACH_PAYS.normal);
    else if (pScore === d) total += p;
  };
  const player = (base: number, aces: number, cards: number, p: number, d: [number, number]) => {
    const t = best(base, aces, cards);
    if (t > 21) return; // quắc loses
    if (cards < 5 && t < PLAYER_MIN_STAND) {
      for (let r = 1; r <= 10; r++) {
        const n = left[r]!;
        if (n === 0) continue;
        const q = (p * n) / remaining;
        left[r] = n - 1;
        remaining--;
        player(base + r, aces + (r === 1 ? 1 : 0), cards + 1, q, d);
        remaining++;
        left[r] = n;
      }
      return;
    }
    pScore = score(base, aces, cards);
    dealer(d[0] + d[1], (d[0] === 1 ? 1 : 0) + (d[1] === 1 ? 1 : 0), 2, p);
  };
  const kind2 = (a: number, b: number) =>
    a === 1 && b === 1 ? 2 : (a === 1 && b === 10) || (b === 1 && a === 10) ? 1 : 0;

  for (let p1 = 1; p1 <= 10; p1++)
    for (let d1 = 1; d1 <= 10; d1++)
      for (let p2 = 1; p2 <= 10; p2++)
        for (let d2 = 1; d2 <= 10; d2++) {
          const take = [p1, d1, p2, d2];
          let p = 1;
          for (const r of take) {
            p *= left[r]! / remaining;
            left[r]!--;
            remaining--;
          }
          if (p > 0) {
            const pk = kind2(p1, p2);
            const dk = kind2(d1, d2);
            if (pk > 0 || dk > 0) {
              if (pk > dk) total += p * (pk === 2 ? XIDACH_PAYS.xiban : XIDACH_PAYS.xidach);
              else if (pk === dk) total += p;
            } else {
              player(p1 + p2, (p1 === 1 ? 1 : 0) + (p2 === 1 ? 1 : 0), 2, p, [d1, d2]);
            }
          }
          for (const r of take) {
            left[r]!++;
            remaining++;
          }
        }
  return total;
}
