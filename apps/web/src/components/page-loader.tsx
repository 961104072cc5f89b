import { useTranslation } from 'react-i18next';
import { ProgressLine } from './progress-line';

/** Shown while a lazy route or the session profile loads. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return <ProgressLine label={t('loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />;
}
