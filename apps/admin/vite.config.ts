import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The back office: a single-page app served by the API server at /admin (decision 078).
 * No inline script anywhere in the build, so its Content-Security-Policy allows scripts from
 * 'self' only; ADMIN_BUILD_DIR lets several checkouts build side by side.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [tailwindcss()],
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: process.env.ADMIN_BUILD_DIR ?? 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
  },
});
