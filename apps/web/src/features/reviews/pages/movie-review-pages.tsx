import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '../../../lib/routes';
import { useMovieReviewDetail, type MovieReviewDetail } from '../api/get-movie-review-detail';
import { useMovieReviewList, type MovieReviewList } from '../api/get-movie-review-list';
import { useLikeMovieDetailedReview } from '../api/like-movie-detailed-review';
import type { ReviewCardModel } from '../components/review-card';
import { reviewDetailBase, ReviewDetailScreen, type ReviewDetailModel } from '../components/review-detail-screen';
import { reviewListPage } from '../components/review-list-screen';

// /movie-review and /movie-review/:userSlug/:movieSlug (part 2 section 2).

const toCard = (r: MovieReviewList['review_list'][number]): ReviewCardModel => {
  const to = href('movie-review-detail', { userSlug: r.user__user_slug, movieSlug: r.movie__movie_slug });
  return {
    key: to,
    to,
    poster: r.movie__movie_poster,
    authorName: r.user__username,
    authorImage: r.user__image,
    heading: r.title,
  };
};

export const MovieReviewListPage = reviewListPage('list.movie', useMovieReviewList, toCard);

export function MovieReviewDetailPage() {
  const { t } = useTranslation('reviews');
  const { userSlug = '', movieSlug = '' } = useParams();
  const address = { slug: userSlug, movieSlug };
  const detail = useMovieReviewDetail(address);
  const like = useLikeMovieDetailedReview(address, detail.data?.review_detail.id ?? 0);
  const toView = ({ review_detail: d }: MovieReviewDetail): ReviewDetailModel => ({
    ...reviewDetailBase(d),
    poster: {
      src: d.review_movie.poster,
      to: href('movie-detail', { slug: d.review_movie.slug }),
      label: t('detail.toMovie'),
    },
    recent: d.recent_critics.map((r) => {
      const to = href('movie-review-detail', { userSlug: d.user_slug, movieSlug: r.slug });
      return { key: to, to, poster: r.poster, title: r.title, published: r.published };
    }),
  });
  return <ReviewDetailScreen detail={detail} toView={toView} onLike={(options) => like.mutate(undefined, options)} />;
}
