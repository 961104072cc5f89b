import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { AdminBar } from '../../../components/admin-bar';
import { GradeBadges } from '../../../components/grade-badges';
import { HeroSkeleton } from '../../../components/hero-band';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { PublishToggle } from '../../../components/publish-toggle';
import { TitleRatingRow, TitleReviewTabs } from '../../../components/reviews/title-reviews';
import { href } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { isNotFound } from '../../../lib/api-client';
import { useEpisodeDetail, type EpisodeDetailResponse } from '../api/get-episode-detail';
import { usePublishEpisode } from '../api/publish-episode';
import { DetailError } from '../components/detail-states';
import { EpisodeFlagButtons } from '../components/episode-flag-buttons';
import { Hero } from '../components/hero';
import { PlotText } from '../components/plot-text';
import { useEpisodeReviews } from '../components/serial-title-reviews';
import { Section } from '../components/section';
import { numberedTitle } from '../components/numbered-title';

type Slugs = { serialSlug: string; seasonSlug: string; episodeSlug: string };

/** episode-detail (part 2 sections 2, 3): visible to others only when published (the server answers 404). */
export function EpisodeDetailPage() {
  const { serialSlug = '', seasonSlug = '', episodeSlug = '' } = useParams();
  const detail = useEpisodeDetail(serialSlug, seasonSlug, episodeSlug);
  const { isAuthenticated } = useSession();
  // The hero at its final size, as on a movie's page: nothing jumps when the title arrives.
  if (detail.isPending) return <HeroSkeleton />;
  if (detail.isError) {
    if (isNotFound(detail.error)) return <NotFoundPage />;
    return <DetailError onRetry={() => void detail.refetch()} />;
  }
  // Keyed by the episode: moving to the previous or next one starts its reactions and review tabs afresh
  // (part 2 section 2), rather than carrying the last episode's choices over.
  return (
    <EpisodeDetailView
      key={`${serialSlug}/${seasonSlug}/${episodeSlug}`}
      slugs={{ serialSlug, seasonSlug, episodeSlug }}
      data={detail.data}
      signedIn={isAuthenticated}
    />
  );
}

function EpisodeDetailView({
  slugs,
  data,
  signedIn,
}: {
  slugs: Slugs;
  data: EpisodeDetailResponse;
  signedIn: boolean;
}) {
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const { episode_detail: episode, ...flags } = data;
  const publish = usePublishEpisode(slugs.serialSlug, slugs.seasonSlug, slugs.episodeSlug);
  const reviews = useEpisodeReviews(slugs);
  const name = numberedTitle(t, 'episode', episode.e_num, episode.e_title);
  // As the season page names it, in the reader's language («Season 1», not the stored «1-р бүлэг»).
  const seasonName = numberedTitle(t, 'season', episode.season_num, episode.sea_title);
  const go = (episodeSlug: string | null) =>
    episodeSlug &&
    void navigate(href('episode-detail', { serialSlug: slugs.serialSlug, seasonSlug: slugs.seasonSlug, episodeSlug }));

  return (
    <Box component="article">
      <PageTitle title={`${episode.ser_title} · ${name}`} />
      <Hero
        background={episode.background}
        poster={episode.season_poster ?? episode.serial_poster}
        posterAlt={seasonName}
      >
        {!episode.publish && <Chip label={t('detail.unpublished')} color="warning" size="small" sx={{ mb: 1 }} />}
        <Typography variant="h6" component="p" sx={{ opacity: 0.9 }}>
          <Link
            component={RouterLink}
            to={href('serial-detail', { slug: slugs.serialSlug })}
            color="inherit"
            underline="hover"
          >
            {episode.ser_title}
          </Link>
          {' · '}
          <Link
            component={RouterLink}
            to={href('season-detail', { serialSlug: slugs.serialSlug, seasonSlug: slugs.seasonSlug })}
            color="inherit"
            underline="hover"
          >
            {seasonName}
          </Link>
        </Typography>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.2rem' }, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        {episode.runtime ? (
          <Typography sx={{ opacity: 0.85 }}>{t('detail.minutes', { count: episode.runtime })}</Typography>
        ) : null}
        {/* The grade blocks are the episode's grades; the numeric grade a member gives is the rating row below. */}
        <Box sx={{ mt: 2, color: 'text.primary' }}>
          <GradeBadges
            ns="serials"
            grade={episode.grade}
            critics={episode.critics}
            audienceGrade={episode.a_grade}
            audiences={episode.audiences}
          />
        </Box>
        <Box sx={{ mt: 2, '& .MuiButton-outlined': { color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' } }}>
          <EpisodeFlagButtons slugs={slugs} flags={flags} signedIn={signedIn} />
        </Box>
      </Hero>

      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
        <AdminBar>
          <PublishToggle published={episode.publish} onToggle={publish} />
          <Button component={RouterLink} to={href('episode-update', slugs)} startIcon={<EditIcon />} size="small">
            {t('detail.edit')}
          </Button>
        </AdminBar>

        <EpisodeNavigation previous={episode.previous_episode} next={episode.next_episode} onGo={go} />

        <Section title={t('detail.plot')}>
          <PlotText plot={episode.plot} enPlot={episode.eng_plot} emptyText={t('plotText.none')} />
        </Section>

        <TitleRatingRow reviews={reviews} detail={data} signedIn={signedIn} sx={{ mt: 3 }} />

        <Section title={t('reviews.title')}>
          <TitleReviewTabs reviews={reviews} signedIn={signedIn} />
        </Section>
      </Box>
    </Box>
  );
}

/**
 * Previous and next episode (part 2 section 2: disabled when there is none). Below 600 px they read
 * «Өмнөх» and «Дараагийн» so two fit on one line at 320 px; their names stay the full words.
 */
function EpisodeNavigation({
  previous,
  next,
  onGo,
}: {
  previous: string | null;
  next: string | null;
  onGo: (episodeSlug: string | null) => void;
}) {
  const { t } = useTranslation('serials');
  const label = (full: string, short: string) => (
    <>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {full}
      </Box>
      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
        {short}
      </Box>
    </>
  );
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }} data-testid="episode-navigation">
      <Button
        variant="outlined"
        startIcon={<ChevronLeftIcon />}
        disabled={!previous}
        onClick={() => onGo(previous)}
        aria-label={t('episode.previous')}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label(t('episode.previous'), t('episode.previousShort'))}
      </Button>
      <Button
        variant="outlined"
        endIcon={<ChevronRightIcon />}
        disabled={!next}
        onClick={() => onGo(next)}
        aria-label={t('episode.next')}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label(t('episode.next'), t('episode.nextShort'))}
      </Button>
    </Stack>
  );
}
