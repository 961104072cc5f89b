import { REACTIONS } from '@mfi/contract/reactions.enums';
import { REVIEW_MAX, SEASON_REVIEW_MAX } from '@mfi/contract/limits';
import { useTranslation } from 'react-i18next';
import type { TitleReviews } from '../../features/reviews/components/title-reviews';
import { useAuthToken } from '../../lib/auth-store';
import { href } from '../../lib/routes';
import { deleteEpisodeDetailedReview } from '../../features/reviews/api/delete-episode-detailed-review';
import { deleteEpisodeReview } from '../../features/reviews/api/delete-episode-review';
import { deleteSeasonDetailedReview } from '../../features/reviews/api/delete-season-detailed-review';
import { deleteSeasonReview } from '../../features/reviews/api/delete-season-review';
import {
  loadEpisodeDetailedReview,
  saveEpisodeDetailedReview,
} from '../../features/reviews/api/episode-detailed-review';
import { loadEpisodeReview, saveEpisodeReview, type EpisodeSlugs } from '../../features/reviews/api/episode-review';
import { reviewTab } from '../../features/reviews/api/get-review-tab';
import { likeEpisodeReview } from '../../features/reviews/api/like-episode-review';
import { likeSeasonReview } from '../../features/reviews/api/like-season-review';
import { reactToEpisode } from '../../features/reviews/api/react-to-episode';
import { reactToSeason } from '../../features/reviews/api/react-to-season';
import { loadSeasonDetailedReview, saveSeasonDetailedReview } from '../../features/reviews/api/season-detailed-review';
import { loadSeasonReview, saveSeasonReview } from '../../features/reviews/api/season-review';
import { serialKeys } from '../../features/serials/api/serial-keys';

// A season's and an episode's reviews for the shared screens (features/reviews/components/title-reviews): only the
// calls, limits and refreshed keys differ.

type SeasonSlugs = { serialSlug: string; seasonSlug: string };

/**
 * The season: 17 reactions, a review without a grade (text required, ≤ 1000, spoiler) and, for critics, a
 * detailed review without a cover (part 2 section 5).
 */
export function useSeasonReviews(season: SeasonSlugs): TitleReviews {
  const { t } = useTranslation('serials');
  const token = useAuthToken();
  const { serialSlug, seasonSlug } = season;
  const path = [serialSlug, seasonSlug];
  const tabs = serialKeys.seasonReviews(serialSlug, seasonSlug);
  return {
    ns: 'serials',
    idPrefix: 'season-reviews',
    loginText: t('season.rateLogin'),
    reactions: {
      options: REACTIONS,
      detailKey: [...serialKeys.season(serialSlug, seasonSlug), 'detail'],
      react: (slot, reaction) => reactToSeason(serialSlug, seasonSlug, slot, reaction),
    },
    rating: {
      calls: {
        key: serialKeys.own('season', path, token),
        load: () => loadSeasonReview(season),
        save: (values) => saveSeasonReview(season, values),
        remove: () => deleteSeasonReview(season),
        refresh: [tabs, serialKeys.own('season-detailed', path, token)],
      },
      form: { withGrade: false, reviewMax: SEASON_REVIEW_MAX, schema: 'seasonReviewBody', ids: season },
      detailed: {
        calls: {
          key: serialKeys.own('season-detailed', path, token),
          load: () => loadSeasonDetailedReview(season),
          save: (values) => saveSeasonDetailedReview(season, values),
          remove: () => deleteSeasonDetailedReview(season),
          refresh: [tabs],
        },
        schema: 'seasonDetailedReviewFields',
        ids: season,
        withCover: false,
      },
    },
    tabs: {
      source: (kind) =>
        reviewTab('season', season, kind, serialKeys.seasonReviews(serialSlug, seasonSlug, kind, token)),
      like: (id) => likeSeasonReview(serialSlug, seasonSlug, id),
      detailedHref: (card) => href('season-review-detail', { userSlug: card.user_slug, ...season }),
    },
  };
}

/**
 * The episode: 17 reactions (the chosen one is kept), a rating (grade slider, review, spoiler) and the
 * critic's detailed review with its optional cover (part 2 section 5). A save moves the episode's, season's
 * and serial's grades and marks it watched, so the season's page (episode detail and tabs under it) and the
 * serial's detail refresh.
 */
export function useEpisodeReviews(episode: EpisodeSlugs): TitleReviews {
  const { t } = useTranslation('serials');
  const token = useAuthToken();
  const { serialSlug, seasonSlug, episodeSlug } = episode;
  const path = [serialSlug, seasonSlug, episodeSlug];
  const refresh = [serialKeys.season(serialSlug, seasonSlug), serialKeys.detail(serialSlug)];
  return {
    ns: 'serials',
    idPrefix: 'episode-reviews',
    loginText: t('episode.rateLogin'),
    reactions: {
      options: REACTIONS,
      detailKey: serialKeys.episode(serialSlug, seasonSlug, episodeSlug),
      react: (slot, reaction) => reactToEpisode(episode, slot, reaction),
    },
    rating: {
      calls: {
        key: serialKeys.own('episode', path, token),
        load: () => loadEpisodeReview(episode),
        save: (values) => saveEpisodeReview(episode, values),
        remove: () => deleteEpisodeReview(episode),
        refresh: [...refresh, serialKeys.own('episode-detailed', path, token)],
      },
      form: { withGrade: true, reviewMax: REVIEW_MAX, schema: 'episodeReviewBody', ids: episode },
      detailed: {
        calls: {
          key: serialKeys.own('episode-detailed', path, token),
          load: () => loadEpisodeDetailedReview(episode),
          save: (values) => saveEpisodeDetailedReview(episode, values),
          remove: () => deleteEpisodeDetailedReview(episode),
          refresh: [serialKeys.episodeReviews(serialSlug, seasonSlug, episodeSlug)],
        },
        schema: 'episodeDetailedReviewFields',
        ids: episode,
        withCover: true,
      },
    },
    tabs: {
      source: (kind) =>
        reviewTab(
          'episode',
          episode,
          kind,
          serialKeys.episodeReviews(serialSlug, seasonSlug, episodeSlug, kind, token),
        ),
      like: (id) => likeEpisodeReview(episode, id),
      detailedHref: (card) => href('episode-review-detail', { userSlug: card.user_slug, ...episode }),
    },
  };
}
