import { useTranslation } from 'react-i18next';

// The festival's texts come in both languages; the language toggle picks which one a page shows.

/** True when the reader chose English. */
export function useEnglish(): boolean {
  const { i18n } = useTranslation();
  return i18n.language === 'en';
}

/** A festival's name in the reader's language: the international name in English, else the Mongolian one. */
export function festivalName(festival: { mongol_name: string; international_name: string }, english: boolean): string {
  return (english ? festival.international_name : festival.mongol_name) || festival.mongol_name;
}

/** An edition's text (agenda, description) in the reader's language; the Mongolian one when no English exists. */
export function textIn(mn: string, en: string, english: boolean): { html: string; lang: 'mn' | 'en' } {
  return english && en.trim() ? { html: en, lang: 'en' } : { html: mn, lang: 'mn' };
}
