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
import { useEpisodeDetail } from '../api/get-episode-detail';
import { useUpdateEpisode } from '../api/update-episode';
import { EpisodeForm, emptyEpisodeForm, episodeFormData } from '../components/episode-form';

/** episode-update: prefilled; only the Mongolian plot is required among the plots. */
export function EpisodeUpdatePage() {
  const { serialSlug = '', seasonSlug = '', episodeSlug = '' } = useParams();
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const detail = useEpisodeDetail(serialSlug, seasonSlug, episodeSlug);
  const update = useUpdateEpisode(serialSlug, seasonSlug);
  const mode = { kind: 'update', serialSlug, seasonSlug, episodeSlug } as const;

  if (detail.isError && isNotFound(detail.error)) return <NotFoundPage />;
  if (detail.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {t('detail.error')}
      </Alert>
    );
  if (!detail.data) return <PageLoader />;
  const episode = detail.data.episode_detail;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t('form.episodeUpdateTitle')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }} useFlexGap>
        <Button component={RouterLink} to={href('episode-detail', mode)} startIcon={<ArrowBackIcon />}>
          {t('form.back')}
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {t('form.episodeUpdateTitle')}: {episode.ser_title} · {episode.sea_title}
        </Typography>
      </Stack>
      <EpisodeForm
        mode={mode}
        defaultValues={{
          ...emptyEpisodeForm(),
          number: String(episode.e_num),
          name: episode.e_title,
          runtime: episode.runtime === null ? '' : String(episode.runtime),
          plot: episode.plot,
          en_plot: episode.eng_plot,
        }}
        submitting={update.isPending}
        submitLabel={t('form.save')}
        onSubmit={(values) =>
          update.mutate(episodeFormData(values, mode), {
            onSuccess: (answer) => {
              showSnack(t('errors:episodeUpdated'), 'success');
              void navigate(href('episode-detail', { ...mode, episodeSlug: answer.episode_slug ?? episodeSlug }));
            },
            onError: () => showSnack(t('errors:generic'), 'error'),
          })
        }
      />
    </Box>
  );
}
