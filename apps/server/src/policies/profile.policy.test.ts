import { describe, expect, it } from 'vitest';
import { can, type ProfileSubject } from './profile.policy';

// Who may follow, comment on, like and read what of a member's profile (issue 15): the rules the profile
// calls ask now and the message, comment and like calls will ask later.

describe('the profile policy', () => {
  const owner = { id: 1, contributer: false, main_contributer: false, publisher: false, critic: false, admin: false };
  const caller = { ...owner, id: 2 };
  const subject = (s: Partial<ProfileSubject> = {}): ProfileSubject => ({
    kind: 'profile',
    ownerId: owner.id,
    blocksCaller: false,
    blockedByCaller: false,
    ...s,
  });

  it('a member the owner blocked may not follow, comment or like; others may', () => {
    for (const action of ['follow', 'comment', 'like'] as const) {
      expect(can(caller, action, subject())).toBe(true);
      expect(can(caller, action, subject({ blocksCaller: true }))).toBe(false);
      expect(can(null, action, subject())).toBe(false);
    }
    expect(can(owner, 'follow', subject())).toBe(false);
    expect(can(owner, 'comment', subject())).toBe(true);
  });

  it('private fields to the owner; drafts to the publishing owner and contributors', () => {
    expect([can(owner, 'seePrivate', subject()), can(caller, 'seePrivate', subject())]).toEqual([true, false]);
    expect(can(owner, 'seeDrafts', subject())).toBe(false);
    expect(can({ ...owner, publisher: true }, 'seeDrafts', subject())).toBe(true);
    expect(can({ ...caller, publisher: true }, 'seeDrafts', subject())).toBe(false);
    expect(can({ ...caller, contributer: true }, 'seeDrafts', subject())).toBe(true);
  });
});
