import { REACTIONS } from '@mfi/contract/reactions';
import { SEASON_REVIEW_MAX } from '@mfi/contract/limits';
import { seasonDetailedReviewFields, seasonReviewBody } from '@mfi/contract/reviews.schemas';
import { useTranslation } from 'react-i18next';
import { ReactionSlots, type UserReactions } from '../../../components/reaction-slots';
import { RatingPanel } from '../../../components/reviews/rating-panel';
import { ReviewTabs } from '../../../components/reviews/review-tabs';
import { useAuthToken } from '../../../lib/auth-store';
import { href } from '../../../lib/routes';
import { deleteSeasonDetailedReview } from '../api/delete-season-detailed-review';
import { deleteSeasonReview } from '../api/delete-season-review';
import { seasonReviewTab } from '../api/get-season-reviews';
import { likeSeasonReview } from '../api/like-season-review';
import { reactToSeason } from '../api/react-to-season';
import { loadSeasonDetailedReview, saveSeasonDetailedReview } from '../api/season-detailed-review';
import { loadSeasonReview, saveSeasonReview } from '../api/season-review';
import type { TopReactions } from '../api/get-season-detail';
import { serialKeys } from '../api/serial-keys';

type Season = { serialSlug: string; seasonSlug: string };
const seasonDetailKey = (s: Season) => [...serialKeys.season(s.serialSlug, s.seasonSlug), 'detail'];

/** The season's review (text required, ≤ 1000, spoiler) and, for critics, its detailed review (part 2 section 5). */
export function SeasonRating({ season, signedIn }: { season: Season; signedIn: boolean }) {
  const { t } = useTranslation('serials');
  const token = useAuthToken();
  const path = [season.serialSlug, season.seasonSlug];
  const tabs = serialKeys.seasonReviews(season.serialSlug, season.seasonSlug);
  return (
    <RatingPanel
      ns="serials"
      signedIn={signedIn}
      loginText={t('season.rateLogin')}
      calls={{
        key: serialKeys.own('season', path, token),
        load: () => loadSeasonReview(season),
        save: (values) => saveSeasonReview(season, values),
        remove: () => deleteSeasonReview(season),
        refresh: [tabs, serialKeys.own('season-detailed', path, token)],
      }}
      form={{ withGrade: false, reviewMax: SEASON_REVIEW_MAX, schema: seasonReviewBody, ids: season }}
      detailed={{
        calls: {
          key: serialKeys.own('season-detailed', path, token),
          load: () => loadSeasonDetailedReview(season),
          save: (values) => saveSeasonDetailedReview(season, values),
          remove: () => deleteSeasonDetailedReview(season),
          refresh: [tabs],
        },
        schema: seasonDetailedReviewFields,
        ids: season,
        withCover: false,
      }}
    />
  );
}

/** The season's critic and audience tabs; critics' cards link to their detailed season review. */
export function SeasonReviewTabs({ season, signedIn }: { season: Season; signedIn: boolean }) {
  const token = useAuthToken();
  return (
    <ReviewTabs
      ns="serials"
      idPrefix="season-reviews"
      signedIn={signedIn}
      calls={{
        source: (kind) => seasonReviewTab(season.serialSlug, season.seasonSlug, kind, token),
        like: (id) => likeSeasonReview(season.serialSlug, season.seasonSlug, id),
        detailedHref: (card) => href('season-review-detail', { userSlug: card.user_slug, ...season }),
      }}
    />
  );
}

/** The season's three reaction slots (17 reactions). */
export function SeasonReactions({
  season,
  value,
  top,
  signedIn,
}: {
  season: Season;
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
      detailKey={seasonDetailKey(season)}
      react={(slot, reaction) => reactToSeason(season.serialSlug, season.seasonSlug, slot, reaction)}
    />
  );
}
