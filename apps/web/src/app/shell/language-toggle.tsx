import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../lib/i18n';
import { languagePref, usePref } from '../../lib/prefs';

/**
 * Shows the language it switches to: EN while Mongolian is on, MN while English is on. Its name is that
 * visible code (a screen reader user hears what a sighted one reads, WCAG 2.5.3); the title says what it does.
 */
export function LanguageToggle() {
  const { t } = useTranslation('nav');
  const language = usePref(languagePref);
  return (
    <Button
      color="inherit"
      title={t('languageToggle')}
      lang={language === 'mn' ? 'en' : 'mn'}
      onClick={() => setLanguage(language === 'mn' ? 'en' : 'mn')}
      sx={{ minWidth: 44, fontWeight: 700 }}
    >
      {t('languageTarget')}
    </Button>
  );
}
