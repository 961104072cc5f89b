import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../lib/i18n';
import { languagePref, usePref } from '../../lib/prefs';

/** Shows the language it switches to: EN while Mongolian is on, MN while English is on. */
export function LanguageToggle() {
  const { t } = useTranslation('nav');
  const language = usePref(languagePref);
  return (
    <Button
      color="inherit"
      aria-label={t('languageToggle')}
      onClick={() => setLanguage(language === 'mn' ? 'en' : 'mn')}
      sx={{ minWidth: 44, fontWeight: 700 }}
    >
      {t('languageTarget')}
    </Button>
  );
}
