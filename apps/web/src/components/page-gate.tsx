import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { isNotFound } from '../lib/api-client';
import { NotFoundPage } from './not-found-page';
import { PageLoader } from './page-loader';

/**
 * What a page shows until its calls have answered: the not-found page when the first says 404 (missing, or
 * unpublished for this visitor; part 2 section 8), an alert when one failed, the loader while one is on its
 * way; null once every one has its data.
 */
export function pageGate(
  errorText: string,
  ...queries: { isError: boolean; error: unknown; data: unknown }[]
): ReactNode {
  if (queries[0]?.isError && isNotFound(queries[0].error)) return <NotFoundPage />;
  if (queries.some((q) => q.isError))
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {errorText}
      </Alert>
    );
  if (queries.some((q) => q.data === undefined)) return <PageLoader />;
  return null;
}
