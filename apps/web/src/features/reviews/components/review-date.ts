import { useTranslation } from 'react-i18next';
import { readerDate } from '../../../lib/dates';

/** Dates of reviews in the reader's language: 2026.11.22 or "November 22, 2026". */
export function useReviewDate() {
  const { i18n } = useTranslation();
  return (iso: string) => readerDate(iso, i18n.language);
}
