import { and, eq, type SQL } from 'drizzle-orm';
import type { PowerRole } from '@mfi/contract/roles';
import { users } from '../db/schema';
import { rolePolicy } from './role-policy';

// Who runs the members of the site from the admin console (issue 25 part 3, decision 025): admins search
// members, grant and revoke roles and the festival entrant flag, close and reopen accounts, and read the
// audit log of all of it. The site never runs without an admin: `admin` in `users` that `keepsTheSite`.

/** The roles that keep the members: the admin member calls' guard is `requireRole(...MEMBER_KEEPERS)`. */
export const MEMBER_KEEPERS = ['admin'] as const satisfies readonly PowerRole[];

export const { can, authorize } = rolePolicy({ manage: MEMBER_KEEPERS, readAudit: MEMBER_KEEPERS });

/**
 * The accounts that keep the site running, as a condition on `users`: admins whose account is open (a
 * closed account is never active). The last of them can neither lose the flag nor be closed.
 */
export const keepsTheSite = (): SQL => and(eq(users.admin, true), eq(users.isActive, true))!;
