import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Poster } from '../../../components/poster';
import { Stars } from '../../../components/stars';
import { TitleLink } from '../../../components/title-link';
import { useLatestReviews } from '../api/get-latest-reviews';
import { reviewHref, ReviewAuthor, useReviewedTitle } from './review-card';
import type { HomeReviewCard } from '../api/get-latest-reviews';

/** The wall's columns (part 1 section 2: column width 300, gap 16): as many as fit, one on a phone. */
const WALL_SX = { columnWidth: 300, columnGap: '16px' } as const;
const BRICK_SX = { breakInside: 'avoid', mb: 2 } as const;

function Brick({ card }: { card: HomeReviewCard }) {
  const to = reviewHref(card, true);
  const reviewed = useReviewedTitle(card);
  return (
    <Paper
      component="article"
      variant="outlined"
      data-testid="wall-review"
      sx={{ ...BRICK_SX, p: 1.5, display: 'grid', gridTemplateColumns: '96px minmax(0, 1fr)', gap: 1.5 }}
    >
      <Poster src={card.poster} alt={reviewed} to={to} width={96} besideTitleLink />
      <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start', minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
          {reviewed}
        </Typography>
        <TitleLink to={to} sx={{ fontSize: '1.15rem', lineHeight: 1.35 }}>
          {card.title}
        </TitleLink>
        <Stars grade={card.user_grade} />
        <ReviewAuthor card={card} />
      </Box>
    </Paper>
  );
}

/** The critics' latest detailed movie reviews as a masonry wall; not shown while there are none. */
export function DetailedReviewWall() {
  const { t } = useTranslation('home');
  const query = useLatestReviews('movie', true, true);
  if (query.isError || query.data?.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-wall-title" sx={{ my: { xs: 3, sm: 4 } }} data-testid="home-wall">
      <Typography
        id="home-wall-title"
        variant="h5"
        component="h2"
        sx={{ mb: 1.5, fontSize: { xs: '1.15rem', sm: '1.5rem' } }}
      >
        {t('wall.title')}
      </Typography>
      <Box sx={WALL_SX} aria-busy={!query.data}>
        {query.data
          ? query.data.map((card) => <Brick key={`${card.user_slug}/${card.slug}`} card={card} />)
          : [170, 200, 180].map((height, i) => (
              <Skeleton key={i} variant="rounded" height={height} sx={{ ...BRICK_SX, display: 'block', height }} />
            ))}
      </Box>
    </Box>
  );
}
