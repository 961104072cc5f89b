import EditIcon from '@mui/icons-material/Edit';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ACTOR_LABEL } from '@mfi/contract/catalogue.enums';
import { AdminBar } from '../../../components/admin-bar';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { Poster } from '../../../components/poster';
import { PublishToggle } from '../../../components/publish-toggle';
import { TitleRatingRow, TitleReviewTabs } from '../../../components/reviews/title-reviews';
import { href } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { isNotFound } from '../../../lib/api-client';
import { useMovieDetail, type MovieDetailResponse } from '../api/get-movie-detail';
import { usePublishMovie } from '../api/publish-movie';
import { ArchiveGallery } from '../../../components/archive-gallery';
import { GradeBadges } from '../../../components/grade-badges';
import { HeroBand, heroPosterSx, HeroSkeleton, heroStackSx } from '../../../components/hero-band';
import { MovieAwards, MovieJournals, MovieListedIn } from '../components/movie-extras';
import { MovieFlagButtons } from '../components/movie-flag-buttons';
import { MovieInfo } from '../components/movie-info';
import { MovieArtists, MovieRoles, Section } from '../components/movie-people';
import { MovieRail } from '../components/movie-rail';
import { useMovieReviews } from '../components/movie-title-reviews';

/** movie-detail (part 2 sections 2, 3): a 404 (missing, or unpublished for this visitor) is the not-found page. */
export function MovieDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('movies');
  const detail = useMovieDetail(slug);
  const { isAuthenticated } = useSession();

  if (detail.isPending) return <HeroSkeleton />;
  if (detail.isError) {
    if (isNotFound(detail.error)) return <NotFoundPage />;
    return (
      <Box sx={{ maxWidth: 800, mx: 'auto', p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void detail.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('detail.error')}
        </Alert>
      </Box>
    );
  }
  return <MovieDetailView slug={slug} data={detail.data} signedIn={isAuthenticated} />;
}

function MovieDetailView({ slug, data, signedIn }: { slug: string; data: MovieDetailResponse; signedIn: boolean }) {
  const { t } = useTranslation('movies');
  const { movie_detail: movie, ...flags } = data;
  const publish = usePublishMovie(slug, movie.id);
  const reviews = useMovieReviews(slug);

  return (
    <Box component="article">
      <PageTitle title={movie.m_title || movie.i_title} />
      <HeroBand background={movie.background}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={heroStackSx}>
          <Box sx={heroPosterSx}>
            <Poster src={movie.poster} alt={movie.m_title || movie.i_title} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            {!movie.publish && <Chip label={t('detail.unpublished')} color="warning" size="small" sx={{ mb: 1 }} />}
            {movie.classic && (
              <Chip
                label={t('detail.classic')}
                color="secondary"
                size="small"
                sx={{ mb: 1, ml: movie.publish ? 0 : 1 }}
              />
            )}
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontWeight: 700, fontSize: { xs: '1.7rem', md: '2.3rem' }, overflowWrap: 'anywhere' }}
            >
              {movie.m_title}{' '}
              <Box component="span" sx={{ fontWeight: 400, opacity: 0.8 }}>
                ({movie.year})
              </Box>
            </Typography>
            <Typography variant="h6" component="p" sx={{ opacity: 0.9 }}>
              {movie.i_title}
            </Typography>
            {movie.o_title !== movie.i_title && (
              <Typography variant="body1" sx={{ opacity: 0.75, fontStyle: 'italic' }}>
                {movie.o_title}
              </Typography>
            )}
            <Box sx={{ mt: 2, color: 'text.primary' }}>
              <GradeBadges
                ns="movies"
                grade={movie.grade}
                critics={movie.critics}
                audienceGrade={movie.a_grade}
                audiences={movie.audiences}
              />
            </Box>
            <Box
              sx={{ mt: 2, '& .MuiButton-outlined': { color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' } }}
            >
              <MovieFlagButtons slug={slug} movieId={movie.id} flags={flags} signedIn={signedIn} />
            </Box>
          </Box>
        </Stack>
      </HeroBand>

      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
        <AdminBar>
          <PublishToggle published={movie.publish} onToggle={publish} />
          <Button component={RouterLink} to={href('movie-update', { slug })} startIcon={<EditIcon />} size="small">
            {t('detail.edit')}
          </Button>
          <Button
            component={RouterLink}
            to={href('movie-image-update', { slug })}
            startIcon={<PhotoLibraryIcon />}
            size="small"
          >
            {t('detail.editImages')}
          </Button>
        </AdminBar>

        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Section title={t('detail.plot')}>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{movie.plot}</Typography>
              {movie.en_plot && (
                <Box lang="en" sx={{ mt: 2 }}>
                  <Typography variant="subtitle2" color="text.secondary">
                    {t('detail.enPlot')}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-line' }}>{movie.en_plot}</Typography>
                </Box>
              )}
            </Section>
          </Box>
          <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 380 }, flex: '0 0 auto', mt: { md: 4 } }}>
            <MovieInfo movie={movie} />
          </Paper>
        </Stack>

        <TitleRatingRow reviews={reviews} detail={data} signedIn={signedIn} sx={{ mt: 3 }} />

        {movie.images.length > 0 && (
          <Section title={t('detail.archive')}>
            <ArchiveGallery ns="movies" images={movie.images} />
          </Section>
        )}
        <MovieAwards slug={slug} />
        <MovieArtists slug={slug} title={t('detail.artists')} />
        <MovieRoles slug={slug} title={ACTOR_LABEL} />
        <MovieRail slug={slug} kind="collection" />
        <MovieRail slug={slug} kind="similar" />
        <MovieRail slug={slug} kind="suggested" />
        <MovieListedIn slug={slug} />
        <MovieJournals slug={slug} />
        <Section title={t('reviews.title')}>
          <TitleReviewTabs reviews={reviews} signedIn={signedIn} />
        </Section>
      </Box>
    </Box>
  );
}
