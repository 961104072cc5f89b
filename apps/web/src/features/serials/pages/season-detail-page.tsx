import EditIcon from '@mui/icons-material/Edit';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminBar, useIsContributor } from '../../../components/admin-bar';
import { ArchiveGallery } from '../../../components/archive-gallery';
import { GradeBadges } from '../../../components/grade-badges';
import { HeroSkeleton } from '../../../components/hero-band';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { PublishToggle } from '../../../components/publish-toggle';
import { TitleRatingRow, TitleReviewTabs } from '../../../components/reviews/title-reviews';
import { href } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { trailerEmbedUrl } from '../../../lib/trailer';
import { isNotFound } from '../../../lib/api-client';
import { useSeasonDetail } from '../api/get-season-detail';
import { usePublishSeason } from '../api/publish-season';
import { DetailError } from '../components/detail-states';
import { Hero } from '../components/hero';
import { useSeasonReviews } from '../components/serial-title-reviews';
import { SeasonEpisodes } from '../components/season-episodes';
import { Section } from '../components/section';
import { TrailerFrame } from '../components/serial-info';
import { numberedTitle } from '../components/numbered-title';

/**
 * season-detail (part 2 sections 2, 3): others see it only when published (the server answers 404);
 * contributors see an unpublished one, marked, with its unpublished episodes.
 */
export function SeasonDetailPage() {
  const { serialSlug = '', seasonSlug = '' } = useParams();
  const { t } = useTranslation('serials');
  const detail = useSeasonDetail(serialSlug, seasonSlug);
  const { isAuthenticated } = useSession();
  const isContributor = useIsContributor();
  const publish = usePublishSeason(serialSlug, seasonSlug);
  const reviews = useSeasonReviews({ serialSlug, seasonSlug });

  // The hero at its final size, as on a movie's page: nothing jumps when the title arrives.
  if (detail.isPending) return <HeroSkeleton />;
  if (detail.isError) {
    if (isNotFound(detail.error)) return <NotFoundPage />;
    return <DetailError onRetry={() => void detail.refetch()} />;
  }
  const season = detail.data.season_detail;
  const name = numberedTitle(t, 'season', season.season_num, season.season_name);
  const embed = season.season_trailer ? trailerEmbedUrl(season.season_trailer) : null;
  const serialTo = href('serial-detail', { slug: serialSlug });

  return (
    <Box component="article">
      <PageTitle title={`${season.serial_title} · ${name}`} />
      <Hero background={null} poster={season.season_poster ?? season.serial_poster} posterAlt={name}>
        {!season.publish && <Chip label={t('detail.unpublished')} color="warning" size="small" sx={{ mb: 1 }} />}
        <Link component={RouterLink} to={serialTo} color="inherit" underline="hover" variant="h6" sx={{ opacity: 0.9 }}>
          {season.serial_title}
        </Link>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.2rem' }, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <Box sx={{ mt: 2, color: 'text.primary' }}>
          <GradeBadges
            ns="serials"
            countKey="episodeRatings"
            grade={season.grade_average}
            critics={season.critics}
            audienceGrade={season.g_average_audience}
            audiences={season.audiences}
          />
        </Box>
      </Hero>

      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
        <AdminBar>
          <PublishToggle published={season.publish} onToggle={publish} />
          <Button
            component={RouterLink}
            to={href('season-update', { serialSlug, seasonSlug })}
            startIcon={<EditIcon />}
            size="small"
          >
            {t('detail.edit')}
          </Button>
          <Button
            component={RouterLink}
            to={href('season-image-update', { serialSlug, seasonSlug })}
            startIcon={<PhotoLibraryIcon />}
            size="small"
          >
            {t('detail.editImages')}
          </Button>
        </AdminBar>

        <TitleRatingRow reviews={reviews} detail={detail.data} signedIn={isAuthenticated} />

        {season.images.length > 0 && (
          <Section title={t('gallery.title')}>
            <ArchiveGallery ns="serials" images={season.images} />
          </Section>
        )}
        {embed && (
          <Section title={t('field.trailer')}>
            <TrailerFrame src={embed} title={t('field.trailer')} />
          </Section>
        )}
        <SeasonEpisodes serialSlug={serialSlug} seasonSlug={seasonSlug} published />
        {isContributor && <SeasonEpisodes serialSlug={serialSlug} seasonSlug={seasonSlug} published={false} />}
        <Section title={t('reviews.title')}>
          <TitleReviewTabs reviews={reviews} signedIn={isAuthenticated} />
        </Section>
      </Box>
    </Box>
  );
}
