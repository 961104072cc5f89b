import { JOURNAL_SORTS, type JournalListQuery, type JournalSort } from '@mfi/contract/journals.schemas';
import { HOME_JOURNALS, JOURNAL_TAG_SEARCH_LIMIT, JOURNALS_PER_PAGE, PREVIOUS_JOURNALS } from '@mfi/contract/limits';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { MediaUrls } from '../../lib/storage';
import { loadMorePage, pageCount, pageOffset, splitLoadMore } from '../../lib/pagination';
import { searchTerm, withTypos } from '../../lib/search';
import type { AuthUser } from '../../auth/auth-user';
import { authorize, journalSubject, seesUnpublished, unpublishedJournalsOf } from '../../policies/catalogue.policy';
import { permissionsOf } from '../../policies/permissions';
import * as detailQ from './journal-detail.queries';
import * as listQ from './journal-list.queries';
import * as taxonomyQ from './journal-taxonomy.queries';
import {
  toHomeJournal,
  toJournalCard,
  toJournalDetail,
  toJournalListItem,
  toRelatedArtist,
  toRelatedTitle,
} from './journals.mapper';

// Part 2 section 7 "Journals" (reads) and part 1's home journal list. Unpublished journals reach only
// their author and contributors; lists of published journals are the same for every reader and cached.

export type JournalAddress = { slug: string; typeSlug: string; subTypeSlug: string };

// ---------------------------------------------------------------------------------------------------
// Taxonomy and tags.

/** A main type (no parent) or a subtype (its main type's slug) as the type lists answer it. */
const journalType = (r: { id: number; nameMn: string; nameEn: string; slug: string }, mainType: string | null) => ({
  id: r.id,
  type_mongol_name: r.nameMn,
  type_english_name: r.nameEn,
  type_slug: r.slug,
  main_type: mainType,
});

export async function listJournalTypes(ctx: AppContext) {
  return ctx.cache.wrap('journal-types', async () => {
    const rows = await taxonomyQ.listMainTypes(ctx.db);
    return { journal_type_list: rows.map((r) => journalType(r, null)) };
  });
}

/** The subtypes of one main type (id or slug); an unknown main type has none. */
export async function listJournalSubTypes(ctx: AppContext, mainType: number | string | undefined) {
  return ctx.cache.wrap(`journal-subtypes:${mainType ?? ''}`, async () => {
    const main = mainType === undefined ? undefined : await taxonomyQ.findMainType(ctx.db, mainType);
    if (mainType !== undefined && !main) return { journal_type_list: [] };
    const rows = await taxonomyQ.listSubTypes(ctx.db, main?.id);
    return { journal_type_list: rows.map((r) => journalType(r, r.mainSlug)) };
  });
}

/** Tags by search text, or by ids (a reloaded list filter names its chosen tags). */
export async function searchJournalTags(ctx: AppContext, q: { tag?: string; ids?: number[] }) {
  const rows = q.ids?.length
    ? await taxonomyQ.findJournalTags(ctx.db, q.ids)
    : await taxonomyQ.searchJournalTags(ctx.db, searchTerm(q.tag), JOURNAL_TAG_SEARCH_LIMIT);
  return { tag_list: rows.map((r) => ({ id: r.id, journal_tag_name: r.name })) };
}

// ---------------------------------------------------------------------------------------------------
// The list.

/** `published=false` is the unpublished list: contributors see every draft, a publisher their own. */
function visibilityOf(user: AuthUser | null, published: boolean): listQ.Visibility {
  if (published) return { published: true };
  return { published: false, ...unpublishedJournalsOf(user) };
}

/** The type and sub-type tabs as ids; undefined filter parts mean "all", an unknown tab matches nothing. */
async function tabsOf(
  db: Executor,
  q: JournalListQuery,
): Promise<Pick<listQ.JournalFilter, 'mainTypeId' | 'subTypeIds'>> {
  const main = q.type === undefined ? undefined : await taxonomyQ.findMainType(db, q.type);
  if (q.type !== undefined && !main) return { subTypeIds: [] };
  const subTypeIds = q.sub_type === undefined ? undefined : await taxonomyQ.findSubTypeIds(db, q.sub_type, main?.id);
  return { mainTypeId: main?.id, subTypeIds };
}

export async function listJournals(ctx: AppContext, user: AuthUser | null, q: JournalListQuery) {
  const visibility = visibilityOf(user, q.published ?? true);
  const term = searchTerm(q.search);
  const filter: listQ.JournalFilter = { visibility, ...(await tabsOf(ctx.db, q)), tagIds: q.tags, term };
  // Searching without a chosen sort puts the best match first.
  const sort = q.sort ? JOURNAL_SORTS[q.sort as keyof typeof JOURNAL_SORTS] : term ? 'best_match' : 'newest';
  const page = pageOffset(q.page, JOURNALS_PER_PAGE);
  const run = async (db: Executor) => {
    const f = term ? { ...filter, term: await withTypos(db, term) } : filter;
    const [rows, total] = await Promise.all([listQ.listJournalCards(db, f, sort, page), listQ.countJournals(db, f)]);
    return {
      journal_list: rows.map((r) => toJournalListItem(r, ctx.storage)),
      journal_total: total,
      journal_page: pageCount(total, JOURNALS_PER_PAGE),
    };
  };
  const key = `journals:list:${JSON.stringify(filter)}:${sort}:${page.offset}`;
  return ctx.cache.wrapPublic(visibility.published, key, () => run(ctx.db));
}

