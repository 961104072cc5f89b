import { hasRole } from '@mfi/contract/roles';
import { mn } from '@mfi/contract/messages';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import { type Actor, seesUnpublished } from './catalogue.policy';

// Who may do what to a member's profile and with a member's things (issue 15, issue 23; part 1 sections 2
// and 6), in one place. docs/decisions/012-profiles-follows-blocks.md.
//
// - `canInteract`: the one rule of blocks. A member the owner blocked may not follow them, comment on their
//   messages, nor like or react to anything of theirs (messages, comments, reviews of every kind, lists,
//   journals); following also needs someone else, and no block of the owner by the caller (unblock first).
//   A block is between two members: an admin's roles do not lift it (moderation is a delete, not a like).
// - `seePrivate`: the e-mail and a hidden birthday leave the server to the owner only.
// - `seeDrafts`: the count of unpublished articles, to the owner who publishes, or to contributors.
// - `seeActivity`: the owner's feed and writing, to everyone but a caller who blocked the owner (decision 015).
// - `seeYearReview`: the owner's year in review (issue 29, decision 038), to everyone but a member on either side
//   of a block: it sums up what the owner watched, which a member they blocked does not follow.

/** The profile checked, with the blocks between its owner and the caller (read once by the service). */
export type ProfileSubject = {
  kind: 'profile';
  ownerId: number;
  /** The owner blocked the caller. */
  blocksCaller: boolean;
  /** The caller blocked the owner. */
  blockedByCaller: boolean;
};

/** What one member does to another or to their things: `like` covers every like, reaction and list like. */
export type Interaction = 'follow' | 'comment' | 'like';

export type ProfileAction = 'seePrivate' | 'seeDrafts' | 'seeActivity' | 'seeYearReview';

const isOwner = (user: Actor, p: ProfileSubject) => user != null && user.id === p.ownerId;

/**
 * Whether the caller may follow the owner, comment on or like their things: a signed-in member the owner
 * has not blocked; a follow also needs someone else and no block of the owner by the caller.
 */
export function canInteract(user: Actor, owner: ProfileSubject, how: Interaction = 'like'): boolean {
  if (user == null || owner.blocksCaller) return false;
  return how !== 'follow' || (!isOwner(user, owner) && !owner.blockedByCaller);
}

/**
 * `canInteract`, or the answer that refuses: 401 without a user, 403 naming the block (the owner blocked
 * the caller, or the caller blocked the owner), 403 otherwise. Following oneself is the service's 400.
 */
export function authorizeInteract(user: Actor, owner: ProfileSubject, how: Interaction = 'like'): void {
  if (canInteract(user, owner, how)) return;
  if (!user) throw unauthorized();
  if (owner.blocksCaller) throw new AppError(403, { detail: mn('blockedByMember') });
  if (owner.blockedByCaller) throw new AppError(403, { detail: mn('blockStandsBetween') });
  throw forbidden();
}

export function can(user: Actor, action: ProfileAction, profile: ProfileSubject): boolean {
  switch (action) {
    case 'seePrivate':
      return isOwner(user, profile);
    case 'seeDrafts':
      return (isOwner(user, profile) && hasRole(user, 'publisher')) || seesUnpublished(user, 'journal');
    case 'seeActivity':
      return !profile.blockedByCaller;
    case 'seeYearReview':
      return !profile.blockedByCaller && !profile.blocksCaller;
  }
}

/** `can`, or 401 without a user, 403 otherwise. */
export function authorize(user: Actor, action: ProfileAction, profile: ProfileSubject): void {
  if (can(user, action, profile)) return;
  if (!user) throw unauthorized();
  throw forbidden();
}
