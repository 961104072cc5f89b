import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { isNotFound } from '../../../lib/api-client';
import { useSeasonDetail } from '../api/get-season-detail';
import { useUpdateSeason } from '../api/update-season';
import { emptySeasonForm, SeasonForm, seasonFormData } from '../components/season-form';

/** season-update: number, name, trailer and poster; the serial's title and poster are shown read-only. */
export function SeasonUpdatePage() {
  const { serialSlug = '', seasonSlug = '' } = useParams();
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const detail = useSeasonDetail(serialSlug, seasonSlug);
  const update = useUpdateSeason(serialSlug);
  const detailHref = href('season-detail', { serialSlug, seasonSlug });

  if (detail.isError && isNotFound(detail.error)) return <NotFoundPage />;
  if (detail.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {t('detail.error')}
      </Alert>
    );
  if (!detail.data) return <PageLoader />;
  const season = detail.data.season_detail;
  const mode = {
    kind: 'update',
    serialSlug,
    seasonSlug,
    serialTitle: season.serial_title,
    serialPoster: season.serial_poster,
  } as const;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t('form.seasonUpdateTitle')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }} useFlexGap>
        <Button component={RouterLink} to={detailHref} startIcon={<ArrowBackIcon />}>
          {t('form.back')}
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {t('form.seasonUpdateTitle')}
        </Typography>
      </Stack>
      <SeasonForm
        mode={mode}
        defaultValues={{
          ...emptySeasonForm(),
          season_number: String(season.season_num),
          season_title: season.season_name,
          trailer: season.season_trailer,
        }}
        submitting={update.isPending}
        submitLabel={t('form.save')}
        onSubmit={(values) =>
          update.mutate(seasonFormData(values, mode), {
            onSuccess: (answer) => {
              showSnack(t('errors:seasonUpdated'), 'success');
              // The slug follows the number and name, so go where the server says the season now lives.
              void navigate(href('season-detail', { serialSlug, seasonSlug: answer.season_slug ?? seasonSlug }));
            },
            onError: () => showSnack(t('errors:generic'), 'error'),
          })
        }
      />
    </Box>
  );
}
