import { useTranslation } from 'react-i18next';

export { nameIn, titleIn } from '@mfi/contract/names';

// What the site keeps in two languages (titles, names, reference data, the festival's texts): the language
// toggle picks which one a page shows, and the other stands in where one was never written.

/** True when the reader chose English. */
export function useEnglish(): boolean {
  const { i18n } = useTranslation();
  return i18n.language === 'en';
}

/** A text kept in both languages (an agenda, a guidance page); the Mongolian one when no English exists. */
export function textIn(mn: string, english: string, en: boolean): { html: string; lang: 'mn' | 'en' } {
  return en && english.trim() ? { html: english, lang: 'en' } : { html: mn, lang: 'mn' };
}

const CYRILLIC = /[\u0400-\u04FF]/;

/**
 * The `lang` of a text no translation file holds (a title with no English value, a name, what a member
 * wrote): "mn" when it is in Cyrillic, so a screen reader in the English interface reads it as Mongolian.
 * The English walk (e2e/english-walk.e2e.ts) lets Cyrillic stand only inside such a node.
 */
export function langOf(text: string | null | undefined): 'mn' | undefined {
  return text && CYRILLIC.test(text) ? 'mn' : undefined;
}
