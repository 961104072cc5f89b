import type { Permissions } from '@mfi/contract/permissions.schemas';
import { type Actor, can, type ListSubject, type Subject } from './catalogue.policy';
import { can as canOnMessage, type ShortMessageSubject } from './short-message.policy';

// The caller's verdicts on one item, as the answers carry them beside the spec's keys (`can_edit`,
// `can_publish`, `can_delete`, `can_review`), so the web shows its buttons from the server's rules instead of
// typing them again. Each verdict is the policy's own `can`; only the keys that apply to the kind are set.
// They belong to the caller: services add them after the cache, never into what a guest's answer caches.

/** A catalogue item: who edits and publishes it; a title (not an artist or a journal) also who reviews it. */
export function permissionsOf(user: Actor, subject: Subject): Permissions;
/** A user list: who edits and deletes it. */
export function permissionsOf(user: Actor, subject: ListSubject): Permissions;
/** A short message or comment: who deletes it. */
export function permissionsOf(user: Actor, subject: ShortMessageSubject): Permissions;
export function permissionsOf(user: Actor, subject: Subject | ListSubject | ShortMessageSubject): Permissions {
  switch (subject.kind) {
    case 'shortMessage':
      return { can_delete: canOnMessage(user, 'delete', subject) };
    case 'list':
      return { can_edit: can(user, 'edit', subject), can_delete: can(user, 'delete', subject) };
    case 'artist':
    case 'journal':
      return { can_edit: can(user, 'edit', subject), can_publish: can(user, 'publish', subject) };
    default:
      return {
        can_edit: can(user, 'edit', subject),
        can_publish: can(user, 'publish', subject),
        can_review: can(user, 'review', subject),
      };
  }
}
