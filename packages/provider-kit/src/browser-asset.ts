import { createHash } from 'node:crypto';

export interface BrowserAsset {
  body: string;
  /** content hash: pages reference assets as ?v=<version>, so they can be cached for long */
  version: string;
}

export const browserAsset = (body: string): BrowserAsset => ({
  body,
  version: createHash('sha256').update(body).digest('hex').slice(0, 12),
});

/**
 * A game screen's browser code, bundled with esbuild on first use and kept: the built-in
 * providers' screens have no build step of their own, yet share modules (with each other and,
 * for the house games, the rules and verification code with the server).
 */
export function bundledScript(entry: string): () => Promise<BrowserAsset> {
  let bundle: Promise<BrowserAsset> | null = null;
  return () => {
    bundle ??= import('esbuild')
      .then((esbuild) =>
        esbuild.build({
          entryPoints: [entry],
          bundle: true,
          format: 'esm',
          platform: 'browser',
          target: ['es2020', 'safari14'],
          minify: true,
          legalComments: 'none',
          // served as UTF-8: Vietnamese text stays readable and smaller than \u escapes
          charset: 'utf8',
          write: false,
          logLevel: 'silent',
        }),
      )
      .then((result) => browserAsset(result.outputFiles[0]!.text))
      .catch((err) => {
        bundle = null;
        throw err;
      });
    return bundle;
  };
}
