import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { resetPasswordForm } from '@mfi/contract/accounts.schemas';
import { AuthCard } from '../components/auth-card';
import { detailOf, fieldErrorsOf } from '../../../lib/api-client';
import { schemaResolver, useRevalidateConfirmation, withPasswordMatch } from '../../../lib/form';
import { translateError } from '../../../lib/error-texts';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useResetPasswordConfirm } from '../api/reset-password-confirm';
import { PasswordField } from '../components/account-fields';
import { SubmitButton } from '../../../components/submit-button';

interface ResetValues {
  new_password: string;
  re_new_password: string;
}

/** reset-password (uid, token from the mailed link): 204 → login; otherwise the errors as "field: message". */
export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useResetPasswordConfirm();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<ResetValues>({
    mode: 'onTouched',
    resolver: withPasswordMatch(schemaResolver<ResetValues>(resetPasswordForm), 'new_password', 're_new_password'),
    defaultValues: { new_password: '', re_new_password: '' },
  });
  const { control, handleSubmit } = form;
  useRevalidateConfirmation(form, 'new_password', 're_new_password');

  const onSubmit = handleSubmit(async (values) => {
    setErrors([]);
    try {
      await confirm.mutateAsync({ uid, token, ...values });
      showSnack(t('errors:resetDone'));
      void navigate(href('login'));
    } catch (error) {
      showSnack(t('errors:resetFailed'), 'error');
      const lines = Object.entries(fieldErrorsOf(error)).flatMap(([field, texts]) =>
        texts.map((text) => `${field}: ${translateError(t, text)}`),
      );
      setErrors(lines.length ? lines : [detailOf(error) ?? t('errors:generic')]);
    }
  });

  return (
    <AuthCard title={t('reset.title')}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {errors.length > 0 && (
          <Alert severity="error">
            {errors.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        )}
        <PasswordField
          control={control}
          name="new_password"
          label={t('reset.newPassword')}
          isNew
          autoFocus
          helperText={t('signup.passwordHint')}
        />
        <PasswordField control={control} name="re_new_password" label={t('reset.confirm')} isNew />
        <SubmitButton disabled={confirm.isPending}>{t('reset.submit')}</SubmitButton>
      </Stack>
    </AuthCard>
  );
}
