import type { Role } from '@mfi/contract/roles';
import { rolePolicy } from './role-policy';

// Who writes a detailed review (part 2 sections 5 and 7): critics, of a movie, a season or an episode. The
// critic flag is not a power an admin holds (contract/roles.ts): an admin writes one only with the flag.
// Whether the title takes reviews at all (published, its parents too) is the catalogue policy's `review`;
// ratings, short reviews and likes are every member's.

/** The roles that write detailed reviews: the routes' guard is `requireRole(...DETAILED_REVIEWERS)`. */
export const DETAILED_REVIEWERS = ['critic'] as const satisfies readonly Role[];

export const { can, authorize } = rolePolicy({ writeDetailed: DETAILED_REVIEWERS });
