import { hasRole } from '@mfi/contract/roles';
import { forbidden, unauthorized } from '../lib/errors';
import type { Actor } from './catalogue.policy';

// Who may do what at the festival (issue 17; part 1 section 6): everyone reads festivals, editions, agendas
// and awards (the films they name keep their own visibility: catalogue.policy.ts); an admin creates and edits
// festivals, editions and awards, reads the registrations and grants the entrant flag; a member with the
// `ustga` (entrant) flag registers films, and so does an admin, who holds every power.

export type FestivalActor = Actor & { ustga?: boolean };
export type FestivalAction = 'manage' | 'register';

export function can(user: FestivalActor | null | undefined, action: FestivalAction): boolean {
  switch (action) {
    case 'manage':
      return hasRole(user, 'admin');
    case 'register':
      return user != null && (Boolean(user.ustga) || hasRole(user, 'admin'));
  }
}

/** Throws 401 without a user, 403 when the user may not. */
export function authorize(user: FestivalActor | null | undefined, action: FestivalAction): void {
  if (!user) throw unauthorized();
  if (!can(user, action)) throw forbidden();
}
