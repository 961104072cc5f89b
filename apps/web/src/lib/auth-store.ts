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
 * True from the end of a session (a logout, or an "Invalid token." answer) until the app has gone home:
 * guards then send the user home rather than to login (part 1 section 4), even while the home route is
 * still loading.
 */
let ended = false;
const endedListeners = new Set<() => void>();
function setEnded(value: boolean) {
  if (ended === value) return;
  ended = value;
  endedListeners.forEach((listener) => listener());
}

export function setToken(token: string): void {
  setEnded(false);
  tokenStore.set(token);
}

export function clearToken(): void {
  tokenStore.set(null);
}

/** Logout: the token goes, and a login-required page the member was on sends them home, not to login. */
export function endSession(): void {
  setEnded(true);
  clearToken();
}

/** Called when the server answers "Invalid token.": the session ends and the app goes home. */
export function expireSession(): void {
  endSession();
  expiredListeners.forEach((listener) => listener());
}

/** The app has reached home after a session ended; login-required routes go to login again. */
export function acknowledgeSessionEnd(): void {
  setEnded(false);
}

export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    () => ended,
    () => ended,
  );
}

export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export function useAuthToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);
}
