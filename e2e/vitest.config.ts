import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    sequence: { groupOrder: 4 },
    include: ['**/*.e2e.ts'],
    env: { NODE_ENV: 'test' },
    globalSetup: ['./support/server.ts'],
    // One Chromium per file; files run one at a time on 2 cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
