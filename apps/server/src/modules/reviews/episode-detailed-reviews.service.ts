import { CROPS, RECENT_REVIEWS } from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import { episodeDetailedReviewFields } from '@mfi/contract/reviews.schemas';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import type { AppContext } from '../../context';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { isBlankHtml, sanitizeRichText } from '../../lib/html';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { removeReplaced, StoredFiles, withFiles } from '../../lib/stored-files';
import { searchKeyOf } from '../../lib/transliterate';
import { parseWith } from '../../lib/validate';
import type { AuthUser } from '../../auth/auth-user';
import { authorize } from '../../policies/catalogue.policy';
import { authorize as authorizeCritic } from '../../policies/review.policy';
import * as q from './episode-detailed-reviews.queries';
import { recentCriticCard, reviewDetailFields } from './review-detail.mapper';
import { episodeReview, findEpisodeBySlugs, lockSerial } from './serial-reviews.queries';
import { likeVisibleReview } from './review-likes.service';
import { reviewListPage } from './review-lists.service';

// Critics' detailed reviews of episodes (part 2 sections 5 and 7): beside the critic's own episode
// rating, sanitized HTML, an optional JPEG cover. The /episode-review list and detail pages read them.

type EpisodeSlugs = { serialSlug: string; seasonSlug: string; episodeSlug: string };

async function publishedEpisode(ctx: AppContext, user: AuthUser, slugs: EpisodeSlugs) {
  const episode = await findEpisodeBySlugs(ctx.db, slugs);
  if (!episode) throw notFound();
  authorize(user, 'review', { kind: 'episode', publish: episode.publish });
  return episode;
}

/** POST /serial/api-submit-episode-detailed-review/ (critics: review.policy.ts): a form (multipart, or JSON without a cover). */
export async function submitEpisodeDetailedReview(ctx: AppContext, user: AuthUser, form: MultipartBody) {
  authorizeCritic(user, 'writeDetailed');
  const body = parseWith(episodeDetailedReviewFields, singleFields(form));
  const episode = await publishedEpisode(ctx, user, body);
  if (body.fetch) {
    const row = await q.episodeDetailedReview.find(ctx.db, episode.id, user.id);
    serialAfterWrite.nothingCached();
    return { title: row?.title ?? '', review: row?.review ?? '', cover: ctx.storage.urlOf(row?.cover ?? null) };
  }
  const review = sanitizeRichText(body.review, ctx.storage);
  if (isBlankHtml(review)) throw fieldError('review', 'detailedReviewRequired');
  const previous = await q.episodeDetailedReview.find(ctx.db, episode.id, user.id);
  const files = new StoredFiles(ctx.storage);
  const cover = await files.image(form.files.cover?.[0], {
    field: 'cover',
    folder: 'episode-reviews',
    crop: CROPS.scene,
  });
  await withFiles(files, () =>
    ctx.db.transaction(async (tx) => {
      await lockSerial(tx, episode.serialId); // the list's copies of the publish flags (serialAfterWrite.reviewCopies)
      // Checked under the serial's lock, which the rating's delete takes too: the detailed review never outlives it.
      if (!(await episodeReview.find(tx, episode.id, user.id)))
        throw new AppError(400, { non_field_errors: [mn('reviewFirst')] });
      await q.upsertEpisodeDetailedReview(tx, {
        episodeId: episode.id,
        userId: user.id,
        title: body.title,
        review,
        searchKey: searchKeyOf(body.title),
        cover,
      });
      await serialAfterWrite.feed.detailedReview(tx, user.id, episode.id, true);
    }),
  );
  serialAfterWrite.catalogue(ctx); // the list's pages and counts are cached
  if (cover) await removeReplaced(ctx.storage, [previous?.cover]);
  return { title: body.title, review, cover: ctx.storage.urlOf(cover ?? previous?.cover ?? null) };
}

export async function deleteEpisodeDetailedReview(ctx: AppContext, user: AuthUser, slugs: EpisodeSlugs) {
  const episode = await findEpisodeBySlugs(ctx.db, slugs);
  if (!episode) throw notFound();
  const removed = await ctx.db.transaction(async (tx) => {
    await serialAfterWrite.feed.detailedReview(tx, user.id, episode.id, false);
    return q.deleteEpisodeDetailedReviewRow(tx, episode.id, user.id);
  });
  serialAfterWrite.catalogue(ctx);
  await removeReplaced(ctx.storage, [removed?.cover]);
  return { success: true };
}

export const likeEpisodeDetailedReview = (ctx: AppContext, user: AuthUser, reviewId: number) =>
  likeVisibleReview(ctx, user, 'episode-detailed', reviewId, q.findEpisodeDetailedReviewVisibility);

/** GET /serial/episode-detailed-review-list/: published episodes only, newest first, cached as the movies'. */
export const listEpisodeReviewPage = (ctx: AppContext, query: { search?: string; page?: number }) =>
  reviewListPage(
    ctx,
    query,
    { list: q.listEpisodeDetailedReviews, count: q.countEpisodeDetailedReviews },
    (r) => ({
      episode__season__serial__serial_slug: r.serialSlug,
      episode__season__season_slug: r.seasonSlug,
      episode__episode_slug: r.episodeSlug,
      episode__season__serial__serial_poster: ctx.storage.urlOf(r.serialPoster),
      episode__episode_name: r.episodeName,
      episode__episode_name_en: r.episodeNameEn,
      episode__season__season_name: r.seasonName,
    }),
    'episode-reviews',
  );

/** GET /serial/episode-detailed-review-detail/ {slug: author, serialSlug, seasonSlug, episodeSlug}. */
export async function episodeReviewDetail(
  ctx: AppContext,
  user: AuthUser | null,
  query: EpisodeSlugs & { slug: string },
) {
  const row = await q.findEpisodeDetailedReviewPage(ctx.db, query, user?.id ?? null);
  if (!row) throw notFound();
  authorize(user, 'see', { kind: 'episode', publish: row.publish });
  const recent = await q.listRecentEpisodeReviewsByAuthor(ctx.db, row.userId, row.id, RECENT_REVIEWS);
  return {
    review_detail: {
      ...reviewDetailFields(row),
      cover: ctx.storage.urlOf(row.cover),
      review_episode: {
        serial_slug: row.serialSlug,
        season_slug: row.seasonSlug,
        episode_slug: row.episodeSlug,
        poster: ctx.storage.urlOf(row.poster),
      },
      recent_critics: recent.map((r) => recentCriticCard(ctx.storage, { ...r, slug: r.episodeSlug })),
    },
  };
}
