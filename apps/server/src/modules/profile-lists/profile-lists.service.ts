import { ARTIST_SORTS, CATALOGUE_SORTS } from '@mfi/contract/catalogue.enums';
import { JOURNAL_SORTS } from '@mfi/contract/journals.schemas';
import {
  PROFILE_LIST_PER_PAGE,
  PROFILE_REVIEW_SORTS,
  type ProfileArtistListResponse,
  type ProfileDetailedReviewListResponse,
  type ProfileJournalListResponse,
  type ProfileListQuery,
  type ProfileTitleListResponse,
} from '@mfi/contract/profile-lists.schemas';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext, ServiceDeps } from '../../context';
import { notFound } from '../../lib/errors';
import { pageCount, pageOffset } from '../../lib/pagination';
import { authorize } from '../../policies/profile.policy';
import { likeJournal } from '../journals/journal-actions.service';
import { authorJournalCards } from '../journals/journals.service';
import { likeMovieReview } from '../reviews/movie-reviews.service';
import { likeEpisodeReview } from '../reviews/serial-reviews.service';
import {
  toArtistCard,
  toDetailedReviewCard,
  toEpisodeReviewEntry,
  toMovieReviewEntry,
  toTitleCard,
} from './profile-lists.mapper';
import * as q from './profile-lists.queries';
import { findMember, profileSubject } from '../profiles/profiles.service';

// Every list of a member on the profile board (issue 15 item 8; part 1 sections 2, 3 and 7 "Profile area";
// docs/decisions/013-profile-lists.md). Each is read per request from the member's own rows; the policy
// decides whether the caller sees unpublished titles (a contributor) and the member's drafts (the member
// who publishes, or a contributor). Unknown members are 404, as on the profile.

const per = PROFILE_LIST_PER_PAGE;
const sortOf = <M extends Record<number, string>>(modes: M, sort: number | undefined) => modes[sort ?? 1] as M[keyof M];

async function memberOf(ctx: ServiceDeps<'db'>, slug: string) {
  const member = await findMember(ctx.db, slug);
  if (!member) throw notFound();
  return member.id;
}

/** `{count, page}` of a list: the rows the caller may see, and the number of pages. */
const paging = (total: number) => ({ count: total, page: pageCount(total, per) });

/** Which list page to read: the member's, as the caller may see it, in the sort asked among `sorts`. */
const pageOf = async <M extends Record<number, string>>(
  ctx: ServiceDeps<'db'>,
  user: AuthUser | null,
  query: ProfileListQuery,
  sorts: M,
) => ({
  userId: await memberOf(ctx, query.slug),
  viewer: user,
  sort: sortOf(sorts, query.sort),
  page: pageOffset(query.page, per),
});

/** GET /user/api/v-user-moviereviewlist/: `movie_list`, the member's movie reviews. */
export async function memberMovieReviews(
  ctx: ServiceDeps<'db' | 'storage'>,
  user: AuthUser | null,
  query: ProfileListQuery,
) {
  const which = await pageOf(ctx, user, query, PROFILE_REVIEW_SORTS);
  const { rows, total } = await q.movieReviewPage(ctx.db, { ...which, callerId: user?.id ?? null });
  return { movie_list: rows.map((r) => toMovieReviewEntry(ctx.storage, r)), ...paging(total) };
}

/** GET /user/api/v-user-episodereviewlist/: `episode_list`, the member's episode reviews. */
export async function memberEpisodeReviews(
  ctx: ServiceDeps<'db' | 'storage'>,
  user: AuthUser | null,
  query: ProfileListQuery,
) {
  const which = await pageOf(ctx, user, query, PROFILE_REVIEW_SORTS);
  const { rows, total } = await q.episodeReviewPage(ctx.db, { ...which, callerId: user?.id ?? null });
  return { episode_list: rows.map((r) => toEpisodeReviewEntry(ctx.storage, r)), ...paging(total) };
}

/** The title lists: favourite full-length or short movies, reacted and to-watch movies and serials. */
export type TitleSet = { kind: 'movie'; set: q.MovieSet } | { kind: 'serial'; set: q.SerialSet };

