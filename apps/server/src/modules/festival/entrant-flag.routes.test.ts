import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mn } from '@mfi/contract/messages';
import { notifications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { signedInMember, type SignedInMember } from '../../test/factories/members';
import { setRole } from '../accounts/operator.service';

// Asking for the festival entrant flag (issue 24 item 5): a member without it tells the admins once until one
// answers; the admin's grant (admins only, the festival policy) answers the request and tells the member.

let t: TestApp;
let admin: SignedInMember;
let secondAdmin: SignedInMember;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInMember(t, ['admin']);
  secondAdmin = await signedInMember(t, ['admin']);
});
afterAll(() => t.close());

const ask = (who?: { token: string }, payload: unknown = {}) =>
  t.call({ method: 'POST', url: '/api/award/entrant-request/', payload: payload as object, token: who?.token });
const grant = (member: SignedInMember, who?: { token: string }, ustga = true) =>
  t.call({ method: 'POST', url: '/api/award/entrant-flag/', payload: { user: member.slug, ustga }, token: who?.token });
const bellOf = async (who: SignedInMember) =>
  (await t.call({ method: 'GET', url: '/api/user/api/v-user-notification-latest/', token: who.token })).json();

/** The notices of one kind a member received from another. */
const notices = (to: SignedInMember, from: SignedInMember, type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, to.id), eq(notifications.actorId, from.id), eq(notifications.type, type)));

describe('POST /award/entrant-request/', () => {
  it('answers a guest 401 and tells nobody', async () => {
    expect((await ask()).statusCode).toBe(401);
  });

  it('refuses a body with fields it does not take, and tells nobody', async () => {
    const member = await signedInMember(t);
    const res = await ask(member, { ustga: true });
    expect(res.statusCode).toBe(400);
    expect(await notices(admin, member, 'entrant_request')).toHaveLength(0);
  });

  it('tells every admin once, and refuses a repeat until an admin answers', async () => {
    const member = await signedInMember(t);
    const res = await ask(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: mn('entrantRequested') });
    expect(await notices(admin, member, 'entrant_request')).toHaveLength(1);
    expect(await notices(secondAdmin, member, 'entrant_request')).toHaveLength(1);

    const again = await ask(member);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: mn('entrantRequestWaiting') });
    expect(await notices(admin, member, 'entrant_request')).toHaveLength(1);
  });

  it('sends one request when a member asks twenty times at once', async () => {
    const member = await signedInMember(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(member)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await notices(admin, member, 'entrant_request')).toHaveLength(1);
  });

  it('refuses an entrant, who may register already', async () => {
    const entrant = await signedInMember(t);
    await setRole(t.database.db, entrant.username, 'ustga', true);
    const res = await ask(entrant);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: mn('entrantAlready') });
  });
});

describe('the admin answers the request from its notification', () => {
  it('a member who is not an admin may not grant, not even to themself', async () => {
    const member = await signedInMember(t);
    await ask(member);
    expect((await grant(member, member)).statusCode).toBe(403);
    expect((await grant(member)).statusCode).toBe(401);
    expect(await notices(admin, member, 'entrant_request')).toHaveLength(1);
  });

  it('a grant answers the request: its notices leave every admin, the member is told and may ask no more', async () => {
    const member = await signedInMember(t);
    await ask(member);
    const bell = await bellOf(admin);
    const item = bell.notification.results.find((n: { actor_slug: string }) => n.actor_slug === member.slug);
    expect(item).toMatchObject({ type: 'entrant_request', seen: false, actor_slug: member.slug });

    expect((await grant(member, admin)).statusCode).toBe(200);
    expect(await notices(admin, member, 'entrant_request')).toHaveLength(0);
    expect(await notices(secondAdmin, member, 'entrant_request')).toHaveLength(0);
    expect(await notices(member, admin, 'entrant_granted')).toHaveLength(1);
    expect((await ask(member)).json()).toEqual({ success: false, message: mn('entrantAlready') });
  });

  it('taking the flag back answers the request too, so the member may ask again, untold of a grant', async () => {
    const member = await signedInMember(t);
    await ask(member);
    expect((await grant(member, admin, false)).statusCode).toBe(200);
    expect(await notices(admin, member, 'entrant_request')).toHaveLength(0);
    expect(await notices(member, admin, 'entrant_granted')).toHaveLength(0);
    expect((await ask(member)).statusCode).toBe(200);
  });
});
