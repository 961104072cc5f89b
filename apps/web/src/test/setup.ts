import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { acknowledgeSessionEnd, tokenStore } from '../lib/auth-store';
import { lazyNamespaces, loadNamespaces, preloadLanguage } from '../lib/i18n';
import { languagePref, navSetPref } from '../lib/prefs';

// findBy and waitFor wait 1 s by default: a render on the busy two-core CI machine takes longer (a picker's
// options were seen arriving after 2.6 s). The test's own timeout (vitest.config.ts) still bounds it.
configure({ asyncUtilTimeout: 8_000 });

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
