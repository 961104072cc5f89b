import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LikeCount } from '../../../components/like-count';
import { LikeToggle } from '../../../components/like-toggle';
import { Poster } from '../../../components/poster';
import { SpoilerOverlay } from '../../../components/spoiler-overlay';
import { Stars } from '../../../components/stars';
import { TitleLink } from '../../../components/title-link';
import { readerDate } from '../../../lib/dates';

// The cards of the board's review lists (part 1 section 3 "Review entry"): what was reviewed beside its
// poster, the member's grade as five stars in half steps, the words as text, the critic mark, the like.

/** One column on phones, two from 900 px. */
export const reviewGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** A grade in percent as the stars and the figure beside them; nothing when the member has none. */
function Grade({ grade }: { grade: number | null }) {
  if (grade === null) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Stars grade={grade} />
      <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="board-grade">
        {grade}%
      </Typography>
    </Stack>
  );
}

/** The frame of a review card: poster at the side, the title link, then the caller's lines. */
function ReviewFrame({
  to,
  poster,
  ratio,
  title,
  subtitle,
  children,
}: {
  to: string;
  poster: string | null;
  ratio: '2 / 3' | '16 / 9';
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      data-testid="board-review"
    >
      <Stack direction="row" spacing={{ xs: 1.5, sm: 2 }}>
        <Box sx={{ flex: '0 0 auto', width: ratio === '2 / 3' ? { xs: 64, sm: 88 } : { xs: 96, sm: 128 } }}>
          <Poster src={poster} alt={title} ratio={ratio} to={to} besideTitleLink />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <TitleLink to={to} sx={{ lineHeight: 1.3 }}>
            {title}
          </TitleLink>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Box>
      </Stack>
    </Paper>
  );
}

export interface ReviewEntryView {
  to: string;
  poster: string | null;
  ratio: '2 / 3' | '16 / 9';
  title: string;
  subtitle?: string;
  grade: number;
  review: string;
  critic: boolean;
  spoiler: boolean;
  created: string;
  liked: boolean;
  likes: number;
}

/** A short review: grade, critic mark, date, the words (covered when a spoiler) and the like heart. */
export function ReviewEntryCard({
  entry,
  onLike,
}: {
  entry: ReviewEntryView;
  onLike(options: { onError(): void }): void;
}) {
  const { t, i18n } = useTranslation('profileLists');
  return (
    <ReviewFrame to={entry.to} poster={entry.poster} ratio={entry.ratio} title={entry.title} subtitle={entry.subtitle}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Grade grade={entry.grade} />
        {/* Filled: gold text on white reads at 1.6:1, dark text on gold at 12:1. */}
        {entry.critic && <Chip label={t('critic')} size="small" color="secondary" />}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {readerDate(entry.created, i18n.language)}
      </Typography>
      {entry.review && (
        <Box sx={{ mt: 1 }}>
          <SpoilerOverlay spoiler={entry.spoiler} warning={t('spoiler.warning')} reveal={t('spoiler.reveal')}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {entry.review}
            </Typography>
          </SpoilerOverlay>
        </Box>
      )}
      <Box sx={{ mt: 1 }}>
        <LikeToggle liked={entry.liked} onToggle={onLike} ns="profileLists" size="small">
          <LikeCount count={entry.likes} testId="board-like-count" />
        </LikeToggle>
      </Box>
    </ReviewFrame>
  );
}

export interface DetailedReviewView {
  to: string;
  titleTo: string;
  poster: string | null;
  ratio: '2 / 3' | '16 / 9';
  title: string;
  titleOf: string;
  grade: number | null;
  likes: number;
  created: string;
}

/** A detailed review: its own title as the link to it, what it reviews, the grade, the likes and the date. */
export function DetailedReviewCard({ review }: { review: DetailedReviewView }) {
  const { i18n } = useTranslation('profileLists');
  return (
    <ReviewFrame to={review.to} poster={review.poster} ratio={review.ratio} title={review.title}>
      <TitleLink to={review.titleTo} color="text.secondary" sx={{ fontWeight: 400 }}>
        {review.titleOf}
      </TitleLink>
      <Box sx={{ mt: 0.5 }}>
        <Grade grade={review.grade} />
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 0.5, color: 'text.secondary' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <FavoriteIcon fontSize="small" aria-hidden />
          <Typography variant="body2">
            <LikeCount count={review.likes} />
          </Typography>
        </Stack>
        <Typography variant="caption">{readerDate(review.created, i18n.language)}</Typography>
      </Stack>
    </ReviewFrame>
  );
}

/** A liked artist: the photo and the name as the link, the birth year under it. */
export function IdolCard({
  to,
  image,
  name,
  born,
}: {
  to: string;
  image: string | null;
  name: string;
  born: number | null;
}) {
  return (
    <Box component="article" sx={{ minWidth: 0 }} data-testid="board-idol">
      <Poster src={image} alt={name} to={to} besideTitleLink />
      <TitleLink to={to} sx={{ mt: 1, lineHeight: 1.3 }}>
        {name}
      </TitleLink>
      {born !== null && (
        <Typography variant="body2" color="text.secondary">
          {born}
        </Typography>
      )}
    </Box>
  );
}
