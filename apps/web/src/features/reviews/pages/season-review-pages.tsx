import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '../../../lib/routes';
import { useSeasonReviewDetail, type SeasonReviewDetail } from '../api/get-season-review-detail';
import { useSeasonReviewList, type SeasonReviewList } from '../api/get-season-review-list';
import { useLikeSeasonDetailedReview } from '../api/like-season-detailed-review';
import type { ReviewCardModel } from '../components/review-card';
import { reviewDetailBase, ReviewDetailScreen, type ReviewDetailModel } from '../components/review-detail-screen';
import { reviewListPage } from '../components/review-list-screen';

// /season-review and /season-review/:userSlug/:serialSlug/:seasonSlug (part 2 section 2, the calls
// designed after the episode ones): a card names the serial and the season.

const toCard = (r: SeasonReviewList['review_list'][number]): ReviewCardModel => {
  const to = href('season-review-detail', {
    userSlug: r.user__user_slug,
    serialSlug: r.season__serial__serial_slug,
    seasonSlug: r.season__season_slug,
  });
  return {
    key: to,
    to,
    poster: r.season__season_poster ?? r.season__serial__serial_poster,
    authorName: r.user__username,
    authorImage: r.user__image,
    heading: r.season__serial__m_title,
    subheading: r.season__season_name,
  };
};

export const SeasonReviewListPage = reviewListPage('list.season', useSeasonReviewList, toCard);

export function SeasonReviewDetailPage() {
  const { t } = useTranslation('reviews');
  const { userSlug = '', serialSlug = '', seasonSlug = '' } = useParams();
  const address = { slug: userSlug, serialSlug, seasonSlug };
  const detail = useSeasonReviewDetail(address);
  const like = useLikeSeasonDetailedReview(address, detail.data?.review_detail.id ?? 0);
  const toView = ({ review_detail: d }: SeasonReviewDetail): ReviewDetailModel => ({
    ...reviewDetailBase(d),
    poster: {
      src: d.review_season.poster,
      to: href('season-detail', { serialSlug: d.review_season.serial_slug, seasonSlug: d.review_season.season_slug }),
      label: t('detail.toSeason'),
    },
    recent: d.recent_critics.map((r) => {
      const to = href('season-review-detail', {
        userSlug: d.user_slug,
        serialSlug: r.serial_slug ?? '',
        seasonSlug: r.season_slug ?? r.slug,
      });
      return { key: to, to, poster: r.poster, title: r.title, published: r.published };
    }),
  });
  return <ReviewDetailScreen detail={detail} toView={toView} onLike={(options) => like.mutate(undefined, options)} />;
}
