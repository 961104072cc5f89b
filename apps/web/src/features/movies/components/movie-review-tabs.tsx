import { ReviewTabs } from '../../../components/reviews/review-tabs';
import { useAuthToken } from '../../../lib/auth-store';
import { href } from '../../../lib/routes';
import { movieReviewTab } from '../api/get-movie-reviews';
import { likeMovieReview } from '../api/like-movie-review';

/** The movie's critic and audience review tabs; critics' cards link to their detailed review page. */
export function MovieReviewTabs({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const token = useAuthToken();
  return (
    <ReviewTabs
      ns="movies"
      idPrefix="movie-reviews"
      signedIn={signedIn}
      calls={{
        source: (kind) => movieReviewTab(slug, kind, token),
        like: (id) => likeMovieReview(slug, id),
        detailedHref: (card) => href('movie-review-detail', { userSlug: card.user_slug, movieSlug: slug }),
      }}
    />
  );
}
