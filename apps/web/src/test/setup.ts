import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { acknowledgeSessionEnd, tokenStore } from '../lib/auth-store';
import { lazyNamespaces, loadNamespaces, preloadLanguage } from '../lib/i18n';
import { languagePref, navSetPref } from '../lib/prefs';

// A route brings its texts in the reader's language; component tests get every text in both up front.
beforeAll(async () => {
  await loadNamespaces(...lazyNamespaces);
  await preloadLanguage('en');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  tokenStore.reload();
  acknowledgeSessionEnd();
  languagePref.reload();
  navSetPref.reload();
});
