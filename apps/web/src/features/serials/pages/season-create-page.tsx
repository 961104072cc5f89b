import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useCreateSeason } from '../api/create-season';
import { emptySeasonForm, SeasonForm, seasonFormData } from '../components/season-form';

/** season-create: success goes to the new season; a failure shows the server's message when it sent one. */
export function SeasonCreatePage() {
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const create = useCreateSeason();
  const mode = { kind: 'create' } as const;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t('form.seasonCreateTitle')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('form.seasonCreateTitle')}
      </Typography>
      <SeasonForm
        mode={mode}
        defaultValues={emptySeasonForm()}
        submitting={create.isPending}
        submitLabel={t('form.create')}
        onSubmit={(values) =>
          create.mutate(seasonFormData(values, mode), {
            onSuccess: (answer) => {
              showSnack(t('errors:seasonCreated'), 'success');
              void navigate(
                answer.serial_slug && answer.season_slug
                  ? href('season-detail', { serialSlug: answer.serial_slug, seasonSlug: answer.season_slug })
                  : href('serial-list'),
              );
            },
            onError: (error) => {
              const message =
                error instanceof ApiError && typeof (error.body as { message?: unknown })?.message === 'string'
                  ? (error.body as { message: string }).message
                  : t('errors:generic');
              showSnack(message, 'error');
            },
          })
        }
      />
    </Box>
  );
}
