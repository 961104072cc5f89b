import { defineConfig } from 'vitest/config';

// One run for every suite. The server suite runs on PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set; the browser suite runs when a Chromium is found, the two-instance suite when
// TEST_DATABASE_URL, nginx and redis-server are there (see scripts/test.mjs).
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server-pg', env: { TEST_DB_KIND: 'pg' }, sequence: { groupOrder: 2 } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', ...serverOnPostgres, 'apps/web', 'e2e', 'cluster'],
  },
});
