import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserAsset, browserAsset, bundledScript } from '@app/provider-kit/browser-asset';
import { FONT_FACES } from '@app/provider-kit/typeface';

export { FONT_FILES, fontFile } from '@app/provider-kit/typeface';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export type Asset = BrowserAsset;

let style: Promise<Asset> | null = null;

/** The game screens' browser code (it shares the game rules and the verification code with the server). */
export const clientScript = bundledScript(path.join(HERE, 'client/main.ts'));

export function clientStyle(): Promise<Asset> {
  // one stylesheet: the typeface, the shared screens, then the card tables
  style ??= Promise.all(['house.css', 'tables.css', 'cards.css'].map((file) => readFile(path.join(HERE, file), 'utf8')))
    .then((parts) => browserAsset([FONT_FACES, ...parts].join('\n')))
    .catch((err) => {
      style = null;
      throw err;
    });
  return style;
}
