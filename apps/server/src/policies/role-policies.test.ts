import { ROLES, type Role } from '@mfi/contract/roles';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/auth-user';
import type { AppContext } from '../context';
import type { AppError } from '../lib/errors';
import { queueCodes } from '../modules/code-add/code-add.service';
import { createReference, deleteReference, updateReference } from '../modules/reference/reference.service';
import { submitDetailedReview } from '../modules/reviews/detailed-reviews.service';
import { submitEpisodeDetailedReview } from '../modules/reviews/episode-detailed-reviews.service';
import { submitSeasonDetailedReview } from '../modules/reviews/season-detailed-reviews.service';
import * as about from './about.policy';
import { addsInBulk } from './catalogue.policy';
import * as codeAdd from './code-add.policy';
import * as reference from './reference.policy';
import * as review from './review.policy';

// The policies that are a table of roles (issue 23): each verdict for a guest, a member, every role alone,
// and the write services asking the same table themselves, so a service reached without its route's guard
// is refused the same way (401 without a user, 403 with the wrong role).

const none = { contributer: false, main_contributer: false, publisher: false, critic: false, admin: false };
const userWith = (roles: Role[] = []): AuthUser => ({
  id: 5,
  username: 'u',
  slug: 'u',
  ustga: false,
  ...none,
  ...Object.fromEntries(roles.map((role) => [role, true])),
});
/** Who among a guest, a member and each role alone passes. */
const allowed = (can: (user: AuthUser | null) => boolean) =>
  [null, userWith(), ...ROLES.map((role) => userWith([role]))]
    .filter((user) => can(user))
    .map((user) => ROLES.find((role) => user?.[role]) ?? 'member');

describe('the role policies', () => {
  it('detailed reviews: critics only (an admin is a critic only with the flag)', () => {
    expect(allowed((u) => review.can(u, 'writeDetailed'))).toEqual(['critic']);
    expect(review.can(userWith(['admin', 'critic']), 'writeDetailed')).toBe(true);
  });

  it('the reference lists: admins', () => {
    expect(allowed((u) => reference.can(u, 'manage'))).toEqual(['admin']);
  });

  it('code-add: main contributors and admins', () => {
    expect(allowed((u) => codeAdd.can(u, 'queue'))).toEqual(['main_contributer', 'admin']);
  });

  it('the about-us page: admins', () => {
    expect(allowed((u) => about.can(u, 'edit'))).toEqual(['admin']);
  });

  it('the staff quotas: contributors and admins', () => {
    expect(allowed(addsInBulk)).toEqual(['contributer', 'admin']);
  });

  it('authorize: 401 for a guest, 403 for the wrong role, nothing for the right one', () => {
    const status = (run: () => void) => {
      try {
        run();
        return 200;
      } catch (error) {
        return (error as AppError).status;
      }
    };
    expect(status(() => reference.authorize(null, 'manage'))).toBe(401);
    expect(status(() => reference.authorize(userWith(['contributer']), 'manage'))).toBe(403);
    expect(status(() => reference.authorize(userWith(['admin']), 'manage'))).toBe(200);
  });
});

describe('the write services ask the policy themselves', () => {
  const ctx = {} as AppContext; // refused before anything is read
  const form = { fields: {}, files: {} };
  const calls: [string, Role[], (user: AuthUser) => Promise<unknown>][] = [
    ['queueCodes', ['contributer', 'publisher', 'critic'], (u) => queueCodes(ctx, u, 'movie', [1])],
    ['createReference', ['contributer', 'main_contributer'], (u) => createReference(ctx, u, 'genre', { name: 'x' })],
    ['updateReference', ['publisher', 'critic'], (u) => updateReference(ctx, u, 'genre', { id: 1, name: 'x' })],
    ['deleteReference', ['contributer', 'critic'], (u) => deleteReference(ctx, u, 'genre', 1)],
    ['submitDetailedReview', ['admin', 'contributer'], (u) => submitDetailedReview(ctx, u, { movie: 1 } as never)],
    ['submitSeasonDetailedReview', ['admin', 'publisher'], (u) => submitSeasonDetailedReview(ctx, u, form)],
    ['submitEpisodeDetailedReview', ['admin', 'main_contributer'], (u) => submitEpisodeDetailedReview(ctx, u, form)],
  ];

  it.each(calls)('%s refuses the wrong role with 403', async (_name, refused, call) => {
    await expect(call(userWith())).rejects.toMatchObject({ status: 403 });
    for (const role of refused) await expect(call(userWith([role])), role).rejects.toMatchObject({ status: 403 });
  });
});
