import type { Permissions } from '@mfi/contract/permissions.schemas';
import { can as canOnAbout } from './about.policy';
import { can as canOnHistory } from './admin.policy';
import { type Actor, can, type ListSubject, type Subject } from './catalogue.policy';
import { can as canOnDiary, type DiarySubject } from './diary.policy';
import { can as canAtFestival } from './festival.policy';
import { canInteract, can as canOnProfile, type ProfileSubject } from './profile.policy';
import { can as canOnReviews } from './review.policy';
import { can as canOnMessage, type ShortMessageSubject } from './short-message.policy';

// The caller's verdicts on one item, as the answers carry them beside the spec's keys (`can_edit`,
// `can_publish`, `can_delete`, `can_review`, `can_write_detailed_review`, `can_manage`, `can_like`, `can_comment`,
// `can_see_drafts`, `can_create`, `can_see_history`), so the web shows its buttons from the server's rules instead of
// typing them again. Each verdict is the policy's own `can`; only the keys that apply to the kind are set.
// They belong to the caller: services add them after the cache, never into what a guest's answer caches.

/**
 * A catalogue item: who edits and publishes it and reads its history (the admin console's); a title (not an artist or a journal) also who reviews it,
 * and a movie, season or episode who writes a detailed review of it (a critic, where it takes reviews).
 */
export function permissionsOf(user: Actor, subject: Subject): Permissions;
/** A user list: who edits and deletes it. */
export function permissionsOf(user: Actor, subject: ListSubject): Permissions;
/** A short message or comment: who deletes it. */
export function permissionsOf(user: Actor, subject: ShortMessageSubject): Permissions;
/** The about-us page: who edits it and reads its history. */
export function permissionsOf(user: Actor, subject: { kind: 'about' }): Permissions;
/** A festival: who sees its admin controls; an edition: also who reads its history. */
export function permissionsOf(user: Actor, subject: { kind: 'festival' | 'edition' }): Permissions;
export function permissionsOf(
  user: Actor,
  subject: Subject | ListSubject | ShortMessageSubject | { kind: 'about' | 'festival' | 'edition' },
): Permissions {
  switch (subject.kind) {
    case 'shortMessage':
      return { can_delete: canOnMessage(user, 'delete', subject) };
    case 'about':
      return { can_edit: canOnAbout(user, 'edit'), can_see_history: canOnHistory(user, 'read', { kind: 'about' }) };
    case 'festival':
      return { can_manage: canAtFestival(user, 'manage') };
    case 'edition':
      return {
        can_manage: canAtFestival(user, 'manage'),
        can_see_history: canOnHistory(user, 'read', { kind: 'edition' }),
      };
    case 'list':
      return { can_edit: can(user, 'edit', subject), can_delete: can(user, 'delete', subject) };
    case 'artist':
    case 'journal':
      return {
        can_edit: can(user, 'edit', subject),
        can_publish: can(user, 'publish', subject),
        can_see_history: canOnHistory(user, 'read', subject),
      };
    default: {
      const title = {
        can_edit: can(user, 'edit', subject),
        can_publish: can(user, 'publish', subject),
        can_review: can(user, 'review', subject),
        can_see_history: canOnHistory(user, 'read', subject),
      };
      // A serial takes no detailed reviews; its seasons and episodes do.
      if (subject.kind === 'serial') return title;
      return { ...title, can_write_detailed_review: title.can_review && canOnReviews(user, 'writeDetailed') };
    }
  }
}

/**
 * Who likes and comments on a member's writing (a short message): the profile policy's `canInteract` across
 * the blocks between the caller and its author, read once by the service.
 */
export const interactionsWith = (user: Actor, author: ProfileSubject): Permissions => ({
  can_like: canInteract(user, author, 'like'),
  can_comment: canInteract(user, author, 'comment'),
});

/**
 * Who likes a comment: the profile policy's `canInteract` across the blocks of the message's author and of
 * the comment's (either one's block refuses the like).
 */
export const commentInteractionsWith = (
  user: Actor,
  messageAuthor: ProfileSubject,
  commentAuthor: ProfileSubject,
): Permissions => ({
  can_like: canInteract(user, messageAuthor, 'like') && canInteract(user, commentAuthor, 'like'),
});

/** A member's profile: whether the caller sees their unpublished articles (the profile policy's `seeDrafts`). */
export const profilePermissionsOf = (user: Actor, profile: ProfileSubject): Permissions => ({
  can_see_drafts: canOnProfile(user, 'seeDrafts', profile),
});

/** A member's page of lists: whether the caller adds a list there (only to their own). */
export const listPagePermissionsOf = (user: Actor, ownerId: number): Permissions => ({
  can_create: can(user, 'create', { kind: 'list', ownerId }),
});

/** A member's diary page: whether the caller imports into it (its owner). */
export const diaryPagePermissionsOf = (user: Actor, ownerId: number): Permissions => ({
  can_import: canOnDiary(user, 'import', { kind: 'diary', ownerId }),
});

/** A diary entry: who edits and deletes it (one verdict, `can_edit`: the owner or an admin). */
export const diaryPermissionsOf = (user: Actor, entry: DiarySubject): Permissions => ({
  can_edit: canOnDiary(user, 'edit', entry),
});
