import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, type GamesTestApp } from '../providers/providers.test-support';
import { siteCatalogue } from './games.site';

describe(siteCatalogue.name, () => {
  let t: GamesTestApp;
  let site: ReturnType<typeof siteCatalogue>;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    site = siteCatalogue(t.app.services.games);
  });
  afterAll(() => t.close());

  it('should give a lobby the games of its category and a sub-page only its own', async () => {
    const portal = await site.list({ category: 'cong-game', page: 1, perPage: 24 });
    const titles = portal.items.map((g) => g.title);
    expect(titles).toEqual(expect.arrayContaining(['Thần Tài 5 Cuộn', 'Keno']));
    expect(titles).not.toContain('K Sport');

    const slots = await site.list({ category: 'cong-game', type: 'no-hu', page: 1, perPage: 24 });
    expect(slots.items.length).toBeGreaterThan(0);
    expect(slots.total).toBe(slots.items.length);
    const slot = slots.items.find((g) => g.partnerGameId === 'slot');
    // The site's card shape: string ids, a jackpot only for jackpot games, no stream without ids.
    expect(slot).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      partnerName: 'Sảnh kiểm chứng',
      isFavorite: false,
    });
    expect(slot?.jackpot).toBeGreaterThan(0);
    expect(slot?.streamInfo).toBeNull();
    const keno = (await site.list({ category: 'cong-game', type: 'keno', page: 1, perPage: 24 })).items;
    expect(keno.every((g) => g.jackpot === null)).toBe(true);
  });

  it('should page by the size the site asks for and report the full total', async () => {
    const all = await site.list({ category: 'cong-game', page: 1, perPage: 96 });
    const first = await site.list({ category: 'cong-game', page: 1, perPage: 12 });
    expect(first.items).toHaveLength(Math.min(12, all.total));
    expect(first.total).toBe(all.total);
  });

  it('should find games by search and return nothing for an unknown partner', async () => {
    const found = await site.list({ category: 'live-casino', search: 'tai xiu', page: 1, perPage: 24 });
    expect(found.items.map((g) => g.title)).toContain('Tài Xỉu');
    const none = await site.list({ category: 'live-casino', partner: 'no-such-partner', page: 1, perPage: 24 });
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('should list only enabled partners that have games in the lobby', async () => {
    const live = await site.partners('live-casino');
    expect(live).toContainEqual({ slug: 'house', name: 'Sảnh kiểm chứng' });
    // Connected to its sandbox on a fresh machine (decision 132): a lobby page of its own.
    expect(live).toContainEqual({ slug: 'sexy', name: 'AE Sexy' });
    // Seeded with their provider switched off: no lobby page for them.
    expect(live.map((p) => p.slug)).not.toContain('lotus-live');
    const portal = await site.partners('cong-game');
    expect(portal.map((p) => p.slug)).not.toContain('ksport');
  });
});
