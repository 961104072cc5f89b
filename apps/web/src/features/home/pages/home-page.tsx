import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useHomeJournals } from '../api/get-home-journals';
import { DetailedReviewWall } from '../components/detailed-review-wall';
import { JournalCarousel } from '../components/journal-carousel';
import { LatestTitlesRail } from '../components/latest-titles-rail';
import { ReviewRail } from '../components/review-rail';

/** A heading for screen readers: the carousel opens the page visually. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * home (/) and db-home (/home), part 1 section 2 "Home page": the journal carousel, the rails of the latest
 * critic and audience reviews of movies and episodes, the latest movies and serials, the wall of critics'
 * detailed movie reviews, then `lists`: the latest movie and serial lists, which the lists feature draws;
 * `festival`, the current festival edition's banner, follows the carousel (app/routes/home-page.tsx hands
 * both in).
 */
export function HomePage({ festival, lists }: { festival?: ReactNode; lists?: ReactNode }) {
  const { t } = useTranslation('home');
  const journals = useHomeJournals();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
      <PageTitle title={t('title')} />
      <Box component="h1" sx={visuallyHidden}>
        {t('heading')}
      </Box>
      <JournalCarousel journals={journals.isError ? [] : journals.data} />
      {festival}
      <ReviewRail kind="movie" critic />
      <ReviewRail kind="movie" critic={false} />
      <ReviewRail kind="episode" critic />
      <ReviewRail kind="episode" critic={false} />
      <LatestTitlesRail kind="movie" />
      <LatestTitlesRail kind="serial" />
      <DetailedReviewWall />
      {lists}
    </Container>
  );
}
