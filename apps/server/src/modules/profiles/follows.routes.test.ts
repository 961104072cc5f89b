import { sql } from 'drizzle-orm';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFollows } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { type SignedInMember, signedInMember } from '../../test/factories/members';

// Follows and blocks (issue 15 items 3 and 4; designed calls, decision 012): toggles, counters under
// concurrency, the follower lists, and every block rule.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const follow = (token: string | undefined, slug: string) =>
  t.call({ method: 'POST', url: '/api/user/api/v-user-follow/', payload: { slug }, token });
const block = (token: string | undefined, slug: string) =>
  t.call({ method: 'POST', url: '/api/user/api/v-user-blockuser/', payload: { slug }, token });
const list = (which: 'followers' | 'following', slug: string, token: string, page?: number) =>
  t.call({
    method: 'GET',
    url: `/api/user/api/v-user-${which}/?slug=${slug}${page ? `&page=${page}` : ''}`,
    token,
  });
const profile = async (slug: string, token: string) =>
  (await t.call({ method: 'GET', url: `/api/user/api/${slug}/v-user-detail/`, token })).json().user_object;
/** The follows actually stored for the member, both ways, against the counters. */
async function stored(id: number) {
  const [row] = await t.database.db
    .select({
      followers: sql<number>`count(*) filter (where ${userFollows.followeeId} = ${id})::int`,
      following: sql<number>`count(*) filter (where ${userFollows.followerId} = ${id})::int`,
    })
    .from(userFollows);
  return row;
}

describe('POST /user/api/v-user-follow/', () => {
  it('toggles the follow, answering it and the follower count, shown on both profiles and lists', async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    expect((await follow(a.token, b.slug)).json()).toEqual({ following: true, followers: 1 });
    expect(await profile(b.slug, a.token)).toMatchObject({ following: true, followers: 1, followings: 0 });
    expect(await profile(a.slug, b.token)).toMatchObject({ following: false, followers: 0, followings: 1 });

    const followers = (await list('followers', b.slug, a.token)).json();
    expect(followers).toMatchObject({ count: 1, page: 1 });
    expect(followers.results).toEqual([
      { username: a.username, slug: a.slug, name: a.username, image: null, followers: 0, closed: false },
    ]);
    expect((await list('following', a.slug, b.token)).json().results.map((r: { slug: string }) => r.slug)).toEqual([
      b.slug,
    ]);

    expect((await follow(a.token, b.slug)).json()).toEqual({ following: false, followers: 0 });
    expect((await list('followers', b.slug, a.token)).json()).toEqual({ results: [], count: 0, page: 0 });
  });

  it('refuses following oneself, a guest, an unknown member and a bad body', async () => {
    const a = await signedInMember(t);
    const self = await follow(a.token, a.slug);
    expect([self.statusCode, self.json()]).toEqual([400, { detail: mn('followSelf') }]);
    expect((await follow(undefined, a.slug)).statusCode).toBe(401);
    expect((await follow(a.token, 'no-such-member-slug')).statusCode).toBe(404);
    expect((await follow(a.token, '')).json()).toEqual({ slug: [mn('required')] });
    // The follower lists are open to guests, as the profile is.
    expect((await t.call({ method: 'GET', url: `/api/user/api/v-user-followers/?slug=${a.slug}` })).statusCode).toBe(
      200,
    );
  });

  it('counts right under 50 concurrent toggles', async () => {
    const star = await signedInMember(t);
    const fans: SignedInMember[] = [];
    for (let i = 0; i < 50; i++) fans.push(await signedInMember(t));
    const answers = await Promise.all(fans.map((f) => follow(f.token, star.slug)));
    expect(answers.every((r) => r.statusCode === 200 && r.json().following)).toBe(true);
    expect((await profile(star.slug, fans[0].token)).followers).toBe(50);
    expect(await stored(star.id)).toMatchObject({ followers: 50 });

    // Half unfollow while the other half's follow back is toggled on and off many times at once.
    const fan = fans[0];
    await Promise.all([
      ...fans.slice(0, 25).map((f) => follow(f.token, star.slug)),
      ...Array.from({ length: 25 }, () => follow(star.token, fan.slug)),
    ]);
    const starCounts = await profile(star.slug, fan.token);
    expect(starCounts.followers).toBe(25);
    expect({ followers: starCounts.followers, following: starCounts.followings }).toEqual(await stored(star.id));
    const fanCounts = await profile(fan.slug, star.token);
    expect({ followers: fanCounts.followers, following: fanCounts.followings }).toEqual(await stored(fan.id));
    const list24 = (await list('followers', star.slug, fan.token, 2)).json();
    expect([list24.count, list24.page, list24.results.length]).toEqual([25, 2, 1]);
  });
});

describe('POST /user/api/v-user-blockuser/', () => {
  it('ends the follows both ways with their counters, and shows blocked and beingblocked', async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    await follow(a.token, b.slug);
    await follow(b.token, a.slug);
    expect((await block(a.token, b.slug)).json()).toEqual({ blocked: true });

    expect(await profile(b.slug, a.token)).toMatchObject({
      blocked: true,
      beingblocked: false,
      following: false,
      followers: 0,
      followings: 0,
    });
    expect(await profile(a.slug, b.token)).toMatchObject({
      blocked: false,
      beingblocked: true,
      following: false,
      followers: 0,
      followings: 0,
    });
    expect(await stored(a.id)).toEqual({ followers: 0, following: 0 });
  });

  it('the blocked member cannot follow the blocker, nor the blocker the blocked, until the block is lifted', async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    await block(a.token, b.slug);
    const refused = await follow(b.token, a.slug);
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: mn('blockedByMember') }]);
    const own = await follow(a.token, b.slug);
    expect([own.statusCode, own.json()]).toEqual([403, { detail: mn('blockStandsBetween') }]);
    expect(await stored(a.id)).toEqual({ followers: 0, following: 0 });

    expect((await block(a.token, b.slug)).json()).toEqual({ blocked: false });
    expect(await profile(a.slug, b.token)).toMatchObject({ blocked: false, beingblocked: false });
    expect((await follow(b.token, a.slug)).json()).toEqual({ following: true, followers: 1 });
  });

  it('both may block each other; each lifts only their own block', async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    await block(a.token, b.slug);
    expect((await block(b.token, a.slug)).json()).toEqual({ blocked: true });
    expect(await profile(b.slug, a.token)).toMatchObject({ blocked: true, beingblocked: true });
    await block(a.token, b.slug);
    expect(await profile(b.slug, a.token)).toMatchObject({ blocked: false, beingblocked: true });
    expect((await follow(a.token, b.slug)).statusCode).toBe(403);
  });

  it('refuses blocking oneself, a guest and an unknown member', async () => {
    const a = await signedInMember(t);
    expect((await block(a.token, a.slug)).json()).toEqual({ detail: mn('blockSelf') });
    expect((await block(undefined, a.slug)).statusCode).toBe(401);
    expect((await block(a.token, 'no-such-member-slug')).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists the profile calls, the designed ones included', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json', noKey: true })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/api/{slug}/v-user-detail/',
        '/api/user/api/v-user-profile-update/',
        '/api/user/api/v-user-follow/',
        '/api/user/api/v-user-blockuser/',
        '/api/user/api/v-user-followers/',
        '/api/user/api/v-user-following/',
      ]),
    );
    expect(doc.paths['/api/user/api/v-user-follow/'].post['x-writes']).toBe('profile');
  });
});
