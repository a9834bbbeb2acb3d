import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FONT_FACES } from '@app/provider-kit/typeface';

export { FONT_FILES, fontFile } from '@app/provider-kit/typeface';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface Asset {
  body: string;
  /** content hash: pages reference assets as ?v=<version>, so they can be cached for long */
  version: string;
}

let script: Promise<Asset> | null = null;
let style: Promise<Asset> | null = null;

const asset = (body: string): Asset => ({
  body,
  version: createHash('sha256').update(body).digest('hex').slice(0, 12),
});

/**
 * The game screens' browser code, bundled from TypeScript with esbuild on first use (it shares
 * the game rules and the verification code with the server, so there is one source of truth).
 */
export function clientScript(): Promise<Asset> {
  script ??= import('esbuild')
    .then((esbuild) =>
      esbuild.build({
        entryPoints: [path.join(HERE, 'client/main.ts')],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: ['es2020', 'safari14'],
        minify: true,
        legalComments: 'none',
        write: false,
        logLevel: 'silent',
      }),
    )
    .then((result) => asset(result.outputFiles[0]!.text))
    .catch((err) => {
      script = null;
      throw err;
    });
  return script;
}

export function clientStyle(): Promise<Asset> {
  // one stylesheet: the typeface, the shared screens, then the card tables
  style ??= Promise.all(['house.css', 'tables.css', 'cards.css'].map((file) => readFile(path.join(HERE, file), 'utf8')))
    .then((parts) => asset([FONT_FACES, ...parts].join('\n')))
    .catch((err) => {
      style = null;
      throw err;
    });
  return style;
}
