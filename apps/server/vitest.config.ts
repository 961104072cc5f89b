import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    // Suites run one group after another (contract, server, server-pg, web, e2e): two cores are plenty for one.
    sequence: { groupOrder: 1 },
    include: ['src/**/*.test.ts'],
    env: { NODE_ENV: 'test' },
    // One database per worker, shared by the files it runs (see src/test/database.ts).
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['./src/test/global-setup.ts'],
  },
});
