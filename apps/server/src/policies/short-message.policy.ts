import { hasRole } from '@mfi/contract/roles';
import { forbidden, unauthorized } from '../lib/errors';
import type { Actor } from './catalogue.policy';

// Who may delete a short message or a comment (issue 15 item 7; decision 014): its author, or an admin
// (moderation). Commenting and liking across a block are the profile policy's `comment` and `like`.

/** A message or comment, by its author. */
export type ShortMessageSubject = { kind: 'shortMessage'; authorId: number };

export function can(user: Actor, action: 'delete', subject: ShortMessageSubject): boolean {
  switch (action) {
    case 'delete':
      return user != null && (user.id === subject.authorId || hasRole(user, 'admin'));
  }
}

/** `can`, or 401 without a user, 403 otherwise. */
export function authorize(user: Actor, action: 'delete', subject: ShortMessageSubject): void {
  if (can(user, action, subject)) return;
  if (!user) throw unauthorized();
  throw forbidden();
}
