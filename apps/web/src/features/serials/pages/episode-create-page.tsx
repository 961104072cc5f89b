import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useCreateEpisode } from '../api/create-episode';
import { EpisodeForm, emptyEpisodeForm, episodeFormData } from '../components/episode-form';

/** episode-create: a success goes to the new episode's season; a failure says so and stays (unlike the original). */
export function EpisodeCreatePage() {
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const create = useCreateEpisode();
  const mode = { kind: 'create' } as const;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t('form.episodeCreateTitle')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('form.episodeCreateTitle')}
      </Typography>
      <EpisodeForm
        mode={mode}
        defaultValues={emptyEpisodeForm()}
        submitting={create.isPending}
        submitLabel={t('form.create')}
        onSubmit={(values) =>
          create.mutate(episodeFormData(values, mode), {
            onSuccess: (answer) => {
              showSnack(t('errors:episodeCreated'), 'success');
              void navigate(
                answer.serial_slug && answer.season_slug
                  ? href('season-detail', { serialSlug: answer.serial_slug, seasonSlug: answer.season_slug })
                  : href('serial-list'),
              );
            },
            onError: () => showSnack(t('errors:generic'), 'error'),
          })
        }
      />
    </Box>
  );
}
