import { REACTIONS } from '@mfi/contract/reactions';
import { REVIEW_MAX } from '@mfi/contract/limits';
import { episodeDetailedReviewFields, episodeReviewBody } from '@mfi/contract/reviews.schemas';
import { useTranslation } from 'react-i18next';
import { ReactionSlots, type UserReactions } from '../../../components/reaction-slots';
import { RatingPanel } from '../../../components/reviews/rating-panel';
import { ReviewTabs } from '../../../components/reviews/review-tabs';
import { useAuthToken } from '../../../lib/auth-store';
import { href } from '../../../lib/routes';
import { deleteEpisodeDetailedReview } from '../api/delete-episode-detailed-review';
import { deleteEpisodeReview } from '../api/delete-episode-review';
import { loadEpisodeDetailedReview, saveEpisodeDetailedReview } from '../api/episode-detailed-review';
import { loadEpisodeReview, saveEpisodeReview, type EpisodeSlugs } from '../api/episode-review';
import { episodeReviewTab } from '../api/get-episode-reviews';
import { likeEpisodeReview } from '../api/like-episode-review';
import { reactToEpisode } from '../api/react-to-episode';
import type { TopReactions } from '../api/get-season-detail';
import { serialKeys } from '../api/serial-keys';

/**
 * The episode's rating (grade slider, review, spoiler) and the critic's detailed review with its optional
 * cover (part 2 section 5). A save moves the episode's, season's and serial's grades and marks it watched,
 * so the season's page (episode detail and tabs under it) and the serial's detail refresh.
 */
export function EpisodeRating({ episode, signedIn }: { episode: EpisodeSlugs; signedIn: boolean }) {
  const { t } = useTranslation('serials');
  const token = useAuthToken();
  const path = [episode.serialSlug, episode.seasonSlug, episode.episodeSlug];
  const refresh = [serialKeys.season(episode.serialSlug, episode.seasonSlug), serialKeys.detail(episode.serialSlug)];
  return (
    <RatingPanel
      ns="serials"
      signedIn={signedIn}
      loginText={t('episode.rateLogin')}
      calls={{
        key: serialKeys.own('episode', path, token),
        load: () => loadEpisodeReview(episode),
        save: (values) => saveEpisodeReview(episode, values),
        remove: () => deleteEpisodeReview(episode),
        refresh: [...refresh, serialKeys.own('episode-detailed', path, token)],
      }}
      form={{ withGrade: true, reviewMax: REVIEW_MAX, schema: episodeReviewBody, ids: episode }}
      detailed={{
        calls: {
          key: serialKeys.own('episode-detailed', path, token),
          load: () => loadEpisodeDetailedReview(episode),
          save: (values) => saveEpisodeDetailedReview(episode, values),
          remove: () => deleteEpisodeDetailedReview(episode),
          refresh: [serialKeys.episodeReviews(episode.serialSlug, episode.seasonSlug, episode.episodeSlug)],
        },
        schema: episodeDetailedReviewFields,
        ids: episode,
        withCover: true,
      }}
    />
  );
}

/** The episode's critic and audience tabs; critics' cards link to their detailed episode review. */
export function EpisodeReviewTabs({ episode, signedIn }: { episode: EpisodeSlugs; signedIn: boolean }) {
  const token = useAuthToken();
  return (
    <ReviewTabs
      ns="serials"
      idPrefix="episode-reviews"
      signedIn={signedIn}
      calls={{
        source: (kind) => episodeReviewTab(episode, kind, token),
        like: (id) => likeEpisodeReview(episode, id),
        detailedHref: (card) => href('episode-review-detail', { userSlug: card.user_slug, ...episode }),
      }}
    />
  );
}

/** The episode's three reaction slots (17 reactions); the chosen reaction is sent and kept. */
export function EpisodeReactions({
  episode,
  value,
  top,
  signedIn,
}: {
  episode: EpisodeSlugs;
  value: UserReactions | undefined;
  top: TopReactions | undefined;
  signedIn: boolean;
}) {
  return (
    <ReactionSlots
      ns="serials"
      options={REACTIONS}
      value={value}
      top={top}
      signedIn={signedIn}
      detailKey={serialKeys.episode(episode.serialSlug, episode.seasonSlug, episode.episodeSlug)}
      react={(slot, reaction) => reactToEpisode(episode, slot, reaction)}
    />
  );
}
