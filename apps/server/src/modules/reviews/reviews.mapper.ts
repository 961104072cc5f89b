import type { ReviewCard } from '@mfi/contract/reviews.schemas';
import type { MediaUrls } from '../../lib/storage';
import type { ReviewCardRow } from './review-tabs.queries';

export function toReviewCard(media: MediaUrls, row: ReviewCardRow): ReviewCard {
  return {
    id: row.id,
    user_slug: row.userSlug,
    user_image: media.urlOf(row.userImage),
    user_name: row.userName,
    grade: row.grade,
    date: row.createdAt.toISOString(),
    // A save within the first minute is still the first writing, not an edit.
    edited: row.updatedAt.getTime() - row.createdAt.getTime() > 60_000,
    spoiler: row.spoiler,
    review: row.review,
    critic: row.critic,
    user_like: Boolean(row.userLike),
    total_likes: row.likesCount,
    has_detailed_review: Boolean(row.hasDetailed),
  };
}

export const NO_REVIEW = { grade: null, spoiler: false, review: '', review_check: false };
