import { movieAfterWrite } from '../../after-write/movie.after-write';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../auth/auth-user';
import { authorize } from '../../policies/catalogue.policy';
import { authorizeInteraction } from '../profiles/profiles.service';
import { toggleReviewLike, type LikedReview } from './review-likes.queries';

/** The title a review of this kind is written on. */
const titleKind = (kind: LikedReview) => kind.replace('-detailed', '') as 'movie' | 'season' | 'episode';
/** The aggregate of that title: a movie's, or a serial's (seasons and episodes). */
const afterWriteOf = (kind: LikedReview) => (titleKind(kind) === 'movie' ? movieAfterWrite : serialAfterWrite);

/** The author's notification of a like on their detailed review. */
const notifyLike: Partial<
  Record<LikedReview, (tx: Executor, id: number, actor: number, on: boolean) => Promise<void>>
> = {
  'movie-detailed': movieAfterWrite.notify.detailedReviewLiked,
  'episode-detailed': serialAfterWrite.notify.episodeDetailedReviewLiked,
  'season-detailed': serialAfterWrite.notify.seasonDetailedReviewLiked,
};

/**
 * A like on a detailed review the caller may see (part 2 section 3): its title published, or the caller a
 * contributor; `visibility` finds the review with its title's publish flag. A new like of a review whose
 * author blocked the caller is refused (the profile policy's `canInteract`); taking a like back never is.
 */
export async function likeVisibleReview(
  ctx: AppContext,
  user: AuthUser,
  kind: LikedReview,
  reviewId: number,
  visibility: (tx: Executor, reviewId: number) => Promise<{ publish: boolean } | undefined>,
) {
  const answer = await ctx.db.transaction(async (tx) => {
    const review = await visibility(tx, reviewId);
    if (!review) throw notFound();
    authorize(user, 'see', { kind: titleKind(kind), publish: review.publish });
    const { liked, likes, authorId } = await toggleReviewLike(tx, kind, reviewId, user.id);
    if (liked) await authorizeInteraction(tx, user, authorId); // across a block: 403, the like rolled back
    await notifyLike[kind]?.(tx, reviewId, user.id, liked);
    return { user_like: liked, total_likes: likes };
  });
  afterWriteOf(kind).nothingCached();
  return answer;
}
