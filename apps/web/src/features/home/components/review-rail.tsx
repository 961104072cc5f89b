import { useTranslation } from 'react-i18next';
import { ScrollRail } from '../../../components/scroll-rail';
import { type ReviewKind, useLatestReviews } from '../api/get-latest-reviews';
import { REVIEW_CARD, ReviewCard, ReviewCardSkeleton } from './review-card';

/** A rail of the latest short reviews of movies or episodes, the critics' or the audience's. */
export function ReviewRail({ kind, critic }: { kind: ReviewKind; critic: boolean }) {
  const { t } = useTranslation('home');
  const query = useLatestReviews(kind, critic);
  const who = critic ? 'critic' : 'audience';
  if (query.isError) return null;
  return (
    <ScrollRail
      id={`home-${kind}-${who}-reviews`}
      title={t(`rails.${kind}.${who}`)}
      items={query.data}
      keyOf={(card) =>
        `${card.user_slug}/${'episode_slug' in card ? `${card.serial_slug}/${card.season_slug}/${card.episode_slug}` : card.slug}`
      }
      itemSx={{ width: REVIEW_CARD.width }}
      labels={{ previous: t('rail.previous'), next: t('rail.next') }}
      skeleton={<ReviewCardSkeleton />}
    >
      {(card) => <ReviewCard card={card} />}
    </ScrollRail>
  );
}
