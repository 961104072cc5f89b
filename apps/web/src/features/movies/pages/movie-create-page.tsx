import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useCreateMovie } from '../api/create-movie';
import { MovieForm } from '../components/movie-form';
import { emptyMovieForm, movieFormData } from '../components/movie-form-values';

const MODE = { kind: 'create' } as const;

/** movie-create: the new movie waits for an admin; success goes to the movie catalogue (part 2 section 8). */
export function MovieCreatePage() {
  const { t } = useTranslation('movies');
  const navigate = useNavigate();
  const create = useCreateMovie();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t('form.createTitle')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {t('form.createTitle')}
      </Typography>
      <MovieForm
        mode={MODE}
        defaultValues={emptyMovieForm()}
        submitting={create.isPending}
        submitLabel={t('form.create')}
        onSubmit={(values) =>
          create.mutate(movieFormData(values, MODE), {
            onSuccess: () => {
              showSnack(t('errors:movieCreated'), 'success');
              void navigate(href('movie-list'));
            },
            onError: () => showSnack(t('errors:generic'), 'error'),
          })
        }
      />
    </Box>
  );
}
