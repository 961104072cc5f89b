import {
  detailedReviewBody,
  episodeDetailedReviewFields,
  episodeReviewBody,
  movieReviewBody,
  seasonDetailedReviewFields,
  seasonReviewBody,
} from '@mfi/contract/reviews.schemas';

/**
 * The contract's submit bodies the rating and detailed review forms check, by name. A title's binding names
 * its bodies (a type, no code) and the forms look them up once they load (review-dialogs.tsx), so a page
 * that only shows a title, a guest's, loads no zod.
 */
export const reviewBodies = {
  movieReviewBody,
  seasonReviewBody,
  episodeReviewBody,
  detailedReviewBody,
  seasonDetailedReviewFields,
  episodeDetailedReviewFields,
};

export type ReviewBodyName = keyof typeof reviewBodies;
