import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { detailOf, fieldErrorsOf } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/error-texts';
import { href } from '../../../lib/routes';
import { useEmailUndo } from '../api/email-undo';

/**
 * email-undo (token from the link mailed to the old address after an e-mail change, decision 002): the
 * member confirms with a button, so a mail scanner that opens the link changes nothing. Done, the account
 * is signed out everywhere and the page leads to a password reset.
 */
export function EmailUndoPage() {
  const { t } = useTranslation('accounts');
  const { token = '' } = useParams();
  const undo = useEmailUndo();
  const failure = undo.isError
    ? translateServerText(t, fieldErrorsOf(undo.error).token?.[0] ?? detailOf(undo.error))
    : null;

  return (
    <AuthCard title={t('emailUndo.title')} intro={undo.isSuccess ? undefined : t('emailUndo.intro')}>
      <Stack spacing={2}>
        {undo.isSuccess && (
          <Alert severity="success" role="status">
            {t('errors:emailUndone')}
          </Alert>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {undo.isSuccess ? (
          <Button component={RouterLink} to={href('forgot-password')} variant="contained" size="large">
            {t('emailUndo.reset')}
          </Button>
        ) : (
          <Button variant="contained" size="large" disabled={undo.isPending} onClick={() => undo.mutate(token)}>
            {t('emailUndo.submit')}
          </Button>
        )}
        <Link component={RouterLink} to={href('home')} variant="body2">
          {t('emailUndo.home')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
