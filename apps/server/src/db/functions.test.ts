import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/db';
import type { Db } from './client';

/**
 * The SQL functions and triggers in force (the ledger's money rules, the append-only guards)
 * live across the migrations that created and redefined them. `functions.sql` holds their
 * current text in one readable place; this test fails when it no longer matches what the
 * migrations produce. After a migration that changes one, rewrite the file with
 * `npx vitest run apps/server/src/db/functions.test.ts -u` and review the diff.
 */
describe('functions.sql', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  it('should hold exactly the functions and triggers the migrations define', async () => {
    const functions = await db.pool.query<{ def: string }>(
      `SELECT pg_get_functiondef(p.oid) AS def
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public'
        ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`,
    );
    const triggers = await db.pool.query<{ def: string }>(
      `SELECT pg_get_triggerdef(t.oid) AS def FROM pg_trigger t
        WHERE NOT t.tgisinternal ORDER BY t.tgrelid::regclass::text, t.tgname`,
    );
    const text = [
      '-- The SQL functions and triggers in force, as the migrations leave them (generated; see functions.test.ts).',
      '-- Change them only with a migration; this file is their current, readable text.',
      '',
      ...functions.rows.map((r) => `${r.def.trim()};\n`),
      '-- triggers',
      '',
      ...triggers.rows.map((r) => `${r.def};`),
      '',
    ].join('\n');
    await expect(text).toMatchFileSnapshot('./functions.sql');
  });
});
