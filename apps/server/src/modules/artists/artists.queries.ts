import { type SQL, and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { placeholder, preparedOnce } from '../../db/prepared';
import { syncArtistLinkIds } from '../../db/link-ids';
import {
  artistCountries,
  artistLikes,
  artistProfessions,
  artistQuotes,
  artists,
  countries,
  professions,
} from '../../db/schema';
import { inPublishState, ownUnpublished, published } from '../../policies/visibility';
import { countWhere, linkedToAny, listPage, searchPicks } from '../../lib/catalogue-query';
import { bestMatchFirst, matches, type SearchTerm } from '../../lib/search';
import { nextPublish } from '../../lib/publish-state';

export type ArtistRow = typeof artists.$inferSelect;
export type NewArtist = typeof artists.$inferInsert;

export type ListFilter = {
  publish: boolean;
  mongolian?: boolean;
  term?: SearchTerm;
  countryIds?: number[];
  professionIds?: number[];
  /** Birth year range: at least `min`, at most `max` when given (artistListQuery's year). */
  born?: { min: number; max?: number };
};

const byName = sql`${artists.sortName} COLLATE "C"`;
// Drizzle may print a column unqualified inside a select list; the correlated sub-selects below must
// name the outer row's id in full, or a joined table's own "id" would be taken instead.
const outerId = sql.raw('"artists"."id"');
const ORDERS: Record<number, SQL[]> = {
  1: [asc(byName), asc(artists.id)],
  2: [desc(byName), desc(artists.id)],
  3: [sql`${artists.bornYear} ASC NULLS LAST`, asc(artists.id)],
  4: [sql`${artists.bornYear} DESC NULLS LAST`, asc(artists.id)],
};

function whereOf(f: ListFilter) {
  return and(
    inPublishState('artist', f.publish),
    f.mongolian === undefined ? undefined : eq(artists.mongolian, f.mongolian),
    f.term ? matches(artists.searchKey, f.term) : undefined,
    // Current or former country; any of the chosen ones. The arrays are the artist's copies of its
    // links (db/link-ids), included in the list indexes, so the test runs on the index tuple.
    f.countryIds?.length ? linkedToAny(artists.countryIds, f.countryIds) : undefined,
    f.professionIds?.length ? linkedToAny(artists.professionIds, f.professionIds) : undefined,
    f.born ? gte(artists.bornYear, f.born.min) : undefined,
    f.born?.max === undefined ? undefined : lte(artists.bornYear, f.born.max),
  );
}

/** What a list row and a picker's row show of an artist: the name in both scripts, the photo, the link. */
const nameColumns = {
  id: artists.id,
  slug: artists.slug,
  photo: artists.photo,
  proName: artists.proName,
  proNameEn: artists.proNameEn,
};

/**
 * One page of the catalogue, best search match first when searching. The page's ids come first from
 * a query that reads only columns of a covering list index (index-only, in sort order), then the rows.
 */
export function listArtistRows(db: Executor, f: ListFilter, sort: number, page: { limit: number; offset: number }) {
  const orderBy = [...(f.term ? [bestMatchFirst(artists.searchKey, f.term)] : []), ...ORDERS[sort]];
  const columns = {
    ...nameColumns,
    bornYear: artists.bornYear,
    diedYear: artists.diedYear,
    publish: published('artist'),
  };
  return listPage(db, artists, columns, { where: whereOf(f), orderBy, page });
}
export type ArtistListRow = Awaited<ReturnType<typeof listArtistRows>>[number];

export const countArtists = (db: Executor, f: ListFilter) => countWhere(db, artists, whereOf(f));

/** Whether the user likes the artist (the per-user part of the detail page). */
export async function likes(db: Executor, artistId: number, userId: number) {
  const [row] = await db
    .select({ artistId: artistLikes.artistId })
    .from(artistLikes)
    .where(and(eq(artistLikes.artistId, artistId), eq(artistLikes.userId, userId)));
  return Boolean(row);
}

export async function findArtistBySlug(db: Executor, slug: string) {
  const [row] = await db.select().from(artists).where(eq(artists.slug, slug));
  return row;
}

export async function slugTaken(db: Executor, slug: string) {
  return Boolean(await findArtistBySlug(db, slug));
}

type Named = { id: number; nameMn: string; nameEn: string };

const artistDetailStatement = (db: Executor) =>
  db
    .select({
      artist: artists,
      professions: sql<(Named & { isActor: boolean })[]>`coalesce((
        select json_agg(json_build_object('id', p.id, 'nameMn', p.name_mn, 'nameEn', p.name_en, 'isActor', p.is_actor) order by ap.position, p.id)
        from ${artistProfessions} ap join ${professions} p on p.id = ap.profession_id where ap.artist_id = ${outerId}), '[]'::json)`,
      countries: sql<(Named & { former: boolean })[]>`coalesce((
        select json_agg(json_build_object('id', c.id, 'nameMn', c.name_mn, 'nameEn', c.name_en, 'former', ac.former) order by c.id)
        from ${artistCountries} ac join ${countries} c on c.id = ac.country_id where ac.artist_id = ${outerId}), '[]'::json)`,
      quotes: sql<{ id: number; quote: string }[]>`coalesce((
        select json_agg(json_build_object('id', q.id, 'quote', q.quote) order by q.position, q.id)
        from ${artistQuotes} q where q.artist_id = ${outerId}), '[]'::json)`,
    })
    .from(artists)
    .where(eq(artists.slug, sql`${placeholder('slug')}::text`))
    .prepare('artist_detail');
const preparedArtistDetail = preparedOnce(artistDetailStatement);

/**
 * The artist and every list of the detail page in one statement (json_agg sub-selects), the same for every
 * reader (whether the reader likes them is read apart: `likes`); prepared once (db/prepared.ts).
 */
export async function findArtistDetail(db: Executor, slug: string) {
  const [row] = await preparedArtistDetail(db).execute({ slug });
  return row;
}
export type ArtistDetailRow = NonNullable<Awaited<ReturnType<typeof findArtistDetail>>>;

export async function listQuotes(db: Executor, artistId: number) {
  return db
    .select({ id: artistQuotes.id, quote: artistQuotes.quote })
    .from(artistQuotes)
    .where(eq(artistQuotes.artistId, artistId))
    .orderBy(artistQuotes.position, artistQuotes.id);
}

/** The search call: up to `limit` names matching in either script, best first (lib/catalogue-query searchPicks). */
export function searchArtists(
  db: Executor,
  term: SearchTerm,
  opts: { withUnpublished: boolean; festival?: boolean; limit: number; onlyUnpublishedOf?: number },
) {
  const own = opts.onlyUnpublishedOf;
  return searchPicks(db, artists, nameColumns, term, {
    where: [
      own !== undefined ? ownUnpublished(own) : opts.withUnpublished ? undefined : published('artist'),
      opts.festival ? eq(artists.festival, true) : undefined,
    ],
    limit: opts.limit,
    thenBy: (c) => [asc(c.id)],
  });
}

// ---------------------------------------------------------------- writes

/** Adds or removes the user's like and moves likes_count with it, in the caller's transaction. */
export async function toggleLike(tx: Executor, artistId: number, userId: number) {
  const removed = await tx
    .delete(artistLikes)
    .where(and(eq(artistLikes.artistId, artistId), eq(artistLikes.userId, userId)))
    .returning();
  const added = removed.length
    ? []
    : await tx.insert(artistLikes).values({ artistId, userId }).onConflictDoNothing().returning();
  const delta = added.length - removed.length;
  const [row] = await tx
    .update(artists)
    .set({ likesCount: sql`${artists.likesCount} + ${delta}` })
    .where(eq(artists.id, artistId))
    .returning({ likes: artists.likesCount });
  return { userLike: removed.length === 0, likes: row.likes };
}

export async function togglePublish(db: Executor, slug: string, now: Date, to?: boolean) {
  const [row] = await db
    .update(artists)
    .set({ publish: nextPublish(artists.publish, to), updatedAt: now })
    .where(eq(artists.slug, slug))
    .returning({ publish: artists.publish });
  return row;
}

export async function insertArtist(tx: Executor, values: NewArtist) {
  const [row] = await tx.insert(artists).values(values).returning();
  return row;
}

export async function updateArtist(tx: Executor, id: number, values: Partial<NewArtist>) {
  await tx.update(artists).set(values).where(eq(artists.id, id));
}

/** Replaces the artist's countries, professions and quotes with the form's. */
export async function replaceArtistLinks(
  tx: Executor,
  artistId: number,
  links: { countries: number[]; oldCountries: number[]; professions: number[]; quotes: string[] },
) {
  await tx.delete(artistCountries).where(eq(artistCountries.artistId, artistId));
  await tx.delete(artistProfessions).where(eq(artistProfessions.artistId, artistId));
  await tx.delete(artistQuotes).where(eq(artistQuotes.artistId, artistId));
  const countryRows = [
    ...links.countries.map((countryId) => ({ artistId, countryId, former: false })),
    ...links.oldCountries.map((countryId) => ({ artistId, countryId, former: true })),
  ];
  if (countryRows.length) await tx.insert(artistCountries).values(countryRows);
  if (links.professions.length) {
    await tx
      .insert(artistProfessions)
      .values(links.professions.map((professionId, position) => ({ artistId, professionId, position })));
  }
  await syncArtistLinkIds(tx, [artistId]);
  if (links.quotes.length)
    await tx.insert(artistQuotes).values(links.quotes.map((quote, position) => ({ artistId, quote, position })));
}

/** The artist an import made from a TMDB person, if any (artists_tmdb_id_idx). */
export async function findArtistByTmdbId(db: Executor, tmdbId: number) {
  const [row] = await db
    .select({ id: artists.id, slug: artists.slug })
    .from(artists)
    .where(eq(artists.tmdbId, tmdbId))
    .limit(1);
  return row;
}
