import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes .br and .gz next to every text asset of the client build, so the server sends
 * them with @fastify/static's `preCompressed` instead of compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'site-precompress',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const file = path.join(dir, name);
          if (statSync(file).isDirectory()) walk(file);
          else if (COMPRESSIBLE.test(name) && statSync(file).size > 1024) {
            const body = readFileSync(file);
            writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
            writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          }
        }
      };
      walk(outDir);
    },
  };
}