/** GET /journal/api-home-journal-list/: the latest published journals for the home carousel. */
export async function homeJournals(ctx: AppContext) {
  return ctx.cache.wrap('journals:home', async () => {
    const rows = await listQ.latestJournalCards(ctx.db, HOME_JOURNALS);
    return { journal_list: rows.map((r) => toHomeJournal(r, ctx.storage)) };
  });
}

// ---------------------------------------------------------------------------------------------------
// Detail and related lists.

/** The journal at the address, or 404 when missing or unpublished for this reader. */
export async function visibleJournal(db: Executor, user: AuthUser | null, address: JournalAddress) {
  const row = await detailQ.findJournalByAddress(db, address);
  if (!row) throw notFound();
  authorize(user, 'see', journalSubject(row.journal));
  return row;
}

async function loadDetail(ctx: AppContext, address: JournalAddress, withUnpublishedTitles: boolean) {
  const row = await detailQ.findJournalByAddress(ctx.db, address);
  if (!row) return null;
  const j = row.journal;
  const [tags, artists, movies, serials, previous] = await Promise.all([
    detailQ.listJournalTags(ctx.db, j.id),
    detailQ.listRelatedTitles(ctx.db, 'artists', j.id, withUnpublishedTitles),
    detailQ.listRelatedTitles(ctx.db, 'movies', j.id, withUnpublishedTitles),
    detailQ.listRelatedTitles(ctx.db, 'serials', j.id, withUnpublishedTitles),
    detailQ.listPreviousJournals(ctx.db, j, PREVIOUS_JOURNALS),
  ]);
  return {
    authorId: j.authorId,
    publishDate: j.publishDate,
    detail: toJournalDetail(row, { tags, artists, movies, serials, previous }, ctx.storage),
  };
}

export async function journalDetail(ctx: AppContext, user: AuthUser | null, address: JournalAddress) {
  const withUnpublishedTitles = seesUnpublished(user, 'movie');
  // The journal is the same for every reader who sees only published titles; the answer is cached for
  // them and checked against this reader below, so a cached draft never reaches anyone but its readers.
  const key = `journal:${address.typeSlug}/${address.subTypeSlug}/${address.slug}`;
  const found = await ctx.cache.wrapPublic(!withUnpublishedTitles, key, () =>
    loadDetail(ctx, address, withUnpublishedTitles),
  );
  if (!found) throw notFound();
  const subject = journalSubject(found);
  authorize(user, 'see', subject);
  const userLike = user ? await detailQ.userLikesJournal(ctx.db, found.detail.id, user.id) : false;
  return {
    journal_detail: {
      ...found.detail,
      user_like: userLike,
      ...permissionsOf(user, subject),
    },
  };
}

const TO_RELATED = { artists: toRelatedArtist, movies: toRelatedTitle, serials: toRelatedTitle } as const;

/** GET /journal/api-journal-{artist,movie,serial}-list/: one related list of a journal the reader can see. */
export async function journalRelatedList<K extends detailQ.RelatedTitles>(
  ctx: AppContext,
  user: AuthUser | null,
  address: JournalAddress,
  key: K,
) {
  const row = await visibleJournal(ctx.db, user, address);
  const rows = await detailQ.listRelatedTitles(ctx.db, key, row.journal.id, seesUnpublished(user, 'movie'));
  const toItem = TO_RELATED[key] as (r: detailQ.RelatedRow<K>, media: MediaUrls) => ReturnType<(typeof TO_RELATED)[K]>;
  return { [key]: rows.map((r) => toItem(r, ctx.storage)) } as { [P in K]: ReturnType<(typeof TO_RELATED)[P]>[] };
}

/**
 * The published journals about an artist, movie or serial, for those modules' detail sub-calls (load
 * more: page `loadMore`, 1 or less is the first). Drafts never appear here, whoever reads.
 */
export async function journalCardsAbout(
  ctx: AppContext,
  user: AuthUser | null,
  kind: listQ.RelatedKind,
  refId: number,
  loadMore?: number,
) {
  const page = loadMorePage(Math.max(loadMore ?? 1, 1));
  const rows = await ctx.cache.wrap(`journals:about:${kind}:${refId}:${page.offset}`, () =>
    listQ.journalCardsAbout(ctx.db, kind, refId, page),
  );
  const { items, end_point } = splitLoadMore(rows);
  const liked = user
    ? await listQ.likedJournalIds(
        ctx.db,
        user.id,
        items.map((r) => r.id),
      )
    : new Set<number>();
  return { journals: items.map((r) => toJournalCard(r, ctx.storage, liked.has(r.id))), end_point };
}

/**
 * One author's journals as cards with the caller's likes, for the profile's article lists (issue 15):
 * the published ones, or (`published` false) their drafts as far as the policy lets the caller list drafts
 * (403 otherwise). Read per request: the member's rows are an index range (`journals_author_idx`).
 */
export async function authorJournalCards(
  ctx: AppContext,
  user: AuthUser | null,
  authorId: number,
  q: { published: boolean; sort: JournalSort; page: { limit: number; offset: number } },
) {
  const filter: listQ.JournalFilter = { visibility: visibilityOf(user, q.published), authorId };
  const [rows, total] = await Promise.all([
    listQ.listJournalCards(ctx.db, filter, q.sort, q.page),
    listQ.countJournals(ctx.db, filter),
  ]);
  const liked = user
    ? await listQ.likedJournalIds(
        ctx.db,
        user.id,
        rows.map((r) => r.id),
      )
    : new Set<number>();
  return { cards: rows.map((r) => toJournalCard(r, ctx.storage, liked.has(r.id))), total };
}
