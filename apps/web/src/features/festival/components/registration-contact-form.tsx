import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { registrationEmailCodeRequest, registrationFields } from '@mfi/contract/festival.schemas';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlerts } from '../../../components/error-alerts';
import { fieldErrorsOf } from '../../../lib/api-client';
import { FormTextField } from '../../../components/form-text-field';
import { translateError } from '../../../lib/error-texts';
import { schemaResolver } from '../../../lib/form';
import { useRequestEmailCode } from '../api/registration-email-code';

/**
 * The submit step's own fields: the contract's registration rules without the film, the picked director and
 * the edition: the director's register number, the contact and its confirmation code, the link, the consents.
 */
export const contactFields = registrationFields.omit({
  movie: true,
  director_artist: true,
  festival: true,
  year: true,
});
export type ContactValues = {
  director_id: string;
  email: string;
  email_code: string;
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
      director_id: '',
      email: '',
      email_code: '',
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

/** The wizard's contact form, its values typed as they are and as the contract reads them. */
type ContactControl = Control<ContactValues, unknown, ContactFields>;

function ConsentField({ control, name }: { control: ContactControl; name: (typeof CONSENTS)[number] }) {
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

/**
 * The fee mail goes to the account's own address, or to another once the code mailed to it is typed (the
 * server decides which; this asks for the code and says where it went).
 */
function EmailCodeField({ control }: { control: ContactControl }) {
  const { t } = useTranslation('submission');
  const email = useWatch({ control, name: 'email' });
  const ask = useRequestEmailCode();
  const valid = registrationEmailCodeRequest.safeParse({ email }).success;
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, gap: 2, alignItems: 'start' }}>
        <FormTextField
          control={control}
          name="email_code"
          label={t('contact.emailCode')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' } }}
        />
        <Button
          variant="outlined"
          sx={{ mt: { sm: 1 } }}
          disabled={!valid || ask.isPending}
          onClick={() => ask.mutate(email.trim())}
        >
          {t('contact.sendCode')}
        </Button>
      </Box>
      {ask.isSuccess && <Alert severity="info">{t('contact.codeSent', { email: ask.variables })}</Alert>}
      {ask.isError && <ErrorAlerts texts={Object.values(fieldErrorsOf(ask.error)).flat()} />}
    </Stack>
  );
}

/** Part 1 section 5's registration fields: the director's register number, contact, link and four consents. */
export function ContactFields({ control }: { control: ContactControl }) {
  const { t } = useTranslation('submission');
  const digits = { htmlInput: { inputMode: 'numeric' as const } };
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name="director_id"
        label={t('contact.directorId')}
        helperText={t('contact.directorIdHelp')}
        required
      />
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('contact.email')}
        helperText={t('contact.emailHelp')}
        required
        autoComplete="email"
      />
      <EmailCodeField control={control} />
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
