import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RESEND_STEP_SECONDS } from '@mfi/contract/limits';
import { AuthCard } from '../components/auth-card';
import { href } from '../../../lib/routes';
import { ActivationForm } from '../components/activation-form';
import { ReactivateForm } from '../components/reactivate-form';

type Step = { kind: 'code'; phone?: string } | { kind: 'reactivate' };

/** activate-user: phone + code + resend; or ask a new code (reactivate), then the code step for that phone. */
export function ActivatePage() {
  const { t } = useTranslation('accounts');
  const [step, setStep] = useState<Step>({ kind: 'code' });

  if (step.kind === 'reactivate') {
    return (
      <AuthCard title={t('reactivate.title')} intro={t('reactivate.intro')}>
        <ReactivateForm onSent={(phone) => setStep({ kind: 'code', phone })} />
        <Button sx={{ mt: 2 }} onClick={() => setStep({ kind: 'code' })}>
          {t('reactivate.back')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('activate.title')} intro={step.phone ? undefined : t('activate.intro')}>
      <ActivationForm
        key={step.phone ?? 'typed'}
        phone={step.phone}
        initialWait={step.phone ? RESEND_STEP_SECONDS : 0}
      />
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          sx={{ textAlign: 'left' }}
          onClick={() => setStep({ kind: 'reactivate' })}
        >
          {t('activate.reactivateLink')}
        </Link>
        <Link component={RouterLink} to={href('change-phone')} variant="body2">
          {t('activate.changePhoneLink')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
