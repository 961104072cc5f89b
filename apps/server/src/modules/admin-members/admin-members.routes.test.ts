import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mn } from '@mfi/contract/messages';
import { ADMIN_MEMBER_PATHS as P } from '@mfi/contract/admin-members.schemas';
import { users } from '../../db/schema';
import { searchKeyOf } from '../../lib/transliterate';
import { STRONG_PASSWORD, buildTestApp, unique, type TestApp } from '../../test/app';
import { signedInMember, type SignedInMember } from '../../test/factories/members';

// The admin console's members and roles (issue 25 part 3): search, grants and revocations that hold from
// the member's next call, closing and reopening an account, the audit log of it all.

let t: TestApp;
let admin: SignedInMember;
let member: SignedInMember;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInMember(t, ['admin']);
  member = await signedInMember(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = admin.token) =>
  t.call({ method: 'POST', url: `/api${url}`, payload, token });
const get = (url: string, query: Record<string, string>, token = admin.token) =>
  t.call({ method: 'GET', url: `/api${url}`, query, token });
const login = (username: string) =>
  t.call({ method: 'POST', url: '/api/v1/token/login/', payload: { username, password: STRONG_PASSWORD } });
/** A call only contributors may make: 200 for them, 403 for other members. */
const contributorsRead = (token: string) =>
  t.call({ method: 'GET', url: '/api/movie/movie-list/', query: { published: 'false' }, token });

describe('the member search', () => {
  it('finds a member by any part of their name, username, e-mail or phone, and pages', async () => {
    const m = await signedInMember(t);
    await t.database.db
      .update(users)
      .set({ firstname: 'Тэмүүлэн', lastname: 'Батсүх', searchKey: searchKeyOf(m.username, 'Тэмүүлэн', 'Батсүх') })
      .where(eq(users.id, m.id));
    const ids = async (q: string) => ((await get(P.list, { q })).json().results as { id: number }[]).map((r) => r.id);
    expect(await ids('Тэмүүлэн')).toContain(m.id);
    expect(await ids('temuulen')).toContain(m.id);
    expect(await ids(m.username.toUpperCase())).toContain(m.id);
    expect(await ids(m.email.split('@')[0].slice(1))).toContain(m.id);
    expect(await ids(m.phone.slice(2))).toContain(m.id);
    expect(await ids('zzqxnobody')).toEqual([]);

    // Enough members for two pages (rows as the operator command stores them; no one signs in as them).
    await t.database.db.insert(users).values(
      Array.from({ length: 21 }, () => {
        const u = unique();
        return { ...u, slug: u.username, passwordHash: 'x', isActive: true };
      }),
    );
    const first = (await get(P.list, {})).json();
    expect(first.results).toHaveLength(20);
    expect(first.has_next).toBe(true);
    expect(first.results[0]).toMatchObject({ id: expect.any(Number), roles: expect.any(Object), closed: false });
    const second = (await get(P.list, { page: '2' })).json();
    expect(second.results[0].id).toBeLessThan(first.results.at(-1).id);
  });
});

