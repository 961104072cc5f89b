import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mn } from '@mfi/contract/messages';
import { buildTestApp, type TestApp } from '../../test/app';
import { type SignedInMember, signedInMember } from '../../test/factories/members';

// The header bell's calls (issue 24 item 2): the latest ten without marking them seen, and "mark all read",
// which marks only the caller's, up to the newest the bell showed.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/user/api/${path}/`;
const latest = (token?: string) => t.call({ method: 'GET', url: api('v-user-notification-latest'), token });
const readAll = (token: string | undefined, payload: object = {}) =>
  t.call({ method: 'POST', url: api('v-user-notification-readall'), payload, token });
const follow = async (m: SignedInMember, slug: string) =>
  expect(
    (await t.call({ method: 'POST', url: api('v-user-follow'), payload: { slug }, token: m.token })).statusCode,
  ).toBe(200);
const unread = async (m: SignedInMember) =>
  (await t.call({ method: 'GET', url: api('v-user-notification'), token: m.token })).json().notification.unread;

/** A member followed by `n` new members: `n` unread notifications. */
async function followedBy(n: number) {
  const member = await signedInMember(t);
  const followers = [];
  for (let i = 0; i < n; i++) {
    const follower = await signedInMember(t);
    await follow(follower, member.slug);
    followers.push(follower);
  }
  return { member, followers };
}

describe('GET /user/api/v-user-notification-latest/', () => {
  it('answers a guest 401', async () => {
    expect((await latest()).statusCode).toBe(401);
  });

  it('lists the latest ten, newest first, and marks none seen', async () => {
    const { member, followers } = await followedBy(11);
    const res = await latest(member.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { unread: count, results } = res.json().notification;
    expect(count).toBe(11);
    expect(results).toHaveLength(10);
    expect(results[0]).toMatchObject({ type: 'follow', actor_slug: followers[10].slug, seen: false });
    expect(await unread(member)).toBe(11);
  });
});

describe('POST /user/api/v-user-notification-readall/', () => {
  it('answers a guest 401', async () => {
    expect((await readAll(undefined)).statusCode).toBe(401);
  });

  it('refuses a bad newest id and marks nothing', async () => {
    const { member } = await followedBy(1);
    for (const newest of ['x', -1, 1.5]) {
      const res = await readAll(member.token, { newest });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ newest: [mn('invalidValue')] });
    }
    expect(await unread(member)).toBe(1);
  });

  it("marks only the caller's notifications read", async () => {
    const a = await followedBy(2);
    const b = await followedBy(1);
    const res = await readAll(a.member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notification: { unread: 0 } });
    expect(await unread(a.member)).toBe(0);
    expect(await unread(b.member)).toBe(1);
    const { results } = (await latest(a.member.token)).json().notification;
    expect(results.every((n: { seen: boolean }) => n.seen)).toBe(true);
  });

  it('leaves new what arrived after the newest the bell showed', async () => {
    const { member } = await followedBy(1);
    const [shown] = (await latest(member.token)).json().notification.results;
    await follow(await signedInMember(t), member.slug);
    const res = await readAll(member.token, { newest: shown.id });
    expect(res.json()).toEqual({ notification: { unread: 1 } });
  });
});
