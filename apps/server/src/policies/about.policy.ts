import { hasAnyRole, type PowerRole } from '@mfi/contract/roles';
import { forbidden, unauthorized } from '../lib/errors';
import type { Actor } from './catalogue.policy';

// Who may do what to the institute's about-us page (part 1 section 7 "About us"; decision 017): everyone
// reads it (the artists it links keep their own visibility: catalogue.policy.ts); its editors, the admins,
// replace it. The edit route's guard is named from `ABOUT_EDITORS`, and the service asks `authorize`.

export type AboutAction = 'edit';

/** The roles that edit the about-us page (an admin holds every power). */
export const ABOUT_EDITORS = ['admin'] as const satisfies readonly PowerRole[];

export function can(user: Actor, action: AboutAction): boolean {
  switch (action) {
    case 'edit':
      return hasAnyRole(user, ABOUT_EDITORS);
  }
}

/** `can`, or 401 without a user, 403 otherwise. */
export function authorize(user: Actor, action: AboutAction): void {
  if (can(user, action)) return;
  if (!user) throw unauthorized();
  throw forbidden();
}
