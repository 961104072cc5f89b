import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** not-found-404: unknown paths, missing items and role routes the user may not open. */
export function NotFoundPage() {
  const { t } = useTranslation('pages');
  return <MessagePage title={t('notFound.title')} text={t('notFound.text')} icon={<SearchOffIcon />} />;
}
