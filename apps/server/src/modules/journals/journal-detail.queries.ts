import { and, asc, desc, eq, lt, ne, sql, type Column, type GetColumnData } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  artists,
  journalArtists,
  journalLikes,
  journalMainTypes,
  journalMovies,
  journals,
  journalSerials,
  journalSubTypes,
  journalTagLinks,
  journalTags,
  movies,
  serials,
  users,
} from '../../db/schema';
import { published } from '../../policies/visibility';
import { withAuthorAndTypes } from './journal-list.queries';

// One journal: found by its address (main type, subtype and journal slugs), its tags, related titles,
// previous issues, likes and the publish toggle.

/** The journal at /journal/{typeSlug}/{subTypeSlug}/{slug}, with its author and types. */
export async function findJournalByAddress(
  db: Executor,
  address: { slug: string; typeSlug: string; subTypeSlug: string },
) {
  const [row] = await withAuthorAndTypes(
    db
      .select({
        journal: journals,
        authorName: users.username,
        authorSlug: users.slug,
        authorImage: users.image,
        subType: {
          id: journalSubTypes.id,
          slug: journalSubTypes.slug,
          nameMn: journalSubTypes.nameMn,
          nameEn: journalSubTypes.nameEn,
        },
        mainType: {
          id: journalMainTypes.id,
          slug: journalMainTypes.slug,
          nameMn: journalMainTypes.nameMn,
          nameEn: journalMainTypes.nameEn,
        },
      })
      .from(journals)
      .$dynamic(),
  ).where(
    and(
      eq(journals.slug, address.slug),
      eq(journalSubTypes.slug, address.subTypeSlug),
      eq(journalMainTypes.slug, address.typeSlug),
    ),
  );
  return row;
}
export type JournalAddressRow = NonNullable<Awaited<ReturnType<typeof findJournalByAddress>>>;

export async function findJournalById(db: Executor, id: number) {
  const [row] = await db.select().from(journals).where(eq(journals.id, id));
  return row;
}

export const listJournalTags = (db: Executor, journalId: number) =>
  db
    .select({ id: journalTags.id, name: journalTags.name })
    .from(journalTagLinks)
    .innerJoin(journalTags, eq(journalTags.id, journalTagLinks.tagId))
    .where(eq(journalTagLinks.journalId, journalId))
    .orderBy(asc(journalTags.name));

// Each related list: its link table (in the editor's drag order), the title table and what a card shows.
const RELATED_TITLES = {
  artists: {
    link: journalArtists,
    title: artists,
    columns: {
      id: artists.id,
      slug: artists.slug,
      photo: artists.photo,
      name: artists.proName,
      nameEn: artists.proNameEn,
    },
  },
  movies: {
    link: journalMovies,
    title: movies,
    columns: {
      id: movies.id,
      slug: movies.slug,
      poster: movies.poster,
      title: movies.mTitle,
      iTitle: movies.iTitle,
      year: movies.year,
    },
  },
  serials: {
    link: journalSerials,
    title: serials,
    columns: {
      id: serials.id,
      slug: serials.slug,
      poster: serials.poster,
      title: serials.mTitle,
      iTitle: serials.iTitle,
      year: serials.releasedYear,
    },
  },
} as const;
export type RelatedTitles = keyof typeof RELATED_TITLES;
const KINDS = { artists: 'artist', movies: 'movie', serials: 'serial' } as const;
type Columns<K extends RelatedTitles> = (typeof RELATED_TITLES)[K]['columns'];
export type RelatedRow<K extends RelatedTitles> = {
  -readonly [F in keyof Columns<K>]: Columns<K>[F] extends Column ? GetColumnData<Columns<K>[F]> : never;
};

/** A journal's related artists, movies or serials in the editor's order; unpublished ones only for readers who may see them. */
export function listRelatedTitles<K extends RelatedTitles>(
  db: Executor,
  kind: K,
  journalId: number,
  withUnpublished: boolean,
): Promise<RelatedRow<K>[]> {
  const { link, title, columns }: (typeof RELATED_TITLES)[RelatedTitles] = RELATED_TITLES[kind];
  return (
    db
      .select(columns)
      .from(link)
      .innerJoin(title, eq(title.id, link.refId))
      .where(and(eq(link.journalId, journalId), withUnpublished ? undefined : published(KINDS[kind], title)))
      // One select over three kinds of table: Drizzle types its row loosely, the kind's columns say what it is.
      .orderBy(asc(link.position)) as unknown as Promise<RelatedRow<K>[]>
  );
}

/** Earlier published issues of the same subtype (before `before`, or the latest when it is null). */
export const listPreviousJournals = (
  db: Executor,
  j: { id: number; subTypeId: number; publishDate: Date | null },
  limit: number,
) =>
  withAuthorAndTypes(
    db
      .select({
        slug: journals.slug,
        title: journals.title,
        cover: journals.cover,
        publishDate: journals.publishDate,
        authorName: users.username,
        subTypeSlug: journalSubTypes.slug,
        mainTypeSlug: journalMainTypes.slug,
      })
      .from(journals)
      .$dynamic(),
  )
    .where(
      and(
        eq(journals.subTypeId, j.subTypeId),
        ne(journals.id, j.id),
        published('journal'),
        j.publishDate ? lt(journals.publishDate, j.publishDate) : undefined,
      ),
    )
    .orderBy(desc(journals.publishDate), desc(journals.id))
    .limit(limit);

export async function userLikesJournal(db: Executor, journalId: number, userId: number) {
  const [row] = await db
    .select({ journalId: journalLikes.journalId })
    .from(journalLikes)
    .where(and(eq(journalLikes.journalId, journalId), eq(journalLikes.userId, userId)));
  return Boolean(row);
}

/** Adds or removes the user's like and moves likes_count with it, in the caller's transaction. */
export async function toggleJournalLike(tx: Executor, journalId: number, userId: number) {
  const removed = await tx
    .delete(journalLikes)
    .where(and(eq(journalLikes.journalId, journalId), eq(journalLikes.userId, userId)))
    .returning({ journalId: journalLikes.journalId });
  // A like racing another from the same user inserts nothing and moves nothing.
  const inserted = removed.length
    ? []
    : await tx
        .insert(journalLikes)
        .values({ journalId, userId })
        .onConflictDoNothing()
        .returning({ journalId: journalLikes.journalId });
  const delta = removed.length ? -1 : inserted.length;
  const [row] = await tx
    .update(journals)
    .set({ likesCount: sql`greatest(${journals.likesCount} + ${delta}, 0)` })
    .where(eq(journals.id, journalId))
    .returning({ likes: journals.likesCount });
  return { userLike: !removed.length, likes: row.likes };
}

/** Sets or clears the publish date; returns the new one. */
export async function setPublishDate(tx: Executor, journalId: number, publishDate: Date | null, now: Date) {
  const [row] = await tx
    .update(journals)
    .set({ publishDate, updatedAt: now })
    .where(eq(journals.id, journalId))
    .returning({ publishDate: journals.publishDate });
  return row.publishDate;
}
