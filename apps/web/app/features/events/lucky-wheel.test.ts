import { describe, expect, it } from 'vitest';
import { targetRotation } from './lucky-wheel';

/** Which segment sits under the pointer (top) after rotating the wheel by `deg` clockwise. */
function segmentAtPointer(deg: number, count: number): number {
  const seg = 360 / count;
  const atTop = (((-deg % 360) + 360) % 360) / seg;
  return Math.floor(atTop);
}

describe('targetRotation', () => {
  it('should stop the wheel on the drawn segment, turning forward at least six times', () => {
    for (const count of [2, 5, 8, 12]) {
      let from = 0;
      for (let spin = 0; spin < 50; spin++) {
        const index = (spin * 7) % count;
        const jitter = ((spin % 11) - 5) / 10;
        const to = targetRotation(from, index, count, jitter);
        expect(to - from).toBeGreaterThanOrEqual(6 * 360);
        expect(to - from).toBeLessThan(7 * 360);
        expect(segmentAtPointer(to, count)).toBe(index);
        from = to;
      }
    }
  });
});
