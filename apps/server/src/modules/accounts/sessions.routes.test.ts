import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { STRONG_PASSWORD, buildTestApp, unique, type TestApp } from '../../test/app';

// Sessions (issue 12): tokens die after 30 days unused, a member lists and ends theirs, and answers that
// hold a token or a member's data carry Cache-Control: no-store. The session cache is off here, so the
// test clock alone decides what a token is worth.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_CACHE_TTL_MS: '0' } });
});
afterAll(() => t.close());

const DAY = 86_400_000;
let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const profile = (token?: string) => t.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/', token });
const sessions = (token?: string) => t.call({ method: 'GET', url: '/api/user/api/v-user-sessions/', token });
const revoke = (payload: object, token?: string) =>
  t.call({ method: 'POST', url: '/api/user/api/v-user-session-revoke/', payload, token });

/** Another login of the same member, from a browser named `userAgent`. */
async function loginAgain(username: string, userAgent = 'Mozilla/5.0 test') {
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/token/login/',
    payload: { username, password: STRONG_PASSWORD },
    ip: freshIp(),
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.json().auth_token as string;
}

const lastUsed = async (token: string) =>
  (
    await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.keyHash, sha256(token)))
  )[0]?.lastUsedAt;

describe('token expiry', () => {
  it('ends a token after 30 days unused, each use (written once a day) moving that on', async () => {
    const user = await t.signedInUser();
    const stored = await lastUsed(user.token);

    // Uses within a day write nothing.
    t.clock.advance(DAY / 2);
    expect((await profile(user.token)).statusCode).toBe(200);
    expect(await lastUsed(user.token)).toEqual(stored);

    // A use on day 29 moves the last use on, so the token lives past day 30 after login.
    t.clock.advance(28.5 * DAY);
    expect((await profile(user.token)).statusCode).toBe(200);
    expect((await lastUsed(user.token))!.getTime()).toBeGreaterThan(stored!.getTime() + 28 * DAY);
    t.clock.advance(29 * DAY);
    expect((await profile(user.token)).statusCode).toBe(200);

    // 30 days and a minute without a use: dead, on every call.
    t.clock.advance(30 * DAY + 60_000);
    const dead = await profile(user.token);
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({ detail: 'Invalid token.' });
    expect((await sessions(user.token)).statusCode).toBe(401);
  });

  it('deletes a member’s dead tokens at their next login, so they do not pile up', async () => {
    const user = await t.signedInUser();
    const old = await loginAgain(user.username);
    t.clock.advance(31 * DAY);
    const fresh = await loginAgain(user.username);
    expect(await lastUsed(old)).toBeUndefined();
    expect(await lastUsed(user.token)).toBeUndefined();
    const list = (await sessions(fresh)).json().sessions;
    expect(list).toHaveLength(1);
  });
});

describe('listing sessions', () => {
  it('lists the caller’s live sessions, the latest used first, naming the current one', async () => {
    const user = await t.signedInUser();
    t.clock.advance(60_000);
    const phone = await loginAgain(user.username, `Phone ${'x'.repeat(400)}`);
    const res = await sessions(user.token);
    expect(res.statusCode).toBe(200);
    const list = res.json().sessions;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: false });
    expect(list[0].user_agent).toHaveLength(200);
    expect(list[0].user_agent.startsWith('Phone xx')).toBe(true);
    expect(list[1]).toMatchObject({ current: true });
    expect(Object.keys(list[1]).sort()).toEqual(['created', 'current', 'id', 'last_used', 'user_agent']);
    expect(new Date(list[1].created).toISOString()).toBe(list[1].created);
    // The same list from the other session marks that one current.
    const fromPhone = (await sessions(phone)).json().sessions;
    expect(fromPhone.map((s: { current: boolean }) => s.current)).toEqual([true, false]);
  });

  it('answers 401 without a token', async () => {
    const res = await sessions();
    expect(res.statusCode).toBe(401);
    expect((await revoke({ all_others: true })).statusCode).toBe(401);
  });
});

