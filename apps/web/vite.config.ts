import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';
import { buildId } from './build-id';
import { precompress } from './precompress';
import { serviceWorker } from './service-worker';
import { zodClient } from './zod-client';

/**
 * Modules whose static imports make up the frame every page loads. The frame's own files import
 * other modules by file, not through a folder's index: following an index would pull every
 * module it re-exports into the shell, used on this page or not (decision 111).
 */
const SHELL_ROOTS = /\/app\/(root\.tsx|layouts\/site\.tsx|site\/frame\/site-frame\.tsx)$/;
/** Left where Vite puts them: React DOM and React Router are big enough to download in parallel with the rest. */
const OWN_CHUNK = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;

let shell: Set<string> | null = null;

/**
 * One `shell` chunk for the code every page runs: root, site layout, site frame and everything
 * they import statically. Vite would otherwise split it into 15-20 small shared chunks, each
 * one more request before the page is interactive (HTTP/1.1 browsers fetch six at a time).
 * Only static imports are followed, so lazy modules stay lazy (decision 039).
 */
function manualChunks(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  if (!shell) {
    const found = new Set<string>();
    const stack = [...meta.getModuleIds()].filter((m) => SHELL_ROOTS.test(m.split('?')[0]!));
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (found.has(next)) continue;
      found.add(next);
      stack.push(...(meta.getModuleInfo(next)?.importedIds ?? []));
    }
    shell = found;
  }
  const file = id.split('?')[0]!;
  return shell.has(id) && !OWN_CHUNK.test(file) && !file.endsWith('.css') ? 'shell' : undefined;
}

export default defineConfig({
  plugins: [
    zodClient(),
    tailwindcss(),
    reactRouter(),
    precompress(),
    buildId(),
    serviceWorker(),
    {
      /*
       * The browser's scripts minified by terser (two compress passes) instead of esbuild:
       * 3 KB gzip less on the home page's first load, for about 20 s more build (decision
       * 111). The server build stays unminified, as Vite leaves it.
       */
      name: 'site-client-terser',
      apply: 'build',
      configEnvironment: (name) =>
        name === 'client'
          ? { build: { minify: 'terser', terserOptions: { compress: { passes: 2 }, format: { comments: false } } } }
          : undefined,
    },
    {
      name: 'site-shell-chunk-reset',
      apply: 'build',
      buildStart() {
        shell = null;
      },
    },
  ],
  build: {
    target: 'es2022',
    rollupOptions: { output: { manualChunks } },
  },
});
