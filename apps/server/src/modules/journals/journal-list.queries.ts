import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { JournalSort } from '@mfi/contract/journals.schemas';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  journalArtists,
  journalLikes,
  journalMainTypes,
  journalMovies,
  journals,
  journalSerials,
  journalSubTypes,
  journalTagLinks,
  users,
} from '../../db/schema';
import { inPublishState, published } from '../../policies/visibility';
import { bestMatchFirst, matches, type SearchTerm } from '../../lib/search';

// Journal lists: the catalogue page, the home carousel and the cards on artist, movie and serial pages.
// Every list reads the same card columns (the journal, its author, subtype and main type).

/** Which journals a list may show: the published ones, or unpublished ones (all, or one author's). */
export type Visibility = { published: true } | { published: false; authorId?: number };

export type JournalFilter = {
  visibility: Visibility;
  /** One author's journals (a member's articles on their profile). */
  authorId?: number;
  mainTypeId?: number;
  subTypeIds?: number[];
  tagIds?: number[];
  term?: SearchTerm;
};

const cardColumns = {
  id: journals.id,
  slug: journals.slug,
  title: journals.title,
  cover: journals.cover,
  excerpt: journals.excerpt,
  publishDate: journals.publishDate,
  likesCount: journals.likesCount,
  authorName: users.username,
  authorSlug: users.slug,
  authorImage: users.image,
  subTypeName: journalSubTypes.nameMn,
  subTypeSlug: journalSubTypes.slug,
  mainTypeName: journalMainTypes.nameMn,
  mainTypeNameEn: journalMainTypes.nameEn,
  mainTypeSlug: journalMainTypes.slug,
};

/** A select from journals joined to their author, subtype and main type, whose columns it may read. */
export const withAuthorAndTypes = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(users, eq(users.id, journals.authorId))
    .innerJoin(journalSubTypes, eq(journalSubTypes.id, journals.subTypeId))
    .innerJoin(journalMainTypes, eq(journalMainTypes.id, journalSubTypes.mainTypeId));

const cardsFrom = (db: Executor) => withAuthorAndTypes(db.select(cardColumns).from(journals).$dynamic());

export type JournalCardRow = Awaited<ReturnType<typeof cardsFrom>>[number];

export const visibleWhere = (v: Visibility): SQL | undefined =>
  v.published
    ? inPublishState('journal', true)
    : and(inPublishState('journal', false), v.authorId ? eq(journals.authorId, v.authorId) : undefined);

function whereOf(f: JournalFilter) {
  return and(
    visibleWhere(f.visibility),
    f.authorId ? eq(journals.authorId, f.authorId) : undefined,
    f.mainTypeId
      ? sql`${journals.subTypeId} IN (SELECT id FROM journal_sub_types WHERE main_type_id = ${f.mainTypeId})`
      : undefined,
    f.subTypeIds ? inArray(journals.subTypeId, f.subTypeIds.length ? f.subTypeIds : [0]) : undefined,
    // Any of the chosen tags, as the movie catalogue's tag filter.
    f.tagIds?.length
      ? sql`EXISTS (SELECT 1 FROM ${journalTagLinks} WHERE ${journalTagLinks.journalId} = ${journals.id} AND ${inArray(journalTagLinks.tagId, f.tagIds)})`
      : undefined,
    f.term ? matches(journals.searchKey, f.term) : undefined,
  );
}

const byTitle = sql`${journals.sortTitle} COLLATE "C"`;
const ORDERS: Record<JournalSort, SQL[]> = {
  newest: [sql`${journals.publishDate} DESC NULLS LAST`, desc(journals.id)],
  oldest: [sql`${journals.publishDate} ASC NULLS LAST`, asc(journals.id)],
  most_liked: [desc(journals.likesCount), desc(journals.id)],
  least_liked: [asc(journals.likesCount), asc(journals.id)],
  title_asc: [asc(byTitle), asc(journals.id)],
  title_desc: [desc(byTitle), desc(journals.id)],
};

export function listJournalCards(
  db: Executor,
  f: JournalFilter,
  sort: JournalSort | 'best_match',
  page: { limit: number; offset: number },
) {
  const order =
    sort === 'best_match' && f.term
      ? [bestMatchFirst(journals.searchKey, f.term), ...ORDERS.newest]
      : ORDERS[sort === 'best_match' ? 'newest' : sort];
  return cardsFrom(db)
    .where(whereOf(f))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countJournals(db: Executor, f: JournalFilter) {
  const [{ total }] = await db.select({ total: count() }).from(journals).where(whereOf(f));
  return total;
}

/** The latest published journals (the home carousel). */
export function latestJournalCards(db: Executor, limit: number) {
  return cardsFrom(db)
    .where(published('journal'))
    .orderBy(...ORDERS.newest)
    .limit(limit);
}

const RELATED = { artist: journalArtists, movie: journalMovies, serial: journalSerials } as const;
export type RelatedKind = keyof typeof RELATED;

/** Published journals that name the artist, movie or serial, newest first. */
export function journalCardsAbout(
  db: Executor,
  kind: RelatedKind,
  refId: number,
  page: { limit: number; offset: number },
) {
  const link = RELATED[kind];
  return cardsFrom(db)
    .innerJoin(link, and(eq(link.journalId, journals.id), eq(link.refId, refId)))
    .where(published('journal'))
    .orderBy(...ORDERS.newest)
    .limit(page.limit)
    .offset(page.offset);
}

/** The ids among `journalIds` that the user likes. */
export async function likedJournalIds(db: Executor, userId: number, journalIds: number[]) {
  if (!journalIds.length) return new Set<number>();
  const rows = await db
    .select({ journalId: journalLikes.journalId })
    .from(journalLikes)
    .where(and(eq(journalLikes.userId, userId), inArray(journalLikes.journalId, journalIds)));
  return new Set(rows.map((r) => r.journalId));
}
