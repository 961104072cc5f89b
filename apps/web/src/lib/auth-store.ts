import { useSyncExternalStore } from 'react';
import { createStoredValue, storageKeys } from './storage';

// Part 1 section 4: the token lives in localStorage; everything else about the session is server state.
export const tokenStore = createStoredValue<string | null>(
  storageKeys.token,
  (raw) => (raw && raw.trim() ? raw : null),
  (value) => value,
);

const expiredListeners = new Set<() => void>();

export function setToken(token: string): void {
  tokenStore.set(token);
}

export function clearToken(): void {
  tokenStore.set(null);
}

/** Called when the server answers "Invalid token.": the session ends and the app goes home. */
export function expireSession(): void {
  clearToken();
  expiredListeners.forEach((listener) => listener());
}

export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export function useAuthToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);
}
