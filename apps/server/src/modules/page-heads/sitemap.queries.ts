import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { published } from '../../policies/visibility';

// The addresses a sitemap lists, section by section: what a guest may open (the policy's published chain, an
// active member, a published article), in id order, read a batch at a time by id (no offset over a million
// episodes), each with the time it last changed.

export type SitemapRow = { id: number; parts: string[]; lastmod: string };

type Section = {
  /** The rows a guest may open, selecting `id`, the address parts `p1`…`p4` and `lastmod`. */
  from: SQL;
  /** The row id column, for the keyset. */
  id: SQL;
};

const activeOwner = (alias: string) => sql`${sql.identifier(alias)}.is_active`;

/** A section whose address is its row's own slug alone: the rows of `table` (as `alias`) that `where` keeps. */
function ownSlugs(table: string, alias: string, where: SQL): Section {
  const a = sql.identifier(alias);
  return {
    id: sql`${a}.id`,
    from: sql`select ${a}.id, ${a}.slug as p1, null as p2, null as p3, null as p4, ${a}.updated_at as lastmod
      from ${sql.identifier(table)} ${a} where ${where}`,
  };
}

export const SITEMAP_SECTIONS = {
  movies: ownSlugs('movies', 'm', published('movie', 'm')),
  serials: ownSlugs('serials', 's', published('serial', 's')),
  seasons: {
    id: sql`se.id`,
    from: sql`select se.id, s.slug as p1, se.slug as p2, null as p3, null as p4, se.updated_at as lastmod
      from seasons se join serials s on s.id = se.serial_id where ${published('season', 'se', 's')}`,
  },
  episodes: {
    id: sql`e.id`,
    from: sql`select e.id, s.slug as p1, se.slug as p2, e.slug as p3, null as p4, e.updated_at as lastmod
      from episodes e join seasons se on se.id = e.season_id join serials s on s.id = se.serial_id
      where ${published('episode', 'e', 'se', 's')}`,
  },
  artists: ownSlugs('artists', 'a', published('artist', 'a')),
  journals: {
    id: sql`j.id`,
    from: sql`select j.id, mt.slug as p1, st.slug as p2, j.slug as p3, null as p4, j.updated_at as lastmod
      from journals j join journal_sub_types st on st.id = j.sub_type_id join journal_main_types mt on mt.id = st.main_type_id
      where ${published('journal', 'j')}`,
  },
  'movie-reviews': {
    id: sql`r.id`,
    from: sql`select r.id, u.slug as p1, m.slug as p2, null as p3, null as p4, r.updated_at as lastmod
      from movie_detailed_reviews r join movies m on m.id = r.movie_id join users u on u.id = r.user_id
      where ${published('movie', 'm')} and ${activeOwner('u')}`,
  },
  'season-reviews': {
    id: sql`r.id`,
    from: sql`select r.id, u.slug as p1, s.slug as p2, se.slug as p3, null as p4, r.updated_at as lastmod
      from season_detailed_reviews r join seasons se on se.id = r.season_id join serials s on s.id = se.serial_id
      join users u on u.id = r.user_id
      where ${published('season', 'se', 's')} and ${activeOwner('u')}`,
  },
  'episode-reviews': {
    id: sql`r.id`,
    from: sql`select r.id, u.slug as p1, s.slug as p2, se.slug as p3, e.slug as p4, r.updated_at as lastmod
      from episode_detailed_reviews r join episodes e on e.id = r.episode_id join seasons se on se.id = e.season_id
      join serials s on s.id = se.serial_id join users u on u.id = r.user_id
      where ${published('episode', 'e', 'se', 's')} and ${activeOwner('u')}`,
  },
  lists: {
    id: sql`l.id`,
    from: sql`select l.id, u.slug as p1, l.slug as p2, l.kind as p3, null as p4, l.updated_at as lastmod
      from user_lists l join users u on u.id = l.user_id where ${activeOwner('u')}`,
  },
  festivals: ownSlugs('festivals', 'f', sql`true`),
  editions: {
    id: sql`fe.id`,
    from: sql`select fe.id, f.slug as p1, fe.year::text as p2, null as p3, null as p4, fe.updated_at as lastmod
      from festival_editions fe join festivals f on f.id = fe.festival_id where true`,
  },
  profiles: ownSlugs('users', 'u', activeOwner('u')),
} satisfies Record<string, Section>;

export type SitemapSection = keyof typeof SITEMAP_SECTIONS;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function countSection(db: Executor, section: SitemapSection): Promise<number> {
  const { from } = SITEMAP_SECTIONS[section];
  const result = await db.execute(sql`select count(*)::int as n from (${from}) rows`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * The id a sitemap page starts after: the last id of the pages before it (0 for the first), or null when no
 * row is left for the page.
 */
export async function pageStart(db: Executor, section: SitemapSection, skip: number): Promise<number | null> {
  if (skip === 0) return 0;
  const { from, id } = SITEMAP_SECTIONS[section];
  const result = await db.execute(sql`${from} order by ${id} offset ${skip - 1} limit 2`);
  const rows = rowsOf<{ id: number }>(result);
  return rows.length === 2 ? rows[0].id : null;
}

/** Up to `limit` rows after id `after`, in id order. */
export async function sectionBatch(
  db: Executor,
  section: SitemapSection,
  after: number,
  limit: number,
): Promise<SitemapRow[]> {
  const { from, id } = SITEMAP_SECTIONS[section];
  const result = await db.execute(sql`${from} and ${id} > ${after} order by ${id} limit ${limit}`);
  return rowsOf<{
    id: number;
    p1: string;
    p2: string | null;
    p3: string | null;
    p4: string | null;
    lastmod: Date | string;
  }>(result).map((r) => ({
    id: r.id,
    parts: [r.p1, r.p2, r.p3, r.p4].filter((p): p is string => p !== null),
    lastmod: new Date(r.lastmod).toISOString(),
  }));
}
