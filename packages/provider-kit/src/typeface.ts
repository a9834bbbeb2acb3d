import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/*
 * The site's typeface (Be Vietnam Pro, @fontsource, SIL OFL 1.1) for the built-in providers'
 * game screens, so they read like the site: each provider's plugin serves these files at
 * <base>/assets/fonts/<file> and puts FONT_FACES first in its stylesheet. The Vietnamese and
 * Latin subsets of the two weights the site uses; heavier weights in a CSS use the bold face.
 */
const VIETNAMESE_RANGE =
  'U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB';
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const FONT_FILES = [400, 700].flatMap((weight) =>
  (['vietnamese', 'latin'] as const).map((subset) => ({
    file: `be-vietnam-pro-${subset}-${weight}-normal.woff2`,
    weight,
    range: subset === 'vietnamese' ? VIETNAMESE_RANGE : LATIN_RANGE,
  })),
);

/** @font-face rules; the URLs are relative to the stylesheet (<base>/assets/<name>.css). */
export const FONT_FACES = FONT_FILES.map(
  (f) =>
    `@font-face{font-family:"Be Vietnam Pro";font-style:normal;font-display:swap;font-weight:${f.weight};src:url(fonts/${f.file}) format("woff2");unicode-range:${f.range}}`,
).join('\n');

const require = createRequire(import.meta.url);

/** A font file by name, or null for any name not in FONT_FILES. */
export async function fontFile(name: string): Promise<Buffer | null> {
  if (!FONT_FILES.some((f) => f.file === name)) return null;
  return readFile(require.resolve(`@fontsource/be-vietnam-pro/files/${name}`));
}
