import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RESEND_STEP_SECONDS } from '@mfi/contract/limits';
import { AuthCard } from '../../../components/auth-card';
import { href } from '../../../lib/routes';
import { ActivationForm } from '../components/activation-form';
import { SignupForm } from '../components/signup-form';

/** signup: after registration the screen becomes the code step for the registered phone. */
export function SignupPage() {
  const { t } = useTranslation('accounts');
  const [phone, setPhone] = useState<string | null>(null);

  if (phone) {
    return (
      <AuthCard title={t('code.title')}>
        <ActivationForm phone={phone} initialWait={RESEND_STEP_SECONDS} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('signup.title')}>
      <SignupForm onRegistered={setPhone} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('signup.hasAccount')}{' '}
        <Link component={RouterLink} to={href('login')}>
          {t('signup.loginLink')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
