import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { resetPasswordRequest } from '@mfi/contract/accounts.schemas';
import { AuthCard } from '../components/auth-card';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError, detailOf } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form';
import { href } from '../../../lib/routes';
import { useResetPassword } from '../api/reset-password';
import { SubmitButton } from '../../../components/submit-button';

interface ForgotValues {
  email: string;
}

/** forgot-password: 204 → the mail is on its way; 400 → the spec's "enter your e-mail correctly". */
export function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  const reset = useResetPassword();
  const { control, handleSubmit } = useForm<ForgotValues>({
    mode: 'onTouched',
    resolver: schemaResolver<ForgotValues>(resetPasswordRequest),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) => reset.mutate(values));

  let failure: string | null = null;
  if (reset.isError) {
    const error = reset.error;
    if (error instanceof ApiError && error.status === 400) failure = t('errors:emailInvalid');
    else failure = detailOf(error) ?? t('errors:generic');
  }

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {reset.isSuccess && (
          <Alert severity="success" role="status">
            {t('errors:resetMailSent')}
          </Alert>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormTextField
          control={control}
          name="email"
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <SubmitButton disabled={reset.isPending}>{t('forgot.submit')}</SubmitButton>
        <Link component={RouterLink} to={href('login')} variant="body2">
          {t('forgot.backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
