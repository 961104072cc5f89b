import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useCreateSerial } from '../api/create-serial';
import { SerialForm } from '../components/serial-form';
import { emptySerialForm, serialFormData } from '../components/serial-form-values';

/** serial-create: the new serial waits for an admin; success goes to serial-list (part 2 section 8). */
export function SerialCreatePage() {
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const create = useCreateSerial();
  const mode = { kind: 'create' } as const;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t('form.createTitle')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('form.createTitle')}
      </Typography>
      <SerialForm
        mode={mode}
        defaultValues={emptySerialForm()}
        submitting={create.isPending}
        submitLabel={t('form.create')}
        onSubmit={(values) =>
          create.mutate(serialFormData(values, mode), {
            onSuccess: () => {
              showSnack(t('errors:serialCreated'), 'success');
              void navigate(href('serial-list'));
            },
            onError: () => showSnack(t('errors:generic'), 'error'),
          })
        }
      />
    </Box>
  );
}
