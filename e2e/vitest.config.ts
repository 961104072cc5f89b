import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    sequence: { groupOrder: 4 },
    include: ['**/*.e2e.ts'],
    env: { NODE_ENV: 'test' },
    globalSetup: ['./support/server.ts'],
    // One Chromium per file; two files at a time, each against its own server and database (support/server.ts).
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // A page or a poll waits longer with two files at once on two cores: expect.poll's own default is 1 s.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
