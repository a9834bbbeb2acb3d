import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The browser's `zod`: zod itself, configured for the site before any schema is built. */
const CONFIGURED_ZOD = fileURLToPath(new URL('./app/lib/zod-browser.ts', import.meta.url));
/** Modules that need the real `zod`: the wrapper itself and what it imports. */
const OWN_IMPORTERS = /\/(app\/lib\/zod-browser\.ts|packages\/contract\/src\/zod-vi\.ts)$/;

/**
 * In the browser every `import … from 'zod'` gets `app/lib/zod-browser.ts`, which re-exports
 * zod after configuring it (no `new Function` probe, Vietnamese messages). zod therefore
 * loads with the first module that uses it, already configured, instead of with the page
 * shell (root.tsx used to import the configuration first, which put all of zod, about 30 KB
 * gzip, into every guest's first load although no page validates anything before a form
 * opens; decision 111). The server keeps plain zod, configured by the API (`buildApp`).
 */
export function zodClient(): Plugin {
  return {
    name: 'site-zod-client',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || OWN_IMPORTERS.test(importer.split('?')[0]!)) return null;
      return CONFIGURED_ZOD;
    },
  };
}
