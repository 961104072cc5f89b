import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { detailOf, fieldErrorsOf, ApiError } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/error-texts';
import { href } from '../../../lib/routes';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';

/** The server's own words for a failure: `message`, `detail`, or the field texts; undefined when it said none. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { message?: unknown } | null;
  if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) return body.message;
  const fields = Object.values(fieldErrorsOf(error)).flat();
  return detailOf(error) ?? (fields.length ? fields.join(' ') : undefined);
}

/**
 * A failed guidance or registration (part 1 section 8): the page is replaced by the server's message in red
 * and a link home.
 */
export function RegistrationFailure({ error, title }: { error: unknown; title: string }) {
  const { t } = useTranslation(['submission', 'common']);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageTitle title={title} />
      <PageHeading fontSize={{ xs: '1.6rem', sm: '2.125rem' }} sx={{ mb: 3 }}>
        {title}
      </PageHeading>
      <Alert severity="error" variant="outlined" sx={{ mb: 4, textAlign: 'left' }} data-testid="registration-failure">
        {translateServerText(t, serverMessage(error)) || t('errors:generic')}
      </Alert>
      <Button component={RouterLink} to={href('home')} variant="contained">
        {t('common:backHome')}
      </Button>
    </Box>
  );
}
