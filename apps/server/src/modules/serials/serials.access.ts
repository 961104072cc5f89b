import type { AuthUser } from '../../plugins/auth';

// Who sees and edits serials, seasons and episodes (part 2 section 6): the same rule as movies.
// Contributors and admins see unpublished rows everywhere; everyone else never does, on any read path,
// and a published season of an unpublished serial is hidden with its serial (ARCHITECTURE section 4).

export { canSeeUnpublished } from '../movies/movies.access';

/** Editing, archive images and publishing: contributors, and admins who publish new items. */
export const SERIAL_EDITORS = ['contributer'] as const;

export type Viewer = AuthUser | null;
