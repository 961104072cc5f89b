import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  journalArtists,
  journalMainTypes,
  journals,
  journalSubTypes,
  movieRoles,
  movies,
  serialRoles,
  serials,
} from '../../db/schema';

// The artist's "other appearances" (part 2 section 7, list_selves): where they are shown as themselves
// rather than credited for a job or a character. A documentary (format 2) casts its people as
// themselves; a video or podcast journal (the journal taxonomy's main types) shows the artists it links.

const DOCUMENTARY = 2;
const SHOWING_JOURNAL_TYPES = ['video', 'podcast'];

export type SelfAppearanceRow = {
  type: 'movie' | 'serial' | 'journal';
  slug: string;
  poster: string | null;
  year: number;
  typeSlug: string | null;
  subTypeSlug: string | null;
};

/** What the reader may see of each kind: the policy's conditions (policies/visibility.ts visibleTo). */
export type SelvesVisibility = { movie?: SQL; serial?: SQL; journal?: SQL };

const noJournalType = { typeSlug: sql<null>`null`, subTypeSlug: sql<null>`null` };

/** Documentaries casting the artist, and video and podcast journals linking them: one row per item. */
export async function listSelfAppearances(
  db: Executor,
  artistId: number,
  sees: SelvesVisibility,
): Promise<SelfAppearanceRow[]> {
  const [movieRows, serialRows, journalRows] = await Promise.all([
    db
      .selectDistinct({ slug: movies.slug, poster: movies.poster, year: movies.year, ...noJournalType })
      .from(movieRoles)
      .innerJoin(movies, eq(movies.id, movieRoles.movieId))
      .where(and(eq(movieRoles.artistId, artistId), eq(movies.format, DOCUMENTARY), sees.movie)),
    db
      .selectDistinct({ slug: serials.slug, poster: serials.poster, year: serials.releasedYear, ...noJournalType })
      .from(serialRoles)
      .innerJoin(serials, eq(serials.id, serialRoles.serialId))
      .where(and(eq(serialRoles.artistId, artistId), eq(serials.format, DOCUMENTARY), sees.serial)),
    db
      .select({
        slug: journals.slug,
        poster: journals.cover,
        year: sql<number>`extract(year from coalesce(${journals.publishDate}, ${journals.createdAt}))::int`,
        typeSlug: journalMainTypes.slug,
        subTypeSlug: journalSubTypes.slug,
      })
      .from(journalArtists)
      .innerJoin(journals, eq(journals.id, journalArtists.journalId))
      .innerJoin(journalSubTypes, eq(journalSubTypes.id, journals.subTypeId))
      .innerJoin(journalMainTypes, eq(journalMainTypes.id, journalSubTypes.mainTypeId))
      .where(
        and(eq(journalArtists.refId, artistId), inArray(journalMainTypes.slug, SHOWING_JOURNAL_TYPES), sees.journal),
      ),
  ]);
  return [
    ...movieRows.map((r) => ({ ...r, type: 'movie' as const })),
    ...serialRows.map((r) => ({ ...r, type: 'serial' as const })),
    ...journalRows.map((r) => ({ ...r, type: 'journal' as const })),
  ];
}
