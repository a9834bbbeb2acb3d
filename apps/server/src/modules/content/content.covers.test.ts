import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ART } from '../games/games.art';
import { ARTICLE_COVERS, coverFiles, IMAGES_DIR } from './content.covers';
import { SEED_ARTICLES } from './content.seed';

describe('content covers', () => {
  it('should give every demo article its own drawn picture', () => {
    for (const article of SEED_ARTICLES) {
      const cover = ARTICLE_COVERS[article.slug];
      expect(cover, article.slug).toBeDefined();
      const svg = coverFiles().find((f) => f.file === `news/${article.slug}.svg`)?.svg;
      expect(svg, article.slug).toContain(ART[cover?.art ?? 'dice']);
    }
  });

  it('should have the served files up to date with the generator (regenerate with the script)', () => {
    for (const { file, svg } of coverFiles()) {
      expect(readFileSync(path.join(IMAGES_DIR, file), 'utf8'), file).toBe(svg);
    }
  });
});
