import type { EpisodeReviewBody, SeasonReviewBody } from '@mfi/contract/reviews.schemas';
import { gradedParts, serialAfterWrite } from '../../after-write/serial.after-write';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../auth/auth-user';
import { removeReplaced } from '../../lib/stored-files';
import { authorize } from '../../policies/catalogue.policy';
import { setEpisodeWatched } from '../serials/episodes.service';
import { recomputeSeasonGrades, recomputeSerialGrades } from '../serials/serials.service';
import { deleteEpisodeDetailedReviewRow } from './episode-detailed-reviews.queries';
import * as q from './serial-reviews.queries';
import { toggleReviewLikeOf } from './review-likes.service';
import { reviewTab } from './review-tabs.service';

// Season and episode reviews (part 2 sections 4, 5 and 7). As with movies, every write is the caller's
// own row; unpublished titles take no reviews. An episode rating or its delete recomputes the episode's
// grades, then its season's and serial's, under the serial's row lock, in the write's transaction.

type SeasonSlugs = { serialSlug: string; seasonSlug: string };
type EpisodeSlugs = SeasonSlugs & { episodeSlug: string };

async function season(db: Executor, user: AuthUser | null, s: SeasonSlugs, forWrite = false) {
  const row = await q.findSeasonBySlugs(db, s.serialSlug, s.seasonSlug);
  if (!row) throw notFound();
  authorize(user, forWrite ? 'review' : 'see', { kind: 'season', publish: row.publish });
  return row;
}

async function episode(db: Executor, user: AuthUser | null, s: EpisodeSlugs, forWrite = false) {
  const row = await q.findEpisodeBySlugs(db, s);
  if (!row) throw notFound();
  authorize(user, forWrite ? 'review' : 'see', { kind: 'episode', publish: row.publish });
  return row;
}

const NO_SEASON_REVIEW = { review: '', spoiler: false, review_check: false };
const NO_EPISODE_REVIEW = { grade: null, spoiler: false, review: '', review_check: false };

export async function submitSeasonReview(ctx: AppContext, user: AuthUser, body: SeasonReviewBody) {
  const s = await season(ctx.db, user, body, true);
  if (body.fetch) {
    const row = await q.seasonReview.find(ctx.db, s.id, user.id);
    serialAfterWrite.nothingCached();
    return row ? { review: row.review, spoiler: row.spoiler, review_check: true } : NO_SEASON_REVIEW;
  }
  await q.upsertSeasonReview(ctx.db, {
    seasonId: s.id,
    userId: user.id,
    review: body.review,
    spoiler: body.spoiler,
    critic: user.critic,
  });
  serialAfterWrite.community(ctx, { season: s.id }); // guests' review tabs are cached
  return { review: body.review, spoiler: body.spoiler, review_check: true };
}

export async function deleteSeasonReview(ctx: AppContext, user: AuthUser, slugs: SeasonSlugs) {
  const s = await season(ctx.db, user, slugs);
  // As the movie's and the episode's: the detailed review needs the review, so it goes too (review first,
  // the order a detailed review's save takes them).
  const detailedGone = await ctx.db.transaction(async (tx) => {
    await q.seasonReview.remove(tx, s.id, user.id);
    return Boolean(await q.seasonDetailedReview.remove(tx, s.id, user.id));
  });
  serialAfterWrite.reviewRemoved(ctx, { season: s.id }, detailedGone);
  return NO_SEASON_REVIEW;
}

export async function seasonReviewTab(
  ctx: AppContext,
  user: AuthUser | null,
  query: SeasonSlugs & { loadMore?: number },
  critic: boolean,
) {
  const key = `reviews:season:${query.serialSlug}:${query.seasonSlug}:${critic}:${query.loadMore ?? 1}`;
  const find = (db: Executor) => season(db, user, query);
  return reviewTab(ctx, user, { kind: 'season', key, find, critic, loadMore: query.loadMore });
}

