import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { artists, movies, movieTags, serials, serialTags, tags } from '../../db/schema';
import { published } from '../../policies/visibility';
import { KIND_TABLES } from './reference-tables.queries';

// The one check of the ids a create or update form points at (movie, serial and journal forms). A
// caller who may not see unpublished items gets the same answer for an unpublished id as for a missing
// one, so a form can neither probe for unpublished titles nor attach them (issue 12).

/**
 * A tag anyone may see: one used by a published movie or serial, or one no item uses (an admin's from
 * the reference calls: a form's new tag is linked in the transaction that creates it). A tag only
 * unpublished items use stays hidden until one of them is published. Each probe is an index lookup
 * (movie_tags_ref_idx, serial_tags_ref_idx, then the item's primary key).
 */
export const tagListed: SQL = sql`(
  exists (select 1 from ${movieTags} join ${movies} on ${movies.id} = ${movieTags.movieId} where ${movieTags.refId} = ${tags.id} and ${published('movie')})
  or exists (select 1 from ${serialTags} join ${serials} on ${serials.id} = ${serialTags.serialId} where ${serialTags.refId} = ${tags.id} and ${published('serial')})
  or not (exists (select 1 from ${movieTags} where ${movieTags.refId} = ${tags.id}) or exists (select 1 from ${serialTags} where ${serialTags.refId} = ${tags.id}))
)`;

const TABLES = {
  languages: KIND_TABLES.language,
  genres: KIND_TABLES.genre,
  subgenres: KIND_TABLES.subgenre,
  countries: KIND_TABLES.country,
  collections: KIND_TABLES.collection,
  tags: KIND_TABLES.tag,
  artists: { table: artists, id: artists.id, visible: published('artist'), owner: artists.createdBy },
  movies: { table: movies, id: movies.id, visible: published('movie'), owner: movies.createdBy },
  serials: { table: serials, id: serials.id, visible: published('serial') },
} as const;

export type RefTable = keyof typeof TABLES;

/**
 * The ids among `ids` that exist and that the caller may see (one query). `showUnpublished` is the
 * policy's seesUnpublished (contributors and admins); without it a table's `visible` rule (tables
 * with unpublished rows) must hold too, unless the row is `ownerId`'s own (the policy's
 * linksOwnUnpublished: a member's new title may credit the artists they added).
 */
export async function visibleIds(
  db: Executor,
  name: RefTable,
  ids: number[],
  showUnpublished: boolean,
  ownerId?: number,
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { table, id, visible, owner }: { table: PgTable; id: PgColumn; visible?: SQL; owner?: PgColumn } = TABLES[name];
  const seen = visible && owner && ownerId !== undefined ? or(visible, eq(owner, ownerId)) : visible;
  const rows = await db
    .select({ id })
    .from(table)
    .where(and(inArray(id, ids), showUnpublished ? undefined : seen));
  return new Set(rows.map((r) => r.id as number));
}