export async function memberTitles(
  ctx: ServiceDeps<'db' | 'storage'>,
  user: AuthUser | null,
  which: TitleSet,
  query: ProfileListQuery,
): Promise<ProfileTitleListResponse> {
  const base = await pageOf(ctx, user, query, CATALOGUE_SORTS);
  const { rows, total } =
    which.kind === 'movie'
      ? await q.movieSetPage(ctx.db, { ...base, set: which.set })
      : await q.serialSetPage(ctx.db, { ...base, set: which.set });
  return { results: rows.map((r) => toTitleCard(ctx.storage, r)), ...paging(total) };
}

/** GET moviedetailedreviewlist/ and episodedetailedreviewlist/: the member's detailed reviews. */
export async function memberDetailedReviews(
  ctx: ServiceDeps<'db' | 'storage'>,
  user: AuthUser | null,
  kind: 'movie' | 'episode',
  query: ProfileListQuery,
): Promise<ProfileDetailedReviewListResponse> {
  const args = await pageOf(ctx, user, query, PROFILE_REVIEW_SORTS);
  const { rows, total } =
    kind === 'movie' ? await q.movieDetailedReviewPage(ctx.db, args) : await q.episodeDetailedReviewPage(ctx.db, args);
  return { results: rows.map((r) => toDetailedReviewCard(ctx.storage, r)), ...paging(total) };
}

/** GET /user/api/idollist/: the artists the member likes. */
export async function memberIdols(
  ctx: ServiceDeps<'db' | 'storage'>,
  user: AuthUser | null,
  query: ProfileListQuery,
): Promise<ProfileArtistListResponse> {
  const { rows, total } = await q.likedArtistPage(ctx.db, await pageOf(ctx, user, query, ARTIST_SORTS));
  return { results: rows.map((r) => toArtistCard(ctx.storage, r)), ...paging(total) };
}

/**
 * GET v-user-journallist/ (published) and v-user-unpublishedjournallist/ (drafts): the member's articles.
 * Drafts are listed to the member who publishes and to contributors (the policy's `seeDrafts`), 403 to
 * anyone else (part 1 section 6: "Publisher ... sees unpublished articles on own profile").
 */
export async function memberJournals(
  ctx: AppContext,
  user: AuthUser | null,
  published: boolean,
  query: ProfileListQuery,
): Promise<ProfileJournalListResponse> {
  const authorId = await memberOf(ctx, query.slug);
  if (!published) authorize(user, 'seeDrafts', profileSubject(authorId, { blocked: false, beingblocked: false }));
  const { cards, total } = await authorJournalCards(ctx, user, authorId, {
    published,
    sort: sortOf(JOURNAL_SORTS, query.sort),
    page: pageOffset(query.page, per),
  });
  return { api_user_journal_list: cards, ...paging(total) };
}

// ---------------------------------------------------------------------------------------------------
// The likes of the profile's cards: the review and journal modules' own likes, at the spec's profile paths.

/** POST v-user-moviereviewlike/ {user, review_id, movie_id}: the movie's own review like. */
export const likeMemberMovieReview = (ctx: AppContext, user: AuthUser, body: { review_id: number; movie_id: number }) =>
  likeMovieReview(ctx, user, body.movie_id, body.review_id);

/** POST v-user-episodereviewlike/ {user, episode_id, review_id}: the episode's own review like, found by id. */
export async function likeMemberEpisodeReview(
  ctx: AppContext,
  user: AuthUser,
  body: { episode_id: number; review_id: number },
) {
  const slugs = await q.episodeSlugsById(ctx.db, body.episode_id);
  if (!slugs) throw notFound();
  return likeEpisodeReview(ctx, user, {
    serialSlug: slugs.serial,
    seasonSlug: slugs.season,
    episodeSlug: slugs.episode,
    review: body.review_id,
  });
}

/** POST v-user-journallike/ {journal_id}: the journal's own like. */
export const likeMemberJournal = (ctx: AppContext, user: AuthUser, body: { journal_id: number }) =>
  likeJournal(ctx, user, body.journal_id);