export async function likeSeasonReview(
  ctx: AppContext,
  user: AuthUser,
  body: { serial: string; season: string; review: number },
) {
  const toggle = async (tx: Executor) => {
    const s = await season(tx, user, { serialSlug: body.serial, seasonSlug: body.season });
    return q.toggleSeasonReviewLike(tx, s.id, body.review, user.id);
  };
  const notify = (tx: Executor, liked: boolean) =>
    serialAfterWrite.notify.seasonReviewLiked(tx, body.review, user.id, liked);
  return toggleReviewLikeOf(ctx, user, serialAfterWrite, toggle, notify);
}

export async function submitEpisodeReview(ctx: AppContext, user: AuthUser, body: EpisodeReviewBody) {
  if (body.fetch) {
    const e = await episode(ctx.db, user, body, true);
    const row = await q.episodeReview.find(ctx.db, e.id, user.id);
    serialAfterWrite.nothingCached();
    return row ? { grade: row.grade, spoiler: row.spoiler, review: row.review, review_check: true } : NO_EPISODE_REVIEW;
  }
  // One statement (rate_episode): the rating, "watched", the figures of the episode, season and serial, and
  // the member's feed card (decision 015).
  const { serialSlug, seasonSlug, episodeSlug, grade, review, spoiler } = body;
  const e = await q.rateEpisode(ctx.db, {
    serialSlug,
    seasonSlug,
    episodeSlug,
    userId: user.id,
    grade,
    review,
    spoiler,
    critic: user.critic,
  });
  if (!e) throw notFound(); // unpublished titles take no reviews
  serialAfterWrite.community(ctx, gradedParts(e)); // episode, season and serial grades show on cached pages
  return { grade: body.grade, spoiler: body.spoiler, review: body.review, review_check: true };
}

/**
 * POST /serial/api-delete-episode-review/: as the movie's delete, the grade, the review, the watched
 * flag and the detailed review (which needs the rating) go; the cover file after the commit.
 */
export async function deleteEpisodeReview(ctx: AppContext, user: AuthUser, slugs: EpisodeSlugs) {
  const detailed = await ctx.db.transaction(async (tx) => {
    const e = await episode(tx, user, slugs);
    await q.lockSerial(tx, e.serialId);
    const removed = await deleteEpisodeDetailedReviewRow(tx, e.id, user.id);
    await q.episodeReview.remove(tx, e.id, user.id);
    await setEpisodeWatched(tx, e.id, user.id, false);
    await serialAfterWrite.feed.ratingRemoved(tx, user.id, e.id);
    await recomputeAll(tx, e);
    return { removed, e };
  });
  serialAfterWrite.reviewRemoved(ctx, gradedParts(detailed.e), !!detailed.removed);
  await removeReplaced(ctx.storage, [detailed.removed?.cover]);
  return NO_EPISODE_REVIEW;
}

async function recomputeAll(tx: Executor, e: { id: number; seasonId: number; serialId: number }) {
  await q.recomputeEpisodeGrades(tx, e.id);
  await recomputeSeasonGrades(tx, e.seasonId);
  await recomputeSerialGrades(tx, e.serialId);
}

export async function episodeReviewTab(
  ctx: AppContext,
  user: AuthUser | null,
  query: EpisodeSlugs & { loadMore?: number },
  critic: boolean,
) {
  const key = `reviews:episode:${query.serialSlug}:${query.seasonSlug}:${query.episodeSlug}:${critic}:${query.loadMore ?? 1}`;
  const find = (db: Executor) => episode(db, user, query);
  return reviewTab(ctx, user, { kind: 'episode', key, find, critic, loadMore: query.loadMore });
}

export async function likeEpisodeReview(ctx: AppContext, user: AuthUser, body: EpisodeSlugs & { review: number }) {
  const toggle = async (tx: Executor) =>
    q.toggleEpisodeReviewLike(tx, (await episode(tx, user, body)).id, body.review, user.id);
  const notify = (tx: Executor, liked: boolean) =>
    serialAfterWrite.notify.episodeReviewLiked(tx, body.review, user.id, liked);
  return toggleReviewLikeOf(ctx, user, serialAfterWrite, toggle, notify);
}
