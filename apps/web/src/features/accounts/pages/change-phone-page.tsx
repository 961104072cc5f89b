import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { changePhoneRequest } from '@mfi/contract/accounts.schemas';
import { RESEND_STEP_SECONDS } from '@mfi/contract/limits';
import { AuthCard } from '../../../components/auth-card';
import { FormTextField } from '../../../components/form-text-field';
import { fieldErrorsOf } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { translateError } from '../../../lib/error-texts';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useChangePhoneCode, type ChangePhoneBody } from '../api/change-phone-code';
import { ActivationForm } from '../components/activation-form';

const phoneInput = { htmlInput: { inputMode: 'numeric' as const, maxLength: 8 } };

/** change-phone: username, password, old and new phone; then the code step for the new number. */
export function ChangePhonePage() {
  const { t } = useTranslation('accounts');
  const changePhone = useChangePhoneCode();
  const [newPhone, setNewPhone] = useState<string | null>(null);
  const [notActive, setNotActive] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const { control, handleSubmit, setError } = useForm<ChangePhoneBody>({
    mode: 'onTouched',
    resolver: schemaResolver<ChangePhoneBody>(changePhoneRequest),
    defaultValues: { username: '', password: '', phone1: '', phone2: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOtherErrors([]);
    setNotActive(null);
    try {
      const result = await changePhone.mutateAsync(values);
      if (result.status) {
        showSnack(t('errors:codeSent'));
        setNewPhone(values.phone2);
      } else setOtherErrors([t('errors:generic')]);
    } catch (error) {
      const inactive = fieldErrorsOf(error).not_active;
      if (inactive) {
        setNotActive(inactive.join(' '));
        return;
      }
      const { matched, rest } = applyServerErrors(error, setError, {
        username: 'username',
        password: 'password',
        phone: 'phone1',
        phone1: 'phone1',
        phone2: 'phone2',
      });
      setOtherErrors(rest.length || matched ? rest : [t('errors:generic')]);
    }
  });

  if (newPhone) {
    return (
      <AuthCard title={t('code.title')}>
        <ActivationForm phone={newPhone} initialWait={RESEND_STEP_SECONDS} />
      </AuthCard>
    );
  }
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
        {otherErrors.map((text) => (
          <Alert key={text} severity="error">
            {translateError(t, text)}
          </Alert>
        ))}
        <FormTextField
          control={control}
          name="username"
          label={t('changePhone.username')}
          autoComplete="username"
          autoFocus
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <FormTextField
          control={control}
          name="password"
          label={t('changePhone.password')}
          type="password"
          autoComplete="current-password"
        />
        <FormTextField control={control} name="phone1" label={t('changePhone.oldPhone')} type="tel" slotProps={phoneInput} />
        <FormTextField
          control={control}
          name="phone2"
          label={t('changePhone.newPhone')}
          type="tel"
          slotProps={phoneInput}
        />
        <Button type="submit" variant="contained" size="large" disabled={changePhone.isPending}>
          {t('changePhone.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
