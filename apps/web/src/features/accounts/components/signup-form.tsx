import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { signupForm, type SignupRequest } from '@mfi/contract/accounts.schemas';
import { FormTextField } from '../../../components/form-text-field';
import { ErrorAlerts } from '../../../components/error-alerts';
import { schemaResolver, useRevalidateConfirmation, useSubmitErrors, withPasswordMatch } from '../../../lib/form';
import { translateError } from '../../../lib/error-texts';
import { href } from '../../../lib/routes';
import { useSignup } from '../api/signup';
import { PasswordField, PhoneField, UsernameField } from './account-fields';
import { SubmitButton } from '../../../components/submit-button';

export interface SignupValues {
  username: string;
  email: string;
  phone: string;
  password: string;
  re_password: string;
  terms: boolean;
}

const defaultValues: SignupValues = { username: '', email: '', phone: '', password: '', re_password: '', terms: false };

/** The terms page in a new tab, so the form keeps what was typed; a link inside the label does not tick the box. */
function TermsLink({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Link component={RouterLink} to={href('terms')} target="_blank" rel="noopener" title={title}>
      {children}
      <OpenInNewIcon aria-hidden sx={{ fontSize: '0.9em', ml: 0.25, verticalAlign: '-0.1em' }} />
    </Link>
  );
}

/** Submit stays disabled until every rule of the contract's signupForm holds (part 1 section 5). */
export function SignupForm({ onRegistered }: { onRegistered: (phone: string) => void }) {
  const { t } = useTranslation('accounts');
  const signup = useSignup();
  const form = useForm<SignupValues, unknown, SignupRequest>({
    mode: 'onChange',
    resolver: withPasswordMatch(schemaResolver<SignupValues, SignupRequest>(signupForm), 'password', 're_password'),
    defaultValues,
  });
  const { control, handleSubmit, setError, formState } = form;
  useRevalidateConfirmation(form, 'password', 're_password');
  // Part 1 section 8: other server errors are shown as the server wrote them.
  const errors = useSubmitErrors(
    setError,
    { username: 'username', email: 'email', phone: 'phone', password: 'password' },
    t('errors:generic'),
  );

  const onSubmit = handleSubmit(async ({ username, email, phone, password }) => {
    errors.set([]);
    try {
      const created = await signup.mutateAsync({ username, email, phone, password });
      onRegistered(created.phone || phone);
    } catch (error) {
      errors.fail(error);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <ErrorAlerts texts={errors.texts} />
      <UsernameField control={control} name="username" label={t('signup.username')} limit />
      <FormTextField control={control} name="email" label={t('signup.email')} type="email" autoComplete="email" />
      <PhoneField control={control} name="phone" label={t('signup.phone')} autoComplete="tel-national" />
      <PasswordField
        control={control}
        name="password"
        label={t('signup.password')}
        isNew
        helperText={t('signup.passwordHint')}
      />
      <PasswordField control={control} name="re_password" label={t('signup.confirm')} isNew />
      <Controller
        control={control}
        name="terms"
        render={({ field, fieldState }) => (
          <FormControl error={fieldState.invalid && fieldState.isTouched}>
            <FormControlLabel
              label={
                <Trans
                  t={t}
                  i18nKey="signup.terms"
                  components={{ terms: <TermsLink title={t('signup.termsNewTab')} /> }}
                />
              }
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  slotProps={{ input: { ref: field.ref } }}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
            />
            {fieldState.isTouched && fieldState.error && (
              <FormHelperText>{translateError(t, fieldState.error.message)}</FormHelperText>
            )}
          </FormControl>
        )}
      />
      <SubmitButton disabled={!formState.isValid || signup.isPending}>{t('signup.submit')}</SubmitButton>
    </Stack>
  );
}
