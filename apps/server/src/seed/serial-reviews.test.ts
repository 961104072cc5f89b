import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACTION_SLOTS, TITLE_REACTION_NAMES } from '@mfi/contract/reactions';
import {
  episodeReactions,
  episodeReviews,
  episodes,
  episodeUserFlags,
  seasonReactions,
  seasonReviews,
  seasons,
  serials,
  users,
} from '../db/schema';
import { createLocalStorage } from '../lib/storage';
import { createAccount } from '../modules/accounts/operator.service';
import { buildTestApp, type TestApp } from '../test/app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedReference } from './reference';
import { seedSerialReviews } from './serial-reviews';
import {
  DEMO_EPISODE_DETAILED_REVIEWS,
  DEMO_EPISODE_REVIEWS,
  DEMO_SEASON_DETAILED_REVIEWS,
  DEMO_SEASON_REVIEWS,
} from './serial-reviews-data';
import { DEMO_SERIALS } from './serials-data';
import { seedSerials } from './serials';

let t: TestApp;
beforeAll(async () => {
  // Its own database: the counts below are of a first run, and other files may seed the serials first.
  t = await buildTestApp({ ownDatabase: true });
  const db = t.database.db;
  await seedReference(db);
  await seedSerials(db, createLocalStorage(path.join(t.dataDir, 'media')));
  for (const account of DEMO_ACCOUNTS.filter((a) => a.username === 'critic' || a.username === 'member')) {
    await createAccount(db, {
      ...account,
      email: `${account.username}@demo.mfi.mn`,
      phone: String(99_000_000 + DEMO_ACCOUNTS.indexOf(account) + 1),
      ifMissing: true,
    });
  }
});
afterAll(() => t.close());

const mean = (grades: number[]) => (grades.length ? grades.reduce((s, g) => s + g, 0) / grades.length : null);
const published = DEMO_SERIALS.filter((s) => s.publish !== false).map((s) => s.slug);

/** Every episode rating of the demo serials, with its episode, season and serial. */
async function ratings() {
  const db = t.database.db;
  return db
    .select({
      episodeId: episodes.id,
      seasonId: seasons.id,
      serialId: serials.id,
      grade: episodeReviews.grade,
      critic: episodeReviews.critic,
      userId: episodeReviews.userId,
    })
    .from(episodeReviews)
    .innerJoin(episodes, eq(episodes.id, episodeReviews.episodeId))
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(serials, eq(serials.id, seasons.serialId))
    .where(
      inArray(
        serials.slug,
        DEMO_SERIALS.map((s) => s.slug),
      ),
    );
}

/** The critic and audience figures of a group of episode grades. */
function figures(rows: { grade: number; critic: boolean }[]) {
  const critic = rows.filter((r) => r.critic).map((r) => r.grade);
  const audience = rows.filter((r) => !r.critic).map((r) => r.grade);
  return {
    criticGrade: mean(critic),
    criticCount: critic.length,
    audienceGrade: mean(audience),
    audienceCount: audience.length,
  };
}

function expectFigures(
  row: { criticGrade: number | null; criticCount: number; audienceGrade: number | null; audienceCount: number },
  want: ReturnType<typeof figures>,
) {
  expect([row.criticCount, row.audienceCount]).toEqual([want.criticCount, want.audienceCount]);
  for (const key of ['criticGrade', 'audienceGrade'] as const) {
    if (want[key] === null) expect(row[key]).toBeNull();
    else expect(row[key]).toBeCloseTo(want[key], 3);
  }
}

const groupBy = <T, K>(rows: T[], key: (r: T) => K) => {
  const map = new Map<K, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
};

