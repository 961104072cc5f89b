import fs from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import * as s from '../db/schema';

// What a backup says of its database (manifest.json), read in the same snapshot as the dump: the rows it
// counts, the media keys its rows name (checked against the media copied beside it) and its latest migration.

/**
 * Every column holding a media key. The revisions' stored states are left out on purpose: the image a
 * revision names was replaced, and its file removed, when the newer one was saved.
 * `database-facts.test.ts` fails on an image-like column of the schema missing here.
 */
export const MEDIA_KEY_COLUMNS: PgColumn[] = [
  s.artists.photo,
  s.movies.poster,
  s.movies.background,
  s.movieImages.image,
  s.serials.poster,
  s.serials.background,
  s.seasons.poster,
  s.seasonImages.image,
  s.episodes.background,
  s.episodeDetailedReviews.cover,
  s.journals.cover,
  s.userImages.image,
  s.users.image,
  s.users.background,
  s.festivals.background,
  s.festivalEditions.poster,
  s.aboutMembers.image,
];

/** The rows a manifest counts, by the name it gives them: an operator compares them with the restored site. */
const COUNTED: Record<string, PgTable> = {
  accounts: s.users,
  movies: s.movies,
  serials: s.serials,
  episodes: s.episodes,
  artists: s.artists,
  journals: s.journals,
  movieRatings: s.movieReviews,
  episodeRatings: s.episodeReviews,
  detailedReviews: s.movieDetailedReviews,
  lists: s.userLists,
  messages: s.shortMessages,
  libraryImages: s.userImages,
};

export type DatabaseFacts = {
  counts: Record<string, number>;
  mediaKeys: string[];
  /** The tag of the newest migration applied (`0056_list_keys`), null when none is. */
  latestMigration: string | null;
};

/** Runs SQL text: a pg client's or PGlite's `query`, or `Database.runSql`. */
export type RunSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

const dialect = new PgDialect();
const rowsOf = async <T>(run: RunSql, query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await run(text, params)).rows as T[];
};

/** The facts of the database `run` reaches, as its current snapshot sees them. */
export async function readFacts(run: RunSql): Promise<DatabaseFacts> {
  const countColumns = Object.entries(COUNTED).map(
    ([name, table]) => sql`(select count(*) from ${table})::int as ${sql.identifier(name)}`,
  );
  const [counts] = await rowsOf<Record<string, number>>(run, sql`select ${sql.join(countColumns, sql`, `)}`);
  const named = MEDIA_KEY_COLUMNS.map((column) => sql`select ${column} as key from ${column.table}`);
  const keys = await rowsOf<{ key: string }>(
    run,
    sql`select distinct key from (${sql.join(named, sql` union all `)}) k where key <> '' order by key`,
  );
  const [latest] = await rowsOf<{ created_at: string }>(
    run,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return {
    counts,
    mediaKeys: keys.map((k) => k.key),
    latestMigration: latest ? (migrationTagOf(Number(latest.created_at)) ?? `unknown (${latest.created_at})`) : null,
  };
}

const journalFile = new URL('../../drizzle/meta/_journal.json', import.meta.url);

/** This code's migrations, oldest first: drizzle records each applied one by its `when`. */
export function knownMigrations(): { tag: string; when: number }[] {
  return (JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

const migrationTagOf = (when: number) => knownMigrations().find((m) => m.when === when)?.tag;
