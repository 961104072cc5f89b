import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { preloadLanguage, setLanguage } from '../../lib/i18n';
import { languagePref, usePref } from '../../lib/prefs';

/**
 * Shows the language it switches to: EN while Mongolian is on, MN while English is on. Its name is that
 * visible code (a screen reader user hears what a sighted one reads, WCAG 2.5.3); the title says what it does.
 */
export function LanguageToggle() {
  const { t } = useTranslation('nav');
  const language = usePref(languagePref);
  const other = language === 'mn' ? 'en' : 'mn';
  // The other language's texts are fetched as the pointer or focus reaches the button: the switch is then at once.
  const prefetch = () => void preloadLanguage(other);
  return (
    <Button
      color="inherit"
      title={t('languageToggle')}
      lang={other}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setLanguage(other)}
      sx={{ minWidth: 44, fontWeight: 700 }}
    >
      {t('languageTarget')}
    </Button>
  );
}
