import { hasRole } from '@mfi/contract/roles';
import { forbidden, unauthorized } from '../lib/errors';
import type { Actor } from './catalogue.policy';

// Who may change a diary entry (issue 29, decision 036): its owner, or an admin (moderation, as a member's
// lists). Who imports into a diary: its owner alone (an import is of the caller's own history, decision 037).
// Who reads a member's diary is the profile policy's `seeActivity`, as their feed.

/** A diary entry as the policy weighs it: whose it is. */
export type DiarySubject = { kind: 'diary'; ownerId: number };
export type DiaryAction = 'edit' | 'import';

export function can(user: Actor, action: DiaryAction, entry: DiarySubject): boolean {
  if (user == null) return false;
  return user.id === entry.ownerId || (action === 'edit' && hasRole(user, 'admin'));
}

/** `can`, or 401 without a user, 403 for someone else's entry. */
export function authorize(user: Actor, action: DiaryAction, entry: DiarySubject): void {
  if (can(user, action, entry)) return;
  if (!user) throw unauthorized();
  throw forbidden();
}
