import { expect } from 'vitest';
import type { TestApp } from './app';

type Rate = (token: string, grade: number) => ReturnType<TestApp['call']>;

/**
 * `count` members rate one title at the same moment through `rate` (issue 5: grades stay exact under
 * concurrent writes). Checks that every call succeeded and answers the grades given and their mean.
 */
// Signing the members in takes scrypt twice each: give the tests that use this a longer timeout.
export async function rateAtOnce(t: TestApp, count: number, rate: Rate) {
  const people = [];
  for (let i = 0; i < count; i += 1) people.push(await t.signedInUser());
  const given = people.map((_, i) => (i * 37) % 101);
  const answers = await Promise.all(people.map((p, i) => rate(p.token, given[i])));
  expect(answers.map((r) => r.statusCode)).toEqual(people.map(() => 200));
  return { given, mean: given.reduce((s, x) => s + x, 0) / count };
}
