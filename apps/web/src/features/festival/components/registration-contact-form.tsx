import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { registrationFields } from '@mfi/contract/festival.schemas';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { translateError } from '../../../lib/error-texts';
import { schemaResolver } from '../../../lib/form';

/** The submit step's own fields: the contract's registration rules without the film, director and edition. */
export const contactFields = registrationFields.omit({ movie: true, director_id: true, festival: true, year: true });
export type ContactValues = {
  email: string;
  phone_code: string;
  phone_number: string;
  movie_link: string;
  consent1: boolean;
  consent2: boolean;
  consent3: boolean;
  consent4: boolean;
};
export type ContactFields = z.infer<typeof contactFields>;
export const CONSENTS = ['consent1', 'consent2', 'consent3', 'consent4'] as const;

/** The wizard holds the form, so what was typed survives a step back. */
export function useContactForm() {
  return useForm<ContactValues, unknown, ContactFields>({
    mode: 'onChange',
    resolver: schemaResolver<ContactValues, ContactFields>(contactFields),
    defaultValues: {
      email: '',
      phone_code: '976',
      phone_number: '',
      movie_link: '',
      consent1: false,
      consent2: false,
      consent3: false,
      consent4: false,
    },
  });
}

function ConsentField({ control, name }: { control: Control<ContactValues>; name: (typeof CONSENTS)[number] }) {
  const { t } = useTranslation('submission');
  const { field, fieldState } = useController({ control, name });
  return (
    <FormControl error={fieldState.invalid}>
      <FormControlLabel
        control={
          <Checkbox
            checked={Boolean(field.value)}
            onChange={(_, on) => field.onChange(on)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
        label={t(`contact.${name}`)}
      />
      {fieldState.error && <FormHelperText>{translateError(t, fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}

/** Part 1 section 5's registration fields: contact, the film's download link and the four consents. */
export function ContactFields({ control }: { control: Control<ContactValues> }) {
  const { t } = useTranslation('submission');
  const digits = { htmlInput: { inputMode: 'numeric' as const } };
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('contact.email')}
        required
        autoComplete="email"
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, gap: 2 }}>
        <FormTextField
          control={control}
          name="phone_code"
          label={t('contact.phoneCode')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
        <FormTextField
          control={control}
          name="phone_number"
          label={t('contact.phoneNumber')}
          required
          slotProps={digits}
        />
      </Box>
      <FormTextField
        control={control}
        name="movie_link"
        type="url"
        label={t('contact.movieLink')}
        helperText={t('contact.movieLinkHelp')}
        required
      />
      <Stack spacing={0.5}>
        {CONSENTS.map((name) => (
          <ConsentField key={name} control={control} name={name} />
        ))}
      </Stack>
    </Stack>
  );
}