describe('roles', () => {
  it('a grant and a revocation hold from the member’s next call', async () => {
    const m = await signedInMember(t);
    expect((await contributorsRead(m.token)).statusCode).toBe(403); // now in the session cache
    const granted = await post(P.role, { id: m.id, role: 'contributer', granted: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().member.roles.contributer).toBe(true);
    expect((await contributorsRead(m.token)).statusCode).toBe(200);
    expect((await post(P.role, { id: m.id, role: 'contributer', granted: false })).statusCode).toBe(200);
    expect((await contributorsRead(m.token)).statusCode).toBe(403);
  });

  it('grants and revokes every role and the entrant flag', async () => {
    const m = await signedInMember(t);
    for (const role of ['contributer', 'main_contributer', 'publisher', 'critic', 'admin', 'ustga']) {
      const on = (await post(P.role, { id: m.id, role, granted: 'true' })).json();
      expect(on.member.roles[role], role).toBe(true);
      const off = (await post(P.role, { id: m.id, role, granted: false })).json();
      expect(off.member.roles[role], role).toBe(false);
    }
  });
});

describe('closing an account', () => {
  it('ends its sessions at once, login answers the disabled text, its profile says closed; reopening lets it in', async () => {
    const m = await signedInMember(t);
    const follower = await signedInMember(t);
    await post('/user/api/v-user-follow/', { slug: follower.slug }, m.token);
    const me = () => t.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/', token: m.token });
    expect((await me()).statusCode).toBe(200); // the token is in the session cache now

    const closed = await post(P.deactivate, { id: m.id });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().member).toMatchObject({ active: false, closed: true });
    expect((await me()).statusCode).toBe(401);
    expect((await login(m.username)).json()).toEqual({ non_field_errors: ['User account is disabled.'] });
    // Its owner cannot reopen it with a code to their phone.
    const reactivate = await t.call({
      method: 'POST',
      url: '/api/user-reactivate-code/',
      payload: { username: m.username, password: STRONG_PASSWORD, phone: m.phone },
    });
    expect(reactivate.json()).toEqual({ non_field_errors: [mn('accountClosed')] });

    const profile = await t.call({ method: 'GET', url: `/api/user/api/${m.slug}/v-user-detail/` });
    expect(profile.statusCode).toBe(410);
    expect(profile.json()).toEqual({ detail: mn('accountClosed'), closed: true });
    const followers = await t.call({
      method: 'GET',
      url: '/api/user/api/v-user-followers/',
      query: { slug: follower.slug },
      token: follower.token,
    });
    expect(followers.json().results).toEqual([expect.objectContaining({ slug: m.slug, closed: true })]);

    const reopened = await post(P.reactivate, { id: m.id });
    expect(reopened.json().member).toMatchObject({ active: true, closed: false });
    expect((await login(m.username)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/user/api/${m.slug}/v-user-detail/` })).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('keeps who did what to whom, before and after, and filters by actor, member, action and day', async () => {
    const other = await signedInMember(t, ['admin']);
    const m = await signedInMember(t);
    await post(P.role, { id: m.id, role: 'critic', granted: true });
    await post(P.role, { id: m.id, role: 'critic', granted: true }); // no change: no row
    await post(P.deactivate, { id: m.id }, other.token);
    await post(P.reactivate, { id: m.id }, other.token);

    const rows = (await get(P.audit, { member: m.username })).json().results;
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'member_reactivate',
      'member_deactivate',
      'role_grant',
    ]);
    expect(rows[2]).toMatchObject({
      actor: { id: admin.id, username: admin.username },
      target: { kind: 'member', id: m.id, label: m.username },
      before: { role: 'critic', roles: expect.objectContaining({ critic: false }) },
      after: { role: 'critic', roles: expect.objectContaining({ critic: true }) },
    });
    expect(rows[1].before).toEqual({ active: true, closed: false });
    expect(rows[1].after).toEqual({ active: false, closed: true });
    expect(JSON.stringify(rows)).not.toContain(m.email);
    expect(JSON.stringify(rows)).not.toContain(m.phone);

    const byOther = (await get(P.audit, { actor: other.username.toUpperCase() })).json().results;
    expect(byOther.map((r: { action: string }) => r.action)).toEqual(['member_reactivate', 'member_deactivate']);
    const grants = (
      await get(P.audit, { action: 'role_grant', target_kind: 'member', target_id: String(m.id) })
    ).json();
    expect(grants.results).toHaveLength(1);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await get(P.audit, { member: m.username, from: today, to: today })).json().results).toHaveLength(3);
    expect((await get(P.audit, { member: m.username, to: '2020-01-01' })).json().results).toEqual([]);
    expect((await get(P.audit, { actor: 'nobodyatall' })).json().results).toEqual([]);
    expect((await get(P.audit, { action: 'dance' })).statusCode).toBe(400);
    expect((await get(P.audit, { from: '2020-13-45' })).statusCode).toBe(400);
  });
});

describe('every admin member call', () => {
  const writes = () => [
    { url: P.role, body: { id: member.id, role: 'critic', granted: true } },
    { url: P.deactivate, body: { id: member.id } },
    { url: P.reactivate, body: { id: member.id } },
  ];

  it('answers 401 without a token and 403 to a non-admin, before the body is read', async () => {
    const contributor = await signedInMember(t, ['contributer', 'publisher', 'main_contributer']);
    for (const { url } of writes()) {
      expect((await t.call({ method: 'POST', url: `/api${url}`, payload: { id: 'x' } })).statusCode, url).toBe(401);
      expect((await post(url, { id: 'x' }, member.token)).statusCode, url).toBe(403);
      expect((await post(url, { id: 'x' }, contributor.token)).statusCode, url).toBe(403);
    }
    for (const url of [P.list, P.audit]) {
      expect((await t.call({ method: 'GET', url: `/api${url}` })).statusCode, url).toBe(401);
      expect((await get(url, {}, member.token)).statusCode, url).toBe(403);
    }
  });

  it('refuses bad input with field errors and an unknown member with 404', async () => {
    for (const { url, body } of writes()) {
      expect((await post(url, { ...body, id: 'abc' })).statusCode, url).toBe(400);
      expect((await post(url, { ...body, id: 2 ** 31 })).statusCode, url).toBe(400);
      expect((await post(url, { ...body, id: 999_999 })).statusCode, url).toBe(404);
    }
    expect((await post(P.role, { id: member.id, role: 'king', granted: true })).json()).toEqual({
      role: [mn('invalidValue')],
    });
    expect((await post(P.role, { id: member.id, role: 'critic', granted: 'maybe' })).statusCode).toBe(400);
    expect((await get(P.list, { page: '0' })).statusCode).toBe(400);
  });
});

describe('the last admin', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await buildTestApp({ ownDatabase: true });
  });
  afterAll(() => own.close());

  it('can neither lose the flag nor be closed; of two admins removing each other at once, one stays', async () => {
    const first = await signedInMember(own, ['admin']);
    const call = (url: string, payload: object, token: string) =>
      own.call({ method: 'POST', url: `/api${url}`, payload, token });
    const lastAdmin = { non_field_errors: [mn('lastAdmin')] };
    expect((await call(P.role, { id: first.id, role: 'admin', granted: false }, first.token)).json()).toEqual(
      lastAdmin,
    );
    expect((await call(P.deactivate, { id: first.id }, first.token)).json()).toEqual(lastAdmin);

    const second = await signedInMember(own, ['admin']);
    const answers = await Promise.all([
      call(P.role, { id: second.id, role: 'admin', granted: false }, first.token),
      call(P.deactivate, { id: first.id }, second.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const admins = await own.database.db.select({ id: users.id }).from(users).where(eq(users.admin, true));
    const open = await own.database.db.select({ id: users.id, admin: users.admin, active: users.isActive }).from(users);
    expect(open.filter((u) => u.admin && u.active)).toHaveLength(1);
    expect(admins.length).toBeGreaterThanOrEqual(1);
  });
});
