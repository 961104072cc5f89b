import { hasRole } from '@mfi/contract/roles';
import type { AuthUser } from '../../plugins/auth';

// Who sees and edits artists (part 2 section 6). Contributors (and so admins, roles.ts) see unpublished
// artists on every read path; everyone else never does (ARCHITECTURE section 4).
export const canSeeUnpublished = (user: AuthUser | null) => hasRole(user, 'contributer');

/** Editing and the publish toggle. */
export const ARTIST_EDITORS = ['contributer'] as const;
