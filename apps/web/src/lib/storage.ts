// Everything the client keeps in localStorage, under one set of keys (part 1 section 9: the token and the
// navigation bar flag; plus language, navigation set and the admin-bar toggle).
export const storageKeys = {
  token: 'token',
  navbar: 'navbar',
  adminBarHide: 'adminBarHide',
  language: 'language',
  navSet: 'navSet',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage may be blocked (private mode); the app still works for this visit
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* ignored, see readStored */
  }
}

/**
 * A value kept in localStorage that components can subscribe to (useSyncExternalStore), so a toggle in the
 * navbar re-renders every reader.
 */
export function createStoredValue<T>(
  key: StorageKey,
  parse: (raw: string | null) => T,
  format: (value: T) => string | null,
) {
  let current = parse(readStored(key));
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(value: T) {
      current = value;
      writeStored(key, format(value));
      listeners.forEach((listener) => listener());
    },
    /** Re-reads storage (tests, other tabs). */
    reload() {
      current = parse(readStored(key));
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type StoredValue<T> = ReturnType<typeof createStoredValue<T>>;
