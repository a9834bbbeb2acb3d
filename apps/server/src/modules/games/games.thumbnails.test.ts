import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_GAMES } from './games.catalogue';
import { THUMBNAIL_DIR, thumbnailFile, thumbnailSvg } from './games.thumbnails';

describe('game thumbnails', () => {
  it('should mark every game with vector art or a Latin glyph any font has (no emoji, no CJK)', () => {
    for (const game of SEED_GAMES) {
      expect(Boolean(game.art) !== Boolean(game.glyph), game.title).toBe(true);
      if (game.glyph) expect(game.glyph, game.title).toMatch(/^[A-Za-z0-9]{1,3}$/);
      // Titles are Vietnamese; everything else in the picture is drawn.
      const svg = thumbnailSvg(game);
      const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      for (const t of text) expect(t, game.title).toMatch(/^[\p{Script=Latin}0-9 '&;.\-/]*$/u);
    }
  });

  it('should have the served files up to date with the catalogue (regenerate with the script)', () => {
    for (const game of SEED_GAMES) {
      const served = readFileSync(path.join(THUMBNAIL_DIR, thumbnailFile(game)), 'utf8');
      expect(served, thumbnailFile(game)).toBe(thumbnailSvg(game));
    }
  });
});
