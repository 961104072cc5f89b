import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesBreaking, type LineRule, type SourceFile, sourceFiles } from '../test/source-lines';

// What a write refreshes is its aggregate's after-write's business (after-write/, issue 13): a module
// calls `movieAfterWrite.catalogue(ctx)`, never the cache's invalidate or markStale itself, and no
// module rewrites another's derived copies by hand. This test fails when such a call comes back.

const MODULES = path.resolve(__dirname, '../modules');

const DIRECT: LineRule[] = [
  { name: 'a cache write outside the after-writes', pattern: /\bcache\s*\.\s*(invalidate|markStale)\s*\(/ },
  {
    name: 'a cache write through a destructured name',
    pattern: /\{[^}]*\b(invalidate|markStale)\b[^}]*\}\s*=\s*[\w.]*cache\b/,
  },
  {
    name: 'a derived-copy refresh outside the after-writes',
    pattern:
      /\b(setDetailedReviewsPublished|refreshDetailedReviewKeys|refreshSerialReviewCopies|setMovieActionsHidden|refreshSerialActionsHidden)\s*\(/,
  },
];

/** Every line that refreshes the cache or a derived copy itself; a queries file may define the refresh. */
export const directAfterWrites = (files: SourceFile[]) =>
  linesBreaking(
    files,
    DIRECT,
    (file, line) => file.endsWith('.queries.ts') && /^\s*export (async )?function /.test(line),
  );

describe('every write refreshes through its aggregate’s after-write', () => {
  it('no module touches the cache or a derived copy directly', () => {
    const files = sourceFiles(MODULES);
    expect(files.length).toBeGreaterThan(50);
    expect(directAfterWrites(files)).toEqual([]);
  });

  it('catches the calls the after-writes replaced', () => {
    const before = [
      'ctx.cache.invalidate();',
      'ctx.cache.markStale(`movie#${movieId}`);',
      '  if (gone.detailed) ctx.cache.invalidate();',
      'const { invalidate } = ctx.cache;',
      'await setDetailedReviewsPublished(tx, movie.id, publish);',
      'await refreshSerialReviewCopies(tx, serialId);',
    ];
    expect(directAfterWrites(before.map((text, i) => ({ file: `x${i}.service.ts`, text })))).toHaveLength(
      before.length,
    );
  });
});
