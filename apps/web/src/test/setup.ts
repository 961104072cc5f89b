import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { acknowledgeExpiry, tokenStore } from '../lib/auth-store';
import '../lib/i18n';
import { languagePref, navSetPref } from '../lib/prefs';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  tokenStore.reload();
  acknowledgeExpiry();
  languagePref.reload();
  navSetPref.reload();
});
