import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Staff-set stake limits of the shared tables (decision 108): per bet spot and per player per
 * round, in VND. A table without a row plays with the defaults (limits.ts). The house games own
 * this table; the platform's back office writes it through the house games' own store.
 */
export const houseTableLimits = pgTable(
  'house_table_limits',
  {
    tableCode: text('table_code').primaryKey(),
    spotMin: bigint('spot_min', { mode: 'number' }).notNull(),
    spotMax: bigint('spot_max', { mode: 'number' }).notNull(),
    roundMin: bigint('round_min', { mode: 'number' }).notNull(),
    roundMax: bigint('round_max', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check(
      'house_table_limits_check',
      sql`${t.spotMin} >= 1000 AND ${t.spotMin} <= ${t.spotMax} AND ${t.spotMax} <= 50000000
          AND ${t.roundMin} >= ${t.spotMin} AND ${t.roundMin} <= ${t.roundMax} AND ${t.spotMax} <= ${t.roundMax}
          AND ${t.spotMin} % 1000 = 0 AND ${t.spotMax} % 1000 = 0 AND ${t.roundMin} % 1000 = 0 AND ${t.roundMax} % 1000 = 0`,
    ),
  ],
);
