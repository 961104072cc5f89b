import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common as en_common, footer as en_footer, nav as en_nav, pages as en_pages } from '../i18n/en.json';
import { common as mn_common, footer as mn_footer, nav as mn_nav, pages as mn_pages } from '../i18n/mn.json';
import { languagePref, type Language } from './prefs';

/** Namespaces in the first load: the shell's. */
// The contract's texts (`errors`) join with the first form or feature page: lib/error-texts.ts.
export const namespaces = ['common', 'nav', 'footer', 'pages'] as const;
/**
 * Feature namespaces fetched with their route (loadNamespaces), keeping the home page's JS small. Every one
 * brings `catalogue` along: the texts the catalogue's features share (pagination, stars, filters, and all that
 * movies and serials say alike). It is also the fallback namespace, so `movies` and `serials` hold only the
 * texts where the two kinds differ.
 */
export const lazyNamespaces = [
  'catalogue',
  'accounts',
  'artists',
  'movies',
  'serials',
  'journals',
  'reviews',
  'codeAdd',
  'lists',
  'profiles',
  'notifications',
  'profileLists',
  'feed',
  'home',
  'about',
  'festival',
  'submission',
  'search',
  'adminMembers',
  'adminReference',
  'admin',
] as const;
export type LazyNamespace = (typeof lazyNamespaces)[number];

// Named JSON imports let the bundler leave the lazy namespaces out of the first load.
const eagerTexts = {
  mn: {
    common: mn_common,
    footer: mn_footer,
    nav: mn_nav,
    pages: mn_pages,
  },
  en: {
    common: en_common,
    footer: en_footer,
    nav: en_nav,
    pages: en_pages,
  },
};

// A link in a language (`?lang=en`, the server's hreflang alternate of a page) opens in it, and the reader keeps it.
const linkedLanguage = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lang');
if (linkedLanguage === 'en' || linkedLanguage === 'mn') languagePref.set(linkedLanguage);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    mn: eagerTexts.mn,
    en: eagerTexts.en,
  },
  lng: languagePref.get(),
  fallbackLng: 'mn',
  ns: [...namespaces],
  defaultNS: 'common',
  fallbackNS: 'catalogue',
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  returnNull: false,
});

/** The page's language and the site's description (not the first page's own, which the server wrote: page-head.ts). */
function syncDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document
    .querySelector('meta[name="description"]:not([data-page-head])')
    ?.setAttribute('content', i18n.t('common:siteDescription'));
}
syncDocumentLanguage(i18n.language);

export function setLanguage(language: Language): void {
  languagePref.set(language);
  void i18n.changeLanguage(language);
  syncDocumentLanguage(language);
}

/**
 * Adds lazy namespaces in both languages before a route renders: the JSON files are read as text in a
 * separate chunk (a `?raw` import is another module, so the first load's named imports stay tree-shaken).
 */
export async function loadNamespaces(...names: LazyNamespace[]): Promise<void> {
  const missing = ['catalogue' as const, ...names].filter((name) => !i18n.hasResourceBundle('mn', name));
  if (missing.length === 0) return;
  const [mnText, enText] = await Promise.all([
    import('../i18n/mn.json?raw'),
    import('../i18n/en.json?raw'),
    import('./error-texts'), // the feature pages' forms and snackbars use the `errors` namespace
  ]);
  const all = {
    mn: JSON.parse(mnText.default) as Record<string, object>,
    en: JSON.parse(enText.default) as Record<string, object>,
  };
  for (const language of ['mn', 'en'] as const) {
    for (const name of missing) i18n.addResourceBundle(language, name, all[language][name] ?? {}, true, true);
  }
}
