import { useSyncExternalStore } from 'react';
import { createStoredValue, storageKeys } from './storage';

// Part 1 section 4: the token lives in localStorage; everything else about the session is server state.
export const tokenStore = createStoredValue<string | null>(
  storageKeys.token,
  (raw) => (raw && raw.trim() ? raw : null),
  (value) => value,
);

const expiredListeners = new Set<() => void>();

/**
 * True from an "Invalid token." answer until the app has gone home: guards then send the user home rather
 * than to login (part 1 section 4), even while the home route is still loading.
 */
let expired = false;
const expiredFlagListeners = new Set<() => void>();
function setExpired(value: boolean) {
  if (expired === value) return;
  expired = value;
  expiredFlagListeners.forEach((listener) => listener());
}

export function setToken(token: string): void {
  setExpired(false);
  tokenStore.set(token);
}

export function clearToken(): void {
  tokenStore.set(null);
}

/** Called when the server answers "Invalid token.": the session ends and the app goes home. */
export function expireSession(): void {
  setExpired(true);
  clearToken();
  expiredListeners.forEach((listener) => listener());
}

/** The app has reached home after an expiry; login-required routes go to login again. */
export function acknowledgeExpiry(): void {
  setExpired(false);
}

export function useSessionExpired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      expiredFlagListeners.add(listener);
      return () => expiredFlagListeners.delete(listener);
    },
    () => expired,
    () => expired,
  );
}

export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export function useAuthToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);
}
