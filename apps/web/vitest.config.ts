import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    sequence: { groupOrder: 3 },
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    maxWorkers: 2,
    // A form walked step by step in jsdom (the festival wizard: 5–8 s on a busy 2-core machine) outlasts Vitest's 5 s.
    testTimeout: 20_000,
  },
});
