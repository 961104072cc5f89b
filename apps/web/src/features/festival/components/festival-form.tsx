import { FESTIVAL_CROPS, festivalCreateFields } from '@mfi/contract/festival.schemas';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CropField } from '../../../components/catalogue/title-form';
import { ErrorAlerts } from '../../../components/error-alerts';
import { FormTextField } from '../../../components/form-text-field';
import type { FestivalDraft } from '../api/create-festival';
import { CurrentImage } from './current-image';
import { type SaveFormProps, useSaveForm } from './save-outcome';
import { SubmitButton } from '../../../components/submit-button';

/** Both names are required, and the background too on create (on update it is sent only when replaced). */
const festivalFormSchema = (create: boolean) =>
  festivalCreateFields.extend({
    background: z.custom<Blob | null>((v) => !create || v instanceof Blob, { message: 'imageRequired' }),
  });

/**
 * The festival's create and update form (part 1 section 8): the Mongolian and the international name and the
 * 1280x720 JPEG background crop. The server's field errors show under their fields.
 */
export function FestivalForm({ create, current = '', submitting, submitLabel, ...save }: SaveFormProps<FestivalDraft>) {
  const { t } = useTranslation('festival');
  const { control, errors, submit } = useSaveForm(save, festivalFormSchema(create), {
    mongol_name: 'mongol_name',
    international_name: 'international_name',
    'festival-background': 'background',
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="festival-form">
        <Stack spacing={3}>
          <ErrorAlerts texts={errors.texts} />
          <FormTextField control={control} name="mongol_name" label={t('form.mongolName')} required />
          <FormTextField control={control} name="international_name" label={t('form.internationalName')} required />
          <CurrentImage src={current} ratio="16 / 9" width={320} />
          <CropField
            control={control}
            name="background"
            label={t('form.background')}
            crop={FESTIVAL_CROPS.background}
          />
          <Box>
            <SubmitButton disabled={submitting}>{submitLabel}</SubmitButton>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