describe('revoking sessions', () => {
  it('ends one of the caller’s sessions by id', async () => {
    const user = await t.signedInUser();
    const other = await loginAgain(user.username);
    const otherId = (await sessions(user.token)).json().sessions.find((s: { current: boolean }) => !s.current).id;
    const res = await revoke({ id: otherId }, user.token);
    expect(res.statusCode).toBe(204);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(user.token)).statusCode).toBe(200);
    expect((await revoke({ id: otherId }, user.token)).statusCode).toBe(404);
  });

  it('answers 404 for another member’s session id and ends nothing', async () => {
    const owner = await t.signedInUser();
    const stranger = await t.signedInUser();
    const ownerId = (await sessions(owner.token)).json().sessions[0].id;
    const res = await revoke({ id: ownerId }, stranger.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect((await profile(owner.token)).statusCode).toBe(200);
    expect((await profile(stranger.token)).statusCode).toBe(200);
    expect((await sessions(owner.token)).json().sessions).toHaveLength(1);
  });

  it('ends every session but the current one', async () => {
    const user = await t.signedInUser();
    const others = [await loginAgain(user.username), await loginAgain(user.username)];
    const stranger = await t.signedInUser();
    expect((await revoke({ all_others: true }, user.token)).statusCode).toBe(204);
    for (const token of others) expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(stranger.token)).statusCode).toBe(200);
    const left = (await sessions(user.token)).json().sessions;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it('answers 400 to a body that names no session', async () => {
    const user = await t.signedInUser();
    for (const body of [{}, { id: 'x' }, { id: -1 }, { all_others: false }, { id: 1, all_others: true }]) {
      const res = await revoke(body, user.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await profile(user.token)).statusCode).toBe(200);
  });

  it('forgets a revoked token in the session cache at once', async () => {
    const cached = await buildTestApp();
    try {
      const user = await cached.signedInUser();
      const login = await cached.call({
        method: 'POST',
        url: '/api/v1/token/login/',
        payload: { username: user.username, password: STRONG_PASSWORD },
        ip: freshIp(),
      });
      const other = login.json().auth_token as string;
      const call = (token: string) => cached.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/', token });
      expect((await call(other)).statusCode).toBe(200); // now in the cache
      const res = await cached.call({
        method: 'POST',
        url: '/api/user/api/v-user-session-revoke/',
        payload: { all_others: true },
        token: user.token,
      });
      expect(res.statusCode).toBe(204);
      expect((await call(other)).statusCode).toBe(401);
    } finally {
      await cached.close();
    }
  });
});

describe('Cache-Control: no-store', () => {
  it('is on every answer holding a token or a member’s data, and not on public answers', async () => {
    const user = await t.signedInUser();
    const login = await t.call({
      method: 'POST',
      url: '/api/v1/token/login/',
      payload: { username: user.username, password: STRONG_PASSWORD },
      ip: freshIp(),
    });
    const failedLogin = await t.call({
      method: 'POST',
      url: '/api/v1/token/login/',
      payload: { username: user.username, password: 'Wrong#Pass123' },
      ip: freshIp(),
    });
    const u = unique();
    const signup = await t.call({
      method: 'POST',
      url: '/api/v1/users/',
      payload: { ...u, password: STRONG_PASSWORD },
      ip: freshIp(),
    });
    const activate = await t.call({
      method: 'POST',
      url: '/api/user-activate/',
      payload: { phone: u.phone, code: await t.lastCode(u.phone) },
      ip: freshIp(),
    });
    expect([signup.statusCode, activate.json()]).toEqual([201, { status: true }]);
    const signedIn = [
      profile(user.token),
      sessions(user.token),
      t.call({ method: 'GET', url: '/api/movie/movie-list/', token: user.token }),
    ];
    const answers = {
      login,
      failedLogin,
      signup,
      activate,
      ...Object.fromEntries((await Promise.all(signedIn)).entries()),
    };
    for (const [name, res] of Object.entries(answers)) expect(res.headers['cache-control'], name).toBe('no-store');
    const visitor = await t.call({ method: 'GET', url: '/api/movie/movie-list/' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBeUndefined();
  });
});
