import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLoginHref } from '../../../components/login-prompt';

/**
 * Rating: guests see a prompt to log in instead of the form (part 2 section 6). The form comes with the
 * reviews issue, so members see nothing here yet rather than a control that does nothing.
 */
export function RatingArea({ signedIn, text }: { signedIn: boolean; text: string }) {
  const { t } = useTranslation('serials');
  const loginHref = useLoginHref();
  if (signedIn) return null;
  return (
    <Alert
      severity="info"
      sx={{ flex: 1 }}
      action={
        <Button component={RouterLink} to={loginHref} color="inherit">
          {t('login.action')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
