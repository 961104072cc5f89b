import { useTranslation } from 'react-i18next';

/** Sets the document title (React 19 hoists <title> into the head). */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return <title>{`${title} | ${t('shortName')}`}</title>;
}
