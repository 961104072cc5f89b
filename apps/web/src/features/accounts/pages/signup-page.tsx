import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { href } from '../../../lib/routes';
import { CodeStep } from '../components/activation-form';
import { SignupForm } from '../components/signup-form';

/** signup: after registration the screen becomes the code step for the registered phone. */
export function SignupPage() {
  const { t } = useTranslation('accounts');
  const [phone, setPhone] = useState<string | null>(null);

  if (phone) return <CodeStep phone={phone} />;
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
