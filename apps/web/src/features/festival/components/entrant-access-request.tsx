import LockIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../../components/message-page';
import { translateServerText } from '../../../lib/error-texts';
import { instituteContacts } from '../../../lib/institute-contacts';
import { useRequestEntrantAccess } from '../api/request-entrant-access';
import { serverMessage } from './registration-failure';

/**
 * The registration page for a member without the entrant flag (issue 24 item 5): how to get it, by writing to
 * the institute (VITE_MFI_EMAIL, when configured) or by asking the admins here, who grant it from the
 * request's notification; once asked, the page says the request waits.
 */
export function EntrantAccessRequest({ requested }: { requested: boolean }) {
  const { t } = useTranslation('submission');
  const request = useRequestEntrantAccess();
  const { email } = instituteContacts();
  const waiting = requested || request.isSuccess;
  const action = (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {email && (
        <Typography>
          {t('askEntrant.contact')}{' '}
          <Link href={`mailto:${email}`} data-testid="institute-email">
            {email}
          </Link>
        </Typography>
      )}
      {waiting ? (
        <Alert severity="info" data-testid="entrant-requested">
          {t('askEntrant.requested')}
        </Alert>
      ) : (
        <Button
          variant="contained"
          data-testid="entrant-request"
          disabled={request.isPending}
          onClick={() => request.mutate()}
        >
          {t('askEntrant.request')}
        </Button>
      )}
      {request.isError && (
        <Alert severity="error">{translateServerText(t, serverMessage(request.error)) || t('askEntrant.failed')}</Alert>
      )}
    </Stack>
  );
  return <MessagePage title={t('wizard.title')} text={t('wizard.noPermission')} icon={<LockIcon />} action={action} />;
}
