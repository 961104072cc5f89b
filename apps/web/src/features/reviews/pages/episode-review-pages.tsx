import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import { useEpisodeReviewDetail, type EpisodeReviewDetail } from '../api/get-episode-review-detail';
import { useEpisodeReviewList, type EpisodeReviewList } from '../api/get-episode-review-list';
import { useLikeEpisodeDetailedReview } from '../api/like-episode-detailed-review';
import type { ReviewCardModel } from '../components/review-card';
import { reviewDetailBase, ReviewDetailScreen, type ReviewDetailModel } from '../components/review-detail-screen';
import { reviewListPage } from '../components/review-list-screen';

// /episode-review and /episode-review/:userSlug/:serialSlug/:seasonSlug/:episodeSlug (part 2 section 2):
// a series card names the episode and its season.

const toCard = (r: EpisodeReviewList['review_list'][number], en: boolean): ReviewCardModel => {
  const to = href('episode-review-detail', {
    userSlug: r.user__user_slug,
    serialSlug: r.episode__season__serial__serial_slug,
    seasonSlug: r.episode__season__season_slug,
    episodeSlug: r.episode__episode_slug,
  });
  return {
    key: to,
    to,
    poster: r.episode__season__serial__serial_poster,
    authorName: r.user__username,
    authorImage: r.user__image,
    heading: nameIn(r.episode__episode_name, r.episode__episode_name_en, en),
    subheading: r.episode__season__season_name,
  };
};

export const EpisodeReviewListPage = reviewListPage('list.episode', useEpisodeReviewList, toCard);

export function EpisodeReviewDetailPage() {
  const { t } = useTranslation('reviews');
  const { userSlug = '', serialSlug = '', seasonSlug = '', episodeSlug = '' } = useParams();
  const address = { slug: userSlug, serialSlug, seasonSlug, episodeSlug };
  const detail = useEpisodeReviewDetail(address);
  const like = useLikeEpisodeDetailedReview(address, detail.data?.review_detail.id ?? 0);
  const toView = ({ review_detail: d }: EpisodeReviewDetail): ReviewDetailModel => {
    const e = d.review_episode;
    return {
      ...reviewDetailBase(d),
      cover: d.cover,
      poster: {
        src: e.poster,
        to: href('episode-detail', {
          serialSlug: e.serial_slug,
          seasonSlug: e.season_slug,
          episodeSlug: e.episode_slug,
        }),
        label: t('detail.toEpisode'),
      },
      recent: d.recent_critics.map((r) => {
        const to = href('episode-review-detail', {
          userSlug: d.user_slug,
          serialSlug: r.serial_slug ?? '',
          seasonSlug: r.season_slug ?? '',
          episodeSlug: r.episode_slug ?? r.slug,
        });
        return { key: to, to, poster: r.poster, title: r.title, published: r.published };
      }),
    };
  };
  return <ReviewDetailScreen detail={detail} toView={toView} onLike={(options) => like.mutate(undefined, options)} />;
}
