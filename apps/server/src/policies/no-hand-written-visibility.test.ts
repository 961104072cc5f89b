import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { type LineRule, linesBreaking, type SourceFile, sourceFiles } from '../test/source-lines';
import { visibilityFunctionFiles } from './visibility-sql';

// Who sees an unpublished item is decided in policies/ alone (issues 13 and 23): services ask `authorize`,
// `can` or `seesUnpublished`, and every query that shows a title, an artist or an article filters with the
// policy's SQL fragments (visibility.ts: `visibleTo`, `published`, `inPublishState`, `copyVisibleTo`). This
// test reads the server's source, the database functions included, and fails where a publish flag is read
// outside policies/, after-write/, db/schema, the migrations (apps/server/drizzle, not under src), the seeds
// and the tests. A row's flag handed to the policy (`authorize(user, 'see', { publish: row.publish })`) or
// passed through by a mapper is not a read of the column and is not looked for.

const SRC = path.resolve(__dirname, '..');
const EXEMPT = ['policies/', 'after-write/', 'db/schema/', 'db/schema.ts', 'seed/', 'test/'];
const FLAG_COLUMNS = ['publish', 'publishDate', 'moviePublished', 'episodePublished'];

/** The schema's tables that carry a publish flag or a derived copy of one, by their export name. */
const FLAGGED_TABLES = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable) && FLAG_COLUMNS.some((c) => c in (value as object)))
  .map(([name]) => name);

/**
 * Each line of a TypeScript file split into its code (comments and strings blanked) and the text of its
 * template literals (the SQL), so a rule reads a column only where it is one.
 */
export function splitSource(text: string): { code: string[]; sql: string[] } {
  let code = '';
  let sql = '';
  const put = (c: string, into: 'code' | 'sql' | 'none') => {
    const blank = c === '\n' ? '\n' : ' ';
    code += into === 'code' ? c : blank;
    sql += into === 'sql' ? c : blank;
  };
  const stack: ('template' | number)[] = []; // a template, or an expression's open-brace depth
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const top = stack.at(-1);
    if (top === 'template') {
      if (c === '\\') {
        put(c, 'sql');
        put(text[++i] ?? '', 'sql');
      } else if (c === '`') {
        stack.pop();
        put(c, 'none');
      } else if (c === '$' && text[i + 1] === '{') {
        stack.push(0);
        put(c, 'none');
        put(text[++i]!, 'none');
      } else put(c, 'sql');
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') put(text[i++]!, 'none');
      put('\n', 'none');
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      for (; i < stop; i++) put(text[i]!, 'none');
      i--;
    } else if (c === "'" || c === '"') {
      put(c, 'none');
      for (i++; i < text.length && text[i] !== c && text[i] !== '\n'; i++) {
        if (text[i] === '\\') put(text[i++]!, 'none');
        put(text[i]!, 'none');
      }
      put(text[i] ?? '', 'none');
    } else if (c === '`') {
      stack.push('template');
      put(c, 'none');
    } else if (typeof top === 'number' && (c === '{' || c === '}')) {
      if (c === '}' && top === 0) {
        stack.pop();
        put(c, 'none');
      } else {
        stack[stack.length - 1] = top + (c === '{' ? 1 : -1);
        put(c, 'code');
      }
    } else put(c, 'code');
  }
  return { code: code.split('\n'), sql: sql.split('\n') };
}

