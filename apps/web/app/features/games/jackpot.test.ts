import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestPageContext } from '../../lib/guest-page';
import { ANIMATION_FROM, AnimatedAmount, countUpValue, loadJackpots, toJackpotGames, useJackpotStore } from './jackpot';
// the site's catalogues, as the page has them once i18next starts (decision 156): the toasts read them
import '../../i18n/instances.server';

describe('jackpot store', () => {
  const answers = new Map<string, { status: number; body: unknown }>();

  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'http://site.test' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        const a = answers.get(url.pathname) ?? {
          status: 404,
          body: { success: false, code: 'NOT_FOUND', message: 'x' },
        };
        return new Response(JSON.stringify(a.body), { status: a.status });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    answers.clear();
  });

  it('should drop entries without an id and read numeric strings', () => {
    expect(
      toJackpotGames([
        { id: 7, jackpot: 1500 },
        { jackpot: 99 },
        { id: null, jackpot: 1 },
        { id: '', jackpot: 1 },
        { id: '8', jackpot: '2500000' },
        { id: 9, jackpot: 'lots' },
      ]),
    ).toEqual([
      { id: '7', jackpot: 1500 },
      { id: '8', jackpot: 2_500_000 },
    ]);
  });

  it('should load the games and the abbreviated total', async () => {
    answers.set('/api/game/explode-jackpot', {
      status: 200,
      body: { success: true, data: { games: [{ id: 3, jackpot: 50_010_000, image: '/games/a.svg' }, { jackpot: 5 }] } },
    });
    answers.set('/api/game/jackpot', {
      status: 200,
      body: { success: true, data: { jackpot: 50_010_000, total: 1_250_000_001 } },
    });
    await loadJackpots();
    const s = useJackpotStore.getState();
    expect(s.jackpotGames).toEqual([{ id: '3', jackpot: 50_010_000 }]);
    expect(s.formattedTotalJackpot).toBe('1.26tỷ');
    expect(s.images.get('3')).toBe('/games/a.svg');
    expect([s.isLoading, s.error]).toEqual([false, null]);
  });

  it('should empty the list and keep the error message when loading fails', async () => {
    answers.set('/api/game/explode-jackpot', {
      status: 500,
      body: { success: false, statusCode: 500, code: 'INTERNAL_ERROR', message: 'Hệ thống bận' },
    });
    answers.set('/api/game/jackpot', { status: 200, body: { success: true, data: { total: 1 } } });
    await loadJackpots();
    const s = useJackpotStore.getState();
    expect(s.jackpotGames).toEqual([]);
    expect(s.byGame.size).toBe(0);
    expect(s.error).toBe('Hệ thống bận');
    expect(s.isLoading).toBe(false);
  });
});

describe('jackpot count-up', () => {
  it('should start at the start value and end exactly on the target, never overshooting', () => {
    const target = 50_123_456;
    expect(countUpValue(ANIMATION_FROM, target, 0)).toBe(ANIMATION_FROM);
    expect(countUpValue(ANIMATION_FROM, target, 10_000)).toBe(target);
    let last = ANIMATION_FROM;
    for (let t = 0; t <= 1_300; t += 50) {
      const v = countUpValue(ANIMATION_FROM, target, t);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(target);
      last = v;
    }
  });
});

describe(AnimatedAmount.name, () => {
  const html = (guestPage: boolean) =>
    renderToString(
      createElement(
        GuestPageContext.Provider,
        { value: guestPage },
        createElement(AnimatedAmount, { value: 50_000_000 }),
      ),
    );

  it("should show the pool itself in a guest's page HTML, which may stay unhydrated until the first interaction", () => {
    expect(html(true)).toContain('50,000,000');
  });

  it("should start a player's page at the count-up's start", () => {
    expect(html(false)).toContain('1,000,000');
    expect(html(false)).not.toContain('50,000,000');
  });
});
