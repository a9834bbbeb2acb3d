import { describe, expect, it } from 'vitest';
import { clientStyle, FONT_FILES, fontFile } from './assets';

describe('house game assets', () => {
  it("should give the game screens the site's typeface with its Vietnamese subset", async () => {
    const css = (await clientStyle()).body;
    expect(css.indexOf('@font-face')).toBe(0);
    expect(css).toContain('url(fonts/be-vietnam-pro-vietnamese-400-normal.woff2)');
    expect(css).toContain('url(fonts/be-vietnam-pro-vietnamese-700-normal.woff2)');
    expect(css).toMatch(/font:\s*15px \/ 1\.4 "Be Vietnam Pro"/);
  });

  it('should serve the listed font files and nothing else', async () => {
    for (const { file } of FONT_FILES) {
      const body = await fontFile(file);
      expect(body?.subarray(0, 4).toString('latin1'), file).toBe('wOF2');
    }
    expect(await fontFile('../package.json')).toBeNull();
    expect(await fontFile('be-vietnam-pro-latin-900-normal.woff2')).toBeNull();
  });
});
