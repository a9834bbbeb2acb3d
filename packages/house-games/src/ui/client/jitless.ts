import { z } from 'zod';

/*
 * zod would probe `new Function` to compile faster parsers when a schema is built; the game
 * screens' Content-Security-Policy allows no eval, so the probe only reports a violation
 * (decision 072). Imported first by main.ts, before any module builds a schema.
 */
z.config({ jitless: true });
