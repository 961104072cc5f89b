import { useSyncExternalStore } from 'react';

export type SnackSeverity = 'success' | 'error' | 'info' | 'warning';
export interface Snack {
  id: number;
  message: string;
  severity: SnackSeverity;
}

let current: Snack | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** Shows a message in the shell's snackbar; it clears after SNACKBAR_MS (part 1 section 2). */
export function showSnack(message: string, severity: SnackSeverity = 'success'): void {
  current = { id: nextId++, message, severity };
  emit();
}

export function clearSnack(id?: number): void {
  if (id !== undefined && current?.id !== id) return;
  current = null;
  emit();
}

export function useSnack(): Snack | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
