import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { loginRequest, type LoginRequest } from '@mfi/contract/accounts.schemas';
import { AuthCard } from '../components/auth-card';
import { schemaResolver } from '../../../lib/form';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { loginFailureOf, useLogin } from '../api/login';
import { CredentialFields } from '../components/account-fields';
import { SubmitButton } from '../../../components/submit-button';

/**
 * login: after success the guest-only guard sends the user on to `?redirect` (or home), so this page only
 * stores the token.
 */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const login = useLogin();
  const { control, handleSubmit } = useForm<LoginRequest>({
    mode: 'onTouched',
    resolver: schemaResolver<LoginRequest>(loginRequest),
    defaultValues: { username: '', password: '' },
  });
  const failure = login.isError ? loginFailureOf(login.error) : null;

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => showSnack(t('errors:loginDone')) }),
  );

  return (
    <AuthCard title={t('login.title')}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {failure && (
          <Alert severity="error">
            {failure.kind === 'disabled' && (
              <>
                {t('errors:loginDisabled')}{' '}
                <Link component={RouterLink} to={href('activate-user')} color="inherit">
                  {t('login.activateLink')}
                </Link>
              </>
            )}
            {failure.kind === 'invalid' && t('errors:loginInvalid')}
            {failure.kind === 'detail' && failure.text}
            {failure.kind === 'generic' && t('errors:generic')}
          </Alert>
        )}
        <CredentialFields control={control} labels={{ username: t('login.username'), password: t('login.password') }} />
        <SubmitButton disabled={login.isPending}>{t('login.submit')}</SubmitButton>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to={href('activate-user')} variant="body2">
            {t('login.activateLink')}
          </Link>
          <Link component={RouterLink} to={href('forgot-password')} variant="body2">
            {t('login.forgotLink')}
          </Link>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to={href('signup')}>
            {t('login.signupLink')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
