import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MessagePage } from '../components/message-page';
import { NotFoundPage } from '../components/not-found-page';

/** Errors thrown while loading or rendering a route (a failed lazy chunk after a deploy, a bug). */
export function RouteErrorPage() {
  const { t } = useTranslation('pages');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <MessagePage
      title={t('error.title')}
      text={t('error.text')}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      }
    />
  );
}
