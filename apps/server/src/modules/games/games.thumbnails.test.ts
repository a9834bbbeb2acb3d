import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ART, ART_KEYS, type ArtKey } from './games.art';
import { SEED_GAMES } from './games.catalogue';
import { THUMBNAIL_DIR, thumbnailFile, thumbnailSvg } from './games.thumbnails';

describe('game thumbnails', () => {
  it('should draw every seed game with an illustration of the library, and no words (the card names the game)', () => {
    for (const game of SEED_GAMES) {
      if (game.mark) expect(thumbnailSvg(game), game.title).toContain(game.mark);
      else {
        expect(ART_KEYS, game.title).toContain(game.art);
        expect(thumbnailSvg(game), game.title).toContain(ART[game.art as ArtKey]);
      }
      // the name is the card's text, in the page's language: none in the picture, in either
      const svg = thumbnailSvg(game);
      expect(svg, game.title).not.toContain(game.title);
      expect(svg, game.titleEn).not.toContain(game.titleEn);
      const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      for (const t of text) expect(t, game.title).toMatch(/^[\p{Script=Latin}0-9 '&;.\-/]*$/u);
    }
  });

  it('should draw each PP slot title its own card from its data, none shared with another game', () => {
    const pp = SEED_GAMES.filter((g) => g.partner === 'pp' && g.partnerGameId.startsWith('vs'));
    expect(pp.length).toBeGreaterThanOrEqual(12);
    for (const game of pp) {
      expect(game.mark, game.title).toBeTruthy();
      expect(game.art, game.title).toBeUndefined();
      for (const key of ART_KEYS) expect(game.mark, game.title).not.toContain(ART[key]);
    }
    expect(new Set(pp.map((g) => g.mark)).size).toBe(pp.length);
  });

  it('should fall back to a Latin glyph for a game added without an illustration', () => {
    const svg = thumbnailSvg({
      title: 'Mới',
      titleEn: 'New',
      partner: 'x',
      partnerGameId: 'y',
      categories: [],
      palette: ['#000', '#fff'],
      glyph: 'N',
    });
    expect(svg).toMatch(/<text[^>]*>N<\/text>/);
  });

  it('should have the served files up to date with the catalogue (regenerate with the script)', () => {
    for (const game of SEED_GAMES) {
      const served = readFileSync(path.join(THUMBNAIL_DIR, thumbnailFile(game)), 'utf8');
      expect(served, thumbnailFile(game)).toBe(thumbnailSvg(game));
    }
  });
});
