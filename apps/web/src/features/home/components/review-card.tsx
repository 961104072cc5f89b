import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Poster } from '../../../components/poster';
import { Stars } from '../../../components/stars';
import { TitleLink } from '../../../components/title-link';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import { MemberByline } from '../../../components/member-byline';
import type { HomeReviewCard } from '../api/get-latest-reviews';

/** A rail's review card: one size whatever it holds, so the rail and its skeleton are the same height. */
export const REVIEW_CARD = { width: 'min(300px, 82vw)', height: 184 } as const;
const POSTER_WIDTH = 80;

/** Where a card leads: a detailed review's own page, or the title a short review is on. */
export function reviewHref(card: HomeReviewCard, detailed: boolean): string {
  if ('episode_slug' in card) {
    const episode = { serialSlug: card.serial_slug, seasonSlug: card.season_slug, episodeSlug: card.episode_slug };
    return detailed
      ? href('episode-review-detail', { userSlug: card.user_slug, ...episode })
      : href('episode-detail', episode);
  }
  return detailed
    ? href('movie-review-detail', { userSlug: card.user_slug, movieSlug: card.slug })
    : href('movie-detail', { slug: card.slug });
}

/** The author's picture and name, linking to their profile. */
export function ReviewAuthor({ card }: { card: HomeReviewCard }) {
  return <MemberByline member={card} size={24} />;
}

/** The title's name in the reader's language, and for an episode its season and episode numbers. */
export function useReviewedTitle(card: HomeReviewCard): string {
  const { t } = useTranslation('home');
  const title = nameIn(card.movie_title, card.movie_i_title, useEnglish());
  return 'episode_slug' in card
    ? t('card.episode', { title, season: card.season_num, episode: card.episode_num })
    : title;
}

/**
 * A review on a rail (part 1 section 3 "Review card"): the poster, the title reviewed, the author's grade as
 * stars, the review's text (a spoiler says so instead) and its author.
 */
export function ReviewCard({ card, detailed = false }: { card: HomeReviewCard; detailed?: boolean }) {
  const { t } = useTranslation('home');
  const to = reviewHref(card, detailed);
  const reviewed = useReviewedTitle(card);
  return (
    <Paper
      component="article"
      variant="outlined"
      data-testid="review-card"
      sx={{
        ...REVIEW_CARD,
        p: 1.5,
        display: 'grid',
        gridTemplateColumns: `${POSTER_WIDTH}px minmax(0, 1fr)`,
        gap: 1.5,
        overflow: 'hidden',
      }}
    >
      <Poster src={card.poster} alt={reviewed} to={to} width={POSTER_WIDTH} besideTitleLink />
      <Box sx={{ display: 'grid', gridTemplateRows: 'auto auto 1fr auto', minWidth: 0, gap: 0.25 }}>
        <TitleLink
          to={to}
          color="inherit"
          sx={{ lineHeight: 1.3, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {reviewed}
        </TitleLink>
        <Stars grade={card.user_grade} />
        <Typography
          variant="body2"
          color={card.spoiler ? 'text.secondary' : 'text.primary'}
          sx={{
            fontStyle: card.spoiler ? 'italic' : undefined,
            // Its own height, not the row's: the grid would stretch it and show a fourth line under the ellipsis.
            alignSelf: 'start',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
          lang={card.spoiler ? undefined : langOf(card.title)}
        >
          {card.spoiler ? t('card.spoiler') : card.title}
        </Typography>
        <ReviewAuthor card={card} />
      </Box>
    </Paper>
  );
}

export function ReviewCardSkeleton() {
  return <Skeleton variant="rounded" sx={{ ...REVIEW_CARD }} />;
}
