import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { makeMovies } from '../test/factories/movies';
import { makeSerialWithEpisodes } from '../test/factories/serials';
import { scaleDiaryOwner, seedScaleDiary } from './scale-diary';
import { seedScaleRatings } from './scale-ratings';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the scale seeds read every scale-* row of the database.
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

describe('scale diaries', () => {
  it('give the first members their viewings once, and the bench row’s pages answer them', async () => {
    const db = t.database.db;
    await makeMovies(db, 40, (i) => ({ slug: `scale-movie-${i}` }));
    await makeSerialWithEpisodes(db, 5, { slug: 'scale-serial-1' });
    await seedScaleRatings(db, () => {}, { users: 4, perUser: 2 });
    const size = { members: 3, perMember: 45 };
    expect(await seedScaleDiary(db, () => {}, size)).toBe(true);
    expect(await seedScaleDiary(db, () => {}, size)).toBe(false);

    const page = (n: number) =>
      t.call({ method: 'GET', url: `/api/user/api/v-user-diary/?slug=${scaleDiaryOwner(2)}&page=${n}` });
    const first = (await page(1)).json();
    expect(first).toMatchObject({ count: 45, page: 2 });
    expect(first.results).toHaveLength(30);
    expect(first.results.some((e: { kind: string }) => e.kind === 'episode')).toBe(true);
    expect((await page(2)).json().results).toHaveLength(15);
    const fourth = (
      await t.call({ method: 'GET', url: `/api/user/api/v-user-diary/?slug=scale-user-4&page=1` })
    ).json();
    expect(fourth.count).toBe(0);
  });
});
