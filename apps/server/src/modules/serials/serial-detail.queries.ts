import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { placeholder, preparedOnce } from '../../db/prepared';
import { artists, seasons, serialArtists, serialRoles, serials } from '../../db/schema';
import {
  listSimilarTitles,
  listSuggestedByGenre,
  listTitleCast,
  listTitleCrew,
  type PeopleTables,
} from '../../lib/title-related';
import { type Actor, seesUnpublished } from '../../policies/catalogue.policy';
import { inPublishState, published, type Source, visibleTo } from '../../policies/visibility';
import { serialCardColumns } from './serial-list.queries';

/** `name_en`: the English name (a tag's is null when none was given). */
type Named = { id: number; name: string; name_en: string | null };
type Page = { limit: number; offset: number };
/** The policy's conditions for lib/title-related, which knows no policy. */
const artistsSeenBy = (viewer: Actor) => (a: Source) => visibleTo(viewer, 'artist', a);
const serialsSeenBy = (viewer: Actor) => (s: Source) => visibleTo(viewer, 'serial', s);

/**
 * The outer serial's id, qualified: drizzle leaves columns unqualified in a one-table query, where a
 * correlated subquery would read its own table's id instead.
 */
const outerSerialId = sql.raw('"serials"."id"');

/** A JSON array of {id, name, name_en} of the serial's links, or [] (one correlated subquery, no N+1). */
const namedList = (link: string, refColumn: string, table: string, name = 'name_mn'): SQL<Named[]> =>
  sql<
    Named[]
  >`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.${sql.raw(name)}, 'name_en', r.name_en) order by r.${sql.raw(name)}, r.id)
    from ${sql.raw(link)} l join ${sql.raw(table)} r on r.id = l.${sql.raw(refColumn)} where l.serial_id = ${outerSerialId}), '[]'::json)`;

/** Seasons `s` of the outer serial counted for a reader: the published ones, or every one for an editor. */
const seasonsCounted = (showUnpublished: boolean) =>
  showUnpublished ? sql`` : sql`and ${published('season', 's', serials)}`;

const serialDetailStatement = (showUnpublished: boolean) => (db: Executor) =>
  db
    .select({
      serial: serials,
      languages: namedList('serial_languages', 'language_id', 'languages'),
      genres: namedList('serial_genres', 'genre_id', 'genres'),
      subgenres: namedList('serial_subgenres', 'subgenre_id', 'subgenres'),
      countries: namedList('serial_countries', 'country_id', 'countries'),
      tags: namedList('serial_tags', 'tag_id', 'tags', 'name'),
      seasonsCount: sql<number>`(select count(*)::int from seasons s where s.serial_id = ${outerSerialId} ${seasonsCounted(showUnpublished)})`,
    })
    .from(serials)
    .where(eq(serials.slug, sql`${placeholder('slug')}::text`))
    .prepare(showUnpublished ? 'serial_detail_for_editors' : 'serial_detail');
// The season count differs only between those who see unpublished seasons and everyone else (no reader's own
// rows count, visibleTo's rule for seasons): one statement each, prepared once (db/prepared.ts).
const preparedSerialDetail = {
  editors: preparedOnce(serialDetailStatement(true)),
  others: preparedOnce(serialDetailStatement(false)),
};

/** The serial with every list of its detail page and its season count, in one query. */
export async function findSerialDetail(db: Executor, slug: string, viewer: Actor) {
  const statement = seesUnpublished(viewer, 'season') ? preparedSerialDetail.editors : preparedSerialDetail.others;
  const [row] = await statement(db).execute({ slug });
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
    .where(and(eq(seasons.serialId, serialId), inPublishState('season', publish)))
    .orderBy(asc(seasons.seasonNum), asc(seasons.id))
    .limit(page.limit)
    .offset(page.offset);
}

const PEOPLE: PeopleTables = {
  artists,
  crew: {
    table: serialArtists,
    titleId: serialArtists.serialId,
    artistId: serialArtists.artistId,
    job: serialArtists.job,
    position: serialArtists.position,
  },
  cast: {
    table: serialRoles,
    titleId: serialRoles.serialId,
    artistId: serialRoles.artistId,
    role: serialRoles.role,
    position: serialRoles.position,
    id: serialRoles.id,
  },
};
const SCORED = { table: serials, cardColumns: serialCardColumns, name: 'serial' } as const;

/** Crew, one row per artist with every job of theirs on the serial, in the contributor's order. */
export const listSerialArtists = (db: Executor, serialId: number, viewer: Actor, page: Page) =>
  listTitleCrew(db, PEOPLE, serialId, artistsSeenBy(viewer), page);

export const listSerialRoles = (db: Executor, serialId: number, viewer: Actor, page: Page) =>
  listTitleCast(db, PEOPLE, serialId, artistsSeenBy(viewer), page);

/** Serials sharing the most with this one, scored as movies (lib/title-related). */
export const listSimilarSerials = (db: Executor, serialId: number, viewer: Actor, limit: number) =>
  listSimilarTitles(db, SCORED, serialId, serialsSeenBy(viewer), limit);

/** Suggestions until ratings exist: the best-liked serials of the same genres (lib/title-related). */
export const listSuggestedSerials = (db: Executor, serialId: number, viewer: Actor, limit: number) =>
  listSuggestedByGenre(db, SCORED, serialId, serialsSeenBy(viewer), limit);

/**
 * An artist's serials: one row per serial with the artist's jobs and characters on it, latest first.
 * Two indexed lookups (serial_artists and serial_roles by artist), grouped by serial.
 */
export function listArtistSerials(db: Executor, artistId: number, viewer: Actor) {
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
    .where(visibleTo(viewer, 'serial'))
    .groupBy(serials.id)
    .orderBy(sql`${serials.releasedYear} desc`, sql`${serials.id} desc`);
}
