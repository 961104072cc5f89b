import { describe, expect, it } from 'vitest';
import { can, canInteract, type ProfileSubject } from './profile.policy';

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
    for (const how of ['follow', 'comment', 'like'] as const) {
      expect(canInteract(caller, subject(), how)).toBe(true);
      expect(canInteract(caller, subject({ blocksCaller: true }), how)).toBe(false);
      expect(canInteract({ ...caller, admin: true }, subject({ blocksCaller: true }), how)).toBe(false);
      expect(canInteract(null, subject(), how)).toBe(false);
    }
    expect(canInteract(owner, subject(), 'follow')).toBe(false);
    expect(canInteract(owner, subject(), 'comment')).toBe(true);
    expect(canInteract(owner, subject())).toBe(true); // one's own things: a like
  });

  it('a follow is refused across a block either way; a like only when the owner blocked the liker', () => {
    expect(canInteract(caller, subject({ blockedByCaller: true }), 'follow')).toBe(false);
    expect(canInteract(caller, subject({ blockedByCaller: true }), 'like')).toBe(true);
    expect(canInteract(caller, subject({ blockedByCaller: true }), 'comment')).toBe(true);
  });

  it('private fields to the owner; drafts to the publishing owner and contributors', () => {
    expect([can(owner, 'seePrivate', subject()), can(caller, 'seePrivate', subject())]).toEqual([true, false]);
    expect(can(owner, 'seeDrafts', subject())).toBe(false);
    expect(can({ ...owner, publisher: true }, 'seeDrafts', subject())).toBe(true);
    expect(can({ ...caller, publisher: true }, 'seeDrafts', subject())).toBe(false);
    expect(can({ ...caller, contributer: true }, 'seeDrafts', subject())).toBe(true);
  });
});
