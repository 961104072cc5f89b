import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The code-add queue (part 2, code-add pages; decisions 007 and 026): catalogue codes that main contributors
 * asked to import from TMDB. A row is the code's state, which the pages show: `queued` (waiting, also
 * between retries), `running`, `done` (with the item it made) or `failed` (with the reason). A code waits or
 * runs once per kind (the partial unique key), so concurrent senders cannot queue it twice; the job queue
 * (pg-boss) only schedules the rows.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    code: bigint('code', { mode: 'number' }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The codes of one send share it: the pages follow a batch's progress by it. */
    batch: uuid('batch').notNull().defaultRandom(),
    status: text('status').notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    /** Why the last attempt failed (kept while it waits for a retry, and once it has failed). */
    reason: text('reason'),
    /** The item the import made or found: a movie's, serial's or artist's id. */
    itemId: integer('item_id'),
    /**
     * Asked for by a member's import (decision 037) rather than by a main contributor: the importer makes its
     * draft whatever the requester's roles, and the member's rows apply once an editor publishes it.
     */
    forMember: boolean('for_member').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('catalogue_imports_kind_check', sql`${t.kind} in ('artist', 'movie', 'serial', 'serial_update')`),
    check('catalogue_imports_code_check', sql`${t.code} >= 0`),
    check('catalogue_imports_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    uniqueIndex('catalogue_imports_active_idx')
      .on(t.kind, t.code)
      .where(sql`${t.status} in ('queued', 'running')`),
    // The importer takes the oldest queued rows first.
    index('catalogue_imports_status_idx').on(t.status, t.createdAt),
    // The pages list the newest codes first, and a batch's codes.
    index('catalogue_imports_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('catalogue_imports_batch_idx').on(t.batch),
  ],
);
