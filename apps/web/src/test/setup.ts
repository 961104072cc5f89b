import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { acknowledgeSessionEnd, tokenStore } from '../lib/auth-store';
import { loadNamespaces } from '../lib/i18n';
import { languagePref, navSetPref } from '../lib/prefs';

// The shared catalogue texts come with every feature's route; component tests get them up front.
beforeAll(() => loadNamespaces());

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  tokenStore.reload();
  acknowledgeSessionEnd();
  languagePref.reload();
  navSetPref.reload();
});
