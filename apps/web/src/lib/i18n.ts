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
  'diary',
  'feed',
  'home',
  'about',
  'festival',
  'submission',
  'search',
  'adminMembers',
  'adminReference',
  'admin',
  'yearReview',
  'userExport',
  'userImport',
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

/**
 * Switches the page's language, at once when the texts the pages seen so far need are there in it, else once
 * they are (lazy namespaces come one language at a time: loadNamespaces).
 */
export function setLanguage(language: Language): void {
  languagePref.set(language);
  const switchNow = () => {
    void i18n.changeLanguage(language);
    syncDocumentLanguage(language);
  };
  const missing = missingIn(language, [...namespacesInUse]);
  if (missing.length === 0) switchNow();
  else void addBundles(language, missing).then(switchNow);
}

type LoadedNamespace = LazyNamespace | 'catalogue';
/** The lazy namespaces the pages seen so far asked for: a language switch brings them in the new language. */
const namespacesInUse = new Set<LoadedNamespace>();

// The JSON files are read as text in chunks of their own (a `?raw` import is another module, so the first
// load's named imports stay tree-shaken), only in the reader's language: the other one is not downloaded
// unless the reader switches (each file is about 20 KB gzipped).
const dictionaries: Record<Language, () => Promise<{ default: string }>> = {
  mn: () => import('../i18n/mn.json?raw'),
  en: () => import('../i18n/en.json?raw'),
};

const missingIn = (language: Language, names: LoadedNamespace[]) =>
  names.filter((name) => !i18n.hasResourceBundle(language, name));

async function addBundles(language: Language, names: LoadedNamespace[]) {
  const missing = missingIn(language, names);
  if (missing.length === 0) return;
  const all = JSON.parse((await dictionaries[language]()).default) as Record<string, object>;
  for (const name of missing) i18n.addResourceBundle(language, name, all[name] ?? {}, true, true);
}

/** Fetches the texts of the pages seen so far in `language` (the language toggle does when pointed at). */
export function preloadLanguage(language: Language): Promise<void> {
  return addBundles(language, [...namespacesInUse]);
}

/** Adds lazy namespaces (and `catalogue`, their shared fallback) in the reader's language before a route renders. */
export async function loadNamespaces(...names: LazyNamespace[]): Promise<void> {
  const wanted: LoadedNamespace[] = ['catalogue', ...names];
  for (const name of wanted) namespacesInUse.add(name);
  await Promise.all([
    addBundles(i18n.language as Language, wanted),
    import('./error-texts'), // the feature pages' forms and snackbars use the `errors` namespace
  ]);
}
