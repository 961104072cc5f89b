import {
  HOME_LISTS,
  LISTED_LISTS,
  TOP_MOVIE_LISTS_PER_PAGE,
  TOP_SERIAL_LISTS_PER_PAGE,
  USER_LISTS_PER_PAGE,
} from '@mfi/contract/limits';
import type { ListKind } from '@mfi/contract/lists.schemas';
import { listTags } from '../../after-write/list.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { pageCount, pageOffset } from '../../lib/pagination';
import { seesUnpublished } from '../../policies/catalogue.policy';
import { listPagePermissionsOf, permissionsOf } from '../../policies/permissions';
import { composedOnce } from '../../lib/composed-once';
import { visibleMovieRef } from '../movies/movie-flags.service';
import { visibleSerial } from '../serials/serials.service';
import {
  type DetailOf,
  type PageOf,
  railKey,
  type RailOf,
  toListCard,
  toRail,
  toListEntry,
  withUserLikes,
} from './lists.mapper';
import * as q from './lists.queries';

// The list reads (issue 14): a list's detail, a user's list pages, the home rails and a title's "listed"
// lists. What every reader sees alike is cached (decision 003) as the whole answer, tagged so that a list
// write drops the entries showing it (after-write/list.after-write.ts). The reader's own likes (and the
// owner's edit right) are read per request; a reader who likes none of the lists shown gets the cached
// answer itself, which is serialized once (plugins/memo-serializer). Titles hidden from the reader
// (unpublished since they were added) leave the lists they are in, for that reader.

/** The answer with the reader's likes on the cards under `key`; the same object when they like none. */
async function withLikes<A extends object>(ctx: AppContext, user: AuthUser | null, answer: A, key: keyof A) {
  const cards = answer[key] as { id: number }[];
  if (!user || !cards.length) return answer;
  const liked = await q.likedListIds(
    ctx.db,
    user.id,
    cards.map((c) => c.id),
  );
  return liked.size ? { ...answer, [key]: withUserLikes(cards, liked) } : answer;
}

/** GET /user/api/v-user-movielistdetail/ and v-user-seriallistdetail/ {slug: owner, list}: 404 when missing. */
export async function listDetail<K extends ListKind>(
  ctx: AppContext,
  user: AuthUser | null,
  kind: K,
  ownerSlug: string,
  listSlug: string,
): Promise<DetailOf[K]> {
  const showUnpublished = seesUnpublished(user, kind);
  const { ownerId, answer } = await ctx.cache.wrapPublic(
    !showUnpublished,
    `list:${kind}:${ownerSlug}:${listSlug}`,
    async () => {
      const owner = await q.findUserBySlug(ctx.db, ownerSlug);
      if (!owner) throw notFound();
      const row = await q.findListCard(ctx.db, kind, owner.id, listSlug, user);
      if (!row) throw notFound();
      const entries = (await q.listEntries(ctx.db, kind, row.id, user)).map((e) => toListEntry(ctx.storage, kind, e));
      // The titles this reader sees: one unpublished since it was added leaves the count with the list.
      const items =
        kind === 'movie'
          ? { total_movies: entries.length, movie_list: entries }
          : { total_serials: entries.length, serial_list: entries };
      const detail = { ...toListCard(ctx.storage, kind, row), ...items };
      return { ownerId: owner.id, answer: detail as unknown as DetailOf[K] };
    },
    (v) => listTags.detail(v.answer.id),
  );
  // The caller's verdicts and like are theirs alone: added after the cache, never into it.
  const liked = user ? (await q.likedListIds(ctx.db, user.id, [answer.id])).size > 0 : false;
  const part = { ...permissionsOf(user, { kind: 'list', ownerId }), user_like: liked };
  return composedOnce(answer, part, () => ({ ...answer, ...part }));
}

const PAGE_SIZES = {
  all: { movie: USER_LISTS_PER_PAGE, serial: USER_LISTS_PER_PAGE },
  // The best-movie list page shows 4 a page, the serial grid 24 (part 1 section 5).
  top: { movie: TOP_MOVIE_LISTS_PER_PAGE, serial: TOP_SERIAL_LISTS_PER_PAGE },
} as const;

