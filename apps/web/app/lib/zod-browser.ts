import { installVietnameseErrors } from '@app/contract/zod-vi';
import { z } from 'zod';

/*
 * The zod the browser gets: the `site-zod-client` Vite plugin (zod-client.ts) resolves every
 * client `import … from 'zod'` to this module, so zod is configured before any schema is
 * built, wherever zod first loads (a lazy form, the live balance stream), and stays out of
 * the first load of pages that validate nothing (decision 111).
 *
 * zod would probe `new Function` to compile faster parsers when a schema is built. The site's
 * Content-Security-Policy allows no eval, so the probe only fails and reports a violation
 * (decision 072): tell zod not to try. The server keeps the compiled parsers and its own
 * configuration (the API's `buildApp` installs the Vietnamese messages).
 */
z.config({ jitless: true });

// Form checks in the browser answer in Vietnamese like the API.
installVietnameseErrors();

export * from 'zod';
export { z, z as default };
