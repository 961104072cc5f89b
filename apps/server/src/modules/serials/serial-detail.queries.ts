import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artists, seasons, serialArtists, serialRoles, serials } from '../../db/schema';
import { serialCardColumns } from './serial-list.queries';

/** `name_en` only for the reference lists that have an English name (not tags). */
type Named = { id: number; name: string; name_en?: string };
type Page = { limit: number; offset: number };
const publishedOnly = (showUnpublished: boolean, cond: SQL) => (showUnpublished ? undefined : cond);

/**
 * The outer serial's id, qualified: drizzle leaves columns unqualified in a one-table query, where a
 * correlated subquery would read its own table's id instead.
 */
const outerSerialId = sql.raw('"serials"."id"');

/** A JSON array of {id, name, name_en} of the serial's links, or [] (one correlated subquery, no N+1). */
const namedList = (link: string, refColumn: string, table: string, name = 'name_mn', english = true): SQL<Named[]> =>
  sql<Named[]>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.${sql.raw(name)}${sql.raw(english ? ", 'name_en', r.name_en" : '')}) order by r.${sql.raw(name)}, r.id)
    from ${sql.raw(link)} l join ${sql.raw(table)} r on r.id = l.${sql.raw(refColumn)} where l.serial_id = ${outerSerialId}), '[]'::json)`;

/** The serial with every list of its detail page and its season count, in one query. */
export async function findSerialDetail(db: Executor, slug: string, showUnpublished: boolean) {
  const [row] = await db
    .select({
      serial: serials,
      languages: namedList('serial_languages', 'language_id', 'languages'),
      genres: namedList('serial_genres', 'genre_id', 'genres'),
      subgenres: namedList('serial_subgenres', 'subgenre_id', 'subgenres'),
      countries: namedList('serial_countries', 'country_id', 'countries'),
      tags: namedList('serial_tags', 'tag_id', 'tags', 'name', false),
      seasonsCount: sql<number>`(select count(*)::int from seasons s where s.serial_id = ${outerSerialId} ${showUnpublished ? sql`` : sql`and s.publish`})`,
    })
    .from(serials)
    .where(eq(serials.slug, slug));
  return row;
}
export type SerialDetailRow = NonNullable<Awaited<ReturnType<typeof findSerialDetail>>>;

/** One load-more page of the serial's published or unpublished seasons, in season order. */
export function listSeasonCards(db: Executor, serialId: number, publish: boolean, page: Page) {
  return db
    .select({
      slug: seasons.slug,
      poster: seasons.poster,
      seasonNum: seasons.seasonNum,
      name: seasons.name,
      publish: seasons.publish,
      criticGrade: seasons.criticGrade,
      criticCount: seasons.criticCount,
      audienceGrade: seasons.audienceGrade,
      audienceCount: seasons.audienceCount,
    })
    .from(seasons)
    .where(and(eq(seasons.serialId, serialId), eq(seasons.publish, publish)))
    .orderBy(asc(seasons.seasonNum), asc(seasons.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Crew, one row per artist with every job of theirs on the serial, in the contributor's order. */
export function listSerialArtists(db: Executor, serialId: number, showUnpublished: boolean, page: Page) {
  return db
    .select({
      id: artists.id,
      slug: artists.slug,
      proName: artists.proName,
      photo: artists.photo,
      jobs: sql<number[]>`array_agg(${serialArtists.job}::int order by ${serialArtists.position}, ${serialArtists.job})`,
    })
    .from(serialArtists)
    .innerJoin(artists, eq(artists.id, serialArtists.artistId))
    .where(and(eq(serialArtists.serialId, serialId), publishedOnly(showUnpublished, eq(artists.publish, true))))
    .groupBy(artists.id)
    .orderBy(sql`min(${serialArtists.position})`, asc(artists.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function listSerialRoles(db: Executor, serialId: number, showUnpublished: boolean, page: Page) {
  return db
    .select({ role: serialRoles.role, id: artists.id, slug: artists.slug, proName: artists.proName, photo: artists.photo })
    .from(serialRoles)
    .innerJoin(artists, eq(artists.id, serialRoles.artistId))
    .where(and(eq(serialRoles.serialId, serialId), publishedOnly(showUnpublished, eq(artists.publish, true))))
    .orderBy(asc(serialRoles.position), asc(serialRoles.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many serials one shared link may bring in (see listSimilarSerials). */
const CANDIDATES_PER_LINK = 100;
const SUGGESTION_CANDIDATES = 100;

/**
 * Serials sharing the most with this one, scored as movies: a shared genre counts 1, a subgenre or tag
 * 2, an artist 3; each link brings in at most CANDIDATES_PER_LINK other serials, so a common genre costs
 * no more than a rare tag.
 */
export function listSimilarSerials(db: Executor, serialId: number, showUnpublished: boolean, limit: number) {
  const via = (table: string, column: string, weight: number) =>
    sql.raw(`select b.serial_id, ${weight} as w from ${table} a cross join lateral (
        select l.serial_id from ${table} l where l.${column} = a.${column} and l.serial_id <> a.serial_id
        order by l.serial_id desc limit ${CANDIDATES_PER_LINK}) b
      where a.serial_id = `);
  const scores = sql`(select serial_id, sum(w) as score from (
      ${via('serial_genres', 'genre_id', 1)}${serialId}
      union all ${via('serial_subgenres', 'subgenre_id', 2)}${serialId}
      union all ${via('serial_tags', 'tag_id', 2)}${serialId}
      union all select x.serial_id, 3 from (select distinct b.serial_id, a.artist_id from (select distinct artist_id from serial_artists where serial_id = ${serialId}) a
        cross join lateral (select l.serial_id from serial_artists l where l.artist_id = a.artist_id and l.serial_id <> ${serialId}
          order by l.serial_id desc limit ${CANDIDATES_PER_LINK}) b) x
    ) s group by serial_id) as related`;
  return db
    .select(serialCardColumns)
    .from(serials)
    .innerJoin(scores, sql`related.serial_id = ${serials.id}`)
    .where(publishedOnly(showUnpublished, eq(serials.publish, true)))
    .orderBy(sql`related.score desc`, sql`${serials.audienceGrade} desc nulls last`, sql`${serials.id} desc`)
    .limit(limit);
}

/** Suggestions until ratings exist: the best-liked serials of the same genres (as movies). */
export function listSuggestedSerials(db: Executor, serialId: number, showUnpublished: boolean, limit: number) {
  const candidates = sql`(select c.id, (select count(*) from unnest(c.genre_ids) g where g = any(t.mine)) as shared
      from serials c cross join (select genre_ids as mine from serials where id = ${serialId}) t
      where c.genre_ids && t.mine and c.id <> ${serialId} ${showUnpublished ? sql`` : sql`and c.publish = true`}
      order by c.audience_grade desc nulls last, c.id desc
      limit ${SUGGESTION_CANDIDATES}) as suggested`;
  return db
    .select(serialCardColumns)
    .from(serials)
    .innerJoin(candidates, sql`suggested.id = ${serials.id}`)
    .orderBy(sql`suggested.shared desc`, sql`${serials.audienceGrade} desc nulls last`, sql`${serials.watchedCount} desc`, sql`${serials.id} desc`)
    .limit(limit);
}

/**
 * An artist's serials: one row per serial with the artist's jobs and characters on it, latest first.
 * Two indexed lookups (serial_artists and serial_roles by artist), grouped by serial.
 */
export function listArtistSerials(db: Executor, artistId: number, showUnpublished: boolean) {
  const links = sql`(select serial_id, job, null::text as role, position from serial_artists where artist_id = ${artistId}
      union all select serial_id, null, role, position from serial_roles where artist_id = ${artistId}) as l`;
  return db
    .select({
      slug: serials.slug,
      poster: serials.poster,
      releasedYear: serials.releasedYear,
      jobs: sql<number[]>`coalesce(array_agg(distinct l.job::int) filter (where l.job is not null), '{}')`,
      roles: sql<string[]>`coalesce(array_agg(l.role order by l.position) filter (where l.role is not null), '{}')`,
    })
    .from(links)
    .innerJoin(serials, sql`${serials.id} = l.serial_id`)
    .where(publishedOnly(showUnpublished, eq(serials.publish, true)))
    .groupBy(serials.id)
    .orderBy(sql`${serials.releasedYear} desc`, sql`${serials.id} desc`);
}
