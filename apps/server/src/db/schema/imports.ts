import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The code-add queue (part 2, code-add pages; decision 007): catalogue codes that main contributors asked
 * to import from the external film catalogue. A code waits once per kind while queued (the partial unique
 * key), so concurrent senders cannot queue it twice; an importer that reaches the catalogue moves rows on
 * from 'queued'.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    code: bigint('code', { mode: 'number' }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('catalogue_imports_kind_check', sql`${t.kind} in ('artist', 'movie', 'serial', 'serial_update')`),
    check('catalogue_imports_code_check', sql`${t.code} >= 0`),
    uniqueIndex('catalogue_imports_queued_idx')
      .on(t.kind, t.code)
      .where(sql`${t.status} = 'queued'`),
    // The importer takes the oldest queued rows first.
    index('catalogue_imports_status_idx').on(t.status, t.createdAt),
  ],
);
