import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { published, publishedWithin } from './visibility';

// The database functions' copy of the visibility rule is written from visibility.ts, not by hand: each
// function below becomes db/functions/<name>.sql, which start-up applies with the others (db/apply-functions.ts)
// and which rate_movie, rate_episode and the figure recomputations call. visibility-sql.test.ts fails when a
// file differs from this source; `npx tsx apps/server/src/policies/visibility-sql.ts` writes them again.
// Each takes the rows themselves (`episode_published(e, se, s)`), so a caller reads no flag.

type Generated = { name: string; params: string; doc: string; body: SQL };

const FUNCTIONS: Generated[] = [
  {
    name: 'movie_published',
    params: 'm movies',
    doc: 'The movie is published: it takes ratings and reviews.',
    body: published('movie', 'm'),
  },
  {
    name: 'season_published',
    params: 'se seasons, s serials',
    doc: 'The season and its serial are published.',
    body: published('season', 'se', 's'),
  },
  {
    name: 'episode_published',
    params: 'e episodes, se seasons, s serials',
    doc: 'The episode, its season and its serial are published: it takes ratings and reviews.',
    body: published('episode', 'e', 'se', 's'),
  },
  {
    name: 'episode_published_in_season',
    params: 'e episodes',
    doc: "The episode counts in its season's figures.",
    body: publishedWithin('season', 'e'),
  },
  {
    name: 'episode_published_in_serial',
    params: 'e episodes, se seasons',
    doc: "The episode counts in its serial's figures (it and its season are published).",
    body: publishedWithin('serial', 'e', 'se'),
  },
];

const dialect = new PgDialect();

function render(f: Generated): string {
  const query = dialect.sqlToQuery(f.body);
  if (query.params.length > 0) throw new Error(`${f.name}: a generated function takes no bound value`);
  return [
    '-- Generated from policies/visibility.ts by policies/visibility-sql.ts: edit the source, not this file.',
    `-- ${f.doc}`,
    `CREATE OR REPLACE FUNCTION ${f.name}(${f.params}) RETURNS boolean`,
    'LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$',
    `SELECT ${query.sql}`,
    '$$;',
    '',
  ].join('\n');
}

/** The generated function files: name → text. */
export const visibilityFunctionFiles = (): { name: string; sql: string }[] =>
  FUNCTIONS.map((f) => ({ name: f.name, sql: render(f) }));

export const functionsFolder = fileURLToPath(new URL('../db/functions', import.meta.url));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of visibilityFunctionFiles())
    fs.writeFileSync(path.join(functionsFolder, `${file.name}.sql`), file.sql);
}
