import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Who sees an unpublished item is decided in catalogue.policy.ts alone (issue 13): a service asks
// `authorize`, `can` or `seesUnpublished`, and never weighs a publish flag against a role itself.
// This test fails when such a check is written by hand again in a module.

const MODULES = path.resolve(__dirname, '../modules');

const HAND_WRITTEN = [
  { name: 'an old access helper', pattern: /\bcanSee\w*\(|\bcanSeeUnpublished\b|\bcanManageJournal\b/ },
  { name: 'a per-module access file', pattern: /from '[^']*\.access'/ },
  { name: 'a publish flag negated in a condition', pattern: /!\s*[\w.]*\.(publish|\w+Publish)\s*(&&|\|\||\))/ },
  { name: 'publish flags combined by hand', pattern: /\.(publish|\w+Publish) && [\w.]*\.(publish|\w+Publish)\b/ },
  { name: 'a published=false list guarded by hand', pattern: /!published &&/ },
  { name: 'a role read by hand (ask the policy; route guards take EDITORS)', pattern: /\bhas(Any)?Role\(/ },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every line of the modules' source that matches a hand-written visibility check. */
export function handWrittenChecks(files: { file: string; text: string }[]) {
  return files.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => {
      const found = HAND_WRITTEN.find(({ pattern }) => pattern.test(line));
      return found ? [`${file}:${i + 1} ${found.name}: ${line.trim()}`] : [];
    }),
  );
}

describe('visibility lives in the policy module', () => {
  it('no module checks visibility by hand', () => {
    const files = sourceFiles(MODULES).map((file) => ({ file: path.relative(MODULES, file), text: fs.readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(50);
    expect(handWrittenChecks(files)).toEqual([]);
  });

  it('catches the checks the policy replaced', () => {
    const before = [
      'if (!movie || (!movie.publish && !canSeeUnpublished(user))) throw notFound();',
      "import { canSeeUnpublished } from '../movies/movies.access';",
      'if (!row || (!showUnpublished && !(row.episode.publish && row.seasonPublish && row.serialPublish))) throw notFound();',
      'if (!published && !showUnpublished) throw forbidden();',
      'if (!season || !season.publish) throw notFound();',
      "if (user && hasRole(user, 'publisher')) return { published: false, authorId: user.id };",
    ];
    expect(handWrittenChecks(before.map((text, i) => ({ file: `x${i}.ts`, text })))).toHaveLength(before.length);
  });
});