describe('demo serial reviews', () => {
  it('rates the demo episodes as the server does; runs again without adding anything', async () => {
    const db = t.database.db;
    const count = async () => {
      const tables = [episodeReviews, seasonReviews, episodeReactions, seasonReactions] as const;
      return Promise.all(
        tables.map(async (table) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n),
      );
    };
    const added = await seedSerialReviews(db);
    expect(added).toBe(DEMO_EPISODE_REVIEWS.length); // a fresh database: every rating
    const before = await count();
    expect(await seedSerialReviews(db)).toBe(0);
    expect(await count()).toEqual(before);

    const rows = await ratings();
    // Every rater has the episode marked watched, as submitEpisodeReview does.
    const flags = await db
      .select()
      .from(episodeUserFlags)
      .where(inArray(episodeUserFlags.episodeId, [...new Set(rows.map((r) => r.episodeId))]));
    for (const r of rows)
      expect(flags.find((f) => f.episodeId === r.episodeId && f.userId === r.userId)?.watched).toBe(true);
    // Several episodes carry 3 to 8 reviews.
    const perEpisode = groupBy(rows, (r) => r.episodeId);
    expect(
      [...perEpisode.values()].filter((list) => list.length >= 3 && list.length <= 8).length,
    ).toBeGreaterThanOrEqual(5);
    expect(DEMO_EPISODE_REVIEWS.every((r) => r[5].length <= 500)).toBe(true);
  });

  it('the grades of episodes, seasons and serials are the averages of their ratings, critics apart', async () => {
    const db = t.database.db;
    const rows = await ratings();
    const episodeRows = await db
      .select()
      .from(episodes)
      .where(inArray(episodes.id, [...new Set(rows.map((r) => r.episodeId))]));
    for (const e of episodeRows) expectFigures(e, figures(rows.filter((r) => r.episodeId === e.id)));

    // A season's and a serial's figures: the averages of their graded episodes' grades, the counts summed.
    const byEpisode = [...groupBy(rows, (r) => r.episodeId).values()].map((list) => ({ ...list[0], ...figures(list) }));
    const rollUp = (list: typeof byEpisode) => {
      const graded = (key: 'criticGrade' | 'audienceGrade') =>
        list.map((e) => e[key]).filter((g): g is number => g !== null);
      return {
        criticGrade: mean(graded('criticGrade')),
        criticCount: list.reduce((s, e) => s + e.criticCount, 0),
        audienceGrade: mean(graded('audienceGrade')),
        audienceCount: list.reduce((s, e) => s + e.audienceCount, 0),
      };
    };
    const seasonRows = await db
      .select()
      .from(seasons)
      .where(inArray(seasons.id, [...new Set(rows.map((r) => r.seasonId))]));
    for (const s of seasonRows) expectFigures(s, rollUp(byEpisode.filter((e) => e.seasonId === s.id)));
    const serialRows = await db.select().from(serials).where(inArray(serials.slug, published));
    expect(serialRows).toHaveLength(published.length);
    for (const s of serialRows) {
      // Every published demo serial shows both grades.
      expect(s.criticCount).toBeGreaterThan(0);
      expect(s.audienceCount).toBeGreaterThan(0);
      expectFigures(s, rollUp(byEpisode.filter((e) => e.serialId === s.id)));
    }
  });

  it('the episode and season tabs answer with the seeded reviews', async () => {
    const episode = { serialSlug: 'breaking-bad', seasonSlug: 'season-5', episodeSlug: 'episode-14' };
    const critics = (
      await t.call({ method: 'GET', url: '/api/serial/api-episode-critic-reviews/', query: episode })
    ).json();
    expect(critics.api_episode_reviews).toEqual([
      expect.objectContaining({ user_name: 'critic', grade: 100, critic: true, has_detailed_review: true }),
    ]);
    const audience = (
      await t.call({ method: 'GET', url: '/api/serial/api-episode-audience-reviews/', query: episode })
    ).json();
    const expected = DEMO_EPISODE_REVIEWS.filter(
      (r) => r[0] === 'breaking-bad' && r[1] === 5 && r[2] === 14 && r[3] !== 'critic',
    );
    expect(audience.api_episode_reviews).toHaveLength(expected.length);
    expect(audience.api_episode_reviews.some((r: { spoiler: boolean }) => r.spoiler)).toBe(true);

    const season = { serialSlug: 'chernobyl', seasonSlug: 'season-1' };
    const seasonAudience = (
      await t.call({ method: 'GET', url: '/api/serial/api-season-audience-reviews/', query: season })
    ).json();
    const texts = DEMO_SEASON_REVIEWS.filter((r) => r[0] === 'chernobyl' && r[2] !== 'critic').map((r) => r[3]);
    expect(seasonAudience.api_season_reviews.map((r: { review: string }) => r.review).sort()).toEqual(texts.sort());
    const seasonCritic = (
      await t.call({ method: 'GET', url: '/api/serial/api-season-critic-reviews/', query: season })
    ).json();
    expect(seasonCritic.api_season_reviews).toEqual([
      expect.objectContaining({ user_name: 'critic', grade: null, has_detailed_review: true }),
    ]);
    expect(DEMO_SEASON_REVIEWS.some((r) => r[4])).toBe(true);
  });

  it('the critic’s detailed reviews are on the episode and season review lists, found by search', async () => {
    const episodeList = (await t.call({ method: 'GET', url: '/api/serial/episode-detailed-review-list/' })).json();
    const episodeTitles = episodeList.review_list
      .filter((r: { user__username: string }) => r.user__username === 'critic')
      .map((r: { title: string }) => r.title);
    expect(episodeTitles).toEqual(expect.arrayContaining(DEMO_EPISODE_DETAILED_REVIEWS.map((r) => r[3])));
    // The list's search key holds the serial's titles (in both scripts) with the review's title.
    const found = (
      await t.call({ method: 'GET', url: '/api/serial/episode-detailed-review-list/', query: { search: 'chernobyl' } })
    ).json();
    expect(found.review_list.map((r: { title: string }) => r.title)).toContain(
      DEMO_EPISODE_DETAILED_REVIEWS.find((r) => r[0] === 'chernobyl')![3],
    );

    const seasonList = (await t.call({ method: 'GET', url: '/api/serial/season-detailed-review-list/' })).json();
    const seasonTitles = seasonList.review_list.map((r: { title: string }) => r.title);
    expect(seasonTitles).toEqual(expect.arrayContaining(DEMO_SEASON_DETAILED_REVIEWS.map((r) => r[2])));
    const detail = (
      await t.call({
        method: 'GET',
        url: '/api/serial/season-detailed-review-detail/',
        query: { slug: await criticSlug(), serialSlug: 'chernobyl', seasonSlug: 'season-1' },
      })
    ).json();
    expect(detail.review_detail.content).toContain('<strong>гамшгийн кино</strong>');
  });

  it('reactions keep to the 17 title reactions, three slots and no repeats', async () => {
    const db = t.database.db;
    for (const table of [seasonReactions, episodeReactions]) {
      const rows = await db.select().from(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(TITLE_REACTION_NAMES).toContain(r.reaction);
        expect(r.slot).toBeGreaterThanOrEqual(1);
        expect(r.slot).toBeLessThanOrEqual(REACTION_SLOTS);
      }
    }
    const top = (
      await t.call({
        method: 'GET',
        url: '/api/serial/api-season-detail/',
        query: { serialSlug: 'chernobyl', seasonSlug: 'season-1' },
      })
    ).json();
    expect(JSON.stringify(top)).toContain('it_was_sad');
  });
});

async function criticSlug() {
  const [row] = await t.database.db.select({ slug: users.slug }).from(users).where(eq(users.username, 'critic'));
  return row.slug;
}