/**
 * GET /user/api/v-user-movielist/ and v-user-seriallist/ (every list), v-user-topmovielist/ and
 * v-user-topseriallist/ (the ranked ones) {slug, page}: the user's lists, newest first; 404 for no such user.
 */
export async function userLists<K extends ListKind>(
  ctx: AppContext,
  user: AuthUser | null,
  kind: K,
  which: 'all' | 'top',
  ownerSlug: string,
  page = 1,
): Promise<PageOf[K]> {
  const size = PAGE_SIZES[which][kind];
  const showUnpublished = seesUnpublished(user, kind);
  const { ownerId, answer } = await ctx.cache.wrapPublic(
    !showUnpublished,
    `user-lists:${kind}:${which}:${ownerSlug}:${page}`,
    async () => {
      const owner = await q.findUserBySlug(ctx.db, ownerSlug);
      if (!owner) throw notFound();
      const where = { userId: owner.id, kind, topOnly: which === 'top' };
      const [count, rows] = await Promise.all([
        q.countOwnerLists(ctx.db, where),
        q.ownerListCards(ctx.db, { ...where, ...pageOffset(page, size) }, user),
      ]);
      const cards = rows.map((r) => toListCard(ctx.storage, kind, r));
      const answer = { [`${kind}_list`]: cards, count, page: pageCount(count, size) };
      return { ownerId: owner.id, answer: answer as unknown as PageOf[K] };
    },
    (v) => listTags.owner(v.ownerId),
  );
  // The caller's verdict (the create button on their own page), added after the cache; composed once per
  // answer, so a page without the caller's likes is the same object again and the serializer's memory holds.
  const verdicts = listPagePermissionsOf(user, ownerId);
  const withCallerLikes = await withLikes(ctx, user, answer, `${kind}_list` as keyof PageOf[K]);
  return composedOnce(withCallerLikes, verdicts, () => ({ ...withCallerLikes, ...verdicts }));
}

/** GET /movie/api-home-latest-listed_movies/ and /serial/home-latest-listedserials/: the latest lists. */
export async function homeLists<K extends ListKind>(
  ctx: AppContext,
  user: AuthUser | null,
  kind: K,
): Promise<RailOf[K]> {
  const showUnpublished = seesUnpublished(user, kind);
  const answer = await ctx.cache.wrapPublic(
    !showUnpublished,
    `lists-home:${kind}`,
    async () => {
      const rows = await q.latestListCards(ctx.db, kind, HOME_LISTS, user);
      return toRail(
        kind,
        rows.map((r) => toListCard(ctx.storage, kind, r)),
      );
    },
    () => listTags.home(kind),
  );
  return withLikes(ctx, user, answer, railKey(kind));
}

/** GET /movie/api-listed-movies/ and /serial/api-listed-serials/ {slug}: the lists holding a title, newest first. */
export async function listsHoldingTitle<K extends ListKind>(
  ctx: AppContext,
  user: AuthUser | null,
  kind: K,
  slug: string,
): Promise<RailOf[K]> {
  const showUnpublished = seesUnpublished(user, kind);
  // The title's visibility is checked inside: a 404 (a title the reader may not see) is never cached.
  const { answer } = await ctx.cache.wrapPublic(
    !showUnpublished,
    `listed:${kind}:${slug}`,
    async () => {
      const title =
        kind === 'movie' ? await visibleMovieRef(ctx.db, user, slug) : await visibleSerial(ctx.db, user, slug);
      const rows = await q.cardsHoldingTitle(ctx.db, kind, title.id, LISTED_LISTS, user);
      return {
        titleId: title.id,
        answer: toRail(
          kind,
          rows.map((r) => toListCard(ctx.storage, kind, r)),
        ),
      };
    },
    (v) => listTags.listed(kind, v.titleId),
  );
  return withLikes(ctx, user, answer, railKey(kind));
}

export const listedMovies = (ctx: AppContext, user: AuthUser | null, slug: string) =>
  listsHoldingTitle(ctx, user, 'movie', slug);
export const listedSerials = (ctx: AppContext, user: AuthUser | null, slug: string) =>
  listsHoldingTitle(ctx, user, 'serial', slug);
