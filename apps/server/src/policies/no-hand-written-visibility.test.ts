import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LineRule, linesBreaking, type SourceFile, sourceFiles } from '../test/source-lines';

// Who sees an unpublished item is decided in catalogue.policy.ts alone (issue 13): a service asks
// `authorize`, `can` or `seesUnpublished`, and never weighs a publish flag against a role itself.
// This test fails when such a check is written by hand again in a module.

const MODULES = path.resolve(__dirname, '../modules');

const HAND_WRITTEN: LineRule[] = [
  { name: 'an old access helper', pattern: /\bcanSee\w*\(|\bcanSeeUnpublished\b|\bcanManageJournal\b/ },
  { name: 'a per-module access file', pattern: /from '[^']*\.access'/ },
  { name: 'a publish flag negated in a condition', pattern: /!\s*[\w.]*\.(publish|\w+Publish)\s*(&&|\|\||\))/ },
  { name: 'publish flags combined by hand', pattern: /\.(publish|\w+Publish) && [\w.]*\.(publish|\w+Publish)\b/ },
  { name: 'a published=false list guarded by hand', pattern: /!published &&/ },
  { name: 'a role read by hand (ask the policy; route guards take EDITORS)', pattern: /\bhas(Any)?Role\(/ },
];

/** Every line of the modules' source that matches a hand-written visibility check. */
export const handWrittenChecks = (files: SourceFile[]) => linesBreaking(files, HAND_WRITTEN);

describe('visibility lives in the policy module', () => {
  it('no module checks visibility by hand', () => {
    const files = sourceFiles(MODULES);
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
