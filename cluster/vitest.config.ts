import { defineConfig } from 'vitest/config';

// Issue 28 part 3: two real server processes on one PostgreSQL, one Redis and one S3-compatible bucket,
// behind nginx. One file, one worker: it starts its own processes and ports.
export default defineConfig({
  test: {
    name: 'cluster',
    sequence: { groupOrder: 5 },
    include: ['**/*.cluster.ts'],
    env: { NODE_ENV: 'test' },
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
