import { hasRole } from '@mfi/contract/roles';
import { mn } from '@mfi/contract/messages';
import { AppError, unauthorized } from '../lib/errors';
import { type Actor, seesUnpublished } from './catalogue.policy';

// Who may do what to a member's profile (issue 15; part 1 sections 2 and 6), in one place: the profile
// calls ask here, and so will the short messages, comments and likes (a blocked member may not comment on
// or like the blocker's messages). docs/decisions/012-profiles-follows-blocks.md.
//
// - `follow`, `comment`, `like`: a signed-in member the owner has not blocked; following also needs
//   someone else, and no block of the owner by the caller (unblock first).
// - `seePrivate`: the e-mail and a hidden birthday leave the server to the owner only.
// - `seeDrafts`: the count of unpublished articles, to the owner who publishes, or to contributors.
// - `seeActivity`: the owner's feed and writing, to everyone but a caller who blocked the owner (decision 015).

/** The profile checked, with the blocks between its owner and the caller (read once by the service). */
export type ProfileSubject = {
  kind: 'profile';
  ownerId: number;
  /** The owner blocked the caller. */
  blocksCaller: boolean;
  /** The caller blocked the owner. */
  blockedByCaller: boolean;
};

export type ProfileAction = 'follow' | 'comment' | 'like' | 'seePrivate' | 'seeDrafts' | 'seeActivity';

const isOwner = (user: Actor, p: ProfileSubject) => user != null && user.id === p.ownerId;

export function can(user: Actor, action: ProfileAction, profile: ProfileSubject): boolean {
  switch (action) {
    case 'follow':
      return user != null && !isOwner(user, profile) && !profile.blocksCaller && !profile.blockedByCaller;
    case 'comment':
    case 'like':
      return user != null && !profile.blocksCaller;
    case 'seePrivate':
      return isOwner(user, profile);
    case 'seeDrafts':
      return (isOwner(user, profile) && hasRole(user, 'publisher')) || seesUnpublished(user, 'journal');
    case 'seeActivity':
      return !profile.blockedByCaller;
  }
}

/**
 * `can`, or the answer that refuses: 401 without a user, 403 naming the block (the owner blocked the
 * caller, or the caller blocked the owner), 403 otherwise. Following oneself is the service's 400.
 */
export function authorize(user: Actor, action: ProfileAction, profile: ProfileSubject): void {
  if (can(user, action, profile)) return;
  if (!user) throw unauthorized();
  if (profile.blocksCaller) throw new AppError(403, { detail: mn('blockedByMember') });
  if (profile.blockedByCaller) throw new AppError(403, { detail: mn('blockStandsBetween') });
  throw new AppError(403, { detail: mn('forbidden') });
}
