import { describe, expect, it } from 'vitest';
import { NAV } from '../pages/layout';
import { activeItem } from './nav';

describe(activeItem.name, () => {
  it('should light only the table-limits item on its screen, not the games item whose path is a prefix', () => {
    expect(activeItem('/admin/tro-choi/gioi-han-ban', NAV)).toBe('/admin/tro-choi/gioi-han-ban');
    expect(activeItem('/admin/tro-choi', NAV)).toBe('/admin/tro-choi');
    expect(activeItem('/admin/tro-choi/', NAV)).toBe('/admin/tro-choi');
  });

  it('should light exactly one item for every menu path, and the parent for a screen below it', () => {
    for (const n of NAV) expect(activeItem(n.to, NAV)).toBe(n.to);
    expect(activeItem('/admin/nguoi-choi/42', NAV)).toBe('/admin/nguoi-choi');
    expect(activeItem('/admin/khuyen-mai-cu', NAV)).toBeNull();
    expect(activeItem('/admin/khong-co', NAV)).toBeNull();
  });
});
