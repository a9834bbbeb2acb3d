import { describe, expect, it } from 'vitest';
import { shellVisibility } from './shell';

describe('shellVisibility', () => {
  it('should show everything on ordinary pages', () => {
    for (const path of ['/', '/live-casino', '/the-thao', '/lo-de', '/khuyen-mai/khuyen-mai-100', '/tin-tuc/']) {
      expect(shellVisibility(path), path).toEqual({
        headerTitles: true,
        miniGame: true,
        giftButton: true,
        jackpotButton: true,
      });
    }
  });

  it('should hide gift and jackpot buttons on sports and lottery sub-routes', () => {
    for (const path of ['/the-thao/k-sport', '/the-thao/the-thao-ao-pp/', '/lo-de/mega645']) {
      const v = shellVisibility(path);
      expect([v.giftButton, v.jackpotButton], path).toEqual([false, false]);
      expect(v.headerTitles, path).toBe(true);
    }
    expect(shellVisibility('/the-thao-khac').giftButton).toBe(true);
  });

  it('should hide header titles, mini-game, gift and jackpot on install-app and maintenance', () => {
    for (const path of ['/install-app', '/install-app/ios', '/maintenance']) {
      expect(shellVisibility(path), path).toEqual({
        headerTitles: false,
        miniGame: false,
        giftButton: false,
        jackpotButton: false,
      });
    }
  });
});
