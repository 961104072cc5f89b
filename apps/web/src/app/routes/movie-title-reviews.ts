import { MOVIE_REACTIONS } from '@mfi/contract/reactions.enums';
import { REVIEW_MAX } from '@mfi/contract/limits';
import { useTranslation } from 'react-i18next';
import type { TitleReviews } from '../../features/reviews/components/title-reviews';
import { useAuthToken } from '../../lib/auth-store';
import { href } from '../../lib/routes';
import { deleteMovieDetailedReview } from '../../features/reviews/api/delete-movie-detailed-review';
import { deleteMovieReview } from '../../features/reviews/api/delete-movie-review';
import { reviewTab } from '../../features/reviews/api/get-review-tab';
import { likeMovieReview } from '../../features/reviews/api/like-movie-review';
import { loadMovieDetailedReview, saveMovieDetailedReview } from '../../features/reviews/api/movie-detailed-review';
import { movieKeys } from '../../features/movies/api/movie-keys';
import { loadMovieReview, saveMovieReview } from '../../features/reviews/api/movie-review';
import { reactToMovie } from '../../features/reviews/api/react-to-movie';

/**
 * The movie's reviews for the shared screens (features/reviews/components/title-reviews, part 2 sections 2-5): 18
 * reactions, the rating dialog and the critic's detailed review, and the critic and audience tabs. A save
 * refreshes the detail (grades, stars, watched) and the review tabs.
 */
export function useMovieReviews(slug: string): TitleReviews {
  const { t } = useTranslation('movies');
  const token = useAuthToken();
  const tabs = movieKeys.sub(slug, 'reviews');
  return {
    ns: 'movies',
    idPrefix: 'movie-reviews',
    loginText: t('detail.rateLogin'),
    reactions: {
      options: MOVIE_REACTIONS,
      detailKey: movieKeys.detail(slug),
      react: (slot, reaction) => reactToMovie(slug, slot, reaction),
    },
    rating: {
      calls: {
        key: movieKeys.ownReview(slug, token),
        load: () => loadMovieReview(slug),
        save: (values) => saveMovieReview(slug, values),
        remove: () => deleteMovieReview(slug),
        refresh: [movieKeys.detail(slug), tabs, movieKeys.ownDetailed(slug, token)],
      },
      form: { withGrade: true, reviewMax: REVIEW_MAX, schema: 'movieReviewBody', ids: { movie: slug } },
      detailed: {
        calls: {
          key: movieKeys.ownDetailed(slug, token),
          load: () => loadMovieDetailedReview(slug),
          save: (values) => saveMovieDetailedReview(slug, values),
          remove: () => deleteMovieDetailedReview(slug),
          refresh: [tabs],
        },
        schema: 'detailedReviewBody',
        ids: { movie: slug },
        withCover: false,
      },
    },
    tabs: {
      source: (kind) => reviewTab('movie', { slug }, kind, movieKeys.reviews(slug, kind, token)),
      like: (id) => likeMovieReview(slug, id),
      detailedHref: (card) => href('movie-review-detail', { userSlug: card.user_slug, movieSlug: slug }),
    },
  };
}
