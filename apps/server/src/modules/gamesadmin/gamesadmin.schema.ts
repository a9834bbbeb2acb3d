import { sql } from 'drizzle-orm';
import { bigint, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from '../games/games.schema';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Game pictures staff uploaded (decision 099), kept in the database like identity documents so
 * they are backed up with everything else; the game's `image` then points at /media/games/….
 */
export const gameImages = pgTable('game_images', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  sha256: text('sha256').notNull(),
  size: integer('size').notNull(),
  uploadedBy: bigint('uploaded_by', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
