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
import { getAllSerialArtists } from '../api/get-serial-artists';
import { useSerialDetail } from '../api/get-serial-detail';
import { getAllSerialRoles } from '../api/get-serial-roles';
import { serialKeys } from '../api/serial-keys';
import { useUpdateSerial } from '../api/update-serial';
import { SerialForm } from '../components/serial-form';
import { serialFormData, serialFormValuesOf } from '../components/serial-form-values';

/** serial-update: prefilled (without images), with the theater flag; success goes to serial-detail. */
export function SerialUpdatePage() {
  const { serialSlug: slug = '' } = useParams();
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const detail = useSerialDetail(slug);
  const people = useQuery({
    queryKey: serialKeys.sub(slug, 'form-people'),
    queryFn: async () => ({ artists: await getAllSerialArtists(slug), roles: await getAllSerialRoles(slug) }),
    enabled: detail.isSuccess,
    staleTime: 0,
    gcTime: 0,
  });
  const update = useUpdateSerial(slug);
  const mode = { kind: 'update', slug } as const;
  const detailHref = href('serial-detail', { slug });

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
          {t('form.updateTitle')}: {detail.data.serial_detail.m_title}
        </Typography>
      </Stack>
      <SerialForm
        mode={mode}
        defaultValues={serialFormValuesOf(detail.data.serial_detail, people.data.artists, people.data.roles)}
        submitting={update.isPending}
        submitLabel={t('form.save')}
        onSubmit={(values) =>
          update.mutate(serialFormData(values, mode), {
            onSuccess: () => {
              showSnack(t('errors:serialUpdated'), 'success');
              void navigate(detailHref);
            },
            onError: () => showSnack(t('errors:generic'), 'error'),
          })
        }
      />
    </Box>
  );
}
