import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMovieReviews, type ReviewKind } from '../api/get-movie-reviews';

/** Critic and audience review tabs; the lists fill when the reviews issue lands, until then an empty state. */
export function MovieReviewTabs({ slug }: { slug: string }) {
  const { t } = useTranslation('movies');
  const [kind, setKind] = useState<ReviewKind>('critic');
  const reviews = useMovieReviews(slug, kind);
  return (
    <Box>
      <Tabs
        value={kind}
        onChange={(_, next: ReviewKind) => setKind(next)}
        aria-label={t('reviews.title')}
        variant="fullWidth"
      >
        <Tab value="critic" label={t('reviews.critic')} id="tab-critic" aria-controls="panel-reviews" />
        <Tab value="audience" label={t('reviews.audience')} id="tab-audience" aria-controls="panel-reviews" />
      </Tabs>
      <Box role="tabpanel" id="panel-reviews" aria-labelledby={`tab-${kind}`} sx={{ py: 3 }}>
        {reviews.isPending ? null : reviews.isError ? (
          <Typography color="error">{t('reviews.error')}</Typography>
        ) : reviews.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {t(kind === 'critic' ? 'reviews.emptyCritic' : 'reviews.emptyAudience')}
          </Typography>
        ) : (
          reviews.data.map((review) => (
            <Typography key={review.id} sx={{ mb: 2 }}>
              {review.review}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
