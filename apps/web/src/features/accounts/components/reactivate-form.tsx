import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reactivateRequest } from '@mfi/contract/accounts.schemas';
import { FormTextField } from '../../../components/form-text-field';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { translateError } from '../../../lib/error-texts';
import { showSnack } from '../../../lib/snackbar';
import { useReactivateCode } from '../api/reactivate-code';

interface ReactivateValues {
  username: string;
  password: string;
  phone: string;
}

/** Asks for a fresh activation code with username, password and the registered phone. */
export function ReactivateForm({ onSent }: { onSent: (phone: string) => void }) {
  const { t } = useTranslation('accounts');
  const reactivate = useReactivateCode();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const { control, handleSubmit, setError } = useForm<ReactivateValues>({
    mode: 'onTouched',
    resolver: schemaResolver<ReactivateValues>(reactivateRequest),
    defaultValues: { username: '', password: '', phone: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      const result = await reactivate.mutateAsync(values);
      if (result.status) {
        showSnack(t('errors:codeSent'));
        onSent(values.phone);
      } else setOtherErrors([t('errors:generic')]);
    } catch (error) {
      const { matched, rest } = applyServerErrors(error, setError, {
        username: 'username',
        password: 'password',
        phone: 'phone',
      });
      setOtherErrors(rest.length || matched ? rest : [t('errors:generic')]);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      {otherErrors.map((text) => (
        <Alert key={text} severity="error">
          {translateError(t, text)}
        </Alert>
      ))}
      <FormTextField
        control={control}
        name="username"
        label={t('reactivate.username')}
        autoComplete="username"
        autoFocus
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <FormTextField
        control={control}
        name="password"
        label={t('reactivate.password')}
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        control={control}
        name="phone"
        label={t('reactivate.phone')}
        type="tel"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={reactivate.isPending}>
        {t('reactivate.submit')}
      </Button>
    </Stack>
  );
}
