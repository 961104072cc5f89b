import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { changePhoneRequest } from '@mfi/contract/accounts.schemas';
import { AuthCard } from '../components/auth-card';
import { ErrorAlerts } from '../../../components/error-alerts';
import { fieldErrorsOf } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form';
import { translateError } from '../../../lib/error-texts';
import { href } from '../../../lib/routes';
import { useChangePhoneCode, type ChangePhoneBody } from '../api/change-phone-code';
import { CredentialFields, PhoneField } from '../components/account-fields';
import { CodeStep } from '../components/activation-form';
import { useCodeRequest } from '../components/code-request';
import { SubmitButton } from '../../../components/submit-button';

/** change-phone: username, password, old and new phone; then the code step for the new number. */
export function ChangePhonePage() {
  const { t } = useTranslation('accounts');
  const changePhone = useChangePhoneCode();
  const [newPhone, setNewPhone] = useState<string | null>(null);
  const [notActive, setNotActive] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ChangePhoneBody>({
    mode: 'onTouched',
    resolver: schemaResolver<ChangePhoneBody>(changePhoneRequest),
    defaultValues: { username: '', password: '', phone1: '', phone2: '' },
  });
  const request = useCodeRequest({
    setError,
    fieldMap: { username: 'username', password: 'password', phone: 'phone1', phone1: 'phone1', phone2: 'phone2' },
    send: changePhone.mutateAsync,
    onSent: (values) => setNewPhone(values.phone2),
    // An account not yet activated is sent to the activation page instead.
    handled: (error) => {
      const inactive = fieldErrorsOf(error).not_active;
      if (inactive) setNotActive(inactive.join(' '));
      return Boolean(inactive);
    },
  });
  const onSubmit = handleSubmit((values) => {
    setNotActive(null);
    return request.submit(values);
  });

  if (newPhone) return <CodeStep phone={newPhone} />;
  return (
    <AuthCard title={t('changePhone.title')} intro={t('changePhone.intro')}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {notActive && (
          <Alert severity="warning">
            {translateError(t, notActive)}{' '}
            <Link component={RouterLink} to={href('activate-user')} color="inherit">
              {t('changePhone.activateLink')}
            </Link>
          </Alert>
        )}
        <ErrorAlerts texts={request.errors} />
        <CredentialFields
          control={control}
          labels={{ username: t('changePhone.username'), password: t('changePhone.password') }}
        />
        <PhoneField control={control} name="phone1" label={t('changePhone.oldPhone')} />
        <PhoneField control={control} name="phone2" label={t('changePhone.newPhone')} />
        <SubmitButton disabled={changePhone.isPending}>{t('changePhone.submit')}</SubmitButton>
      </Stack>
    </AuthCard>
  );
}
