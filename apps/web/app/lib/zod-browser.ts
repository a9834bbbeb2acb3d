import { installVietnameseErrors } from '@app/contract/zod-vi';
import { z } from 'zod';

/*
 * In the browser zod would probe `new Function` to compile faster parsers when a schema is
 * built. The site's Content-Security-Policy allows no eval, so the probe only fails and reports
 * a violation (decision 072): tell zod not to try. Imported first by root.tsx. The server keeps
 * the compiled parsers (it shares this zod with the API).
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

// Form checks in the browser and in the site's loaders answer in Vietnamese like the API.
installVietnameseErrors();
