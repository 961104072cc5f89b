import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

// The id arrays on movies, artists and serials are copies of their link tables (ARCHITECTURE section 4, derived
// columns). Whatever writes the links calls these in the same transaction, so the catalogue filters,
// which read only the arrays, always agree with the detail pages, which read the link tables.

const agg = (table: string, column: string, owner: string, distinct = false) =>
  sql.raw(
    `coalesce((select array_agg(${distinct ? 'distinct ' : ''}l.${column}${distinct ? '' : ` order by l.${column}`}) from ${table} l where l.${owner} = t.id), '{}')`,
  );

const which = (ids: number[] | SQL) =>
  Array.isArray(ids)
    ? sql`t.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : ids;

/** Rewrites genre_ids … tag_ids of the given movies (ids, or a condition on `t`) from their link tables. */
export async function syncMovieLinkIds(db: Executor, movieIds: number[] | SQL) {
  if (Array.isArray(movieIds) && !movieIds.length) return;
  await db.execute(sql`update movies t set
      genre_ids = ${agg('movie_genres', 'genre_id', 'movie_id')},
      subgenre_ids = ${agg('movie_subgenres', 'subgenre_id', 'movie_id')},
      country_ids = ${agg('movie_countries', 'country_id', 'movie_id')},
      language_ids = ${agg('movie_languages', 'language_id', 'movie_id')},
      tag_ids = ${agg('movie_tags', 'tag_id', 'movie_id')}
    where ${which(movieIds)}`);
}

/** Rewrites country_ids (current and former) and profession_ids of the given artists. */
export async function syncArtistLinkIds(db: Executor, artistIds: number[] | SQL) {
  if (Array.isArray(artistIds) && !artistIds.length) return;
  await db.execute(sql`update artists t set
      country_ids = ${agg('artist_countries', 'country_id', 'artist_id', true)},
      profession_ids = ${agg('artist_professions', 'profession_id', 'artist_id')}
    where ${which(artistIds)}`);
}

/** Rewrites genre_ids … tag_ids of the given serials (ids, or a condition on `t`) from their link tables. */
export async function syncSerialLinkIds(db: Executor, serialIds: number[] | SQL) {
  if (Array.isArray(serialIds) && !serialIds.length) return;
  await db.execute(sql`update serials t set
      genre_ids = ${agg('serial_genres', 'genre_id', 'serial_id')},
      subgenre_ids = ${agg('serial_subgenres', 'subgenre_id', 'serial_id')},
      country_ids = ${agg('serial_countries', 'country_id', 'serial_id')},
      language_ids = ${agg('serial_languages', 'language_id', 'serial_id')},
      tag_ids = ${agg('serial_tags', 'tag_id', 'serial_id')}
    where ${which(serialIds)}`);
}