/** Names a file gives a flagged table (`const d = movieDetailedReviews`, `const m = alias(movies, 'm')`). */
const aliasesIn = (text: string) =>
  [...text.matchAll(/const (\w+)\s*=\s*(?:alias\()?(\w+)\b/g)]
    .filter(([, , table]) => FLAGGED_TABLES.includes(table!))
    .map(([, name]) => name!);

/** A flagged table's flag column, or any flag compared in a Drizzle condition (`eq(t.table.publish, true)`). */
const columnRead = (tables: string[]) =>
  new RegExp(
    `\\b(${tables.join('|')})\\.(${FLAG_COLUMNS.join('|')})\\b|\\b(eq|ne|isNull|isNotNull)\\(\\s*[\\w.]+\\.(${FLAG_COLUMNS.join('|')})\\b`,
  );
const SQL_FLAG = /\b(publish|publish_date|movie_published|episode_published)\b/;

/**
 * The reads a rule allows, each named: a publish toggle writing the flag (and a derived copy being written),
 * the flag selected as it is for the answer (editors see it) or for the policy's Subject, and a journal's
 * publish date used as a date (its order, the previous issues' cursor, a year shown).
 */
const ALLOWED: LineRule[] = [
  {
    name: 'a publish toggle, or a derived copy, written',
    pattern:
      /\.set\(\{ (publish|publishDate|moviePublished|episodePublished)\b|\.returning\(\{ (publish|publishDate): |^\s*(movie|episode)_published = /,
  },
  {
    name: 'the flag selected for the answer or the policy',
    pattern:
      /^\s*(publish|publishDate|serialPublish|seasonPublish|artistPublish|moviePublish): \w+\.(publish|publishDate),$/,
  },
  {
    name: "a journal's publish date as a date",
    pattern:
      /\b(asc|desc|descending|lt)\(\w+\.publishDate\b|\w+\.publishDate\b\s*(ASC|DESC)\b|extract\(year from coalesce\(\w+\.publishDate\b/,
  },
];

/** Every line of these TypeScript files that reads a publish flag by hand. */
export function handWrittenFlagReads(files: SourceFile[]): string[] {
  return files.flatMap(({ file, text }) => {
    const read = columnRead([...FLAGGED_TABLES, ...aliasesIn(text)]);
    const { code, sql } = splitSource(text);
    const lines = text.split('\n');
    return lines.flatMap((line, i) => {
      const joined = `${code[i]} ${sql[i]}`;
      const reads = read.test(code[i]!) || SQL_FLAG.test(sql[i]!);
      // The allowances are read on the line as written, without its comments.
      if (!reads || ALLOWED.some(({ pattern }) => pattern.test(line.replace(/\$\{|\}/g, '')))) return [];
      return [`${file}:${i + 1} a publish flag read outside the policy: ${joined.replace(/\s+/g, ' ').trim()}`];
    });
  });
}

/** Every line of these database functions that reads a publish flag (the generated ones are the policy's). */
export function handWrittenSqlReads(files: SourceFile[]): string[] {
  return files.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => {
      const statement = line.replace(/--.*$/, '');
      return /\b(publish|publish_date)\b|\b(movie|episode)_published\b(?!\s*\()/.test(statement)
        ? [`${file}:${i + 1} a publish flag read outside the policy: ${line.trim()}`]
        : [];
    }),
  );
}

// The role and access checks the catalogue policy replaced (issue 13), still looked for in modules/.
const HAND_WRITTEN: LineRule[] = [
  { name: 'an old access helper', pattern: /\bcanSee\w*\(|\bcanSeeUnpublished\b|\bcanManageJournal\b/ },
  { name: 'a per-module access file', pattern: /from '[^']*\.access'/ },
  { name: 'a published=false list guarded by hand', pattern: /!published &&/ },
];
export const handWrittenChecks = (files: SourceFile[]) => linesBreaking(files, HAND_WRITTEN);

// Who may do what by role is a policy's table (issue 23): services ask the policy's `can` or `authorize`,
// and a route guard names the policy's list (`requireRole(...EDITORS.movie)`), never a role typed beside it.
// Only policies/ and auth/ (the guards and the reading of the flags) read roles.
const ROLE_READS: LineRule[] = [
  { name: 'a role read by hand (ask the policy)', pattern: /\bhas(Any)?Role\(/ },
  { name: "a guard's role typed beside the policy (name its table)", pattern: /\brequireRole\(\s*['"`]/ },
];
const ROLE_READERS = ['policies/', 'auth/', 'test/'];
export const handWrittenRoleReads = (files: SourceFile[]) =>
  linesBreaking(
    files.filter(({ file }) => !ROLE_READERS.some((dir) => file.split(path.sep).join('/').startsWith(dir))),
    ROLE_READS,
  );

const serverSource = () =>
  sourceFiles(SRC).filter(({ file }) => !EXEMPT.some((dir) => file.split(path.sep).join('/').startsWith(dir)));

const functionsFolder = path.join(SRC, 'db/functions');
const generated = new Set(visibilityFunctionFiles().map((f) => `${f.name}.sql`));
// The catalogue's kept counts and places (decision 030) copy a title's publish flag as it is into their key,
// as the derived copies of after-write/ do; the policy's inPublishState asks them, they decide nothing.
const FLAG_COPIES = new Set(['count_list_rows.sql', 'recount_list_row.sql', 'key_list_rows.sql', 'rekey_list_row.sql']);
const functionSources = () =>
  fs
    .readdirSync(functionsFolder)
    .filter((file) => file.endsWith('.sql') && !generated.has(file) && !FLAG_COPIES.has(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(functionsFolder, file), 'utf8') }));

describe('visibility lives in the policies', () => {
  it('no source outside policies/, after-write/, the schema, the seeds and the tests reads a publish flag', () => {
    const files = serverSource();
    expect(files.length).toBeGreaterThan(100);
    expect(FLAGGED_TABLES).toEqual(expect.arrayContaining(['movies', 'episodes', 'journals', 'movieDetailedReviews']));
    expect(handWrittenFlagReads(files)).toEqual([]);
  });

  it('no database function reads a publish flag but the ones written from the policy', () => {
    const files = functionSources();
    expect(files.map((f) => f.file)).toContain('rate_movie.sql');
    expect(handWrittenSqlReads(files)).toEqual([]);
  });

  it('no module checks visibility by hand', () => {
    expect(handWrittenChecks(sourceFiles(path.join(SRC, 'modules')))).toEqual([]);
  });

  it("no source outside policies/ and auth/ reads a role or types a guard's role", () => {
    expect(handWrittenRoleReads(sourceFiles(SRC))).toEqual([]);
  });

  it("catches a role read by hand and a role typed in a guard, and lets a policy's table through", () => {
    const found = handWrittenRoleReads([
      { file: 'lib/quotas.ts', text: "const limits = hasRole(user, 'contributer') ? staff : member;" },
      { file: 'modules/x/x.routes.ts', text: "const critic = route.writes(requireRole('critic'), 'serial');" },
      { file: 'modules/x/y.routes.ts', text: 'onRequest: requireRole("admin"),' },
      { file: 'modules/x/z.service.ts', text: "if (!hasAnyRole(user, ['admin'])) throw forbidden();" },
      { file: 'modules/x/ok.routes.ts', text: 'onRequest: requireRole(...REFERENCE_KEEPERS),' },
      { file: 'policies/x.policy.ts', text: "return hasRole(user, 'admin');" },
      { file: 'auth/guards.ts', text: 'if (!hasAnyRole(request.user, roles)) throw forbidden();' },
    ]);
    expect(found.map((line) => line.split(':')[0])).toEqual([
      'lib/quotas.ts',
      'modules/x/x.routes.ts',
      'modules/x/y.routes.ts',
      'modules/x/z.service.ts',
    ]);
  });

  it('catches the reads the policy replaced', () => {
    const before = [
      'const visibleMovie = (withUnpublished: boolean) => (withUnpublished ? undefined : eq(movies.publish, true));',
      'const d = movieDetailedReviews;\nconst where = and(eq(d.userId, id), showAll ? undefined : eq(d.moviePublished, true));',
      'const hidden = sql`not (select publish from movies where id = ${id})`;',
      "const w = sql`\n  where f.user_id = ${id} and ((e.publish and se.publish and s.publish) or ${p('all')}::boolean)`;",
      'publish: sql<boolean>`${seasons.publish} and ${serials.publish}`,',
      '.where(isNotNull(journals.publishDate))',
      "const m = alias(movies, 'm');\nconst seen = eq(m.publish, true);",
      '.where(publishedOnly(showUnpublished, eq(t.table.publish, true)))',
    ];
    const found = handWrittenFlagReads(before.map((text, i) => ({ file: `x${i}.ts`, text })));
    expect(found.map((line) => line.split(':')[0])).toEqual(before.map((_, i) => `x${i}.ts`));
    expect(
      handWrittenSqlReads([
        {
          file: 'rate_movie.sql',
          text: 'SELECT id, publish INTO found_id, published FROM movies WHERE id = p_movie_id;',
        },
        { file: 'recompute.sql', text: 'FROM episodes e WHERE e.season_id = seasons.id AND e.publish)' },
      ]),
    ).toHaveLength(2);
  });

  it('lets through the toggles, the flags handed on as they are, and the calls of the generated functions', () => {
    const allowed = [
      '.set({ publish: nextPublish(movies.publish, to), updatedAt: new Date() })',
      '.returning({ publish: movies.publish });',
      '      publish: movies.publish,',
      "authorize(user, 'see', { kind: 'movie', publish: row.publish });",
      '// keeps movies.publish in step',
    ];
    expect(handWrittenFlagReads(allowed.map((text, i) => ({ file: `y${i}.ts`, text })))).toEqual([]);
    expect(
      handWrittenSqlReads([
        { file: 'rate_episode.sql', text: 'SELECT e.id, episode_published(e, s, sr) -- unpublished' },
      ]),
    ).toEqual([]);
  });
});

describe('the generated visibility functions', () => {
  it('are in db/functions exactly as visibility-sql.ts writes them from the policy', () => {
    for (const f of visibilityFunctionFiles())
      expect(fs.readFileSync(path.join(functionsFolder, `${f.name}.sql`), 'utf8'), f.name).toBe(f.sql);
  });
});
