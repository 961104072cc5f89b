import { hasRole } from '@mfi/contract/roles';
import type { AuthUser } from '../../plugins/auth';

// Who sees and edits what (part 2 section 6). Contributors (and so admins, roles.ts) see unpublished
// movies everywhere; everyone else never does, on any read path (ARCHITECTURE section 4).

export const canSeeUnpublished = (user: AuthUser | null) => hasRole(user, 'contributer');

/** Editing, archive images and publishing: contributors, and admins who publish new items. */
export const MOVIE_EDITORS = ['contributer'] as const;
