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

/** What a like's toggle answers: the state, the count, and the review's author (for the block rule). */
type Toggled = { liked: boolean; likes: number; authorId: number };

/**
 * Toggles the caller's like of a review in one transaction: `toggle` finds the review on a title the caller
 * may see and flips the like (undefined: no such review, 404); a new like of a review whose author blocked
 * the caller is refused and rolled back (the profile policy's `canInteract`); `notify` writes or takes back
 * the author's notice. A like's count refreshes within the cache's TTL: nothing cached drops.
 */
export async function toggleReviewLikeOf(
  ctx: AppContext,
  user: AuthUser,
  afterWrite: { nothingCached(): void },
  toggle: (tx: Executor) => Promise<Toggled | undefined>,
  notify: (tx: Executor, liked: boolean) => Promise<void>,
) {
  const answer = await ctx.db.transaction(async (tx) => {
    const result = await toggle(tx);
    if (!result) throw notFound();
    if (result.liked) await authorizeInteraction(tx, user, result.authorId); // across a block: 403, rolled back
    await notify(tx, result.liked);
    return { user_like: result.liked, total_likes: result.likes };
  });
  afterWrite.nothingCached();
  return answer;
}

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
  const toggle = async (tx: Executor) => {
    const review = await visibility(tx, reviewId);
    if (!review) return undefined;
    authorize(user, 'see', { kind: titleKind(kind), publish: review.publish });
    return toggleReviewLike(tx, kind, reviewId, user.id);
  };
  const notify = async (tx: Executor, liked: boolean) => notifyLike[kind]?.(tx, reviewId, user.id, liked);
  return toggleReviewLikeOf(ctx, user, afterWriteOf(kind), toggle, notify);
}
