import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageGate } from '../../../components/page-gate';
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
  const gate = pageGate(t('detail.error'), detail);
  if (gate || !detail.data) return gate;
  return children(detail.data);
}
