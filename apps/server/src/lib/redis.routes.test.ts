import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MEMBER_PATHS } from '@mfi/contract/admin-members.schemas';
import { buildTestApp, type TestApp } from '../test/app';
import { makeMovie, makeTag } from '../test/factories/movies';
import { signedInMember } from '../test/factories/members';
import { dropKeys, redisTestsSkipped, testRedisUrl, uniqueKeyPrefix } from '../test/redis';

// Issue 28 part 1 (decision 032): two instances of the site on one database and one Redis behave as one.
// Without Redis each would keep its own token cache (a logout elsewhere holds for 5 s), its own limits
// (each counting half of a flood) and its own catalogue cache (another instance's write showing up to a
// minute late): each test below fails so.

/** A write on one instance shows on the other within this long (pub/sub takes about a millisecond). */
const WITHIN = { timeout: 1_000, interval: 20 };

const shortProfile = (t: TestApp, token: string) =>
  t.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/', token });

const skipped = redisTestsSkipped();
describe.skipIf(skipped)(`two instances sharing one Redis${skipped ? ` (${skipped})` : ''}`, () => {
  const prefix = uniqueKeyPrefix();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: prefix };
    a = await buildTestApp({ env });
    b = await buildTestApp({ env });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await dropKeys(testRedisUrl(), prefix);
  });

  describe('a token ended on one instance is refused by the other on its next call', () => {
    it('a logout', async () => {
      const member = await a.signedInUser();
      expect((await shortProfile(b, member.token)).statusCode).toBe(200); // B has the token's user cached
      expect((await a.call({ method: 'POST', url: '/api/v1/token/logout/', token: member.token })).statusCode).toBe(
        204,
      );
      expect((await shortProfile(b, member.token)).statusCode).toBe(401);
    });

    it('a password reset', async () => {
      const member = await a.signedInUser();
      expect((await shortProfile(b, member.token)).statusCode).toBe(200);
      const post = (url: string, payload: object) => a.call({ method: 'POST', url, payload });
      expect((await post('/api/v1/users/reset_password/', { email: member.email })).statusCode).toBe(204);
      await expect.poll(async () => (await a.mails()).some((m) => m.to === member.email)).toBe(true);
      const link = (await a.mails()).filter((m) => m.to === member.email).at(-1)!.link;
      const [, uid, token] = /\/confirm\/([^/]+)\/([^/\s]+)$/.exec(link)!;
      const password = { new_password: 'New#Password1', re_new_password: 'New#Password1' };
      expect((await post('/api/v1/users/reset_password_confirm/', { uid, token, ...password })).statusCode).toBe(204);
      expect((await shortProfile(b, member.token)).statusCode).toBe(401);
    });

    it('an admin closing the account', async () => {
      const admin = await a.signedInUser(['admin']);
      const member = await signedInMember(a);
      expect((await shortProfile(b, member.token)).statusCode).toBe(200);
      const closed = await a.call({
        method: 'POST',
        url: `/api${ADMIN_MEMBER_PATHS.deactivate}`,
        payload: { id: member.id },
        token: admin.token,
      });
      expect(closed.statusCode).toBe(200);
      expect((await shortProfile(b, member.token)).statusCode).toBe(401);
    });
  });

  it('the login limit counts the tries on both instances together', async () => {
    const u = await a.signedInUser(); // from another address: the tries below come from a stranger
    const login = (t: TestApp) =>
      t.call({
        method: 'POST',
        url: '/api/v1/token/login/',
        payload: { username: u.username, password: 'Wrong#Pass123' },
        ip: '10.66.0.1',
      });
    // LOGIN_LIMIT_PER_MINUTE (10) tries a minute from one address: five on each instance.
    for (const t of [a, b, a, b, a, b, a, b, a, b]) expect((await login(t)).statusCode).toBe(400);
    expect((await login(a)).statusCode).toBe(429);
    expect((await login(b)).statusCode).toBe(429);
  });

  it("a rating on one instance shows in the other's cached movie page within a second", async () => {
    const movie = await makeMovie(a.database.db);
    const member = await a.signedInUser();
    const detail = async () =>
      (await b.call({ method: 'GET', url: '/api/movie/api-movie-detail/', query: { slug: movie.slug } })).json()
        .movie_detail;
    expect(await detail()).toMatchObject({ audiences: 0 }); // B caches the guest's page
    const rated = await a.call({
      method: 'POST',
      url: '/api/movie/api-movie-review/',
      payload: { movie: movie.id, grade: 85 },
      token: member.token,
    });
    expect(rated.statusCode).toBe(200);
    await expect.poll(detail, WITHIN).toMatchObject({ a_grade: 85, audiences: 1 });
  });

  it("a member's post on one instance shows in the other's cached page of theirs within a second", async () => {
    const member = await signedInMember(a);
    const messages = async () =>
      (await b.call({ method: 'GET', url: '/api/user/api/v-user-feed/', query: { slug: member.slug } }))
        .json()
        .api_user_action_list.map((card: { values: { message?: { body: string } } }) => card.values.message?.body);
    expect(await messages()).toEqual([]); // B caches the guest's page, tagged member#<id>
    const posted = await a.call({
      method: 'POST',
      url: '/api/user/api/v-user-addshortmessage/',
      payload: { body: 'Сайн уу, хоёр дахь сервер' },
      token: member.token,
    });
    expect(posted.statusCode).toBe(200);
    await expect.poll(messages, WITHIN).toEqual(['Сайн уу, хоёр дахь сервер']);
  });

  it('a title published on one instance leaves the old cached list of the other at once', async () => {
    const tag = (await makeTag(a.database.db)).id;
    const movie = await makeMovie(a.database.db, { publish: false }, { tags: [tag] });
    const contributor = await a.signedInUser(['contributer']);
    const listed = async () =>
      (await b.call({ method: 'GET', url: '/api/movie/movie-list/', query: { tag: String(tag) } }))
        .json()
        .results.map((r: { slug: string }) => r.slug);
    expect(await listed()).toEqual([]); // B caches the guest's list
    const published = await a.call({
      method: 'POST',
      url: '/api/movie/api-publish-movie/',
      payload: { movie: movie.slug },
      token: contributor.token,
    });
    expect(published.json()).toEqual({ publish: true });
    await expect.poll(listed, WITHIN).toEqual([movie.slug]);
  });

  it('reports Redis in the health check and the metrics', async () => {
    const health = await a.call({ method: 'GET', url: '/api/health', noKey: true });
    expect(health.json()).toMatchObject({
      status: 'ok',
      checks: { redis: { configured: true, ok: true, ms: expect.any(Number) } },
    });
    const metrics = await a.call({ method: 'GET', url: '/api/metrics', ip: '127.0.0.1', noKey: true });
    expect(metrics.body).toMatch(/^mfi_redis_up 1$/m);
  });
});
