import { describe, expect, it } from 'vitest';
import { roundLabel } from './round-label';

describe(roundLabel.name, () => {
  it('should show a UUID round by its first group and a short round id whole', () => {
    expect(roundLabel('3f2a9c1e-7b44-4d0e-9a51-0c9e2b7d8f10')).toBe('3F2A9C1E');
    expect(roundLabel('r-20261126-42')).toBe('r-20261126-42');
    expect(roundLabel('1234567')).toBe('1234567');
  });

  it("should tell apart a provider's long tickets that share their first characters, by their end", () => {
    // the SABA sandbox's refIds and a BTI-like counter: the same first eight characters all day
    const saba = ['S17964672530114165142582', 'S1796467252979800148030'];
    const bti = ['1000001234567890123', '1000001234567890124'];
    const labels = [...saba, ...bti].map(roundLabel);
    expect(labels).toEqual(['…114165142582', '…979800148030', '…234567890123', '…234567890124']);
    expect(new Set(labels).size).toBe(4);
    expect(roundLabel('1234567890123456')).toBe('1234567890123456');
  });

  it('should name the draw of a lottery ticket (draw code / ticket) by its code', () => {
    expect(roundLabel('MEGA-20261127-180000/3f2a9c1e-7b44-4d0e-9a51-0c9e2b7d8f10')).toBe(
      'MEGA-20261127-180000/3F2A9C1E',
    );
    expect(roundLabel('MN-HCM-20261130/3f2a9c1e-7b44-4d0e-9a51-0c9e2b7d8f10')).toBe('MN-HCM-20261130/3F2A9C1E');
  });
});
