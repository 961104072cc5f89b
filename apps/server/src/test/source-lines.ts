import fs from 'node:fs';
import path from 'node:path';

// For the tests that keep a rule in one home (policies/no-hand-written-visibility, after-write/
// no-direct-cache-calls): the source lines of a folder that break it.

export type LineRule = { name: string; pattern: RegExp };
export type SourceFile = { file: string; text: string };

/** Every non-test .ts file below `dir`, named relative to it. */
export function sourceFiles(dir: string): SourceFile[] {
  const walk = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  return walk(dir).map((file) => ({ file: path.relative(dir, file), text: fs.readFileSync(file, 'utf8') }));
}

/** `file:line rule: text` for every line that matches a rule (and that `allowed` does not let through). */
export function linesBreaking(
  files: SourceFile[],
  rules: LineRule[],
  allowed: (file: string, line: string) => boolean = () => false,
) {
  return files.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => {
      if (allowed(file, line)) return [];
      const found = rules.find(({ pattern }) => pattern.test(line));
      return found ? [`${file}:${i + 1} ${found.name}: ${line.trim()}`] : [];
    }),
  );
}
