import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedResponse } from '@mfi/contract/feed.schemas';
import { buildTestApp, type TestApp } from '../test/app';
import { makeMovies } from '../test/factories/movies';
import { makeSerialWithEpisodes } from '../test/factories/serials';
import { seedScaleRatings } from './scale-ratings';
import { SCALE_MEMBER_SLUG, scaleSocialBenchToken, seedScaleSocial } from './scale-social';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the scale seeds read every scale-* row of the database.
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0];

describe('scale social data', () => {
  it('adds members, follows with counters that agree, one feed action a source, once; the feeds read whole', async () => {
    const db = t.database.db;
    await makeMovies(db, 60, (i) => ({ slug: `scale-movie-${i}` }));
    await makeSerialWithEpisodes(db, 30, { slug: 'scale-serial-1' });
    await seedScaleRatings(db, () => {}, { users: 20, perUser: 3 });
    const size = {
      members: 50,
      followsPerMember: 4,
      movieWatchingPerMember: 3,
      episodeWatchingPerMember: 2,
      messagesPerPoster: 2,
      slice: 40,
    };
    expect(await seedScaleSocial(db, () => {}, size)).toBe(true);
    expect(await seedScaleSocial(db, () => {}, size)).toBe(false);

    const c = await one<Record<string, number>>(sql`
      select (select count(*)::int from users where slug like 'scale-%') members,
             (select count(*)::int from users where slug like ${SCALE_MEMBER_SLUG + '%'}) added,
             (select count(*)::int from user_follows) follows,
             (select count(*)::int from user_follows where follower_id = followee_id) self,
             (select count(*)::int from user_profiles p where p.followers_count <> (select count(*) from user_follows f where f.followee_id = p.user_id)
                 or p.following_count <> (select count(*) from user_follows f where f.follower_id = p.user_id)) wrong,
             (select count(*)::int from user_profiles) profiles,
             (select count(*)::int from movie_reviews) + (select count(*)::int from movie_detailed_reviews)
               + (select count(*)::int from movie_user_flags where watching) + (select count(*)::int from episode_user_flags where watching)
               + (select count(*)::int from short_messages) sources,
             (select count(*)::int from user_actions) actions,
             (select count(*)::int from movie_user_flags where watching) watching,
             (select count(*)::int from short_messages) messages`);
    expect(c.members).toBe(50);
    expect(c.added).toBe(30);
    expect(c.follows).toBe(200);
    expect(c.self).toBe(0);
    expect(c.profiles).toBe(50);
    expect(c.wrong).toBe(0);
    expect(c.watching).toBe(30 * 3);
    expect(c.messages).toBe(5 * 2);
    expect(c.actions).toBe(c.sources);

    // The bench tokens sign in as the first social members.
    const token = await t.call({
      method: 'GET',
      url: '/api/user/api/v-user-profile-short/',
      token: scaleSocialBenchToken(2),
    });
    expect(token.json().user_profile.slug).toBe(`${SCALE_MEMBER_SLUG}2`);

    // Every action's source is there: a feed page shows as many cards as its rows.
    for (const slug of ['scale-user-1', 'scale-user-10', `${SCALE_MEMBER_SLUG}1`, `${SCALE_MEMBER_SLUG}10`]) {
      const res = await t.call({ method: 'GET', url: '/api/user/api/v-user-feed/', query: { slug } });
      expect(res.statusCode).toBe(200);
      const feed = res.json() as FeedResponse;
      expect(feed.feed_page.total).toBeGreaterThan(0);
      expect(feed.api_user_action_list).toHaveLength(Math.min(feed.feed_page.total, feed.feed_page.per_page));
    }
  });
});
