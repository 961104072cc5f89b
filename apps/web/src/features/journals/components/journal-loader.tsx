import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { isNotFound } from '../../../lib/api-client';
import { useJournalDetail, type JournalAddress, type JournalDetail } from '../api/get-journal-detail';

/** Loads a journal for the detail and update pages: a 404 is the not-found page (part 2 section 8). */
export function JournalLoader({
  address,
  children,
}: {
  address: JournalAddress;
  children(journal: JournalDetail): ReactNode;
}) {
  const { t } = useTranslation('journals');
  const detail = useJournalDetail(address);
  if (detail.isError && isNotFound(detail.error)) return <NotFoundPage />;
  if (detail.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {t('detail.error')}
      </Alert>
    );
  if (!detail.data) return <PageLoader />;
  return children(detail.data);
}
