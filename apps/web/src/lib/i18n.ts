import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isMessageKey, messages } from '@mfi/contract/messages';
import en from '../i18n/en.json';
import mn from '../i18n/mn.json';
import { languagePref, type Language } from './prefs';

/** The shared texts of the contract as the `errors` namespace: forms translate a schema's key with it. */
function errorsNamespace(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[language]]));
}

export const namespaces = ['common', 'nav', 'footer', 'pages', 'accounts', 'catalogue', 'artists', 'errors'] as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    mn: { ...mn, errors: errorsNamespace('mn') },
    en: { ...en, errors: errorsNamespace('en') },
  },
  lng: languagePref.get(),
  fallbackLng: 'mn',
  ns: [...namespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  returnNull: false,
});

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);

export function setLanguage(language: Language): void {
  languagePref.set(language);
  void i18n.changeLanguage(language);
  syncDocumentLanguage(language);
}

/**
 * A form or server error text in the current language: a contract message key is translated, any other
 * text (a server's own Mongolian sentence) is shown as it came.
 */
export function translateError(t: TFunction, text: string | undefined, values?: Record<string, unknown>): string {
  if (!text) return '';
  return isMessageKey(text) ? t(`errors:${text}`, { ...values, defaultValue: text }) : text;
}
