import { describe, expect, it } from 'vitest';
import { jsonNestsDeeper, MAX_JSON_DEPTH } from '../lib/input-checks';

describe('jsonNestsDeeper', () => {
  const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '[1]' + '}'.repeat(depth - 1);

  it('counts objects and arrays opened inside one another, up to the limit', () => {
    expect(jsonNestsDeeper(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeper(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeper('['.repeat(20_000))).toBe(true);
    expect(jsonNestsDeeper('[1],'.repeat(1000))).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeper(JSON.stringify({ text: '['.repeat(100) }))).toBe(false);
    expect(jsonNestsDeeper(JSON.stringify({ text: '\\"' + '{'.repeat(100) + '\\' }))).toBe(false);
    expect(jsonNestsDeeper(JSON.stringify({ text: '"', list: JSON.parse('['.repeat(40) + ']'.repeat(40)) }))).toBe(
      true,
    );
  });
});
