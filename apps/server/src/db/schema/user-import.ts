import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { times, userRef } from './columns';

// A member's import from Letterboxd or IMDb (issue 29 part 2; decision 037). The upload is read and matched
// into a preview, kept here until the member confirms it; the confirm runs it as a job whose progress is the
// import's row. Titles the catalogue lacks but whose TMDB id is known wait for the importer's draft: their
// rows apply when it is published.

export const userImports = pgTable(
  'user_imports',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    source: text('source').notNull(),
    /** preview (read, nothing written), queued, running, done, failed. */
    state: text('state').notNull().default('preview'),
    /** The entries written so far, of `total`. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    ambiguous: integer('ambiguous').notNull().default(0),
    missing: integer('missing').notNull().default(0),
    /** What the file's rows write, each naming its title by row (modules/user-import/import-files.ts ImportEntry). */
    entries: jsonb('entries').notNull(),
    ...times(),
  },
  (t) => [
    check('user_imports_state_check', sql`${t.state} in ('preview', 'queued', 'running', 'done', 'failed')`),
    check('user_imports_source_check', sql`${t.source} in ('letterboxd', 'imdb')`),
    index('user_imports_user_idx').on(t.userId, t.id),
  ],
);

/** The titles of an import's file, each matched, ambiguous (with its choices) or missing. */
export const userImportTitles = pgTable(
  'user_import_titles',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => userImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    name: text('name').notNull(),
    year: smallint('year'),
    imdbId: text('imdb_id'),
    tmdbId: bigint('tmdb_id', { mode: 'number' }),
    status: text('status').notNull(),
    /** The title it matched, or the member chose: movie or serial, and its id. */
    titleKind: text('title_kind'),
    titleId: integer('title_id'),
    /** An ambiguous row's candidates: [{ kind, id }]. */
    choices: jsonb('choices').notNull().default([]),
    /** Missing, its TMDB code queued for the importer: the rows apply when that title is published. */
    awaiting: boolean('awaiting').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.row] }),
    check('user_import_titles_status_check', sql`${t.status} in ('matched', 'ambiguous', 'missing')`),
    index('user_import_titles_awaiting_idx')
      .on(t.tmdbId)
      .where(sql`${t.awaiting}`),
  ],
);
