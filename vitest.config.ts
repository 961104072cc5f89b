import { configDefaults, defineConfig } from 'vitest/config';

// One run for every suite. The server suite runs on PGlite; when TEST_DATABASE_URL is set it runs once more on
// PostgreSQL, and each file then runs where it says something (docs/architecture.md, Testing): the routes,
// policies and plugins on PostgreSQL, the production database; the start-up process, the demo and scale seeds
// and the operator commands on PGlite, which `npm start` uses; the database layer, backups and lib on both.
// The browser suite runs when a Chromium is found, the two-instance suite when TEST_DATABASE_URL, nginx and
// redis-server are there (see scripts/test.mjs).
const onPostgresOnly = ['src/modules/**', 'src/policies/**', 'src/plugins/**'];
const onPgliteOnly = ['src/main.test.ts', 'src/seed/**', 'src/cli/**'];

const server = './apps/server/vitest.config.ts';
const serverProjects = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: server,
        root: './apps/server',
        test: { name: 'server', exclude: [...configDefaults.exclude, ...onPostgresOnly] },
      },
      {
        extends: server,
        root: './apps/server',
        test: {
          name: 'server-pg',
          env: { TEST_DB_KIND: 'pg' },
          sequence: { groupOrder: 2 },
          exclude: [...configDefaults.exclude, ...onPgliteOnly],
        },
      },
    ]
  : ['apps/server'];

export default defineConfig({
  test: {
    projects: ['packages/contract', ...serverProjects, 'apps/web', 'e2e', 'cluster'],
  },
});
