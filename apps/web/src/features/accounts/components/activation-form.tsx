import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { activateRequest } from '@mfi/contract/accounts.schemas';
import { RESEND_STEP_SECONDS } from '@mfi/contract/limits';
import { ApiError, detailOf, waitOf } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { translateError } from '../../../lib/error-texts';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useActivate } from '../api/activate';
import { useResendCode } from '../api/resend-code';
import { PhoneField } from './account-fields';
import { AuthCard } from './auth-card';
import { CodeInput } from './code-input';
import { ResendButton, type ResendResult } from './resend-button';
import { SubmitButton } from '../../../components/submit-button';

interface ActivationValues {
  code: string;
  phone: string;
}

/**
 * The code step: after signup, reactivation or a phone change the phone is fixed (`phone`) and a code was
 * just sent (`initialWait` 60); on /activate the visitor types the phone too.
 */
export function ActivationForm({ phone, initialWait }: { phone?: string; initialWait: number }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const activate = useActivate();
  const resend = useResendCode();
  const form = useForm<ActivationValues>({
    mode: 'onChange',
    resolver: schemaResolver<ActivationValues>(activateRequest),
    defaultValues: { code: '', phone: phone ?? '' },
  });
  const { control, handleSubmit, setError, trigger, getValues, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await activate.mutateAsync(values);
      if (result.status) {
        showSnack(t('errors:activationDone'));
        void navigate(href('login'));
      } else showSnack(t('errors:activationFailed'), 'error');
    } catch (error) {
      // A fixed phone has no field to show its error under: it goes to the snackbar with the rest.
      const { matched, rest } = applyServerErrors(
        error,
        setError,
        phone ? { code: 'code' } : { code: 'code', phone: 'phone' },
      );
      if (!matched) showSnack(rest[0] ? translateError(t, rest[0]) : t('errors:activationFailed'), 'error');
    }
  });

  async function onResend(): Promise<ResendResult> {
    if (!phone && !(await trigger('phone', { shouldFocus: true }))) return { sent: false };
    try {
      const result = await resend.mutateAsync({ phone: phone ?? getValues('phone') });
      showSnack(t('errors:codeSent'));
      return { sent: true, wait: waitOf(result) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        showSnack(detailOf(error) ?? t('errors:generic'), 'error');
        return { sent: false, wait: waitOf(error.body) };
      }
      const { matched, rest } = applyServerErrors(error, setError, phone ? {} : { phone: 'phone' });
      if (!matched) showSnack(rest[0] ? translateError(t, rest[0]) : t('errors:generic'), 'error');
      return { sent: false };
    }
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      {phone ? (
        <Alert severity="info" role="status">
          {t('code.sentTo', { phone })}
        </Alert>
      ) : (
        <PhoneField control={control} name="phone" label={t('activate.phone')} autoComplete="tel" />
      )}
      <CodeInput control={control} autoFocus={Boolean(phone)} />
      <SubmitButton disabled={!formState.isValid || activate.isPending}>{t('code.activate')}</SubmitButton>
      <ResendButton initialWait={initialWait} onResend={onResend} />
    </Stack>
  );
}

/** The code step after signup or a phone change: a code was just sent to `phone`. */
export function CodeStep({ phone }: { phone: string }) {
  const { t } = useTranslation('accounts');
  return (
    <AuthCard title={t('code.title')}>
      <ActivationForm phone={phone} initialWait={RESEND_STEP_SECONDS} />
    </AuthCard>
  );
}
