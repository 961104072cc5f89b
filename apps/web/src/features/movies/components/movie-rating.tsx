import { detailedReviewBody, movieReviewBody } from '@mfi/contract/reviews.schemas';
import { REVIEW_MAX } from '@mfi/contract/limits';
import { useTranslation } from 'react-i18next';
import { RatingPanel } from '../../../components/reviews/rating-panel';
import { useAuthToken } from '../../../lib/auth-store';
import { deleteMovieDetailedReview } from '../api/delete-movie-detailed-review';
import { deleteMovieReview } from '../api/delete-movie-review';
import { loadMovieDetailedReview, saveMovieDetailedReview } from '../api/movie-detailed-review';
import { movieKeys } from '../api/movie-keys';
import { loadMovieReview, saveMovieReview } from '../api/movie-review';

/**
 * The movie's rating dialog and the critic's detailed review (part 2 sections 2, 5): a save refreshes the
 * detail (grades, stars, watched) and the review tabs.
 */
export function MovieRating({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const { t } = useTranslation('movies');
  const token = useAuthToken();
  const refresh = [movieKeys.detail(slug), movieKeys.sub(slug, 'reviews')];
  return (
    <RatingPanel
      ns="movies"
      signedIn={signedIn}
      loginText={t('detail.rateLogin')}
      calls={{
        key: movieKeys.ownReview(slug, token),
        load: () => loadMovieReview(slug),
        save: (values) => saveMovieReview(slug, values),
        remove: () => deleteMovieReview(slug),
        refresh: [...refresh, movieKeys.ownDetailed(slug, token)],
      }}
      form={{ withGrade: true, reviewMax: REVIEW_MAX, schema: movieReviewBody, ids: { movie: slug } }}
      detailed={{
        calls: {
          key: movieKeys.ownDetailed(slug, token),
          load: () => loadMovieDetailedReview(slug),
          save: (values) => saveMovieDetailedReview(slug, values),
          remove: () => deleteMovieDetailedReview(slug),
          refresh: [movieKeys.sub(slug, 'reviews')],
        },
        schema: detailedReviewBody,
        ids: { movie: slug },
        withCover: false,
      }}
    />
  );
}
