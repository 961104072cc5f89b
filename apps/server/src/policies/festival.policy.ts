import { hasAnyRole, hasRole, type PowerRole } from '@mfi/contract/roles';
import { or, sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Actor } from './catalogue.policy';

// Who may do what at the festival (issue 17; part 1 section 6): everyone reads festivals, editions, agendas
// and awards (the films they name keep their own visibility: catalogue.policy.ts); an admin creates and edits
// festivals, editions and awards, reads the registrations and grants the entrant flag; a member with the
// `ustga` (entrant) flag registers films, and so does an admin, who holds every power.
//
// Managing is checked once, by the route guard named from `FESTIVAL_MANAGERS` (before the body is read,
// decision 008); registering, a flag and not a role, by the registration service through `can`.

export type FestivalActor = Actor & { ustga?: boolean };
export type FestivalAction = 'manage' | 'register';

/** The roles that manage the festival: the admin routes' guard is `requireRole(...FESTIVAL_MANAGERS)`. */
export const FESTIVAL_MANAGERS = ['admin'] as const satisfies readonly PowerRole[];

/** The members who manage the festival, as a condition on `users` (who is told of an entrant's request). */
export const festivalManagers = (): SQL => or(...FESTIVAL_MANAGERS.map((role) => users[role])) ?? sql`false`;

export function can(user: FestivalActor | null | undefined, action: FestivalAction): boolean {
  switch (action) {
    case 'manage':
      return hasAnyRole(user, FESTIVAL_MANAGERS);
    case 'register':
      return user != null && (Boolean(user.ustga) || hasRole(user, 'admin'));
  }
}
