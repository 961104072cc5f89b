import { type MemberPowers, memberPowers, type Power } from '@mfi/contract/accounts.schemas';
import type { Role } from '@mfi/contract/roles';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

// The member's powers (issue 23): the short profile carries what the member may open, computed by the
// policies, so the web's guards and menus never read the role flags. Each power must answer as the calls
// behind its pages do: a member without it is refused (403) there, a member with it gets past the guard.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PROFILE = '/api/user/api/v-user-profile-short/';

const NONE = Object.fromEntries(Object.keys(memberPowers.shape).map((power) => [power, false])) as MemberPowers;
const EVERY = Object.fromEntries(Object.keys(NONE).map((power) => [power, true])) as MemberPowers;

const EXPECTED: [string, Role[], MemberPowers][] = [
  ['a member', [], NONE],
  ['a critic', ['critic'], NONE],
  ['a contributor', ['contributer'], { ...NONE, edit_catalogue: true, see_journal_drafts: true, admin_console: true }],
  ['a main contributor', ['main_contributer'], { ...NONE, add_by_code: true }],
  ['a publisher', ['publisher'], { ...NONE, see_journal_drafts: true, write_journals: true, admin_console: true }],
  ['an admin, with no other flag', ['admin'], EVERY],
];

/** One call behind each power's pages, the guard's answer to whoever lacks it. */
const GUARDED: Record<Power, Omit<InjectOptions, 'headers'>> = {
  edit_catalogue: { method: 'GET', url: '/api/movie/movie-list/', query: { published: 'false' } },
  see_journal_drafts: { method: 'GET', url: '/api/journal/api-journal-list/', query: { published: 'false' } },
  write_journals: { method: 'POST', url: '/api/journal/api-journal-create/' },
  admin_console: { method: 'GET', url: '/api/admin/api-queue/' },
  add_by_code: { method: 'GET', url: '/api/admin/imports/' },
  edit_about: { method: 'POST', url: '/api/institute/edit-aboutus/' },
  manage_festival: { method: 'GET', url: '/api/award/annual-registrations/' },
  manage_members: { method: 'GET', url: '/api/admin/api-member-list/' },
  see_audit: { method: 'GET', url: '/api/admin/api-audit-list/' },
  manage_reference: { method: 'GET', url: '/api/admin/api-reference-list/' },
};

describe("the short profile's powers", () => {
  it.each(EXPECTED)('%s holds exactly the expected powers', async (_who, roles, expected) => {
    const { token } = await t.signedInUser(roles);
    const res = await t.call({ method: 'GET', url: PROFILE, token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_profile.powers).toEqual(expected);
  });

  it('a guest gets no profile, so no powers', async () => {
    expect((await t.call({ method: 'GET', url: PROFILE })).statusCode).toBe(401);
  });

  it.each(EXPECTED)('%s: each power answers as the guard of the calls behind it', async (_who, roles) => {
    const { token } = await t.signedInUser(roles);
    const { powers } = (await t.call({ method: 'GET', url: PROFILE, token })).json().user_profile;
    const refused: Record<string, boolean> = {};
    for (const [power, call] of Object.entries(GUARDED)) {
      refused[power] = (await t.call({ ...call, token })).statusCode === 403;
    }
    const held = Object.fromEntries(Object.entries(powers).map(([power, holds]) => [power, !holds]));
    expect(refused).toEqual(held);
  });
});
