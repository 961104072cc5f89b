import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** Stand-in for every screen a later issue builds; its route and guard are already final. */
export function UnderConstructionPage() {
  const { t } = useTranslation('pages');
  return (
    <MessagePage title={t('underConstruction.title')} text={t('underConstruction.text')} icon={<ConstructionIcon />} />
  );
}
