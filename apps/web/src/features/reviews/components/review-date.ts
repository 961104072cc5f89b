import { useTranslation } from 'react-i18next';

/** Dates of reviews in the reader's language: «2026 оны 11-р сарын 22» or "November 22, 2026". */
export function useReviewDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'mn', { dateStyle: 'long' });
  return (iso: string) => format.format(new Date(iso));
}
