import { useSyncExternalStore } from 'react';
import { createStoredValue, storageKeys, type StoredValue } from './storage';

export type Language = 'mn' | 'en';
/** The two navigation sets of the shell: the institute's and the film fund's (database). */
export type NavSet = 'institute' | 'fund';

export const languagePref = createStoredValue<Language>(
  storageKeys.language,
  (raw) => (raw === 'en' ? 'en' : 'mn'),
  (value) => value,
);

export const navSetPref = createStoredValue<NavSet>(
  storageKeys.navSet,
  (raw) => (raw === 'institute' ? 'institute' : 'fund'),
  (value) => value,
);

export const adminBarHidePref = createStoredValue<boolean>(
  storageKeys.adminBarHide,
  (raw) => raw === 'true',
  (value) => String(value),
);

/** Part 1 section 2: the navigation bar is visible unless the stored flag holds the text false. */
export const navbarVisiblePref = createStoredValue<boolean>(
  storageKeys.navbar,
  (raw) => raw !== 'false',
  (value) => (value ? null : 'false'),
);

export function usePref<T>(pref: StoredValue<T>): T {
  return useSyncExternalStore(pref.subscribe, pref.get, pref.get);
}
