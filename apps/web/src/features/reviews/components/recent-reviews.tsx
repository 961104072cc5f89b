import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Poster } from '../../../components/poster';
import { TitleLink } from '../../../components/title-link';
import { reviewGridSx } from './review-card';
import { useReviewDate } from './review-date';

export interface RecentReviewModel {
  key: string;
  to: string;
  poster: string | null;
  title: string;
  published: string;
}

/** The author's other recent reviews, as cards (part 2 section 2). */
export function RecentReviews({ heading, reviews }: { heading: string; reviews: RecentReviewModel[] }) {
  const formatDate = useReviewDate();
  if (reviews.length === 0) return null;
  return (
    <Box component="section" aria-label={heading} sx={{ mt: 6 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Box
        sx={{
          ...reviewGridSx,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {reviews.map((review) => (
          <Box key={review.key} sx={{ minWidth: 0 }}>
            <Poster src={review.poster} alt={review.title} to={review.to} besideTitleLink />
            <TitleLink to={review.to} sx={{ mt: 1 }}>
              {review.title}
            </TitleLink>
            <Typography variant="caption" color="text.secondary">
              {formatDate(review.published)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
