import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { isNotFound } from '../../../lib/api-client';
import { getAllMovieArtists } from '../api/get-movie-artists';
import { getAllMovieRoles } from '../api/get-movie-roles';
import { useMovieDetail } from '../api/get-movie-detail';
import { movieKeys } from '../api/movie-keys';
import { useUpdateMovie } from '../api/update-movie';
import { MovieForm } from '../components/movie-form';
import { formValuesOf, movieFormData } from '../components/movie-form-values';

/** movie-update: prefilled (without images), a back button to detail; success goes to movie-detail. */
export function MovieUpdatePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('movies');
  const navigate = useNavigate();
  const detail = useMovieDetail(slug);
  const people = useQuery({
    queryKey: movieKeys.sub(slug, 'form-people'),
    queryFn: async () => ({ artists: await getAllMovieArtists(slug), roles: await getAllMovieRoles(slug) }),
    enabled: detail.isSuccess,
    staleTime: 0,
    gcTime: 0,
  });
  const update = useUpdateMovie(slug);
  const mode = { kind: 'update', slug } as const;
  const detailHref = href('movie-detail', { slug });

  if (detail.isError && isNotFound(detail.error)) return <NotFoundPage />;
  if (detail.isError || people.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {t('detail.error')}
      </Alert>
    );
  if (!detail.data || !people.data) return <PageLoader />;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t('form.updateTitle')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }} useFlexGap>
        <Button component={RouterLink} to={detailHref} startIcon={<ArrowBackIcon />}>
          {t('form.back')}
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {t('form.updateTitle')}: {detail.data.movie_detail.m_title}
        </Typography>
      </Stack>
      <MovieForm
        mode={mode}
        defaultValues={formValuesOf(detail.data.movie_detail, people.data.artists, people.data.roles)}
        submitting={update.isPending}
        submitLabel={t('form.save')}
        onSubmit={(values) =>
          update.mutate(movieFormData(values, mode), {
            onSuccess: () => {
              showSnack(t('errors:movieUpdated'), 'success');
              void navigate(detailHref);
            },
            onError: () => showSnack(t('errors:generic'), 'error'),
          })
        }
      />
    </Box>
  );
}
