import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reactivateRequest } from '@mfi/contract/accounts.schemas';
import { ErrorAlerts } from '../../../components/error-alerts';
import { schemaResolver } from '../../../lib/form';
import { useReactivateCode } from '../api/reactivate-code';
import { CredentialFields, PhoneField } from './account-fields';
import { useCodeRequest } from './code-request';
import { SubmitButton } from '../../../components/submit-button';

interface ReactivateValues {
  username: string;
  password: string;
  phone: string;
}

/** Asks for a fresh activation code with username, password and the registered phone. */
export function ReactivateForm({ onSent }: { onSent: (phone: string) => void }) {
  const { t } = useTranslation('accounts');
  const reactivate = useReactivateCode();
  const { control, handleSubmit, setError } = useForm<ReactivateValues>({
    mode: 'onTouched',
    resolver: schemaResolver<ReactivateValues>(reactivateRequest),
    defaultValues: { username: '', password: '', phone: '' },
  });
  const request = useCodeRequest({
    setError,
    fieldMap: { username: 'username', password: 'password', phone: 'phone' },
    send: reactivate.mutateAsync,
    onSent: (values) => onSent(values.phone),
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(request.submit)}>
      <ErrorAlerts texts={request.errors} />
      <CredentialFields
        control={control}
        labels={{ username: t('reactivate.username'), password: t('reactivate.password') }}
      />
      <PhoneField control={control} name="phone" label={t('reactivate.phone')} />
      <SubmitButton disabled={reactivate.isPending}>{t('reactivate.submit')}</SubmitButton>
    </Stack>
  );
}
