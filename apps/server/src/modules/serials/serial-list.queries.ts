import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { seasons, serialListCounts, serialListKeys, serials } from '../../db/schema';
import {
  type CatalogueOrder,
  inRange,
  keptTitleLists,
  type Range,
  searchPicks,
  type TitleFilter,
  titleListQueries,
  titleWhere,
} from '../../lib/catalogue-query';
import { matches, rankOf, SEARCH_CANDIDATES, type SearchTerm } from '../../lib/search';
import type { Actor } from '../../policies/catalogue.policy';
import { inPublishState, visibleTo } from '../../policies/visibility';

export const serialCardColumns = {
  id: serials.id,
  slug: serials.slug,
  poster: serials.poster,
  iTitle: serials.iTitle,
  mTitle: serials.mTitle,
  oTitle: serials.oTitle,
  releasedYear: serials.releasedYear,
  finishedYear: serials.finishedYear,
  format: serials.format,
  publish: serials.publish,
  criticGrade: serials.criticGrade,
  criticCount: serials.criticCount,
  audienceGrade: serials.audienceGrade,
  audienceCount: serials.audienceCount,
};

/** The serial lists' filters: the shared ones, and a serial's two years (it runs from one to the other). */
export type SerialFilter = TitleFilter & {
  releasedYear?: Range;
  /** `toDateYear`: the year a running serial ("to date") counts as finishing in. */
  finishedYear?: Range & { toDateYear: number };
};

export type SerialOrder = CatalogueOrder;

/** A running serial finishes "to date": inside the range when the range reaches that year. */
function finishedWithin(range: Range & { toDateYear: number }): SQL | undefined {
  const running = range.toDateYear >= range.min && (range.max === undefined || range.toDateYear <= range.max);
  return or(and(...inRange(serials.finishedYear, range)), running ? isNull(serials.finishedYear) : undefined);
}

const whereOf = (f: SerialFilter) =>
  titleWhere(serials, f, {
    state: inPublishState('serial', f.publish),
    years: [
      ...(f.releasedYear ? inRange(serials.releasedYear, f.releasedYear) : []),
      f.finishedYear ? finishedWithin(f.finishedYear) : undefined,
    ],
  });

/** The serial list's queries: the page, the searched page with its count, the count (lib/catalogue-query). */
export const serialList = titleListQueries(
  serials,
  serialCardColumns,
  whereOf,
  serials.releasedYear,
  // The kept tables hold a serial's first year, not its last: a finished-year filter reads the serials.
  keptTitleLists(
    { counts: serialListCounts, keys: serialListKeys },
    (f: SerialFilter, table) => inPublishState('serial', f.publish, table),
    (f) => (f.finishedYear ? undefined : { years: f.releasedYear }),
  ),
);

/** The serial picker: best match first among the visible serials (candidates as the movie picker's). */
export function searchSerialPicks(db: Executor, term: SearchTerm, opts: { viewer: Actor; limit: number }) {
  const columns = {
    id: serials.id,
    poster: serials.poster,
    iTitle: serials.iTitle,
    mTitle: serials.mTitle,
    slug: serials.slug,
    releasedYear: serials.releasedYear,
  };
  return searchPicks(db, serials, columns, term, {
    where: [visibleTo(opts.viewer, 'serial')],
    limit: opts.limit,
    thenBy: (c) => [sql`${c.releasedYear} desc`, sql`${c.id} desc`],
  });
}

/**
 * The season picker: a season's search key holds its serial's titles and its own name, so "breaking bad 2"
 * finds the season. A season is seen as the policy says: it and its serial published, or by editors.
 */
export function searchSeasonPicks(db: Executor, term: SearchTerm, opts: { viewer: Actor; limit: number }) {
  const candidates = db
    .select({
      id: seasons.id,
      poster: seasons.poster,
      seasonNum: seasons.seasonNum,
      name: seasons.name,
      slug: seasons.slug,
      // Aliased: a subquery's columns need distinct names, and both tables have a slug.
      serialSlug: sql<string>`${serials.slug}`.as('serial_slug'),
      serialTitle: serials.iTitle,
      serialMTitle: sql<string>`${serials.mTitle}`.as('serial_m_title'),
      searchKey: seasons.searchKey,
    })
    .from(seasons)
    .innerJoin(serials, eq(serials.id, seasons.serialId))
    .where(and(matches(seasons.searchKey, term), visibleTo(opts.viewer, 'season')))
    .limit(SEARCH_CANDIDATES)
    .as('candidates');
  return db
    .select({
      id: candidates.id,
      poster: candidates.poster,
      seasonNum: candidates.seasonNum,
      name: candidates.name,
      slug: candidates.slug,
      serialSlug: candidates.serialSlug,
      serialTitle: candidates.serialTitle,
      serialMTitle: candidates.serialMTitle,
    })
    .from(candidates)
    .orderBy(
      sql`${rankOf(candidates.searchKey, term)} desc`,
      sql`${candidates.seasonNum} asc`,
      sql`${candidates.id} asc`,
    )
    .limit(opts.limit);
}
